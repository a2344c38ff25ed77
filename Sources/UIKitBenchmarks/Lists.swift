import Foundation
import UIKit

/// 11. Lists: (a) scrolling a table by one screen asks only for the rows that come on screen,
///    whatever the number of rows: a 100,000-row table against the baseline of the same
///    scroll on a 1,000-row table (the ratio should be about 1); (b) self-sizing rows with
///    Auto Layout, estimates off so that every row is sized at the reload: 1,000 rows against
///    the baseline of 100 rows (the cost per row should stay flat: linear growth).
@MainActor
func listsBenchmark() {
    print(row("benchmark", 0, "median", "ratio").replacingOccurrences(of: "       0", with: "    rows"))
    // (a) One screen of scrolling, self-sizing rows (estimated, sized as they come on screen).
    var scrollBase: Double?
    for count in [1_000, 100_000] {
        let source = BenchmarkRows(count: count)
        var samples: [Double] = []
        var dequeues: [Int] = []
        for _ in 0..<9 {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.register(BenchmarkCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = source
            table.layoutIfNeeded()
            table.setContentOffset(CGPoint(x: 0, y: 4 * 844), animated: false)  // far from the top, all rows still estimates
            table.layoutIfNeeded()
            source.asked = 0
            samples.append(time {
                table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 844), animated: false)
                table.layoutIfNeeded()
            })
            dequeues.append(source.asked)
        }
        let value = median(samples)
        scrollBase = scrollBase ?? value
        let name = "scroll one screen (\(dequeues.max()!) rows asked\(count == 1_000 ? ", baseline" : ""))"
        print(row(name, count, String(format: "%.2f ms", value / 1e6), String(format: "%.2f × 1k", value / scrollBase!)))
    }
    // (b) Every row sized at the reload (estimatedRowHeight = 0), Auto Layout cells.
    var sizingBase: Double?
    for count in [100, 1_000] {
        let source = BenchmarkRows(count: count)
        var samples: [Double] = []
        for _ in 0..<7 {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.register(BenchmarkCell.self, forCellReuseIdentifier: "Cell")
            table.estimatedRowHeight = 0
            table.dataSource = source
            samples.append(time { table.reloadData() })
        }
        let value = median(samples)
        let perRow = value / Double(count)
        sizingBase = sizingBase ?? perRow
        let name = "self-size every row at reload\(count == 100 ? " (baseline)" : "")"
        print(row(name, count, String(format: "%.2f ms", value / 1e6), String(format: "%.2f × base", perRow / sizingBase!)))
    }
}

/// Rows of a benchmark table: each cell a label-like box whose height depends on the row.
@MainActor
final class BenchmarkRows: UITableViewDataSource {
    let count: Int
    var asked = 0
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        (cell as? BenchmarkCell)?.height.constant = CGFloat(30 + indexPath.row % 5 * 10)
        return cell
    }
}

/// A cell sized by its constraints: a box pinned inside the content view's margins.
@MainActor
final class BenchmarkCell: UITableViewCell {
    let box = UIView(frame: .zero)
    var height: NSLayoutConstraint!
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 30)
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        bottom.priority = UILayoutPriority(999)  // the cell is made at 44 pt before it is sized
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bottom,
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            height,
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell whose height comes from its constraints: a box 10 pt below the content view's top
/// and 10 pt above its bottom, `boxHeight` tall.
@MainActor
final class ConstrainedCell: UITableViewCell {
    static var made = 0
    let box = UIView(frame: .zero)
    var boxHeight: NSLayoutConstraint!

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        ConstrainedCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 60)
        // Below the required level, as UIKit's self-sizing cells are written: the cell is made
        // at 44 pt before it is sized.
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            bottom,
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            boxHeight,
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A data source and delegate for self-sizing tables: box heights per row, and a log of every
/// question and event, in order.
@MainActor
final class SizingLog: UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var events: [String] = []
    var boxHeights: [[CGFloat]]
    var estimate: CGFloat?
    var fixedHeights: [IndexPath: CGFloat] = [:]
    var headerViews: [Int: UIView] = [:]
    var titles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var logsHeaderViews = false

    init(_ boxHeights: [[CGFloat]]) { self.boxHeights = boxHeights }

    func take() -> [String] {
        defer { events = [] }
        return events
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { boxHeights.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { boxHeights[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell \(name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        (cell as? ConstrainedCell)?.boxHeight.constant = boxHeights[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        events.append("height \(name(indexPath))")
        return fixedHeights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let estimate else { return tableView.estimatedRowHeight }
        events.append("estimate \(name(indexPath))")
        return estimate
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if logsHeaderViews { events.append("header view \(section)") }
        return headerViews[section]
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        events.append("prefetch " + indexPaths.map(name).joined(separator: ","))
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        events.append("cancel " + indexPaths.map(name).joined(separator: ","))
    }
}

/// A plain table of `ConstrainedCell`s, 320 wide, no separators unless asked (so that sums of
/// heights are exact).
@MainActor
func sizingTable(_ log: SizingLog, height: CGFloat = 200, style: UITableView.Style = .plain,
                 separators: Bool = false) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.register(ConstrainedCell.self, forCellReuseIdentifier: "Cell")
    if !separators { table.separatorStyle = .none }
    table.dataSource = log
    table.delegate = log
    return table
}

/// Row names, "section.row".
@MainActor
func rowNames(_ table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" }
}

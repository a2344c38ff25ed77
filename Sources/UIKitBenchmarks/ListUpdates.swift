import Foundation
import UIKit

/// 9. Applying a diffable snapshot that changes 1% of its items (a third deleted, a third
///    inserted, a third moved) to a table on screen, at 10,000 and 1,000 items; beside it, in
///    the same run, Swift's `Array.difference(from:)` on the same identifier arrays (a diff
///    alone: no table, no cells). The 10k / 1k ratio shows whether apply grows linearly.
///    Then 1,000 `indexPath(for:)` lookups at each size beside 1,000 `Array.firstIndex(of:)`
///    searches of the same identifiers (LU42: the lookups should not grow with the size).
@MainActor
func listUpdatesBenchmark() {
    print(row("benchmark", 0, "median", "ratio").replacingOccurrences(of: "       0", with: "   items"))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIViewController()
    window.rootViewController = host
    window.makeKeyAndVisible()
    UIKitScheduler.shared.drain()
    var applyMedians: [Int: Double] = [:]
    var differenceMedians: [Int: Double] = [:]
    var lookupMedians: [Int: (ours: Double, baseline: Double)] = [:]
    for count in [1_000, 10_000] {
        let (before, after) = changedSnapshots(count: count, changed: count / 100)
        let table = UITableView(frame: host.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        host.view.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { [weak table] _, indexPath, item in
            let cell = table?.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell?.textLabel?.text = String(item)
            return cell
        }
        dataSource.applySnapshotUsingReloadData(before)
        table.layoutIfNeeded()
        UIKitScheduler.shared.drain()
        var applies: [Double] = []
        var differences: [Double] = []
        let oldItems = before.itemIdentifiers, newItems = after.itemIdentifiers
        for _ in 0..<21 {
            applies.append(time { dataSource.apply(after, animatingDifferences: false) })
            UIKitScheduler.shared.drain()
            differences.append(time { _ = newItems.difference(from: oldItems) })
            dataSource.applySnapshotUsingReloadData(before)
            table.layoutIfNeeded()
            UIKitScheduler.shared.drain()
        }
        applyMedians[count] = median(applies)
        differenceMedians[count] = median(differences)
        // LU42: 1,000 lookups of an item's index path, beside a linear search of the
        // identifiers (what a lookup costs without kept positions).
        let sample = Swift.stride(from: 0, to: count, by: max(1, count / 1_000)).map { oldItems[$0] }
        var lookups: [Double] = []
        var searches: [Double] = []
        // The found positions are summed and used, so the optimiser keeps both loops.
        var found = (lookups: 0, searches: 0)
        for _ in 0..<21 {
            lookups.append(time { for item in sample { found.lookups &+= dataSource.indexPath(for: item)?.row ?? -1 } })
            searches.append(time { for item in sample { found.searches &+= oldItems.firstIndex(of: item) ?? -1 } })
        }
        if found.lookups == Int.min || found.searches == Int.min { print(found) }
        lookupMedians[count] = (median(lookups), median(searches))
        table.removeFromSuperview()
        _ = dataSource
    }
    let apply1k = applyMedians[1_000]!, apply10k = applyMedians[10_000]!
    let difference1k = differenceMedians[1_000]!, difference10k = differenceMedians[10_000]!
    print(row("diffable apply, 1% changed (ours, table on screen)", 1_000, String(format: "%.2f ms", apply1k / 1e6), ""))
    print(row("diffable apply, 1% changed (ours, table on screen)", 10_000, String(format: "%.2f ms", apply10k / 1e6),
              String(format: "%.1f × 1k", apply10k / apply1k)))
    print(row("baseline: Array.difference(from:) (Swift stdlib)", 1_000, String(format: "%.2f ms", difference1k / 1e6), ""))
    print(row("baseline: Array.difference(from:) (Swift stdlib)", 10_000, String(format: "%.2f ms", difference10k / 1e6),
              String(format: "%.1f × 1k", difference10k / difference1k)))
    print(row("apply / Array.difference, 10k", 10_000, "", String(format: "%.2f ×", apply10k / difference10k)))
    for count in [1_000, 10_000] {
        let (ours, baseline) = lookupMedians[count]!
        print(row("1,000 indexPath(for:) lookups (ours)", count, String(format: "%.3f ms", ours / 1e6), ""))
        print(row("baseline: 1,000 Array.firstIndex(of:)", count, String(format: "%.3f ms", baseline / 1e6),
                  String(format: "%.1f × ours", baseline / ours)))
    }
    window.isHidden = true
    UIKitScheduler.shared.drain()
}

/// A snapshot of `count` items in one section, and the same with `changed` items changed:
/// a third deleted, a third inserted (new identifiers), a third moved elsewhere, spread
/// evenly through the list.
func changedSnapshots(count: Int, changed: Int) -> (NSDiffableDataSourceSnapshot<Int, Int>, NSDiffableDataSourceSnapshot<Int, Int>) {
    var before = NSDiffableDataSourceSnapshot<Int, Int>()
    before.appendSections([0])
    before.appendItems(Array(0..<count))
    var items = Array(0..<count)
    let deletes = changed / 3, moves = changed / 3, inserts = changed - deletes - moves
    let stride = max(1, count / changed)
    var doomed = Set<Int>(), moving: [Int] = []
    for index in 0..<(deletes + moves) {
        let item = index * stride + stride / 2
        if index % 2 == 0, doomed.count < deletes { doomed.insert(item) } else if moving.count < moves { moving.append(item) } else { doomed.insert(item) }
    }
    items.removeAll { doomed.contains($0) || moving.contains($0) }
    for (index, item) in moving.enumerated() { items.insert(item, at: min(items.count, (index * 7_919) % max(1, items.count))) }
    for index in 0..<inserts { items.insert(count + index, at: min(items.count, (index * 104_729 + 13) % max(1, items.count))) }
    var after = NSDiffableDataSourceSnapshot<Int, Int>()
    after.appendSections([0])
    after.appendItems(items)
    return (before, after)
}

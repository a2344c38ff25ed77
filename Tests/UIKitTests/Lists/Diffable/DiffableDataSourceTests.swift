import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A delegate that writes down which cells are shown and retired.
@MainActor
final class DisplayLog: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    var events: [String] = []
    func take() -> [String] {
        defer { events = [] }
        return events
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.section).\(indexPath.row) \(cell.textLabel?.text ?? "")")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(indexPath.section).\(indexPath.row) \(cell.textLabel?.text ?? "")")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath.section).\(indexPath.item) \((cell as? TitledCollectionCell)?.title ?? "")")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(indexPath.section).\(indexPath.item) \((cell as? TitledCollectionCell)?.title ?? "")")
    }
}

/// A table diffable data source that gives section titles.
@MainActor
final class TitledDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.uppercased()
    }
}

/// Diffable data sources of tables and collection views.
@MainActor
@Suite(.uikit) struct DiffableDataSourceTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func makeTable(_ display: DisplayLog, provided: @escaping (String) -> Void = { _ in })
        -> (UITableView, UITableViewDiffableDataSource<String, String>) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(ReuseCountingCell.self, forCellReuseIdentifier: "Cell")
        table.delegate = display
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
            provided(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return (table, dataSource)
    }

    // LU24: the first apply, before the list counted, just takes the snapshot.
    @Test func test_LU22_LU24_applyDiffsIntoOneBatchAndTheFirstApplyJustTakesTheSnapshot() {
        let display = DisplayLog()
        var provided: [String] = []
        let (table, dataSource) = makeTable(display) { provided.append($0) }
        #expect(table.dataSource === dataSource && dataSource.defaultRowAnimation == .automatic)
        var done: [String] = []
        dataSource.apply(snapshot([("s", ["A", "B", "C"])])) { done.append("first") }
        #expect(provided == [])  // the table had not counted: it shows the snapshot at its next layout
        table.layoutIfNeeded()
        #expect(provided == ["A", "B", "C"] && titles(table) == ["A", "B", "C"])
        drainMainRunLoop()
        #expect(done == ["first"])
        provided = []
        _ = display.take()
        let b = table.visibleCells[1]
        dataSource.apply(snapshot([("s", ["C", "A", "D"])])) { done.append("second") }
        // Only D is new; B leaves when the animation ends; C moved (one move, A stays).
        #expect(provided == ["D"] && titles(table) == ["C", "A", "D"])
        #expect(display.take() == ["willDisplay 0.2 D"] && b.superview === table)
        clock.advance(by: 0.31)
        #expect(display.take() == ["didEndDisplaying 0.1 B"] && done == ["first", "second"])
        #expect(dataSource.snapshot().itemIdentifiers == ["C", "A", "D"])
        // iOS 15: without animation it is the same diff, applied at once.
        dataSource.apply(snapshot([("s", ["C", "D"])]), animatingDifferences: false)
        #expect(display.take() == ["didEndDisplaying 0.1 A"] && provided == ["D"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "D")
        #expect(dataSource.indexPath(for: "C") == IndexPath(row: 0, section: 0) && dataSource.indexPath(for: "Z") == nil)
        #expect(dataSource.sectionIdentifier(for: 0) == "s" && dataSource.index(for: "s") == 0 && dataSource.sectionIdentifier(for: 3) == nil)
    }

    @Test func test_LU25_reloadedItemsGetNewCellsReconfiguredOnesKeepTheirsAndTheMarksAreNotKept() {
        let display = DisplayLog()
        var provided: [String] = []
        let (table, dataSource) = makeTable(display) { provided.append($0) }
        dataSource.apply(snapshot([("s", ["A", "B"])]))
        table.layoutIfNeeded()
        let a = table.visibleCells[0] as! ReuseCountingCell, b = table.visibleCells[1]
        provided = []
        _ = display.take()
        var next = dataSource.snapshot()
        next.reloadItems(["B"])
        next.reconfigureItems(["A"])
        dataSource.apply(next, animatingDifferences: false)
        #expect(Set(provided) == ["A", "B"] && provided.count == 2)
        #expect(table.visibleCells[0] === a && a.reuses == 0 && table.visibleCells[1] !== b)
        #expect(display.take() == ["willDisplay 0.1 B", "didEndDisplaying 0.1 B"])
        #expect(dataSource.snapshot().reloadedItemIdentifiers == [] && dataSource.snapshot().reconfiguredItemIdentifiers == [])
    }

    @Test func test_LU26_applyUsingReloadDataReloadsAndSubclassesGiveTitles() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(ReuseCountingCell.self, forCellReuseIdentifier: "Cell")
        let display = DisplayLog()
        table.delegate = display
        let dataSource = TitledDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        dataSource.apply(snapshot([("fruit", ["A"])]))
        table.layoutIfNeeded()
        _ = display.take()
        var done = false
        dataSource.applySnapshotUsingReloadData(snapshot([("veg", ["K", "L"])])) { done = true }
        #expect(display.take() == ["didEndDisplaying 0.0 A"])  // every cell goes back, as reloadData does
        table.layoutIfNeeded()
        #expect(titles(table) == ["K", "L"] && table.headerView(forSection: 0)?.textLabel?.text == "VEG")
        drainMainRunLoop()
        #expect(done)
    }

    @Test func test_LU26_asyncApplyReturnsOnceTheChangeIsShown() async {
        let display = DisplayLog()
        let (table, dataSource) = makeTable(display)
        dataSource.apply(snapshot([("s", ["A"])]), completion: nil)  // the completion form, not the async one
        table.layoutIfNeeded()
        let clock = self.clock
        Task { @MainActor in
            for _ in 0..<40 { clock.advance(by: 0.05); await Task.yield() }
        }
        await dataSource.apply(snapshot([("s", ["A", "B"])]))
        #expect(titles(table) == ["A", "B"])
    }

    @Test func test_LU27_aNilCellFromTheProviderIsAnException() async {
        #expect(UIKitDiagnostic.cellProviderReturnedNil(UIView(), indexPath: IndexPath(item: 0, section: 0)).message
            .contains("dataSource returned a nil cell for item at index path: <NSIndexPath> {length = 2, path = 0 - 0}."))
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
                let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
                var s = NSDiffableDataSourceSnapshot<Int, Int>()
                s.appendSections([0])
                s.appendItems([1])
                dataSource.apply(s)
                table.layoutIfNeeded()
            }
        }
    }

    @Test func test_LU28_dataSourcesAndTheirListsDoNotKeepEachOtherAlive() {
        weak var weakTable: UITableView?
        weak var weakTableSource: UITableViewDiffableDataSource<String, String>?
        weak var weakCollection: UICollectionView?
        weak var weakCollectionSource: UICollectionViewDiffableDataSource<String, String>?
        do {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let tableSource = UITableViewDiffableDataSource<String, String>(tableView: table) { [weak table] _, indexPath, _ in
                table?.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            tableSource.apply(snapshot([("s", ["A", "B"])]))
            table.layoutIfNeeded()
            tableSource.apply(snapshot([("s", ["B", "C"])]), animatingDifferences: false)
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                              collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(TitledCollectionCell.self, forCellWithReuseIdentifier: "Cell")
            let collectionSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { [weak collection] _, indexPath, _ in
                collection?.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            collectionSource.apply(snapshot([("s", ["A"])]))
            collection.layoutIfNeeded()
            collectionSource.apply(snapshot([("s", ["B"])]), animatingDifferences: false)
            weakTable = table
            weakTableSource = tableSource
            weakCollection = collection
            weakCollectionSource = collectionSource
        }
        drainMainRunLoop()
        #expect(weakTable == nil && weakTableSource == nil && weakCollection == nil && weakCollectionSource == nil)
    }

    // MARK: Collection views

    private func makeCollection(_ display: DisplayLog) -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collection.register(TitledCollectionCell.self, forCellWithReuseIdentifier: "Cell")
        collection.delegate = display
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! TitledCollectionCell
            cell.title = item
            return cell
        }
        return (collection, dataSource)
    }

    @Test func test_LU22_LU30_LU31_aCollectionAppliesSnapshotsAndSectionSnapshotsThroughTheSameBatch() {
        let display = DisplayLog()
        let (collection, dataSource) = makeCollection(display)
        dataSource.apply(snapshot([("s", ["A", "B"])]))
        collection.layoutIfNeeded()
        _ = display.take()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "P"])
        outline.append(["c1", "c2"], to: "P")
        dataSource.apply(outline, to: "s", animatingDifferences: false)
        #expect(titles(collection) == ["A", "P"] && display.take() == ["willDisplay 0.1 P", "didEndDisplaying 0.1 B"])
        #expect(dataSource.snapshot(for: "s").items == ["A", "P", "c1", "c2"])
        // LU31: expanding through the handlers shows the children, and may be refused.
        var asked: [String] = []
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { asked.append("should \($0)"); return $0 != "A" }
        dataSource.sectionSnapshotHandlers.willExpandItem = { asked.append("will \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { asked.append("willCollapse \($0)") }
        #expect(!dataSource._toggleExpansion(of: "A"))
        UIView.performWithoutAnimation { #expect(dataSource._toggleExpansion(of: "P")) }
        #expect(titles(collection) == ["A", "P", "c1", "c2"] && dataSource.snapshot(for: "s").isExpanded("P"))
        UIView.performWithoutAnimation { #expect(dataSource._toggleExpansion(of: "P")) }
        #expect(titles(collection) == ["A", "P"])
        #expect(asked == ["should A", "should P", "will P", "willCollapse P"])
        // A plain apply forgets section snapshots of sections that are gone.
        dataSource.apply(snapshot([("t", ["Z"])]), animatingDifferences: false)
        #expect(titles(collection) == ["Z"] && dataSource.snapshot(for: "t").items == ["Z"])
    }

    @Test func test_LU29_aDragReorderGoesThroughTheReorderingHandlers() {
        let display = DisplayLog()
        let (collection, dataSource) = makeCollection(display)
        dataSource.apply(snapshot([("s", ["A", "B", "C"])]))
        collection.layoutIfNeeded()
        // Without canReorderItem nothing changes.
        dataSource.collectionView(collection, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["A", "B", "C"])
        var events: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
        dataSource.reorderingHandlers.willReorder = { events.append("will \($0.initialSnapshot.itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did \(transaction.finalSnapshot.itemIdentifiers) \(transaction.sectionTransactions.map(\.sectionIdentifier))")
            events.append("moves \(transaction.difference.insertions.count)")
        }
        dataSource.collectionView(collection, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        dataSource.collectionView(collection, moveItemAt: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))  // C: refused
        #expect(events == ["will [\"A\", \"B\", \"C\"]", "did [\"B\", \"C\", \"A\"] [\"s\"]", "moves 1"])
        #expect(dataSource.snapshot().itemIdentifiers == ["B", "C", "A"])
    }

    @Test func test_LU27_theSupplementaryViewProviderIsAskedThroughTheDataSource() {
        let display = DisplayLog()
        let (collection, dataSource) = makeCollection(display)
        let header = UICollectionReusableView(frame: .zero)
        var kinds: [String] = []
        dataSource.supplementaryViewProvider = { _, kind, indexPath in
            kinds.append("\(kind) \(indexPath.section)")
            return header
        }
        let view = dataSource.collectionView(collection, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(view === header && kinds == ["header 0"])
    }
}

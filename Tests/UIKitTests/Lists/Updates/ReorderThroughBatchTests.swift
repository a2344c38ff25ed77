import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// A data source (and drag and drop delegate) that moves rows and items and writes down every
/// question the list asks, in order.
@MainActor
final class MoveLog: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate,
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var events: [String] = []
    var model: [[String]]

    init(_ model: [[String]]) { self.model = model }

    func take() -> [String] {
        defer { events = [] }
        return events
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }
    private func move(_ source: IndexPath, _ destination: IndexPath) {
        let title = model[source.section].remove(at: source.item)
        model[destination.section].insert(title, at: destination.item)
    }

    // Table
    func numberOfSections(in tableView: UITableView) -> Int {
        events.append("sections")
        return model.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.append("rows \(section)")
        return model[section].count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell \(name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = model[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("moveRow \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        move(sourceIndexPath, destinationIndexPath)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [textItem(model[indexPath.section][indexPath.row])]
    }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        events.append("performDrop")
    }

    // Collection
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        events.append("sections")
        return model.count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        events.append("items \(section)")
        return model[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        events.append("cell \(name(indexPath))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! TitledCollectionCell
        cell.title = model[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("moveItem \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        move(sourceIndexPath, destinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        [textItem(model[indexPath.section][indexPath.item])]
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        events.append("performDrop")
    }
}

/// A finished interactive reorder ends through the list's batch-update path (LE30).
@MainActor
@Suite(.uikit) struct ReorderThroughBatchTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func table(_ log: MoveLog) -> (UITableView, UIWindow) {
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.dataSource = log
        table.delegate = log
        controller.view.addSubview(table)
        let window = showInWindow(controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.layoutIfNeeded()
        _ = log.take()
        return (table, window)
    }

    private func cellsByTitle(_ table: UITableView) -> [String: UITableViewCell] {
        Dictionary(uniqueKeysWithValues: table.visibleCells.map { ($0.textLabel?.text ?? "", $0) })
    }

    @Test func test_LE30_aReorderControlMoveCallsMoveRowThenMovesTheRowKeepingEveryCell() {
        let log = MoveLog([["A", "B", "C", "D"], ["E", "F"]])
        let (table, window) = table(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        let before = cellsByTitle(table)
        _ = log.take()
        moveRow(at: .row(0), to: .row(2), in: table)
        // The data source moves its data; the table counts it again and asks for no cell.
        #expect(log.take() == ["moveRow 0.0 to 0.2", "sections", "rows 0", "rows 1"])
        #expect(log.model == [["B", "C", "A", "D"], ["E", "F"]])
        let after = cellsByTitle(table)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["B", "C", "A", "D", "E", "F"])
        for (title, cell) in before { #expect(after[title] === cell, "\(title) kept its cell") }
        #expect(table.cellForRow(at: .row(2)) === before["A"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132, table.rectForRow(at: .row(0, 1)).minY,
                                                        table.rectForRow(at: .row(1, 1)).minY])
        // Across sections, the same: the row's cell goes with it.
        moveRow(at: .row(3), to: .row(1, 1), in: table)
        #expect(log.take() == ["moveRow 0.3 to 1.1", "sections", "rows 0", "rows 1"])
        #expect(table.cellForRow(at: .row(1, 1)) === before["D"])
        #expect(table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 1) == 3)
    }

    @Test func test_LE30_aDragAndDropReorderOfATableMovesTheRowThroughTheBatch() {
        let log = MoveLog([["A", "B", "C", "D", "E"]])
        let (table, window) = table(log)
        defer { window.isHidden = true }
        table.dragDelegate = log
        table.dropDelegate = log
        table.dragInteractionEnabled = true
        window.layoutIfNeeded()
        let before = cellsByTitle(table)
        _ = log.take()
        dragRow(at: .row(0), to: .row(2), in: table)
        clock.advance(by: 0.5)
        #expect(log.take() == ["moveRow 0.0 to 0.2", "sections", "rows 0"])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["B", "C", "A", "D", "E"])
        for (title, cell) in before { #expect(cellsByTitle(table)[title] === cell, "\(title) kept its cell") }
    }

    @Test func test_LE30_aDragReorderOfACollectionViewMovesTheItemThroughTheBatch() throws {
        let log = MoveLog([["A", "B", "C", "D"]])
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        collection.register(TitledCollectionCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = log
        collection.delegate = log
        collection.dragDelegate = log
        collection.dropDelegate = log
        collection.dragInteractionEnabled = true
        controller.view.addSubview(collection)
        let window = showInWindow(controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        func cells() -> [String: UICollectionViewCell] {
            Dictionary(uniqueKeysWithValues: collection.visibleCells.map { (($0 as! TitledCollectionCell).title, $0) })
        }
        let before = cells()
        _ = log.take()
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let third = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        drag(from: collection.convert(CGPoint(x: first.midX, y: first.midY), to: window),
             to: collection.convert(CGPoint(x: third.midX, y: third.midY), to: window), in: window)
        clock.advance(by: 0.5)
        #expect(log.take() == ["moveItem 0.0 to 0.2", "sections", "items 0"])
        #expect(log.model == [["B", "C", "A", "D"]])
        for (title, cell) in before { #expect(cells()[title] === cell, "\(title) kept its cell") }
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === before["A"])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 80)
    }
}

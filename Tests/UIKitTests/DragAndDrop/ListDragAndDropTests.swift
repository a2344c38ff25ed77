import Foundation
import Testing
import UIKit
import UIKitTesting

/// A table's data source and drag and drop delegates over a list of names, writing what the
/// table tells it into a ``Trace``. (The data source conformance is declared by each subclass,
/// so that the subclass's own `moveRowAt` is the one the protocol sees.)
@MainActor
class NamesList: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
    var names: [String]
    let trace: Trace
    var proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var coordinator: (any UITableViewDropCoordinator)?
    private var lastDestination: IndexPath??

    init(_ names: [String], _ trace: Trace) {
        self.names = names
        self.trace = trace
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        trace.add("itemsForBeginning \(indexPath.section).\(indexPath.row)")
        let item = textItem(names[indexPath.row])
        item.localObject = names[indexPath.row]
        return [item]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        trace.add("dragSessionWillBegin active=\(tableView.hasActiveDrag)")
    }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { trace.add("dragSessionDidEnd") }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        trace.add("performDrop")
        self.coordinator = coordinator
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        trace.add("dropSessionDidEnter active=\(tableView.hasActiveDrop)")
    }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if lastDestination == nil || lastDestination! != destinationIndexPath {
            trace.add("update \(destinationIndexPath.map { "\($0.section).\($0.row)" } ?? "nil")")
            lastDestination = .some(destinationIndexPath)
        }
        return proposal
    }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) { trace.add("dropSessionDidExit") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) { trace.add("dropSessionDidEnd") }
}

/// The names as a data source that does not move rows.
@MainActor
final class NamesTable: NamesList, UITableViewDataSource {}

/// The names as a data source that moves rows.
@MainActor
final class ReorderableNamesTable: NamesList, UITableViewDataSource {
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        trace.add("moveRow \(sourceIndexPath.row) -> \(destinationIndexPath.row)")
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// A collection view cell showing a name.
final class NameCell: UICollectionViewCell {
    var title = ""
}

/// A collection view's data source and drop delegate over a list of names.
@MainActor
final class NamesCollection: NSObject, UICollectionViewDataSource, UICollectionViewDropDelegate {
    var names: [String]
    let trace: Trace
    var destinations: [IndexPath?] = []

    init(_ names: [String], _ trace: Trace) {
        self.names = names
        self.trace = trace
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? NameCell)?.title = names[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: names.count, section: 0)
        trace.add("performDrop at \(destination.item) items=\(coordinator.items.count) source=\(coordinator.items[0].sourceIndexPath.map { "\($0.item)" } ?? "nil")")
        for (offset, item) in coordinator.items.enumerated() {
            item.dragItem.itemProvider.loadObject(ofClass: String.self) { [self] string, _ in
                guard let string else { return }
                let indexPath = IndexPath(item: destination.item + offset, section: 0)
                names.insert(string, at: indexPath.item)
                collectionView.reloadData()
                coordinator.drop(item.dragItem, toItemAt: indexPath).addCompletion { [trace] _ in trace.add("landed \(string)") }
                trace.add("inserted \(string)")
            }
        }
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) { trace.add("dropSessionDidEnd") }
}

/// A collection view whose data source moves items and whose delegates reorder by drag.
@MainActor
final class ReorderableCollection: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var names: [String]
    let trace: Trace

    init(_ names: [String], _ trace: Trace) {
        self.names = names
        self.trace = trace
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? NameCell)?.title = names[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        trace.add("moveItem \(sourceIndexPath.item) -> \(destinationIndexPath.item)")
        names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        trace.add("itemsForBeginning \(indexPath.item)")
        return [textItem(names[indexPath.item])]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) { trace.add("dragSessionDidEnd") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        trace.add("performDrop")
    }
}

@MainActor
@Suite(.uikit) struct ListDragAndDropTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func table(_ model: NamesList & UITableViewDataSource, in trace: Trace) -> (UITableView, UIWindow) {
        let (_, window) = showTracedRoot(trace)
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 500), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.dragDelegate = model
        table.dropDelegate = model
        table.dragInteractionEnabled = true
        window.rootViewController!.view.addSubview(table)
        window.layoutIfNeeded()
        return (table, window)
    }

    private func titles(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    @Test func test_O20_delegatesAddTheInteractionsAndDraggingIsOffOnIPhone() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        // The table's own interactions, past the rows' context menu.
        func dragAndDrop() -> [any UIInteraction] { table.interactions.filter { $0 is UIDragInteraction || $0 is UIDropInteraction } }
        #expect(table.dragInteractionEnabled == false && dragAndDrop().isEmpty)
        let model = NamesTable(["A"], Trace())
        table.dragDelegate = model
        #expect(dragAndDrop().count == 1 && dragAndDrop()[0] is UIDragInteraction)
        #expect((dragAndDrop()[0] as? UIDragInteraction)?.isEnabled == false)
        table.dropDelegate = model
        #expect(dragAndDrop().count == 2 && dragAndDrop()[1] is UIDropInteraction)
        table.dragInteractionEnabled = true
        #expect((dragAndDrop()[0] as? UIDragInteraction)?.isEnabled == true)
        table.dragDelegate = nil
        #expect(dragAndDrop().count == 1 && dragAndDrop()[0] is UIDropInteraction)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.dragInteractionEnabled == false && collection.reorderingCadence == .immediate)
        _ = resetUIKit(device: .iPadAir)
        #expect(UITableView(frame: .zero, style: .plain).dragInteractionEnabled)
        #expect(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).dragInteractionEnabled)
    }

    @Test func test_O20_aTableWithDraggingOffDoesNotDrag() {
        let trace = Trace()
        let model = ReorderableNamesTable(["A", "B", "C"], trace)
        let (table, _) = table(model, in: trace)
        table.dragInteractionEnabled = false
        dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: table)
        #expect(trace.take().isEmpty)
        #expect(model.names == ["A", "B", "C"])
    }

    @Test func test_O22_O23_O24_aDragReorderGoesToTheDataSourcesMoveMethod() {
        let trace = Trace()
        let model = ReorderableNamesTable(["A", "B", "C", "D", "E"], trace)
        let (table, _) = table(model, in: trace)
        #expect(titles(table) == ["A", "B", "C", "D", "E"])
        dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: table)
        #expect(trace.take() == [
            "itemsForBeginning 0.0", "dragSessionWillBegin active=true", "dropSessionDidEnter active=true",
            "update 0.0", "update 0.1", "update 0.2",
            "moveRow 0 -> 2", "dragSessionDidEnd", "dropSessionDidEnd",
        ])
        #expect(model.names == ["B", "C", "A", "D", "E"])
        #expect(titles(table) == ["B", "C", "A", "D", "E"])
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        // O22: below the last row, a move of the table's own row lands on the last row.
        dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 5, section: 0), in: table)
        #expect(trace.take().contains("moveRow 1 -> 4"))
        #expect(titles(table) == ["B", "A", "D", "E", "C"])
    }

    @Test func test_O23_withoutAMoveMethodTheDropDelegatePerformsTheDrop() throws {
        let trace = Trace()
        let model = NamesTable(["A", "B", "C", "D", "E"], trace)
        let (table, _) = table(model, in: trace)
        dragRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0), in: table)
        #expect(trace.take() == [
            "itemsForBeginning 0.3", "dragSessionWillBegin active=true", "dropSessionDidEnter active=true",
            "update 0.3", "update 0.2", "update 0.1",
            "performDrop", "dragSessionDidEnd", "dropSessionDidEnd",
        ])
        let coordinator = try #require(model.coordinator)
        #expect(coordinator.destinationIndexPath == IndexPath(row: 1, section: 0))
        #expect(coordinator.proposal.operation == .move && coordinator.proposal.intent == .insertAtDestinationIndexPath)
        #expect(coordinator.items.count == 1)
        #expect(coordinator.items[0].sourceIndexPath == IndexPath(row: 3, section: 0))
        #expect(coordinator.items[0].previewSize == CGSize(width: 390, height: 44))
        #expect(coordinator.items[0].dragItem.localObject as? String == "D")
        #expect(model.names == ["A", "B", "C", "D", "E"])  // the delegate did not change them
    }

    @Test func test_O24_theTableDefaultsToCancelWithoutAnUpdateMethod() {
        @MainActor final class PlainDrop: NSObject, UITableViewDropDelegate {
            var performed = false
            func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) { performed = true }
        }
        let trace = Trace()
        let model = ReorderableNamesTable(["A", "B", "C"], trace)
        let (table, _) = table(model, in: trace)
        let drop = PlainDrop()
        table.dropDelegate = drop
        dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: table)
        #expect(trace.take() == ["itemsForBeginning 0.0", "dragSessionWillBegin active=true", "dragSessionDidEnd"])
        #expect(!drop.performed && model.names == ["A", "B", "C"])
        #expect(UITableViewDropProposal(operation: .copy).intent == .unspecified)
        #expect(UITableViewDropProposal.Intent.automatic.rawValue == 3)
    }

    @Test func test_O21_theFlagsHoldOnlyWhileTheDragIsOn() {
        let trace = Trace()
        let model = ReorderableNamesTable(["A", "B", "C"], trace)
        let (table, window) = table(model, in: trace)
        let row = table.convert(CGPoint(x: 100, y: 22), to: window)
        let finger = SimulatedTouch(at: row, in: window)
        clock.advance(by: 0.6)
        #expect(table.hasActiveDrag && !table.hasActiveDrop)
        finger.move(to: CGPoint(x: row.x, y: row.y + 50), steps: 2)
        #expect(table.hasActiveDrag && table.hasActiveDrop)
        finger.move(to: CGPoint(x: row.x, y: 40), steps: 2)  // above the table
        #expect(table.hasActiveDrag && !table.hasActiveDrop)
        finger.lift()
        drainMainRunLoop()
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        #expect(trace.take() == ["itemsForBeginning 0.0", "dragSessionWillBegin active=true", "dropSessionDidEnter active=true",
                                 "update 0.1", "update 0.0", "dropSessionDidExit", "dragSessionDidEnd", "dropSessionDidEnd"])
    }

    @Test func test_O22_O24_aCollectionDropInsertsItemsThroughTheCoordinator() throws {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let root = window.rootViewController!.view!
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 300, width: 390, height: 400), collectionViewLayout: layout)
        collection.register(NameCell.self, forCellWithReuseIdentifier: "cell")
        let model = NamesCollection(["A", "B", "C"], trace)
        collection.dataSource = model
        collection.dropDelegate = model
        root.addSubview(collection)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        root.addSubview(source)
        let dragLog = DragLog(trace) { [textItem("Kiwi")] }
        dragLog.logsMoves = false
        dragLog.logsPreviews = false
        let interaction = UIDragInteraction(delegate: dragLog)
        interaction.isEnabled = true
        source.addInteraction(interaction)
        window.layoutIfNeeded()

        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        drag(from: centre(of: source), to: collection.convert(CGPoint(x: second.midX, y: second.midY), to: window), in: window)
        #expect(model.destinations.last == IndexPath(item: 1, section: 0))
        #expect(trace.take() == [
            "drag.itemsForBeginning", "drag.sessionWillBegin", "performDrop at 1 items=1 source=nil", "drag.willEnd copy",
            "inserted Kiwi", "drag.didEnd copy", "drag.didTransfer", "dropSessionDidEnd", "landed Kiwi",
        ])
        #expect(model.names == ["A", "Kiwi", "B", "C"])
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect((collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? NameCell)?.title == "Kiwi")

        // O22: past the last item, the destination is the end of the section.
        drag(from: centre(of: source), to: CGPoint(x: 360, y: 650), in: window)
        #expect(model.destinations.last == IndexPath(item: 4, section: 0))
        #expect(model.names == ["A", "Kiwi", "B", "C", "Kiwi"])
    }

    @Test func test_O23_aCollectionReorderGoesToTheDataSourcesMoveMethod() throws {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 300, width: 390, height: 400), collectionViewLayout: layout)
        collection.register(NameCell.self, forCellWithReuseIdentifier: "cell")
        let model = ReorderableCollection(["A", "B", "C", "D"], trace)
        collection.dataSource = model
        collection.dragDelegate = model
        collection.dropDelegate = model
        collection.dragInteractionEnabled = true
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let third = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        drag(from: collection.convert(CGPoint(x: first.midX, y: first.midY), to: window),
             to: collection.convert(CGPoint(x: third.midX, y: third.midY), to: window), in: window)
        #expect(trace.take() == ["itemsForBeginning 0", "moveItem 0 -> 2", "dragSessionDidEnd"])
        #expect(model.names == ["B", "C", "A", "D"])
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.compactMap { ($0 as? NameCell)?.title } == ["B", "C", "A", "D"])
    }

    @Test func test_O10_O20_aTableAndItsDragAndDropAreReleasedAfterADrag() {
        let trace = Trace()
        weak var weakTable: UITableView?
        weak var weakInteraction: UIDragInteraction?
        let model = ReorderableNamesTable(["A", "B", "C"], trace)
        do {
            let (table, _) = table(model, in: trace)
            weakTable = table
            weakInteraction = table.interactions.compactMap { $0 as? UIDragInteraction }.first
            dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0), in: table)
            #expect(model.names == ["B", "A", "C"])
            table.removeFromSuperview()
        }
        drainMainRunLoop()
        #expect(weakInteraction == nil)
        #expect(weakTable == nil)
    }
}

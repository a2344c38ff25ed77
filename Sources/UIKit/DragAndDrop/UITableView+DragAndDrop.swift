import Foundation

extension UITableView {
    /// The table's drag and drop, made on first use (also moves rows for the reorder control, LE14).
    var dragDrop: TableDragDrop {
        if let existing = _listDragDrop as? TableDragDrop { return existing }
        let made = TableDragDrop(table: self)
        _listDragDrop = made
        return made
    }

    /// Gives the items to drag from rows (weak). Setting it adds the table's drag interaction (O20).
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { dragDrop.dragDelegate }
        set {
            dragDrop.dragDelegate = newValue
            dragDrop.update(hasDragDelegate: newValue != nil, hasDropDelegate: dragDrop.dropDelegate != nil)
        }
    }

    /// Takes drops on the table (weak). Setting it adds the table's drop interaction (O20).
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { dragDrop.dropDelegate }
        set {
            dragDrop.dropDelegate = newValue
            dragDrop.update(hasDragDelegate: dragDrop.dragDelegate != nil, hasDropDelegate: newValue != nil)
        }
    }

    /// Whether rows can be dragged (with a drag delegate). Default: true on iPad, false on
    /// iPhone (O20).
    public var dragInteractionEnabled: Bool {
        get { dragDrop.dragInteractionEnabled }
        set { dragDrop.dragInteractionEnabled = newValue }
    }

    /// Whether a drag of the table's rows is in progress (O21).
    public var hasActiveDrag: Bool { (_listDragDrop as? TableDragDrop)?.hasActiveDrag ?? false }

    /// Whether a drag is over the table (O21).
    public var hasActiveDrop: Bool { (_listDragDrop as? TableDragDrop)?.hasActiveDrop ?? false }
}

extension UITableViewDataSource {
    /// The data source does not move rows: a drag reorder goes to the drop delegate (O23).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView._listDragDrop?.moveMethodIsDefault = true
    }
}

/// A table's drag and drop: the shared list behaviour with the table's delegates.
@preconcurrency @MainActor
final class TableDragDrop: ListDragDrop {
    weak var dragDelegate: (any UITableViewDragDelegate)?
    weak var dropDelegate: (any UITableViewDropDelegate)?
    private var table: UITableView? { list as? UITableView }

    init(table: UITableView) { super.init(list: table) }

    override func indexPath(at point: CGPoint) -> IndexPath? { table?.indexPathForRow(at: point) }
    override func sectionCount() -> Int { table?.numberOfSections ?? 0 }
    override func itemCount(inSection section: Int) -> Int { table?.numberOfRows(inSection: section) ?? 0 }
    override func isPastEnd(_ point: CGPoint) -> Bool {
        guard let table, let geometry = table._geometry else { return true }
        return point.y >= (geometry.sections.last?.footerTop ?? 0)
    }

    override func itemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let table, let dragDelegate else { return [] }
        return dragDelegate.tableView(table, itemsForBeginning: session, at: indexPath)
    }
    override func itemsForAdding(_ session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        guard let table, let dragDelegate else { return [] }
        return dragDelegate.tableView(table, itemsForAddingTo: session, at: indexPath, point: point)
    }
    override func dragSessionWillBegin(_ session: any UIDragSession) {
        guard let table else { return }
        dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }
    override func dragSessionDidEnd(_ session: any UIDragSession) {
        guard let table else { return }
        dragDelegate?.tableView(table, dragSessionDidEnd: session)
    }
    override func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
        guard let table, let dragDelegate else { return true }
        return dragDelegate.tableView(table, dragSessionAllowsMoveOperation: session)
    }
    override func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
        guard let table, let dragDelegate else { return false }
        return dragDelegate.tableView(table, dragSessionIsRestrictedToDraggingApplication: session)
    }

    override func canHandle(_ session: any UIDropSession) -> Bool {
        guard let table, let dropDelegate else { return false }
        return dropDelegate.tableView(table, canHandle: session)
    }
    override func dropSessionDidEnter(_ session: any UIDropSession) {
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }
    override func dropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?) -> UIDropProposal {
        guard let table, let dropDelegate else { return UITableViewDropProposal(operation: .cancel) }
        return dropDelegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }
    override func dropSessionDidExit(_ session: any UIDropSession) {
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidExit: session)
    }
    override func dropSessionDidEnd(_ session: any UIDropSession) {
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }

    override func insertsAtDestination(_ proposal: UIDropProposal) -> Bool {
        (proposal as? UITableViewDropProposal)?.intent == .insertAtDestinationIndexPath
    }
    override func moveThroughDataSource(from source: IndexPath, to destination: IndexPath) {
        guard let table, let dataSource = table.dataSource else { moveMethodIsDefault = true; return }
        dataSource.tableView(table, moveRowAt: source, to: destination)
    }
    override func performDrop(_ session: any UIDropSession, destination: IndexPath?, proposal: UIDropProposal) {
        guard let table, let dropDelegate else { return }
        let tableProposal = proposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: proposal.operation)
        let items = session.items.map { item in
            ListDropItem(dragItem: item, list: table) { [weak table] in table?.rectForRow(at: $0).size ?? .zero }
        }
        let coordinator = TableDropCoordinator(items: items, destinationIndexPath: destination, proposal: tableProposal,
                                               session: session)
        dropDelegate.tableView(table, performDropWith: coordinator)
    }
    override func hasCountedData() -> Bool { table?._geometry != nil }
    override func moveInList(from source: IndexPath, to destination: IndexPath) { table?.moveRow(at: source, to: destination) }
}

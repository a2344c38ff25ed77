import Foundation

/// What tables and collection views share for drag and drop (O20–O25): the drag and drop
/// interactions they add to themselves, the row or item under the finger, and a reorder
/// through the data source. A table (`TableDragDrop`) or collection (`CollectionDragDrop`)
/// fills in the parts that name its own delegates.
@preconcurrency @MainActor
class ListDragDrop: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    /// The table or collection view (which holds this object).
    @Unretained var list: UIScrollView?  // PL11
    private var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?
    /// O20: the list's `dragInteractionEnabled` (UIKit's default: the idiom's).
    var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { dragInteraction?.isEnabled = dragInteractionEnabled }
    }
    /// The drop destination and proposal of the last `sessionDidUpdate`.
    private(set) var destination: IndexPath?
    private(set) var proposal: UIDropProposal?
    /// Set by the data source's default move method: the app does not implement it (O23).
    var moveMethodIsDefault = false
    /// Set by a data source that refused the move it was given (a diffable collection data
    /// source without `canReorderItem`, LU29): the list does not move the row.
    var moveWasRefused = false

    init(list: UIScrollView) {
        self.list = list
        super.init()
    }

    /// O20: a drag interaction while there is a drag delegate, a drop interaction while there
    /// is a drop delegate, added to the list's interactions.
    func update(hasDragDelegate: Bool, hasDropDelegate: Bool) {
        guard let list else { return }
        if hasDragDelegate, dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: self)
            interaction.isEnabled = dragInteractionEnabled
            dragInteraction = interaction
            list.addInteraction(interaction)
        } else if !hasDragDelegate, let interaction = dragInteraction {
            list.removeInteraction(interaction)
            dragInteraction = nil
        }
        if hasDropDelegate, dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: self)
            dropInteraction = interaction
            list.addInteraction(interaction)
        } else if !hasDropDelegate, let interaction = dropInteraction {
            list.removeInteraction(interaction)
            dropInteraction = nil
        }
    }

    /// O21: a drag from this list is in progress.
    var hasActiveDrag: Bool {
        guard let dragInteraction, let activity = DragActivity.current else { return false }
        return activity.source === dragInteraction && activity.isActive
    }

    /// O21: a drag is over this list.
    var hasActiveDrop: Bool {
        guard let dropInteraction, let activity = DragActivity.current else { return false }
        return activity.targetInteraction === dropInteraction
    }

    // MARK: What the table or collection fills in

    /// The row or item at a point of the list.
    func indexPath(at point: CGPoint) -> IndexPath? { nil }
    /// The number of sections and of rows or items in one.
    func sectionCount() -> Int { 0 }
    func itemCount(inSection section: Int) -> Int { 0 }
    /// Whether a point (content coordinates) is past the last row or item.
    func isPastEnd(_ point: CGPoint) -> Bool { false }
    func itemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { [] }
    func itemsForAdding(_ session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    func dragSessionWillBegin(_ session: any UIDragSession) {}
    func dragSessionDidEnd(_ session: any UIDragSession) {}
    func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool { true }
    func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool { false }
    func canHandle(_ session: any UIDropSession) -> Bool { true }
    func dropSessionDidEnter(_ session: any UIDropSession) {}
    func dropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    func dropSessionDidExit(_ session: any UIDropSession) {}
    func dropSessionDidEnd(_ session: any UIDropSession) {}
    /// Whether the proposal asks to insert at the destination (a reorder, O23).
    func insertsAtDestination(_ proposal: UIDropProposal) -> Bool { false }
    /// Calls the data source's move method (setting ``moveMethodIsDefault`` when it is the default).
    func moveThroughDataSource(from source: IndexPath, to destination: IndexPath) {}
    /// Hands the drop to the drop delegate with a coordinator.
    func performDrop(_ session: any UIDropSession, destination: IndexPath?, proposal: UIDropProposal) {}
    /// Whether the list has counted its data (false after a `reloadData()` until its next layout).
    func hasCountedData() -> Bool { false }
    /// LE30: moves the row or item in the list through its batch-update path
    /// (`moveRow(at:to:)` / `moveItem(at:to:)`), keeping every cell.
    func moveInList(from source: IndexPath, to destination: IndexPath) {}

    // MARK: The destination under the finger (O22)

    /// O22: the row or item under the finger; below the last one, the end of the last
    /// section; for a drag of one of this list's own rows within its section, never past
    /// the section's last row.
    func destinationIndexPath(for session: any UIDropSession) -> IndexPath? {
        guard let list else { return nil }
        return destinationIndexPath(at: session.location(in: list), movingFrom: localSource(of: session))
    }

    /// O22, LE13: the destination for a point of the list (a drop, or a reorder control's
    /// drag of the row at `source`).
    func destinationIndexPath(at point: CGPoint, movingFrom source: IndexPath?) -> IndexPath? {
        if let found = indexPath(at: point) { return found }
        let sections = sectionCount()
        guard sections > 0, isPastEnd(point) else { return nil }
        let last = sections - 1
        let end = IndexPath(item: itemCount(inSection: last), section: last)
        if let source, source.section == last, end.item > 0 {
            return IndexPath(item: end.item - 1, section: last)
        }
        return end
    }

    /// O23, LE14, LE30: moves a row or item through the data source's move method, then
    /// moves it in the list through the one batch-update path (the other cells stay, no
    /// reload); false (nothing moved) when the app does not implement the method or the
    /// data source refused the move. A data source that reloaded the list itself inside its
    /// move method is not moved again.
    func moveRowThroughDataSource(from source: IndexPath, to destination: IndexPath) -> Bool {
        moveMethodIsDefault = false
        moveWasRefused = false
        let counted = hasCountedData()
        moveThroughDataSource(from: source, to: destination)
        guard !moveMethodIsDefault, !moveWasRefused else { return false }
        // LE30: the data already says the row moved; the list follows without asking for cells.
        if counted, hasCountedData() { moveInList(from: source, to: destination) }
        return true
    }

    /// The index path a single item dragged from this very list came from.
    func localSource(of session: any UIDragDropSession) -> IndexPath? {
        guard session.items.count == 1, let item = session.items.first, item._sourceList === list else { return nil }
        return item._sourceIndexPath
    }

    // MARK: UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let list, let indexPath = indexPath(at: session.location(in: list)) else { return [] }
        let items = itemsForBeginning(session, at: indexPath)
        for item in items {
            item._sourceList = list
            item._sourceIndexPath = indexPath
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let list, let indexPath = indexPath(at: point) else { return [] }
        let items = itemsForAdding(session, at: indexPath, point: point)
        for item in items {
            item._sourceList = list
            item._sourceIndexPath = indexPath
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        dragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        dragSessionDidEnd(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        dragSessionAllowsMove(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        dragSessionIsRestricted(session)
    }

    // MARK: UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { canHandle(session) }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        dropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        let destination = destinationIndexPath(for: session)
        let proposal = dropSessionDidUpdate(session, destination: destination)
        self.destination = destination
        self.proposal = proposal
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        dropSessionDidExit(session)
    }

    /// O23: a move of one of this list's own rows to an insertion point goes to the data
    /// source's move method, when the app implements it, and the list moves the row (LE30); any other
    /// drop goes to the drop delegate's `performDropWith`.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let proposal else { return }
        if proposal.operation == .move, insertsAtDestination(proposal), let destination,
           let source = localSource(of: session), moveRowThroughDataSource(from: source, to: destination) {
            return
        }
        performDrop(session, destination: destination, proposal: proposal)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        destination = nil
        proposal = nil
        dropSessionDidEnd(session)
    }
}

/// A dropped item as the list's drop delegate sees it.
@preconcurrency @MainActor
final class ListDropItem: NSObject {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, list: UIScrollView?, cellSize: (IndexPath) -> CGSize) {
        self.dragItem = dragItem
        // O22: only items dragged from this same list know where they came from.
        sourceIndexPath = dragItem._sourceList === list ? dragItem._sourceIndexPath : nil
        previewSize = sourceIndexPath.map(cellSize) ?? .zero
        super.init()
    }
}

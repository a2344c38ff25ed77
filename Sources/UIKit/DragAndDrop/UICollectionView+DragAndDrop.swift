import Foundation

extension UICollectionView {
    /// How soon items move aside while a drag reorders them, with UIKit's raw values.
    public enum ReorderingCadence: Int, Sendable {
        /// At once (the default).
        case immediate = 0
        /// Soon.
        case fast = 1
        /// After a pause.
        case slow = 2
    }

    /// The collection view's drag and drop, made on first use.
    private var dragDrop: CollectionDragDrop {
        if let existing = _listDragDrop as? CollectionDragDrop { return existing }
        let made = CollectionDragDrop(collectionView: self)
        _listDragDrop = made
        return made
    }

    /// Gives the items to drag (weak). Setting it adds the drag interaction (O20).
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { dragDrop.dragDelegate }
        set {
            dragDrop.dragDelegate = newValue
            dragDrop.update(hasDragDelegate: newValue != nil, hasDropDelegate: dragDrop.dropDelegate != nil)
        }
    }

    /// Takes drops (weak). Setting it adds the drop interaction (O20).
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { dragDrop.dropDelegate }
        set {
            dragDrop.dropDelegate = newValue
            dragDrop.update(hasDragDelegate: dragDrop.dragDelegate != nil, hasDropDelegate: newValue != nil)
        }
    }

    /// Whether items can be dragged (with a drag delegate). Default: true on iPad, false on
    /// iPhone (O20).
    public var dragInteractionEnabled: Bool {
        get { dragDrop.dragInteractionEnabled }
        set { dragDrop.dragInteractionEnabled = newValue }
    }

    /// How soon items move aside during a reorder. Default `.immediate`. Kept: OpenUIKit
    /// moves nothing aside while dragging.
    public var reorderingCadence: ReorderingCadence {
        get { dragDrop.reorderingCadence }
        set { dragDrop.reorderingCadence = newValue }
    }

    /// Whether a drag of the collection view's items is in progress (O21).
    public var hasActiveDrag: Bool { (_listDragDrop as? CollectionDragDrop)?.hasActiveDrag ?? false }

    /// Whether a drag is over the collection view (O21).
    public var hasActiveDrop: Bool { (_listDragDrop as? CollectionDragDrop)?.hasActiveDrop ?? false }
}

extension UICollectionViewDataSource {
    /// The data source does not move items: a drag reorder goes to the drop delegate (O23).
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        collectionView._listDragDrop?.moveMethodIsDefault = true
    }
}

/// A collection view's drag and drop: the shared list behaviour with its delegates.
@preconcurrency @MainActor
final class CollectionDragDrop: ListDragDrop {
    weak var dragDelegate: (any UICollectionViewDragDelegate)?
    weak var dropDelegate: (any UICollectionViewDropDelegate)?
    var reorderingCadence = UICollectionView.ReorderingCadence.immediate
    private var collectionView: UICollectionView? { list as? UICollectionView }

    init(collectionView: UICollectionView) { super.init(list: collectionView) }

    override func indexPath(at point: CGPoint) -> IndexPath? { collectionView?.indexPathForItem(at: point) }
    override func sectionCount() -> Int { collectionView?.numberOfSections ?? 0 }
    override func itemCount(inSection section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }
    /// O22: below the last item's row, or beside it on its right.
    override func isPastEnd(_ point: CGPoint) -> Bool {
        guard let collectionView else { return false }
        let sections = collectionView.numberOfSections
        guard sections > 0 else { return true }
        let count = collectionView.numberOfItems(inSection: sections - 1)
        guard count > 0, let last = collectionView.layoutAttributesForItem(at: IndexPath(item: count - 1, section: sections - 1))?.frame
        else { return true }
        return point.y >= last.maxY || (point.y >= last.minY && point.x >= last.maxX)
    }

    override func itemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let collectionView, let dragDelegate else { return [] }
        return dragDelegate.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
    }
    override func itemsForAdding(_ session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        guard let collectionView, let dragDelegate else { return [] }
        return dragDelegate.collectionView(collectionView, itemsForAddingTo: session, at: indexPath, point: point)
    }
    override func dragSessionWillBegin(_ session: any UIDragSession) {
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }
    override func dragSessionDidEnd(_ session: any UIDragSession) {
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }
    override func dragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
        guard let collectionView, let dragDelegate else { return true }
        return dragDelegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
    }
    override func dragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
        guard let collectionView, let dragDelegate else { return false }
        return dragDelegate.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
    }

    override func canHandle(_ session: any UIDropSession) -> Bool {
        guard let collectionView, let dropDelegate else { return false }
        return dropDelegate.collectionView(collectionView, canHandle: session)
    }
    override func dropSessionDidEnter(_ session: any UIDropSession) {
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }
    override func dropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?) -> UIDropProposal {
        guard let collectionView, let dropDelegate else { return UICollectionViewDropProposal(operation: .cancel) }
        return dropDelegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }
    override func dropSessionDidExit(_ session: any UIDropSession) {
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }
    override func dropSessionDidEnd(_ session: any UIDropSession) {
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    override func insertsAtDestination(_ proposal: UIDropProposal) -> Bool {
        (proposal as? UICollectionViewDropProposal)?.intent == .insertAtDestinationIndexPath
    }
    override func moveThroughDataSource(from source: IndexPath, to destination: IndexPath) {
        guard let collectionView, let dataSource = collectionView.dataSource else { moveMethodIsDefault = true; return }
        dataSource.collectionView(collectionView, moveItemAt: source, to: destination)
    }
    override func performDrop(_ session: any UIDropSession, destination: IndexPath?, proposal: UIDropProposal) {
        guard let collectionView, let dropDelegate else { return }
        let listProposal = proposal as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: proposal.operation)
        let items = session.items.map { item in
            ListDropItem(dragItem: item, list: collectionView) { [weak collectionView] in
                collectionView?.layoutAttributesForItem(at: $0)?.frame.size ?? .zero
            }
        }
        let coordinator = CollectionDropCoordinator(items: items, destinationIndexPath: destination, proposal: listProposal,
                                                    session: session)
        dropDelegate.collectionView(collectionView, performDropWith: coordinator)
    }
    override func hasCountedData() -> Bool { collectionView?._counts != nil }
    override func moveInList(from source: IndexPath, to destination: IndexPath) {
        collectionView?.moveItem(at: source, to: destination)
    }
}

import Foundation

/// Gives the items to drag from a collection view's items and hears how the drag goes.
/// Every method but the first has a default (UIKit's behaviour when it is absent).
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The drag items a drag of the item at `indexPath` carries (empty: it does not drag).
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// Drag items to add to a drag in progress when the item is tapped. Default none.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// The drag's session began.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the items (false: a move proposal cancels the drop). Default true.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether only this app may take the drop. Default false.
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}

/// Takes drops on a collection view. Every method but the first has a default.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The finger lifted with a copy or move proposal: update the data and the items, and say
    /// where each lands through the coordinator (a reorder of the view's own item may go to
    /// the data source instead, O23).
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view can take the session's items. Default true.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The session came over the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The session moved: what a drop at `destinationIndexPath` (O22) would do. Default
    /// `.cancel` with `.unspecified` intent.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The session left the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag is over.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}

/// A collection view's drop proposal: the operation and how the items go in.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// How dropped items go in, with UIKit's raw values.
    public enum Intent: Int, Sendable {
        /// The collection view does nothing to show where they go.
        case unspecified = 0
        /// They go in between items, at the destination (the items open a gap).
        case insertAtDestinationIndexPath = 1
        /// They go into the item at the destination.
        case insertIntoDestinationIndexPath = 2
    }

    /// How the items go in. Default `.unspecified`.
    open private(set) var intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with `.unspecified` intent.
    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

/// A dropped item as the collection view's drop delegate sees it.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The item it was dragged from, when it came from this collection view (nil otherwise).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview (the source cell's size; zero for items from elsewhere).
    var previewSize: CGSize { get }
}

/// What `performDropWith` receives: the items, the destination, the proposal, and how to
/// animate each into place.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items, in the session's order.
    var items: [any UICollectionViewDropItem] { get }
    /// The item under the finger, or the end of the last section past the last item (O22).
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the drop delegate made.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the item at `indexPath` (insert the item first).
    @discardableResult func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the item at `indexPath`.
    @discardableResult func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Animates `dragItem` to `target`.
    @discardableResult func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}

extension ListDropItem: UICollectionViewDropItem {}

/// The coordinator of one drop on a collection view (animators as the table's).
@preconcurrency @MainActor
final class CollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession

    init(items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
         session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating { place() }
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating { place() }
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating { place() }

    private func place() -> any UIDragAnimating {
        let animator = DragAnimator()
        UIKitScheduler.shared.enqueue(.completions) { animator.run() }
        return animator
    }
}

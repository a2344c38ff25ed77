import Foundation

/// Gives the items to drag from a table's rows and hears how the drag goes. Every method
/// but the first has a default (UIKit's behaviour when it is absent).
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items a drag of the row at `indexPath` carries (empty: the row does not drag).
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// Items to add to a drag in progress when the row is tapped. Default none.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// The drag's session began (the finger moved the lifted row).
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the rows (false: a move proposal cancels the drop). Default true.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether only this app may take the drop. Default false.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView,
                          dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}

/// Takes drops on a table: proposes what a drop at the row under the finger would do and
/// incorporates the items. Every method but the first has a default.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// The finger lifted with a copy or move proposal: update the data and the rows, and say
    /// where each item lands through the coordinator (a reorder of the table's own row may go
    /// to the data source instead, O23).
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table can take the session's items. Default true.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The session came over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The session moved over the table: what a drop at `destinationIndexPath` (O22) would do.
    /// Default `.cancel` with `.unspecified` intent.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The session left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag is over.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}

/// A table's drop proposal: the operation and how the items go in at the destination.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// How dropped items go into the table, with UIKit's raw values.
    public enum Intent: Int, Sendable {
        /// The table does nothing to show where they go.
        case unspecified = 0
        /// They go in between rows, at the destination (the rows open a gap).
        case insertAtDestinationIndexPath = 1
        /// They go into the row at the destination (the row highlights).
        case insertIntoDestinationIndexPath = 2
        /// Between or into rows, depending on where the finger is.
        case automatic = 3
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

/// A dropped item as the table's drop delegate sees it.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from, when it came from this table (nil otherwise).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview (the source row's size; zero for items from elsewhere).
    var previewSize: CGSize { get }
}

/// What `performDropWith` receives: the items, the destination, the proposal, and how to
/// animate each item into place.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The dropped items, in the session's order.
    var items: [any UITableViewDropItem] { get }
    /// The row under the finger (O22); nil over no row.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the drop delegate made.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the row at `indexPath` (insert the row first).
    @discardableResult func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the row at `indexPath`.
    @discardableResult func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Animates `dragItem` to `target`.
    @discardableResult func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}

extension ListDropItem: UITableViewDropItem {}

/// The coordinator of one drop on a table. The animations are UIKit's drop animation: the
/// returned animator's animations run at once and its completions in the next turn (O9).
@preconcurrency @MainActor
final class TableDropCoordinator: NSObject, UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    init(items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
         session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating { place() }
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating { place() }
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating { place() }

    private func place() -> any UIDragAnimating {
        let animator = DragAnimator()
        UIKitScheduler.shared.enqueue(.completions) { animator.run() }
        return animator
    }
}

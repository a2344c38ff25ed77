import Foundation

/// The edge of a row whose actions a swipe reveals.
enum SwipeEdge: Sendable {
    /// A swipe to the right reveals the leading actions.
    case leading
    /// A swipe to the left reveals the trailing actions.
    case trailing
}

/// A list whose rows reveal swipe actions (LE7–LE11): what ``SwipeActionsController`` asks of
/// it. A table view adopts it (UITableView+Swipe.swift); a collection view's list
/// adopts it the same way, answering from its list configuration's swipe action providers.
@MainActor
protocol SwipeActionsHost: UIView {
    /// The row or item at a point of the list, or nil.
    func _swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The cell on screen for a row, or nil. Its bounds slide to uncover the actions.
    func _swipeCell(at indexPath: IndexPath) -> UIView?
    /// The actions a swipe from `edge` reveals on a row (nil or empty: none).
    func _swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration?
    /// Whether a swipe may start now (not while editing or reordering).
    var _swipeIsAllowed: Bool { get }
    /// A swipe is about to reveal a row's actions (the table's `willBeginEditingRowAt`).
    func _swipeWillBegin(at indexPath: IndexPath)
    /// The cell is about to show (`true`) or hide its actions, or did (`didSettle`): the
    /// table's cell `willTransition(to:)`/`didTransition(to:)`.
    func _swipeCell(_ cell: UIView, showsActions: Bool, didSettle: Bool)
    /// A swipe that began with ``_swipeWillBegin(at:)`` ended; `rowRemains` is false when the
    /// action removed the row (the table's `didEndEditingRowAt`).
    func _swipeDidEnd(at indexPath: IndexPath, rowRemains: Bool)
    /// The number of rows or items in a section now.
    func _swipeRowCount(inSection section: Int) -> Int
    /// The list's swipe controller, once made.
    var _activeSwipeController: SwipeActionsController? { get }
}

/// LE7: the pan that swipes a row: it begins only for a mostly horizontal movement of more
/// than 10 points starting on a row, while the list allows swiping.
@preconcurrency @MainActor
final class SwipeRowPanGestureRecognizer: UIPanGestureRecognizer {
    /// Where the finger went down, in the list's coordinates.
    private(set) var startPoint: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let view, let touch = touches.first { startPoint = touch.location(in: view) }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(movingFrom start: CGPoint, to point: CGPoint) -> Bool {
        let dx = point.x - start.x, dy = point.y - start.y
        guard abs(dx) > Self.hysteresis, abs(dx) > abs(dy), let host = view as? any SwipeActionsHost,
              host._swipeIsAllowed else { return false }
        return host._swipeIndexPath(at: startPoint) != nil
    }
}

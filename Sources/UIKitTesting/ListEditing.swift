@_spi(Testing) import UIKit

/// Swipes the row at `indexPath` of `tableView` (in a window) with a finger, as the user
/// does: down at the row's centre, across by `distance` points in `direction` (`.left`
/// reveals the trailing actions, `.right` the leading ones) in `steps` moves, and up. Then
/// the virtual clock runs the slide (when installed) and the run loop is drained, so the
/// row is open (or closed, or its first action performed) when this returns.
///
/// The default distance (120 pt) opens a row with one or two actions; past 60 % of the
/// row's width a swipe performs the first action (see ``fullSwipeRow(at:in:_:)``).
@MainActor
public func swipeRow(at indexPath: IndexPath, in tableView: UITableView, _ direction: UISwipeGestureRecognizer.Direction,
                     distance: CGFloat = 120, steps: Int = 6) {
    tableView.window?.layoutIfNeeded()
    swipe(tableView.rectForRow(at: indexPath), of: tableView, direction, distance: distance, steps: steps, caller: "swipeRow(at:in:_:)")
}

/// Swipes the row at `indexPath` of a collection view list (a list layout whose
/// configuration has swipe action providers), as the table's `swipeRow(at:in:_:distance:steps:)` does.
@MainActor
public func swipeRow(at indexPath: IndexPath, in collectionView: UICollectionView, _ direction: UISwipeGestureRecognizer.Direction,
                     distance: CGFloat = 120, steps: Int = 6) {
    collectionView.window?.layoutIfNeeded()
    guard let rect = collectionView.layoutAttributesForItem(at: indexPath)?.frame else {
        preconditionFailure("swipeRow(at:in:_:): the collection view has no item \(indexPath)")
    }
    swipe(rect, of: collectionView, direction, distance: distance, steps: steps, caller: "swipeRow(at:in:_:)")
}

/// A finger across the middle of `rect` (in `list`'s coordinates), then the slide settles.
@MainActor
private func swipe(_ rect: CGRect, of list: UIScrollView, _ direction: UISwipeGestureRecognizer.Direction,
                   distance: CGFloat, steps: Int, caller: String) {
    guard let window = list.window else { preconditionFailure("\(caller): the list is not in a window") }
    precondition(direction == .left || direction == .right, "\(caller): swipe rows .left or .right")
    let start = list.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    let dx = direction == .left ? -distance : distance
    let finger = SimulatedTouch(at: start, in: window)
    finger.move(to: CGPoint(x: start.x + dx, y: start.y), steps: steps)
    finger.lift()
    settleListAnimations()
}

/// Swipes the row all the way across (90 % of its width), which performs its first action
/// when the configuration's `performsFirstActionWithFullSwipe` is true; as `swipeRow(at:in:_:distance:steps:)`.
@MainActor
public func fullSwipeRow(at indexPath: IndexPath, in tableView: UITableView, _ direction: UISwipeGestureRecognizer.Direction) {
    swipeRow(at: indexPath, in: tableView, direction, distance: tableView.bounds.width * 0.9, steps: 10)
}

/// The titles of the swipe actions a table or a collection view list shows now, in the
/// configuration's order (the first sits at the row's edge); empty when no row is swiped.
@MainActor
public func revealedSwipeActionTitles(in list: UIScrollView) -> [String?] {
    list._revealedSwipeActions.map(\.title)
}

/// Taps the revealed swipe action titled `title` of a table or a collection view list
/// (through hit testing, as a finger), then lets the row's slide finish. Stops the test when
/// no revealed action has that title.
@MainActor
public func tapSwipeAction(titled title: String, in list: UIScrollView) {
    guard let button = list._revealedSwipeActions.first(where: { $0.title == title })?.view else {
        preconditionFailure("tapSwipeAction(titled:in:): no revealed action \"\(title)\" (revealed: \(revealedSwipeActionTitles(in: list)))")
    }
    tap(button)
    settleListAnimations()
}

/// Taps the editing control (the red minus, the green plus) of a row in editing mode, then
/// lets the Delete confirmation slide in. Stops the test when the row shows no control.
@MainActor
public func tapEditingControl(ofRowAt indexPath: IndexPath, in tableView: UITableView) {
    tableView.window?.layoutIfNeeded()
    guard let control = tableView._editingControl(forRowAt: indexPath) else {
        preconditionFailure("tapEditingControl(ofRowAt:in:): row \(indexPath) shows no editing control")
    }
    tap(control)
    settleListAnimations()
}

/// Drags the row at `source` by its reorder control (the table must be editing and the row
/// show the control) to the position of the row at `destination`, in `steps` moves, and
/// lifts: the real touch path on the control, as the user's finger.
@MainActor
public func moveRow(at source: IndexPath, to destination: IndexPath, in tableView: UITableView, steps: Int = 8) {
    guard let window = tableView.window else { preconditionFailure("moveRow(at:to:in:): the table is not in a window") }
    window.layoutIfNeeded()
    guard let grabber = tableView._reorderControl(forRowAt: source) else {
        preconditionFailure("moveRow(at:to:in:): row \(source) shows no reorder control (is the table editing?)")
    }
    let start = grabber.convert(CGPoint(x: grabber.bounds.midX, y: grabber.bounds.midY), to: window)
    let from = tableView.rectForRow(at: source), to = tableView.rectForRow(at: destination)
    let end = CGPoint(x: start.x, y: start.y + (to.midY - from.midY))
    let finger = SimulatedTouch(at: start, in: window)
    finger.move(to: end, steps: steps)
    finger.lift()
    settleListAnimations()
}

/// Runs the virtual clock (when installed) past the list's slides and drains the run loop.
@MainActor
private func settleListAnimations() {
    VirtualClock.current?.advance(by: 0.5)
    drainMainRunLoop()
}

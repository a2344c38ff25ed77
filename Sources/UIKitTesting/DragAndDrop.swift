@_spi(Testing) import UIKit

/// A drag made by a finger, standing for the user: it goes down at `start` (window
/// coordinates), stays while the virtual clock passes the lift's 0.5 s, moves to `end` in
/// `steps` events, and lifts; then the run loop is drained, so the drop (or cancel) has
/// concluded and every callback of both sides has run when this returns. Needs the
/// ``VirtualClock`` installed. `end` may lie in another window (in `window`'s coordinates).
@MainActor
public func drag(from start: CGPoint, to end: CGPoint, in window: UIWindow, steps: Int = 8) {
    guard let clock = VirtualClock.current else {
        preconditionFailure("drag(from:to:in:): install a VirtualClock first (the lift is timed on it)")
    }
    window.layoutIfNeeded()
    let finger = SimulatedTouch(at: start, in: window)
    clock.advance(by: 0.6)
    if end != start { finger.move(to: end, steps: steps) }
    finger.lift()
    drainMainRunLoop()
}

/// Drags `view` from its centre to the centre of `target` (both in windows), as
/// ``drag(from:to:in:steps:)``.
@MainActor
public func drag(_ view: UIView, to target: UIView, steps: Int = 8) {
    guard let window = view.window else { preconditionFailure("drag(_:to:): \(view) is not in a window") }
    guard let targetWindow = target.window else { preconditionFailure("drag(_:to:): \(target) is not in a window") }
    window.layoutIfNeeded()
    targetWindow.layoutIfNeeded()
    let start = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    let inTarget = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: targetWindow)
    let end = CGPoint(x: inTarget.x + targetWindow.frame.minX - window.frame.minX,
                      y: inTarget.y + targetWindow.frame.minY - window.frame.minY)
    drag(from: start, to: end, in: window, steps: steps)
}

/// Drags the row at `source` of `tableView` (in a window) to the centre of the row at
/// `destination`, or, for a row one past the last of a section, just below that section's
/// last row; as ``drag(from:to:in:steps:)``.
@MainActor
public func dragRow(at source: IndexPath, to destination: IndexPath, in tableView: UITableView, steps: Int = 8) {
    guard let window = tableView.window else { preconditionFailure("dragRow(at:to:in:): the table is not in a window") }
    window.layoutIfNeeded()
    let from = tableView.rectForRow(at: source)
    let to: CGPoint
    if destination.row < tableView.numberOfRows(inSection: destination.section) {
        let rect = tableView.rectForRow(at: destination)
        to = CGPoint(x: rect.midX, y: rect.midY)
    } else {
        precondition(destination.row > 0, "dragRow(at:to:in:): section \(destination.section) has no rows to drag below")
        let last = tableView.rectForRow(at: IndexPath(row: destination.row - 1, section: destination.section))
        to = CGPoint(x: last.midX, y: last.maxY + 4)
    }
    drag(from: tableView.convert(CGPoint(x: from.midX, y: from.midY), to: window),
         to: tableView.convert(to, to: window), in: window, steps: steps)
}

/// A drag that rests: the finger goes down on `view` (in a window), lifts it after the 0.5 s
/// lift, moves to the centre of `target` in `steps` events, stays there while the virtual
/// clock passes `duration` (a spring-loaded button opens after 1 s, SL1), then lifts; the
/// run loop is drained. Needs the ``VirtualClock`` installed.
@MainActor
public func drag(_ view: UIView, restingOver target: UIView, for duration: TimeInterval, steps: Int = 8) {
    guard let clock = VirtualClock.current else {
        preconditionFailure("drag(_:restingOver:for:): install a VirtualClock first (the lift and the rest are timed on it)")
    }
    guard let window = view.window, target.window === window else {
        preconditionFailure("drag(_:restingOver:for:): \(view) and \(target) must be in the same window")
    }
    window.layoutIfNeeded()
    let finger = SimulatedTouch(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window), in: window)
    clock.advance(by: 0.6)
    finger.move(to: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window), steps: steps)
    clock.advance(by: duration)
    finger.lift()
    drainMainRunLoop()
}

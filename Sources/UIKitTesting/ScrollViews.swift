@_spi(Testing) import UIKit

/// Drags a scroll view's content with a finger, as the user does, through the window (hit
/// testing, gesture recognizers, the touched views): the finger goes down at `point` (window
/// coordinates; by default the middle of the scroll view's visible part), moves 11 points
/// the way it will go (past the pan's 10-point threshold, so the drag begins), then moves
/// `translation` more in `steps` even moves over `duration` seconds, rests `rest` seconds,
/// and lifts. The content follows the finger from the threshold on: within the content's
/// range, the offset changes by exactly `-translation`.
///
/// Events are stamped from the clock's time, as a device stamps them, so the finger lifts
/// with a velocity of `translation / duration` points per second (none when it rested 0.1 s
/// or more): the content then decelerates, pages or bounces on the clock — advance the
/// virtual clock to let it come to rest. This moves no clock itself.
@MainActor
public func drag(_ scrollView: UIScrollView, by translation: CGPoint, duration: TimeInterval = 0.25, steps: Int = 10,
                 rest: TimeInterval = 0, from point: CGPoint? = nil) {
    precondition(duration > 0, "drag(_:by:): the duration must be more than zero")
    let finger = beginDrag(scrollView, toward: translation, from: point)
    let at = finger.touch.location(in: nil)
    finger.move(to: CGPoint(x: at.x + translation.x, y: at.y + translation.y), steps: steps, duration: duration)
    finger.lift(after: rest)
}

/// Puts a finger down on a scroll view's content and moves it 11 points toward `direction`
/// (past the pan's 10-point threshold), so that the scroll view is dragging, and keeps it
/// there: move it with ``SimulatedTouch/move(to:steps:duration:)`` and lift it with
/// ``SimulatedTouch/lift(after:)``. While it is down, the scroll view `isDragging` and a
/// refresh control counts the content's position as the user's pull (SV14). `point` is in
/// window coordinates; by default the middle of the scroll view's visible part.
@MainActor
public func beginDrag(_ scrollView: UIScrollView, toward direction: CGPoint, from point: CGPoint? = nil) -> SimulatedTouch {
    guard let window = scrollView.window else { preconditionFailure("beginDrag(_:toward:): the scroll view is not in a window") }
    let length = hypot(direction.x, direction.y)
    precondition(length > 0, "beginDrag(_:toward:): the direction is zero")
    window.layoutIfNeeded()
    let start = point ?? scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: window)
    let finger = SimulatedTouch(at: start, in: window)
    finger.move(to: CGPoint(x: start.x + direction.x / length * 11, y: start.y + direction.y / length * 11))
    return finger
}

/// Pinches a scroll view's content with two fingers, as the user zooms (ZM6): the fingers go
/// down `distance` points apart on a horizontal line through `point` (window coordinates; by
/// default the middle of the scroll view's visible part), move apart (or together) in `steps`
/// even moves until they are `distance × scale` apart, and lift. Their midpoint stays at
/// `point`, so the content point under it stays there. The pinch's scale ends at `scale`: a
/// scroll view that can zoom ends at its zoom scale times `scale`, springing back on the
/// clock when that is past its zoom scales — advance the virtual clock to let it come to
/// rest. This moves no clock itself.
@MainActor
public func pinch(_ scrollView: UIScrollView, scale: CGFloat, at point: CGPoint? = nil, distance: CGFloat = 100, steps: Int = 10) {
    guard let window = scrollView.window else { preconditionFailure("pinch(_:scale:): the scroll view is not in a window") }
    precondition(scale > 0 && distance > 0, "pinch(_:scale:): the scale and the distance must be more than zero")
    window.layoutIfNeeded()
    let middle = point ?? scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: window)
    let fingers = SimulatedFingers(at: [CGPoint(x: middle.x - distance / 2, y: middle.y), CGPoint(x: middle.x + distance / 2, y: middle.y)],
                                   in: window)
    let end = distance * scale / 2
    fingers.move(to: [CGPoint(x: middle.x - end, y: middle.y), CGPoint(x: middle.x + end, y: middle.y)], steps: steps)
    fingers.lift()
}

/// A double tap at the centre of `view` (which must be in a window): two taps, the second
/// with a tap count of 2, as a double-tap recognizer (`numberOfTapsRequired = 2`) needs.
@MainActor
public func doubleTap(_ view: UIView) {
    guard let window = view.window else { preconditionFailure("doubleTap(_:): \(view) is not in a window") }
    window.layoutIfNeeded()
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    SimulatedTouch(at: point, in: window).lift()
    SimulatedTouch(at: point, in: window, tapCount: 2).lift()
}

/// A tap on the status bar of `window`'s screen (ZM9): the one scroll view on screen with
/// `scrollsToTop` scrolls its content to the top, animated (advance the clock to let it get
/// there); with none or several, nothing scrolls. Returns whether one scrolled.
@MainActor @discardableResult
public func tapStatusBar(in window: UIWindow) -> Bool {
    window.layoutIfNeeded()
    return window._statusBarTapped()
}

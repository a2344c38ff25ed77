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

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
    finger.move(by: translation, duration: duration, steps: steps)
    finger.end(rest: rest)
}

/// Puts a finger down on a scroll view's content and moves it 11 points toward `direction`
/// (past the pan's 10-point threshold), so that the scroll view is dragging, and keeps it
/// there: move it with ``ScrollViewFinger/move(by:duration:steps:)`` and lift it with
/// ``ScrollViewFinger/end(rest:)``. While it is down, the scroll view `isDragging` and a
/// refresh control counts the content's position as the user's pull (SV14). `point` is in
/// window coordinates; by default the middle of the scroll view's visible part.
@MainActor
public func beginDrag(_ scrollView: UIScrollView, toward direction: CGPoint, from point: CGPoint? = nil) -> ScrollViewFinger {
    guard let window = scrollView.window else { preconditionFailure("beginDrag(_:toward:): the scroll view is not in a window") }
    let length = hypot(direction.x, direction.y)
    precondition(length > 0, "beginDrag(_:toward:): the direction is zero")
    window.layoutIfNeeded()
    let start = point ?? scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: window)
    let finger = ScrollViewFinger(touch: UITouch(location: start, in: window, phase: .began))
    finger.send(at: UIKitScheduler.shared.clock.now)
    finger.moveTo(CGPoint(x: start.x + direction.x / length * 11, y: start.y + direction.y / length * 11), at: finger.time + 1.0 / 60)
    return finger
}

/// A finger held on a scroll view by ``beginDrag(_:toward:from:)``. Its events are stamped
/// from the clock's time as a device stamps them, each later than the one before; it moves
/// no clock itself.
@MainActor
public final class ScrollViewFinger {
    private let touch: UITouch
    /// The timestamp of the last event sent.
    fileprivate private(set) var time: TimeInterval = 0
    private var lifted = false

    fileprivate init(touch: UITouch) { self.touch = touch }

    fileprivate func send(at timestamp: TimeInterval) {
        time = timestamp
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
    }

    fileprivate func moveTo(_ location: CGPoint, at timestamp: TimeInterval) {
        touch.move(to: location)
        send(at: timestamp)
    }

    /// Moves the finger by `translation` in `steps` even moves over `duration` seconds. Within
    /// the content's range, the offset changes by exactly `-translation`.
    public func move(by translation: CGPoint, duration: TimeInterval = 1.0 / 60, steps: Int = 1) {
        precondition(!lifted, "ScrollViewFinger.move(by:): the finger was lifted")
        let origin = touch.location(in: nil), began = time, count = max(1, steps)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            moveTo(CGPoint(x: origin.x + translation.x * fraction, y: origin.y + translation.y * fraction),
                   at: began + duration * Double(step) / Double(count))
        }
    }

    /// Lifts the finger after resting `rest` seconds: with the velocity of its last moves, or
    /// none when it rested 0.1 s or more.
    public func end(rest: TimeInterval = 0) {
        precondition(!lifted, "ScrollViewFinger.end(rest:): the finger was lifted already")
        lifted = true
        touch.setPhase(.ended)
        send(at: time + max(rest, 1.0 / 60))
    }
}

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
    guard let window = scrollView.window else { preconditionFailure("drag(_:by:): the scroll view is not in a window") }
    let length = hypot(translation.x, translation.y)
    precondition(length > 0, "drag(_:by:): the translation is zero")
    precondition(duration > 0, "drag(_:by:): the duration must be more than zero")
    window.layoutIfNeeded()
    let start = point ?? scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: window)
    var time = UIKitScheduler.shared.clock.now
    let touch = UITouch(location: start, in: window, phase: .began)
    func send(_ at: TimeInterval) {
        time = at
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
    }
    send(time)
    let slop = CGPoint(x: start.x + translation.x / length * 11, y: start.y + translation.y / length * 11)
    touch.move(to: slop)
    send(time + 1.0 / 60)
    let count = max(1, steps)
    let began = time
    for step in 1...count {
        let t = CGFloat(step) / CGFloat(count)
        touch.move(to: CGPoint(x: slop.x + translation.x * t, y: slop.y + translation.y * t))
        send(began + duration * Double(step) / Double(count))
    }
    touch.setPhase(.ended)
    send(time + max(rest, 1.0 / 60))
}

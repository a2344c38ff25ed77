@_spi(Testing) import UIKit

/// A finger on the screen, standing for the user: it goes down at a point of a window, moves
/// and lifts, each step a `UIEvent` sent through `UIApplication.sendEvent(_:)` to its window, so hit testing,
/// gesture recognizers and the touched views see what they would see on a device. Events
/// are stamped on the scheduler's clock, 1/60 s apart (sending them does not move the clock;
/// after a test advances it, the next event is stamped with the clock's time).
@MainActor
public final class SimulatedTouch {
    /// The touch the events carry.
    public let touch: UITouch
    private let window: UIWindow
    private var time: TimeInterval

    /// Puts a finger down at `point` (window coordinates). `type` makes it Apple Pencil's
    /// tip (`.pencil`) or a pointer's click; `force` and `majorRadius` set what the touch
    /// reports (CT13), otherwise a finger's defaults.
    public init(at point: CGPoint, in window: UIWindow, tapCount: Int = 1, type: UITouch.TouchType = .direct,
                force: CGFloat? = nil, majorRadius: CGFloat? = nil, altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil) {
        self.window = window
        time = UIKitScheduler.shared.clock.now
        touch = UITouch(location: point, in: window, phase: .began, tapCount: tapCount, type: type)
        touch.setPhysicalValues(force: force, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle, majorRadius: majorRadius)
        send()
    }

    /// Presses harder or lighter where the finger is (a `.moved` event, as iOS reports a
    /// change of force).
    public func press(force: CGFloat) {
        touch.setPhysicalValues(force: force)
        touch.move(to: touch.location(in: nil))
        send()
    }

    /// Moves the finger to `point` in one event whose coalesced touches are the points
    /// `through` (window coordinates, oldest first) and then `point`, and whose predicted
    /// touches are `predicted` (CT14).
    public func move(to point: CGPoint, through: [CGPoint], predicted: [CGPoint] = []) {
        touch.move(to: point)
        let previous = time
        time = nextEventTime(after: time)
        let event = UIEvent(touches: [touch], timestamp: time)
        event.setSamples(for: touch, coalesced: through, predicted: predicted, since: previous)
        UIApplication.shared.sendEvent(event)
    }

    /// Moves the finger to `point` in `steps` events: a frame apart, or spread evenly over
    /// `duration` seconds (what a scroll view's release velocity is measured from).
    public func move(to point: CGPoint, steps: Int = 1, duration: TimeInterval? = nil) {
        let start = touch.location(in: nil), began = time
        let count = max(1, steps)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            touch.move(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
            if let duration {
                send(at: max(began + duration * Double(step) / Double(count), UIKitScheduler.shared.clock.now))
            } else {
                send()
            }
        }
    }

    /// Lifts the finger, `rest` seconds after its last event (a frame when shorter). A finger
    /// that rested 0.1 s or more lifts from a scroll view with no velocity.
    public func lift(after rest: TimeInterval = 0) {
        touch.setPhase(.ended)
        send(at: max(time + max(rest, 1.0 / 60), UIKitScheduler.shared.clock.now))
    }

    /// The system takes the touch away (an incoming call, say).
    public func cancel() {
        touch.setPhase(.cancelled)
        send()
    }

    private func send(at timestamp: TimeInterval? = nil) {
        time = timestamp ?? nextEventTime(after: time)
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
    }
}

/// The time of a finger's next event: a frame after its last one, or the clock's time if a
/// test has advanced it past that.
@MainActor
private func nextEventTime(after time: TimeInterval) -> TimeInterval {
    max(time + 1.0 / 60, UIKitScheduler.shared.clock.now)
}

/// Several fingers on the screen at once, standing for the user's hand: a pinch, a rotation,
/// a two-finger swipe or press. The fingers go down one after another, one event each, in
/// the order given (so recognizers number the touches in that order: `location(ofTouch: 0,
/// in:)` is the first finger). Every later event carries each finger still down, as iOS's
/// events do: those that move in `.moved`, the others in `.stationary`. Events are stamped
/// like ``SimulatedTouch``'s.
@MainActor
public final class SimulatedFingers {
    /// The touches, one per finger, in the order the fingers went down.
    public let touches: [UITouch]
    private let window: UIWindow
    private var time: TimeInterval

    /// Puts fingers down at `points` (window coordinates), one after another.
    public init(at points: [CGPoint], in window: UIWindow) {
        precondition(!points.isEmpty, "SimulatedFingers: no finger")
        self.window = window
        time = UIKitScheduler.shared.clock.now
        var down: [UITouch] = []
        for point in points {
            for touch in down { touch.setPhase(.stationary) }
            let touch = UITouch(location: point, in: window, phase: .began)
            down.append(touch)
            time = nextEventTime(after: time)
            UIApplication.shared.sendEvent(UIEvent(touches: Set(down), timestamp: time))
        }
        touches = down
    }

    /// Moves every finger still down to its point in `points` (one per finger, in order; a
    /// lifted finger's point is ignored) in `steps` events, each finger along a straight line.
    public func move(to points: [CGPoint], steps: Int = 1) {
        precondition(points.count == touches.count, "SimulatedFingers.move: one point per finger")
        let down = fingersDown
        let starts = touches.map { $0.location(in: nil) }
        let count = max(1, steps)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            for index in down {
                let start = starts[index], end = points[index]
                if start == end {
                    touches[index].setPhase(.stationary)
                } else {
                    touches[index].move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
                }
            }
            send(down)
        }
    }

    /// Lifts the fingers at `indexes` (all of them by default) in one event; the others stay
    /// down.
    public func lift(_ indexes: [Int]? = nil) {
        let down = fingersDown
        let lifting = Set(indexes ?? down)
        for index in down { touches[index].setPhase(lifting.contains(index) ? .ended : .stationary) }
        send(down)
    }

    private var fingersDown: [Int] {
        touches.indices.filter { touches[$0].phase != .ended && touches[$0].phase != .cancelled }
    }

    private func send(_ indexes: [Int]) {
        time = nextEventTime(after: time)
        UIApplication.shared.sendEvent(UIEvent(touches: Set(indexes.map { touches[$0] }), timestamp: time))
    }
}

/// A tap at `point` of `window`: down and up, through hit testing.
@MainActor
public func tap(at point: CGPoint, in window: UIWindow) {
    SimulatedTouch(at: point, in: window).lift()
}

/// A tap at the centre of `view`, which must be in a window. Pending layout is done first:
/// a finger taps what the screen shows.
@MainActor
public func tap(_ view: UIView) {
    guard let window = view.window else { preconditionFailure("tap(_:): \(view) is not in a window") }
    window.layoutIfNeeded()
    tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window), in: window)
}

/// A tap on a bar button item's button, which must show in a bar in a window.
@MainActor
public func tap(_ item: UIBarButtonItem) {
    guard let view = item._buttonView else { preconditionFailure("tap(_:): the item is not shown in a bar") }
    tap(view)
}

/// A tap on the back button of a navigation bar.
@MainActor
public func tapBackButton(of navigationBar: UINavigationBar) {
    guard let view = navigationBar._backButtonView else { preconditionFailure("tapBackButton(of:): the bar shows no back button") }
    tap(view)
}

/// A tap on a tab bar item's button.
@MainActor
public func tap(_ item: UITabBarItem, in tabBar: UITabBar) {
    guard let view = tabBar._buttonView(for: item) else { preconditionFailure("tap(_:in:): the item is not in the tab bar") }
    tap(view)
}

/// Starts the back swipe: a finger down at the window's left edge, moved `distance` points
/// right (past the pan's 10 pt threshold). Move it on and lift it (or cancel) to finish.
@MainActor
public func beginEdgeSwipe(in window: UIWindow, distance: CGFloat = 40, y: CGFloat? = nil) -> SimulatedTouch {
    let start = CGPoint(x: 5, y: y ?? window.bounds.midY)
    let finger = SimulatedTouch(at: start, in: window)
    finger.move(to: CGPoint(x: start.x + distance, y: start.y), steps: 2)
    return finger
}

import Foundation

/// A touch: where and in which phase. A model for hit testing and tests; OpenUIKit has
/// no input device, so touches are made by code standing for the user.
@MainActor
public final class UITouch: Hashable {
    /// Phases of a touch, as UIKit.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The current phase.
    public var phase: Phase
    /// The window the touch is in.
    public private(set) weak var window: UIWindow?
    /// The view hit when the touch began.
    public internal(set) weak var view: UIView?
    private var windowLocation: CGPoint
    private var previousWindowLocation: CGPoint
    /// The number of taps.
    public var tapCount: Int
    /// The time of the touch's last change, on the scheduler's clock.
    public internal(set) var timestamp: TimeInterval = 0
    /// The recognizers that receive this touch, fixed when it begins.
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// Whether the view was sent `touchesCancelled` because a recognizer took the touch.
    var _cancelledInView = false

    /// Creates a touch at a point in a window's coordinates; `view` is found by hit testing.
    public init(location: CGPoint, in window: UIWindow, phase: Phase = .began, tapCount: Int = 1) {
        self.window = window; self.windowLocation = location; self.previousWindowLocation = location
        self.phase = phase; self.tapCount = tapCount
        self.view = window.hitTest(location, with: nil)
    }

    /// Moves the touch to a point in its window's coordinates, in a phase (code standing for
    /// the user's finger; an OpenUIKit addition). The view it hit at first keeps it.
    public func move(to location: CGPoint, phase: Phase = .moved) {
        previousWindowLocation = windowLocation
        windowLocation = location
        self.phase = phase
    }

    /// The location before the last move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    /// The touch's location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event: a set of touches and a timestamp.
@MainActor
public class UIEvent {
    /// Event types, as UIKit.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// The type of the event.
    public let type: EventType
    /// The time the event happened, on the scheduler's clock.
    public let timestamp: TimeInterval
    /// All touches of the event.
    public let allTouches: Set<UITouch>?

    /// Creates a touch event.
    public init(touches: Set<UITouch>, timestamp: TimeInterval) {
        type = .touches; self.timestamp = timestamp; allTouches = touches
    }
}

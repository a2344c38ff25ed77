import Foundation

/// A touch: where and in which phase. A model for hit testing and tests; OpenUIKit has
/// no input device, so touches are made by code standing for the user. An `NSObject`
/// subclass compared by identity, and open as in UIKit (tests subclass it to fake touches).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Phases of a touch, as UIKit.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    /// The current phase. Read-only, as in UIKit: code standing for the user changes it
    /// with ``move(to:phase:)`` or ``setPhase(_:)``.
    open var phase: Phase { currentPhase }
    private var currentPhase: Phase
    /// The window the touch is in.
    open var window: UIWindow? { touchWindow }
    @Unretained private var touchWindow: UIWindow?  // PL11
    /// The view hit when the touch began.
    open var view: UIView? { _view }
    @Unretained var _view: UIView?  // PL11
    private var windowLocation: CGPoint
    private var previousWindowLocation: CGPoint
    /// The number of taps.
    open var tapCount: Int { touchTapCount }
    private let touchTapCount: Int
    /// The time of the touch's last change, on the scheduler's clock.
    open var timestamp: TimeInterval { _timestamp }
    var _timestamp: TimeInterval = 0
    /// The recognizers that receive this touch, fixed when it begins.
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// Whether the view was sent `touchesCancelled` because a recognizer took the touch.
    var _cancelledInView = false
    /// Whether the touch has begun in its view, or is held back by a scroll view (SV12).
    var _contentDelivery: ContentTouchDelivery = .pending
    /// Whether the touch went down while the app ignored interaction events: its window
    /// delivers none of its phases (DP1).
    var _ignoredByApp = false
    /// Whether the touch went down while an exclusive-touch view had another, or on one while
    /// others were down: its window delivers none of its phases (SG6).
    var _blockedByExclusiveTouch = false

    /// Creates a touch at a point in a window's coordinates; `view` is found by hit testing.
    public init(location: CGPoint, in window: UIWindow, phase: Phase = .began, tapCount: Int = 1) {
        self.touchWindow = window; self.windowLocation = location; self.previousWindowLocation = location
        self.currentPhase = phase; self.touchTapCount = tapCount
        super.init()
        self._view = window.hitTest(location, with: nil)
    }

    /// A touch in no window, at zero, beginning, with no tap (what `UITouch()` makes in
    /// UIKit; subclasses that fake touches start from it).
    public override init() {
        windowLocation = .zero; previousWindowLocation = .zero; currentPhase = .began; touchTapCount = 0
        super.init()
    }

    /// Moves the touch to a point in its window's coordinates, in a phase (code standing for
    /// the user's finger; an OpenUIKit addition). The view it hit at first keeps it.
    public func move(to location: CGPoint, phase: Phase = .moved) {
        previousWindowLocation = windowLocation
        windowLocation = location
        currentPhase = phase
    }

    /// Puts the touch in `phase` where it is (code standing for the user's finger lifting or
    /// resting; an OpenUIKit addition).
    public func setPhase(_ phase: Phase) { currentPhase = phase }

    /// The location before the last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    /// The touch's location in `view`'s coordinates (window coordinates when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }
}

/// An event: a set of touches and a timestamp. An `NSObject` subclass, open as in UIKit.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Event types, as UIKit.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// The type of the event.
    open var type: EventType { eventType }
    private let eventType: EventType
    /// The time the event happened, on the scheduler's clock.
    open var timestamp: TimeInterval { eventTimestamp }
    private let eventTimestamp: TimeInterval
    /// All touches of the event.
    open var allTouches: Set<UITouch>? { touches }
    private let touches: Set<UITouch>?

    /// Creates a touch event (code standing for the user; an OpenUIKit addition).
    public init(touches: Set<UITouch>, timestamp: TimeInterval) {
        eventType = .touches; eventTimestamp = timestamp; self.touches = touches
    }

    /// An event with no touches at time zero (what `UIEvent()` makes in UIKit).
    public override init() {
        eventType = .touches; eventTimestamp = 0; touches = nil
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
    /// The event's touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    /// The event's touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { touch in touch._gestureRecognizers.contains { $0 === gesture } }
    }
}

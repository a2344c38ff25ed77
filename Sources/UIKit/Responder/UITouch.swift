import Foundation

/// A touch: where and in which phase. A model for hit testing and tests; OpenUIKit has
/// no input device, so touches are made by code standing for the user. An `NSObject`
/// subclass compared by identity, and open as in UIKit (tests subclass it to fake touches).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Phases of a touch, as UIKit.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and has not moved since the last event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch (a gesture took it, or the window went away).
        case cancelled
    }

    /// What made the touch (CT13), with UIKit's values.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// Apple Pencil.
        case pencil
        /// A trackpad or mouse pointer (iOS 13.4).
        case indirectPointer
        /// The old name of `.pencil`.
        public static let stylus = TouchType.pencil

        /// Every kind of touch (a recognizer's default ``UIGestureRecognizer/allowedTouchTypes``).
        static let _all: [TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
    }

    /// The properties of a touch whose values are estimated (CT13), with UIKit's values.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The force is estimated.
        public static let force = Properties(rawValue: 1 << 0)
        /// The azimuth angle (of a pencil) is estimated.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// The altitude angle (of a pencil) is estimated.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// The location is estimated.
        public static let location = Properties(rawValue: 1 << 3)
        /// The roll angle (of a pencil) is estimated.
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// CT13: the physical values of a touch; a finger's unless code standing for the user
    /// sets others.
    private var physics: TouchPhysics
    /// The kind of touch: `.direct` (a finger) unless made otherwise.
    open var type: TouchType { physics.type }
    /// How hard the touch presses, 1 being an average touch. 0 for a finger on a screen
    /// without force sensing (what the Simulator's devices report) unless set.
    open var force: CGFloat { physics.force }
    /// The most force the touch can report: 0 for a finger (no force sensing), 4.166… for
    /// Apple Pencil (CT13).
    open var maximumPossibleForce: CGFloat { physics.maximumPossibleForce }
    /// Apple Pencil's angle with the screen, in radians: π/2 upright (and for fingers).
    open var altitudeAngle: CGFloat { physics.altitudeAngle }
    /// The radius of the touch's contact, in points.
    open var majorRadius: CGFloat { physics.majorRadius }
    /// How far off ``majorRadius`` may be, in points.
    open var majorRadiusTolerance: CGFloat { physics.majorRadiusTolerance }
    /// The properties whose values are estimates (Apple Pencil's force and angles).
    open var estimatedProperties: Properties {
        physics.type == .pencil ? [.force, .azimuth, .altitude] : []
    }
    /// The estimated properties still to be updated: none, as OpenUIKit sends no updates.
    open var estimatedPropertiesExpectingUpdates: Properties { [] }
    /// The index that ties a touch to its estimated-property updates: nil, as none come.
    open var estimationUpdateIndex: NSNumber? { nil }

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
    /// The recognizers that ignore this touch: ``UIGestureRecognizer/ignore(_:for:)`` (CT10),
    /// or a reset while it was down (CT9).
    var _ignoredBy: Set<ObjectIdentifier> = []
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
    /// `type` gives a pencil's or pointer's touch (CT13; an OpenUIKit addition).
    public init(location: CGPoint, in window: UIWindow, phase: Phase = .began, tapCount: Int = 1, type: TouchType = .direct) {
        self.touchWindow = window; self.windowLocation = location; self.previousWindowLocation = location
        self.currentPhase = phase; self.touchTapCount = tapCount
        self.physics = TouchPhysics(type: type)
        super.init()
        self._view = window.hitTest(location, with: nil)
    }

    /// A touch in no window, at zero, beginning, with no tap (what `UITouch()` makes in
    /// UIKit; subclasses that fake touches start from it).
    public override init() {
        windowLocation = .zero; previousWindowLocation = .zero; currentPhase = .began; touchTapCount = 0
        physics = TouchPhysics(type: .direct)
        super.init()
    }

    /// A copy of `touch` as it is now (a coalesced sample, CT14), optionally at another
    /// location and time.
    init(sampleOf touch: UITouch, at location: CGPoint? = nil, previous: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        touchWindow = touch.touchWindow
        windowLocation = location ?? touch.windowLocation
        previousWindowLocation = previous ?? touch.previousWindowLocation
        currentPhase = touch.currentPhase; touchTapCount = touch.touchTapCount
        physics = touch.physics
        super.init()
        _view = touch._view
        _timestamp = timestamp ?? touch._timestamp
    }

    /// Sets the touch's physical values (code standing for the user's finger or pencil; an
    /// OpenUIKit addition). Values left nil keep theirs.
    public func setPhysicalValues(force: CGFloat? = nil, altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil,
                                  majorRadius: CGFloat? = nil, majorRadiusTolerance: CGFloat? = nil) {
        if let force { physics.force = force }
        if let altitudeAngle { physics.altitudeAngle = altitudeAngle }
        if let azimuthAngle { physics.azimuth = azimuthAngle }
        if let majorRadius { physics.majorRadius = majorRadius }
        if let majorRadiusTolerance { physics.majorRadiusTolerance = majorRadiusTolerance }
    }

    /// Apple Pencil's direction across the screen in `view`'s coordinates, in radians from
    /// its x axis (window coordinates when nil); 0 for fingers.
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// A unit vector along ``azimuthAngle(in:)`` in `view`'s coordinates.
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let direction = CGPoint(x: cos(physics.azimuth), y: sin(physics.azimuth))
        guard let view, let window else { return CGVector(dx: direction.x, dy: direction.y) }
        let origin = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(direction, from: window)
        let dx = tip.x - origin.x, dy = tip.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? CGVector(dx: dx / length, dy: dy / length) : CGVector(dx: 1, dy: 0)
    }

    /// The touch's location with the precision of its input (CT13): the same as
    /// ``location(in:)``, whose values OpenUIKit never rounds.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location with the precision of its input: ``previousLocation(in:)``.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

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


/// CT13: the physical values a touch reports, by kind: a finger on a screen without force
/// sensing, upright, about 21 points across; Apple Pencil with its force range and a tip
/// a quarter of a point across.
struct TouchPhysics {
    var type: UITouch.TouchType
    var force: CGFloat = 0
    var maximumPossibleForce: CGFloat
    var altitudeAngle: CGFloat = .pi / 2
    var azimuth: CGFloat = 0
    var majorRadius: CGFloat
    var majorRadiusTolerance: CGFloat

    init(type: UITouch.TouchType) {
        self.type = type
        switch type {
        case .pencil:
            maximumPossibleForce = 4.166666666666667
            majorRadius = 0.25; majorRadiusTolerance = 0
        case .direct:
            maximumPossibleForce = 0
            majorRadius = 20.875; majorRadiusTolerance = 5.21875
        case .indirect, .indirectPointer:
            maximumPossibleForce = 0
            majorRadius = 0; majorRadiusTolerance = 0
        }
    }
}

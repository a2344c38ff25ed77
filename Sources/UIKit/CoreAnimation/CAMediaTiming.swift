import Foundation

/// A time interval in seconds, as Core Foundation's.
public typealias CFTimeInterval = Double

/// The current time of UIKit's clock (`UIKitScheduler.shared.clock`), the time animations
/// run on: a `VirtualClock`'s time in tests.
///
/// Difference from Core Animation: main-actor bound, and the clock is the scheduler's, not
/// the host's uptime.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIKitScheduler.shared.clock.now }

/// Timing of animations and layers: when they begin, how fast and how long they run, how
/// they repeat and what they show outside their active time.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// The start, in the parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass.
    var duration: CFTimeInterval { get set }
    /// The rate relative to the parent's time.
    var speed: Float { get set }
    /// An offset into the local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes (fractions allowed, `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long to repeat, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass runs forward, then backward.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// After the end, the last value stays (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the start, the first value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the model value shows outside the active time (default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsForward: Bool { self == .forwards || self == .both }
    var fillsBackward: Bool { self == .backwards || self == .both }
}

/// How a layer's corners are rounded.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve, which eases into the straight edges (as app icons).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The corners `cornerRadius` rounds, named by the bounds' edges they join (y grows down
/// on iOS: `layerMinXMinYCorner` is the top left).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw value (Core Animation's bits).
    public let rawValue: UInt
    /// A mask from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge, centred horizontally.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge, centred horizontally.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge, centred vertically.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge, centred vertically.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Scaled to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping the aspect ratio (cut).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

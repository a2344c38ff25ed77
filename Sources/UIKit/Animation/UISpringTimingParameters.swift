import Foundation

/// A spring timing curve: a damping ratio settling within the animator's duration, or a
/// physical spring (mass, stiffness, damping; iOS 17's duration and bounce) whose settling
/// time becomes the animator's duration (Q22).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in distances per second (only `dx` is used for a value that
    /// is not a point).
    public let initialVelocity: CGVector

    /// How the spring is given.
    enum Spring: Equatable {
        /// A damping ratio; the spring settles within the animator's duration.
        case ratio(CGFloat)
        /// A physical spring, which settles in its own time.
        case physical(SpringMotion)
    }

    let spring: Spring

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (a damping ratio of 4.56),
    /// no initial velocity; its settling time is the animator's duration.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// A spring with `ratio` (1: no overshoot) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .ratio(ratio)
        initialVelocity = velocity
        super.init()
    }

    /// A physical spring; the damping ratio is `damping / (2 √(stiffness × mass))`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                        initialVelocity: Double(velocity.dx)))
        initialVelocity = velocity
        super.init()
    }

    /// iOS 17: a spring with a perceptual `duration` (its period) and a `bounce` (0: none,
    /// up to 1; negative: overdamped), no initial velocity.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// iOS 17: a spring with a perceptual `duration`, a `bounce` and an initial velocity.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(SpringMotion(perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx)))
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's own duration when it has one (a physical spring's settling time).
    var settlingDuration: TimeInterval? {
        if case let .physical(motion) = spring { return motion.settlingDuration }
        return nil
    }

    /// The curve over an animation of `duration` seconds.
    func timingCurve(duration: TimeInterval) -> TimingCurve {
        switch spring {
        case let .ratio(ratio): .spring(damping: ratio, velocity: initialVelocity.dx)
        case let .physical(motion): .physicalSpring(motion, duration: CGFloat(duration))
        }
    }
}

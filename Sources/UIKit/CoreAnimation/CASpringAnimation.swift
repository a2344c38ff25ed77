import Foundation

/// A basic animation moved by a damped spring: the value follows the spring's motion in real
/// seconds (it may overshoot `toValue` and swing back), whatever the timing function. Set
/// `duration` to ``settlingDuration`` to let it come to rest (Q15).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring. Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient. Default 10.
    open var damping: CGFloat = 10
    /// The initial velocity, in distances per second (positive: towards the end value). Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 slows the spring further (otherwise it is critically
    /// damped). Default false.
    open var allowsOverdamping = false

    /// A spring with Apple's iOS 17 perceptual parameters: mass 1, a period of
    /// `perceptualDuration` and a damping ratio of `1 - bounce` (0: no bounce, up to 1:
    /// undamped; negative: overdamped). The duration becomes the settling duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let motion = SpringMotion(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(motion.mass); stiffness = CGFloat(motion.stiffness); damping = CGFloat(motion.damping)
        allowsOverdamping = bounce < 0
        duration = settlingDuration
    }

    /// The spring's motion.
    var _motion: SpringMotion {
        SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    /// How long the spring takes to come to rest with these parameters (not `duration`).
    open var settlingDuration: CFTimeInterval { _motion.settlingDuration }

    /// The period of the spring (`2π √(mass / stiffness)`), the iOS 17 perceptual duration.
    open var perceptualDuration: CFTimeInterval { 2 * .pi / _motion.naturalFrequency }

    /// The iOS 17 bounce: `1 - dampingRatio`, or `1 / dampingRatio - 1` when overdamped.
    open var bounce: CGFloat {
        let ratio = _motion.dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    override func _copy() -> CAAnimation {
        let copy = CASpringAnimation()
        copy._copySettings(from: self)
        return copy
    }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity; allowsOverdamping = other.allowsOverdamping
    }

    override func _fraction(_ progress: AnimationProgress) -> CGFloat {
        CGFloat(_motion.position(at: progress.passTime))
    }
}

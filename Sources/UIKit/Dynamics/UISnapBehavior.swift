import Foundation
import OpenUIKitPhysics

/// Pulls one item to a point with a damped spring, and turns it back upright, so it settles
/// there (DY12).
///
/// The spring's frequency is 2 Hz; ``damping`` is its damping ratio (0.5 by default: a small
/// overshoot), kept at least 0.05 so that the item always settles.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The frequency of the snap's spring, in Hz.
    static let frequency = 2.0

    /// Where the item settles, in reference coordinates.
    open var snapPoint: CGPoint { didSet { joint = nil; _behaviorDidChange() } }
    /// How much the item oscillates: 0 the most, 1 the least. Default 0.5.
    open var damping: CGFloat = 0.5 { didSet { joint = nil; _behaviorDidChange() } }
    private var joint: PhysicsJoint?

    /// A snap of `item` to `point`.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        snapPoint = point
        super.init()
        _addItem(item)
    }

    override func _sync(in animator: UIDynamicAnimator) {
        guard let item = _items.first, let body = animator.body(for: item) else { return }
        if joint == nil || joint?.bodyA !== body || joint?.bodyB !== animator.world.ground {
            let ratio = max(0.05, min(1, Double(damping)))
            let anchor = PhysicsVector(Double(snapPoint.x), Double(snapPoint.y))
            let spring = PhysicsJoint(kind: .spring(frequency: Self.frequency, dampingRatio: ratio), bodyA: body,
                                      anchorA: body.position, bodyB: animator.world.ground, anchorB: anchor)
            // Upright: the body's angle goes to 0 (the ground's).
            spring.referenceAngle = 0
            joint = spring
        }
        if let joint { animator.world.joints.append(joint) }
    }

    override func _leave() { joint = nil }
}

import Foundation
import OpenUIKitPhysics

/// The material of its items (bounce, friction, density, resistance, charge, anchoring,
/// rotation) and a way to give them velocity (DY13).
///
/// Items without one use the defaults below. When several item behaviours hold an item, each
/// property comes from the one added last (in the animator's order: behaviours in the order
/// added, parents before children). A friction or bounce between two items combines theirs:
/// friction is the geometric mean, elasticity the larger.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items, in the order added.
    open var items: [any UIDynamicItem] { _items }
    /// How much collisions bounce: 0 not at all, 1 fully elastic. Default 0.
    open var elasticity: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// Friction when items slide along each other or a boundary: 0 none. Default 0.
    open var friction: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// Mass per area: a 100 × 100 point item of density 1 has mass 1. Default 1.
    open var density: CGFloat = 1 { didSet { _behaviorDidChange() } }
    /// Linear damping: 0 none; the velocity decays as `1 / (1 + resistance × t)` per step. Default 0.
    open var resistance: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// Angular damping, as ``resistance``. Default 0.
    open var angularResistance: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// Electric charge, for electric and magnetic fields. Default 0.
    open var charge: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// Whether the items stay where they are (still colliding, as obstacles). Default false.
    open var isAnchored = false { didSet { _behaviorDidChange() } }
    /// Whether the items turn. Default true.
    open var allowsRotation = true { didSet { _behaviorDidChange() } }

    /// Velocities to add to items not yet in a running animator.
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// An item behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        super.init()
        for item in items { _addItem(item) }
    }

    /// An item behaviour with no items.
    public override convenience init() { self.init(items: []) }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { _addItem(item) }
    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        pendingLinear[ObjectIdentifier(item)] = nil
        pendingAngular[ObjectIdentifier(item)] = nil
        _removeItem(item)
    }

    /// Adds `velocity` (points/s) to one of the items: at once in an animator, else when it
    /// joins one.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard _items.contains(where: { $0 === item }) else { return }
        if let body = _animator?.body(for: item) {
            body.velocity += PhysicsVector(Double(velocity.x), Double(velocity.y))
            _animator?.wake()
        } else {
            let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
    }

    /// The item's velocity, in points per second (zero outside an animator).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let body = _animator?.body(for: item) { return CGPoint(x: body.velocity.x, y: body.velocity.y) }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians/s) to one of the items' rotation.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard _items.contains(where: { $0 === item }) else { return }
        if let body = _animator?.body(for: item) {
            body.angularVelocity += Double(velocity)
            _animator?.wake()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// The item's angular velocity, in radians per second (zero outside an animator).
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let body = _animator?.body(for: item) { return CGFloat(body.angularVelocity) }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    /// The material of an item no item behaviour holds (DY13).
    static func applyDefaults(to body: PhysicsBody) {
        body.elasticity = 0
        body.friction = 0
        if body.density != 1 { body.density = 1 }
        body.resistance = 0
        body.angularResistance = 0
        body.charge = 0
        body.isAnchored = false
        body.allowsRotation = true
    }

    override func _sync(in animator: UIDynamicAnimator) {
        for item in _items {
            guard let body = animator.body(for: item) else { continue }
            body.elasticity = Double(elasticity)
            body.friction = Double(friction)
            if body.density != Double(density) { body.density = Double(density) }
            body.resistance = Double(resistance)
            body.angularResistance = Double(angularResistance)
            body.charge = Double(charge)
            body.isAnchored = isAnchored
            body.allowsRotation = allowsRotation
            if let velocity = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity += PhysicsVector(Double(velocity.x), Double(velocity.y))
            }
            if let velocity = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) {
                body.angularVelocity += Double(velocity)
            }
        }
    }
}

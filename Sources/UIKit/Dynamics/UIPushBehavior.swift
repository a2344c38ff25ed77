import Foundation
import OpenUIKitPhysics

/// Pushes its items with a force, continuously or as one impulse (DY11).
///
/// Force is in UIKit newtons: a magnitude of 1 accelerates a 100 × 100 point item of density
/// 1 (mass 1) by 100 points/s² while continuous, or gives it 100 points/s at once when
/// instantaneous; a heavier item moves less. An instantaneous push acts at the next step
/// after it becomes active, then turns itself inactive; set ``active`` to true to push again.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force lasts or is applied once.
    public enum Mode: Int, Sendable {
        /// The force acts every step while active.
        case continuous
        /// The force acts once, as an impulse, each time the behaviour becomes active.
        case instantaneous
    }

    /// The items pushed, in the order added.
    open var items: [any UIDynamicItem] { _items }
    /// The mode given at creation.
    public let mode: Mode
    /// Whether the force acts. Default true; an instantaneous push sets it false once applied.
    open var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            if newValue { pendingImpulse = Set(_items.map { ObjectIdentifier($0) }) }
            _behaviorDidChange()
        }
    }
    private var isActive = true
    /// The force as a vector in UIKit newtons. Default (0, 0). Setting it sets ``angle`` and
    /// ``magnitude``.
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet {
            if pushDirection.dx != 0 || pushDirection.dy != 0 { storedAngle = atan2(pushDirection.dy, pushDirection.dx) }
            _behaviorDidChange()
        }
    }
    /// The force's direction, in radians from the x axis towards y. Default 0.
    open var angle: CGFloat {
        get { storedAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    /// The force's size in UIKit newtons; negative pushes the other way. Default 0.
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(storedAngle, magnitude: newValue) }
    }
    /// The angle, kept while the magnitude is 0.
    private var storedAngle: CGFloat = 0
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// Items an instantaneous push has still to push.
    private var pendingImpulse: Set<ObjectIdentifier> = []

    /// A push of `mode` on `items`.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        for item in items { addItem(item) }
    }

    /// Adds an item; an active instantaneous push pushes it at the next step.
    open func addItem(_ item: any UIDynamicItem) {
        if active { pendingImpulse.insert(ObjectIdentifier(item)) }
        _addItem(item)
    }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        pendingImpulse.remove(ObjectIdentifier(item))
        offsets[ObjectIdentifier(item)] = nil
        _removeItem(item)
    }

    /// Sets the direction and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
        storedAngle = angle
    }

    /// Where on the item the force acts, from its centre in the item's own (rotating)
    /// coordinates: off centre it turns the item too. Default zero.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Sets where on the item the force acts.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        _behaviorDidChange()
    }

    override func _applyForces(in animator: UIDynamicAnimator) {
        guard active else { return }
        // DY11: one UIKit newton gives a mass-1 body 100 points/s².
        let force = PhysicsVector(Double(pushDirection.dx), Double(pushDirection.dy)) * 100
        for item in _items {
            guard let body = animator.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let arm = PhysicsVector(Double(offset.horizontal), Double(offset.vertical)).rotated(by: body.angle)
            switch mode {
            case .continuous:
                body.applyForce(force, at: arm)
            case .instantaneous:
                guard pendingImpulse.remove(ObjectIdentifier(item)) != nil else { continue }
                body.applyImpulse(force, at: arm)
            }
        }
        // DY11: an instantaneous push turns itself off once applied (without waking the
        // animator: it is running).
        if mode == .instantaneous { isActive = false }
    }
}

import Foundation
import OpenUIKitPhysics

/// Accelerates its items in one direction, whatever their mass: `gravityDirection` (0, 1)
/// is UIKit gravity, 1000 points/s² downward (DY8).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items gravity acts on, in the order added.
    open var items: [any UIDynamicItem] { _items }

    /// The acceleration as a vector in the reference view's coordinates, in units of 1000
    /// points/s². Default (0, 1). Setting it sets ``angle`` and ``magnitude`` (DY8).
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { _behaviorDidChange() }
    }

    /// The direction of the acceleration, in radians from the x axis towards y (π/2: down).
    /// Setting it keeps the magnitude.
    open var angle: CGFloat {
        get { gravityDirection.dx == 0 && gravityDirection.dy == 0 ? 0 : atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The length of ``gravityDirection``: 1 is 1000 points/s². Setting 0 makes the vector
    /// (0, 0) and the angle 0 (DY8).
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// A gravity behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        super.init()
        for item in items { _addItem(item) }
    }

    /// A gravity behaviour with no items.
    public override convenience init() { self.init(items: []) }

    /// Adds an item (adding one twice does nothing).
    open func addItem(_ item: any UIDynamicItem) { _addItem(item) }
    /// Removes an item; it keeps its velocity.
    open func removeItem(_ item: any UIDynamicItem) { _removeItem(item) }

    /// Sets the direction and magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override func _applyForces(in animator: UIDynamicAnimator) {
        // DY8: magnitude 1 is 1000 points/s², the same for every mass.
        let acceleration = PhysicsVector(Double(gravityDirection.dx) * 1000, Double(gravityDirection.dy) * 1000)
        for item in _items {
            animator.body(for: item)?.acceleration += acceleration
        }
    }
}

import Foundation
import OpenUIKitPhysics

/// A force field over an area: gravity towards a point or along a direction, springs, drag,
/// constant velocity, vortices, noise, turbulence, electric and magnetic forces (DY15).
///
/// Make one with a class factory, add items, and add it to an animator. Each step, an item
/// whose centre is inside ``region`` (about ``position``) gets the field's force, of
/// ``strength`` times `r^(−falloff)` where `r` is its distance from ``position`` (at least
/// ``minimumRadius``). The units follow UIKit's: gravity fields accelerate by 1000 points/s²
/// per unit of strength, as `UIGravityBehavior`; the other forces are in UIKit newtons (see
/// `PhysicsField` for each formula). Electric and magnetic fields act on items with a
/// `charge` (`UIDynamicItemBehavior`). ``field(evaluationBlock:)`` makes a field of your own
/// force. Subclasses get the factories' `Self`. Differences from iOS: the formulas and the
/// noise are OpenUIKit's own; `init()` is available (a field of no force until a factory or
/// evaluation block sets one; iOS marks it unavailable).
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// The items the field acts on, in the order added.
    open var items: [any UIDynamicItem] { _items }
    /// The field's origin, in reference coordinates.
    open var position: CGPoint = .zero { didSet { _behaviorDidChange() } }
    /// Where the field acts, about ``position``. Default ``UIRegion/infinite``.
    open var region: UIRegion = .infinite { didSet { _behaviorDidChange() } }
    /// The scale of the force. Default 1.
    open var strength: CGFloat = 1 { didSet { _behaviorDidChange() } }
    /// How fast the force weakens with distance: the exponent of `r^(−falloff)`. Default 0.
    open var falloff: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// Distances below this count as this. Default 0.001 (small, not zero).
    open var minimumRadius: CGFloat = 0.001 { didSet { _behaviorDidChange() } }
    /// The direction of linear gravity and velocity fields.
    open var direction: CGVector = .zero { didSet { _behaviorDidChange() } }
    /// How smooth noise and turbulence are, 0 to 1.
    open var smoothness: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// How fast noise and turbulence change.
    open var animationSpeed: CGFloat = 0 { didSet { _behaviorDidChange() } }

    private let field: PhysicsField

    /// A field of no force; use a class factory.
    public required override init() {
        field = PhysicsField(kind: .custom)
        super.init()
    }

    /// A field of `kind` (of `Self`, for subclasses).
    private static func make(_ kind: PhysicsField.Kind) -> Self {
        let made = Self()
        made.field.kind = kind
        return made
    }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { _addItem(item) }
    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { _removeItem(item) }

    /// Slows items in proportion to their velocity.
    open class func dragField() -> Self { make(.drag) }
    /// Turns items about ``position``.
    open class func vortexField() -> Self { make(.vortex) }
    /// Pulls items towards `position` (pushes them away with a negative strength).
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }
    /// Accelerates items along `direction` (1000 points/s² per unit).
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }
    /// Gives items the velocity `direction` (points/s) times the strength.
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }
    /// Pushes items in smoothly changing pseudo-random directions.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Noise scaled by each item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Pulls items towards ``position`` in proportion to their distance from it (Hooke's law).
    open class func springField() -> Self { make(.spring) }
    /// Pushes charged items away from ``position`` (positive charges, positive strength).
    open class func electricField() -> Self { make(.electric) }
    /// Turns moving charged items sideways.
    open class func magneticField() -> Self { make(.magnetic) }

    /// A field whose force on each item is what `block` returns (in UIKit newtons), given
    /// the field, the item's position, velocity, mass and charge, and the step's duration
    /// (1/120 s). Only ``region`` (and ``position``, which it is about) applies to it.
    @preconcurrency
    open class func field(
        evaluationBlock block: @escaping @MainActor (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> Self {
        let made = make(.custom)
        made.field.evaluate = { [weak made] position, velocity, mass, charge, step in
            MainActor.assumeIsolated {
                guard let made else { return PhysicsVector.zero }
                let force = block(made, CGPoint(x: position.x, y: position.y), CGVector(dx: velocity.x, dy: velocity.y),
                                  CGFloat(mass), CGFloat(charge), step)
                return PhysicsVector(Double(force.dx), Double(force.dy))
            }
        }
        return made
    }

    override func _sync(in animator: UIDynamicAnimator) {
        field.bodies = _items.compactMap { animator.body(for: $0) }
        field.position = PhysicsVector(Double(position.x), Double(position.y))
        field.region = region.shape
        field.strength = Double(strength)
        field.falloff = Double(falloff)
        field.minimumRadius = Double(minimumRadius)
        field.direction = PhysicsVector(Double(direction.dx), Double(direction.dy))
        field.smoothness = Double(smoothness)
        field.animationSpeed = Double(animationSpeed)
        animator.world.fields.append(field)
    }
}

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
/// `charge` (`UIDynamicItemBehavior`). Differences from iOS: the formulas and the noise are
/// OpenUIKit's own; the class cannot be subclassed.
@preconcurrency @MainActor
public final class UIFieldBehavior: UIDynamicBehavior {
    /// The items the field acts on, in the order added.
    public var items: [any UIDynamicItem] { _items }
    /// The field's origin, in reference coordinates.
    public var position: CGPoint = .zero { didSet { _behaviorDidChange() } }
    /// Where the field acts, about ``position``. Default ``UIRegion/infinite``.
    public var region: UIRegion = .infinite { didSet { _behaviorDidChange() } }
    /// The scale of the force. Default 1.
    public var strength: CGFloat = 1 { didSet { _behaviorDidChange() } }
    /// How fast the force weakens with distance: the exponent of `r^(−falloff)`. Default 0.
    public var falloff: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// Distances below this count as this. Default 0.001 (small, not zero).
    public var minimumRadius: CGFloat = 0.001 { didSet { _behaviorDidChange() } }
    /// The direction of linear gravity and velocity fields.
    public var direction: CGVector = .zero { didSet { _behaviorDidChange() } }
    /// How smooth noise and turbulence are, 0 to 1.
    public var smoothness: CGFloat = 0 { didSet { _behaviorDidChange() } }
    /// How fast noise and turbulence change.
    public var animationSpeed: CGFloat = 0 { didSet { _behaviorDidChange() } }

    private let field: PhysicsField

    required init(kind: PhysicsField.Kind) {
        field = PhysicsField(kind: kind)
        super.init()
    }

    /// Adds an item.
    public func addItem(_ item: any UIDynamicItem) { _addItem(item) }
    /// Removes an item.
    public func removeItem(_ item: any UIDynamicItem) { _removeItem(item) }

    /// Slows items in proportion to their velocity.
    public class func dragField() -> Self { Self(kind: .drag) }
    /// Turns items about ``position``.
    public class func vortexField() -> Self { Self(kind: .vortex) }
    /// Pulls items towards `position` (pushes them away with a negative strength).
    public class func radialGravityField(position: CGPoint) -> Self {
        let field = Self(kind: .radialGravity)
        field.position = position
        return field
    }
    /// Accelerates items along `direction` (1000 points/s² per unit).
    public class func linearGravityField(direction: CGVector) -> Self {
        let field = Self(kind: .linearGravity)
        field.direction = direction
        return field
    }
    /// Gives items the velocity `direction` (points/s) times the strength.
    public class func velocityField(direction: CGVector) -> Self {
        let field = Self(kind: .velocity)
        field.direction = direction
        return field
    }
    /// Pushes items in smoothly changing pseudo-random directions.
    public class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Noise scaled by each item's speed.
    public class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Pulls items towards ``position`` in proportion to their distance from it (Hooke's law).
    public class func springField() -> Self { Self(kind: .spring) }
    /// Pushes charged items away from ``position`` (positive charges, positive strength).
    public class func electricField() -> Self { Self(kind: .electric) }
    /// Turns moving charged items sideways.
    public class func magneticField() -> Self { Self(kind: .magnetic) }

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

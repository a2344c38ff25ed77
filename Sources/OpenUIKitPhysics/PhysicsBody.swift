import Foundation

/// A rigid body of the engine: a shape with a position, a rotation, velocities and material.
///
/// Mass is `density × area / 10 000` (PH1): a 100 × 100 point body of density 1 has mass 1,
/// so one unit of force (``PhysicsWorld/forceUnit`` newtons of UIKit) accelerates it by
/// 100 points/s². The moment of inertia is `density / 10 000 × ∫ r² dA` about the position.
/// Not thread-safe: a world and its bodies belong to one thread.
public final class PhysicsBody {
    /// The centre (the point the body turns about), in points.
    public var position: PhysicsVector
    /// The rotation in radians (positive turns clockwise on screen).
    public var angle: Double
    /// The velocity, in points per second.
    public var velocity = PhysicsVector.zero
    /// The angular velocity, in radians per second.
    public var angularVelocity = 0.0
    /// The outline.
    public var shape: PhysicsShape { didSet { updateMass() } }
    /// Mass per 10 000 square points. Default 1.
    public var density = 1.0 { didSet { updateMass() } }
    /// Restitution of collisions, 0 (none) to 1 (elastic). Default 0.
    public var elasticity = 0.0
    /// Coulomb friction coefficient. Default 0.
    public var friction = 0.0
    /// Linear damping per second (velocity × 1 / (1 + h × resistance) each step). Default 0.
    public var resistance = 0.0
    /// Angular damping per second. Default 0.
    public var angularResistance = 0.0
    /// Electric charge, for electric and magnetic fields. Default 0.
    public var charge = 0.0
    /// An anchored body does not move: it takes part in collisions as an immovable obstacle.
    public var isAnchored = false
    /// Whether the body turns; false gives it an infinite moment of inertia. Default true.
    public var allowsRotation = true
    /// Force accumulated for the next step (cleared by each step), in mass·points/s².
    public var force = PhysicsVector.zero
    /// Torque accumulated for the next step (cleared by each step).
    public var torque = 0.0
    /// An acceleration applied whatever the mass (gravity), cleared by each step.
    public var acceleration = PhysicsVector.zero
    /// Seconds the body has been at rest (below the world's rest tolerances) without a break.
    public internal(set) var timeAtRest = 0.0

    /// The mass (0 for an anchored body's infinite mass, as the inverse is used).
    public private(set) var mass = 0.0
    /// The moment of inertia about the position.
    public private(set) var inertia = 0.0

    /// A body with `shape` at `position`, rotated by `angle`.
    public init(shape: PhysicsShape, position: PhysicsVector, angle: Double = 0) {
        self.shape = shape
        self.position = position
        self.angle = angle
        updateMass()
    }

    private func updateMass() {
        mass = density * shape.area / 10_000
        inertia = density * shape.secondMomentOfArea / 10_000
        // A shape of no area (a segment) still moves: the smallest mass that keeps the solver finite.
        if mass <= 0 { mass = 1e-6; inertia = 1e-6 }
    }

    /// 1 / mass, 0 when anchored.
    var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    /// 1 / inertia, 0 when anchored or not rotating.
    var inverseInertia: Double { isAnchored || !allowsRotation ? 0 : 1 / inertia }

    /// Adds a force at a point (in world coordinates, relative to the position): a torque too.
    public func applyForce(_ f: PhysicsVector, at offset: PhysicsVector = .zero) {
        force += f
        torque += offset.cross(f)
    }

    /// Changes the velocity by `impulse / mass` now, and the angular velocity by the impulse's
    /// moment about the position.
    public func applyImpulse(_ impulse: PhysicsVector, at offset: PhysicsVector = .zero) {
        guard !isAnchored else { return }
        velocity += inverseMass * impulse
        angularVelocity += inverseInertia * offset.cross(impulse)
    }

    /// A point of the body (in its own coordinates) in world coordinates.
    public func worldPoint(_ local: PhysicsVector) -> PhysicsVector { position + local.rotated(by: angle) }
    /// A world point in the body's own coordinates.
    public func localPoint(_ world: PhysicsVector) -> PhysicsVector { (world - position).rotated(by: -angle) }
    /// The velocity of the body's material at a world point.
    public func velocity(at world: PhysicsVector) -> PhysicsVector { velocity + cross(angularVelocity, world - position) }
}

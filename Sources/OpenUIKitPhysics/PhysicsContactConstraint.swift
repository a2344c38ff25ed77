import Foundation

/// The contact of two bodies in one step: a non-penetration impulse and a friction impulse
/// at each point, solved with the joints; restitution after (PH3).
///
/// A point still apart (separation > 0) lets the bodies close the gap this step and no more
/// (a speculative contact: a fast body stops at the surface instead of passing it). Overlap
/// beyond ``PhysicsWorld/linearSlop`` is pushed out at ``PhysicsJoint/positionBias`` per step.
/// Friction is Coulomb's: the tangent impulse is at most `friction ×` the normal impulse.
final class ContactConstraint {
    struct Point {
        var rA: PhysicsVector
        var rB: PhysicsVector
        var normal: PhysicsVector
        var separation: Double
        var normalMass: Double
        var tangentMass: Double
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
        /// The normal velocity before the solve (negative: closing).
        var approachVelocity: Double
    }

    let a: PhysicsBody
    let b: PhysicsBody
    var points: [Point]
    let friction: Double
    let restitution: Double

    init(a: PhysicsBody, b: PhysicsBody, points contacts: [ContactPoint], friction: Double, restitution: Double) {
        self.a = a
        self.b = b
        self.friction = friction
        self.restitution = restitution
        let mA = a.inverseMass, mB = b.inverseMass, iA = a.inverseInertia, iB = b.inverseInertia
        points = contacts.map { c in
            let rA = c.point - a.position, rB = c.point - b.position
            let n = c.normal, t = n.perpendicular
            let rnA = rA.cross(n), rnB = rB.cross(n), rtA = rA.cross(t), rtB = rB.cross(t)
            let kN = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            let kT = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            let dv = b.velocity + cross(b.angularVelocity, rB) - a.velocity - cross(a.angularVelocity, rA)
            return Point(rA: rA, rB: rB, normal: n, separation: c.separation, normalMass: kN > 0 ? 1 / kN : 0,
                         tangentMass: kT > 0 ? 1 / kT : 0, approachVelocity: dv.dot(n))
        }
    }

    private func relativeVelocity(_ p: Point) -> PhysicsVector {
        b.velocity + cross(b.angularVelocity, p.rB) - a.velocity - cross(a.angularVelocity, p.rA)
    }

    private func apply(_ impulse: PhysicsVector, _ p: Point) {
        a.velocity -= a.inverseMass * impulse
        a.angularVelocity -= a.inverseInertia * p.rA.cross(impulse)
        b.velocity += b.inverseMass * impulse
        b.angularVelocity += b.inverseInertia * p.rB.cross(impulse)
    }

    func solve(h: Double) {
        for i in points.indices {
            var p = points[i]
            // Friction first, bounded by the normal impulse so far.
            let t = p.normal.perpendicular
            var lambdaT = -p.tangentMass * relativeVelocity(p).dot(t)
            let maxFriction = friction * p.normalImpulse
            let totalT = max(-maxFriction, min(maxFriction, p.tangentImpulse + lambdaT))
            lambdaT = totalT - p.tangentImpulse
            p.tangentImpulse = totalT
            apply(lambdaT * t, p)

            let vn = relativeVelocity(p).dot(p.normal)
            let target = p.separation > 0
                ? -p.separation / h
                : PhysicsJoint.positionBias * max(0, -p.separation - PhysicsWorld.linearSlop) / h
            var lambdaN = -p.normalMass * (vn - target)
            let totalN = max(0, p.normalImpulse + lambdaN)
            lambdaN = totalN - p.normalImpulse
            p.normalImpulse = totalN
            apply(lambdaN * p.normal, p)
            points[i] = p
        }
    }

    /// Bounces the points that were closing faster than the threshold and did collide:
    /// their normal velocity becomes at least `−restitution ×` the velocity before the solve
    /// (one pass of several).
    func applyRestitution() {
        guard restitution > 0 else { return }
        for i in points.indices {
            var p = points[i]
            guard p.approachVelocity < -PhysicsWorld.restitutionThreshold, p.normalImpulse > 0 else { continue }
            let vn = relativeVelocity(p).dot(p.normal)
            var lambda = -p.normalMass * (vn + restitution * p.approachVelocity)
            let total = max(0, p.normalImpulse + lambda)
            lambda = total - p.normalImpulse
            p.normalImpulse = total
            apply(lambda * p.normal, p)
            points[i] = p
        }
    }
}

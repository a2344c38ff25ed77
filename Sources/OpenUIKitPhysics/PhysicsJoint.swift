import Foundation

/// A constraint between two bodies (or a body and the world's fixed ``PhysicsWorld/ground``),
/// each at an anchor in its own coordinates (PH5).
///
/// Rigid constraints are solved as velocity impulses with a position bias of
/// ``PhysicsJoint/positionBias`` per step; soft ones (a frequency above 0) as damped springs
/// (Box2D's soft constraint: stable for any frequency at the engine's step).
public final class PhysicsJoint {
    /// What the joint holds.
    public enum Kind: Equatable, Sendable {
        /// The anchors stay `length` apart: rigidly when `frequency` is 0, else as a spring of
        /// that frequency (Hz) and damping ratio (0 none, 1 critical).
        case distance(length: Double, frequency: Double, dampingRatio: Double)
        /// The anchors stay at most `length` apart (a rope).
        case limit(length: Double)
        /// The anchors stay together; the bodies turn freely about them, against a friction
        /// torque (the largest torque the friction can hold).
        case pin(frictionTorque: Double)
        /// The anchors stay together and the bodies keep their relative rotation.
        case fixed
        /// The second anchor moves only along `axis` (in the first body's coordinates) from
        /// the first, within `range` of translation; no relative rotation.
        case sliding(axis: PhysicsVector, range: ClosedRange<Double>)
        /// The anchors are pulled together by a damped spring of that frequency and damping
        /// ratio, and the first body's rotation towards the second's plus the reference angle.
        case spring(frequency: Double, dampingRatio: Double)
    }

    /// The fraction of a rigid constraint's position error removed each step.
    public static let positionBias = 0.2

    /// What the joint holds.
    public var kind: Kind
    /// The first body.
    public let bodyA: PhysicsBody
    /// The second body (the world's ``PhysicsWorld/ground`` for an anchor in the world).
    public let bodyB: PhysicsBody
    /// The anchor on ``bodyA``, in its coordinates.
    public var localAnchorA: PhysicsVector
    /// The anchor on ``bodyB``, in its coordinates (world coordinates when it is the ground).
    public var localAnchorB: PhysicsVector
    /// `bodyB.angle − bodyA.angle` to keep, for fixed, sliding and spring joints.
    public var referenceAngle: Double

    private var impulse = PhysicsVector.zero
    private var axialImpulse = 0.0
    private var lowerImpulse = 0.0
    private var upperImpulse = 0.0
    private var angularImpulse = 0.0

    /// A joint between anchors given in world coordinates; the reference angle is the bodies'
    /// relative rotation now.
    public init(kind: Kind, bodyA: PhysicsBody, anchorA: PhysicsVector, bodyB: PhysicsBody, anchorB: PhysicsVector) {
        self.kind = kind
        self.bodyA = bodyA
        self.bodyB = bodyB
        localAnchorA = bodyA.localPoint(anchorA)
        localAnchorB = bodyB.localPoint(anchorB)
        referenceAngle = bodyB.angle - bodyA.angle
    }

    /// The first anchor in world coordinates.
    public var worldAnchorA: PhysicsVector { bodyA.worldPoint(localAnchorA) }
    /// The second anchor in world coordinates.
    public var worldAnchorB: PhysicsVector { bodyB.worldPoint(localAnchorB) }

    /// Forgets the impulses of the last step (no warm starting: each step starts from rest).
    func prepare() {
        impulse = .zero; axialImpulse = 0; lowerImpulse = 0; upperImpulse = 0; angularImpulse = 0
    }

    func solve(h: Double) {
        let a = bodyA, b = bodyB
        let mA = a.inverseMass, mB = b.inverseMass, iA = a.inverseInertia, iB = b.inverseInertia
        guard mA + mB > 0 else { return }
        let rA = localAnchorA.rotated(by: a.angle), rB = localAnchorB.rotated(by: b.angle)
        let pA = a.position + rA, pB = b.position + rB
        let beta = Self.positionBias

        func relativeVelocity() -> PhysicsVector { b.velocity + cross(b.angularVelocity, rB) - a.velocity - cross(a.angularVelocity, rA) }
        func apply(_ p: PhysicsVector, angular: Double = 0) {
            a.velocity -= mA * p; a.angularVelocity -= iA * (rA.cross(p) + angular)
            b.velocity += mB * p; b.angularVelocity += iB * (rB.cross(p) + angular)
        }
        /// Applies a 1D impulse along `n` at the anchors; returns the effective mass's inverse.
        func axialMass(_ n: PhysicsVector) -> Double {
            let ra = rA.cross(n), rb = rB.cross(n)
            return mA + mB + iA * ra * ra + iB * rb * rb
        }
        func pointImpulse(bias: PhysicsVector, soften gamma: Double = 0) -> PhysicsVector {
            let k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y + gamma
            let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
            let k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x + gamma
            let det = k11 * k22 - k12 * k12
            guard abs(det) > 1e-12 else { return .zero }
            let rhs = -(relativeVelocity() + bias + gamma * impulse)
            return PhysicsVector((k22 * rhs.x - k12 * rhs.y) / det, (k11 * rhs.y - k12 * rhs.x) / det)
        }
        func solveAngle(target: Double?) {
            let k = iA + iB
            guard k > 0 else { return }
            let c = target.map { b.angle - a.angle - $0 } ?? 0
            let lambda = -(b.angularVelocity - a.angularVelocity + beta * c / h) / k
            apply(.zero, angular: lambda)
        }

        switch kind {
        case let .distance(length, frequency, dampingRatio):
            let d = pB - pA
            let distance = d.length
            let n = distance > 1e-9 ? d * (1 / distance) : PhysicsVector(0, 1)
            let k = axialMass(n)
            guard k > 0 else { return }
            let c = distance - length
            let cdot = n.dot(relativeVelocity())
            if frequency > 0 {
                let soft = SoftConstraint(frequency: frequency, dampingRatio: dampingRatio, mass: 1 / k, h: h)
                let lambda = -(cdot + soft.biasRate * c + soft.gamma * axialImpulse) / (k + soft.gamma)
                axialImpulse += lambda
                apply(lambda * n)
            } else {
                let lambda = -(cdot + beta * c / h) / k
                apply(lambda * n)
            }
        case let .limit(length):
            let d = pB - pA
            let distance = d.length
            guard distance > 1e-9 else { return }
            let n = d * (1 / distance)
            let k = axialMass(n)
            let c = distance - length
            let bias = c < 0 ? c / h : beta * c / h
            var lambda = -(n.dot(relativeVelocity()) + bias) / k
            let total = min(axialImpulse + lambda, 0)
            lambda = total - axialImpulse
            axialImpulse = total
            apply(lambda * n)
        case let .pin(frictionTorque):
            if frictionTorque > 0, iA + iB > 0 {
                var lambda = -(b.angularVelocity - a.angularVelocity) / (iA + iB)
                let total = max(-frictionTorque * h, min(frictionTorque * h, angularImpulse + lambda))
                lambda = total - angularImpulse
                angularImpulse = total
                apply(.zero, angular: lambda)
            }
            apply(pointImpulse(bias: (pB - pA) * (beta / h)))
        case .fixed:
            solveAngle(target: referenceAngle)
            apply(pointImpulse(bias: (pB - pA) * (beta / h)))
        case let .sliding(localAxis, range):
            solveAngle(target: referenceAngle)
            let axis = localAxis.normalized.rotated(by: a.angle)
            let perp = axis.perpendicular
            let d = pB - pA
            func solveAlong(_ n: PhysicsVector, c: Double, clampTo limit: ((Double) -> Double)?, accumulated: inout Double) {
                let s1 = (d + rA).cross(n), s2 = rB.cross(n)
                let k = mA + mB + iA * s1 * s1 + iB * s2 * s2
                guard k > 0 else { return }
                let cdot = n.dot(b.velocity - a.velocity) + s2 * b.angularVelocity - s1 * a.angularVelocity
                let bias = limit != nil && c > 0 ? c / h : beta * c / h
                var lambda = -(cdot + bias) / k
                if let limit {
                    let total = limit(accumulated + lambda)
                    lambda = total - accumulated
                    accumulated = total
                }
                let p = lambda * n
                a.velocity -= mA * p; a.angularVelocity -= iA * lambda * s1
                b.velocity += mB * p; b.angularVelocity += iB * lambda * s2
            }
            var unused = 0.0
            solveAlong(perp, c: perp.dot(d), clampTo: nil, accumulated: &unused)
            let translation = axis.dot(d)
            if range.lowerBound > -Double.infinity {
                solveAlong(axis, c: translation - range.lowerBound, clampTo: { max($0, 0) }, accumulated: &lowerImpulse)
            }
            if range.upperBound < Double.infinity {
                solveAlong(-axis, c: range.upperBound - translation, clampTo: { max($0, 0) }, accumulated: &upperImpulse)
            }
        case let .spring(frequency, dampingRatio):
            let linearK = mA + mB
            let soft = SoftConstraint(frequency: frequency, dampingRatio: dampingRatio, mass: 1 / linearK, h: h)
            let p = pointImpulse(bias: (pB - pA) * soft.biasRate, soften: soft.gamma)
            impulse += p
            apply(p)
            if iA + iB > 0 {
                let angularSoft = SoftConstraint(frequency: frequency, dampingRatio: dampingRatio, mass: 1 / (iA + iB), h: h)
                let c = b.angle - a.angle - referenceAngle
                let lambda = -(b.angularVelocity - a.angularVelocity + angularSoft.biasRate * c + angularSoft.gamma * angularImpulse)
                    / (iA + iB + angularSoft.gamma)
                angularImpulse += lambda
                apply(.zero, angular: lambda)
            }
        }
    }
}

/// The softness of a damped spring solved as a constraint (Box2D's soft step): `gamma`
/// softens the effective mass, `biasRate` turns position error into velocity.
struct SoftConstraint {
    let gamma: Double
    let biasRate: Double

    init(frequency: Double, dampingRatio: Double, mass: Double, h: Double) {
        let omega = 2 * Double.pi * frequency
        let damping = 2 * mass * dampingRatio * omega
        let stiffness = mass * omega * omega
        let g = h * (damping + h * stiffness)
        gamma = g > 0 ? 1 / g : 0
        biasRate = h * stiffness * gamma
    }
}

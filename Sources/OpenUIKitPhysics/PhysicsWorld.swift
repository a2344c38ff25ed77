import Foundation

/// The engine behind UIKit Dynamics: rigid bodies moved in fixed steps of ``timeStep``
/// (PH1), pulled by forces, fields and joints, and kept apart by collisions (PH3, PH4).
///
/// Deterministic: the same bodies, forces and number of steps give the same positions on every
/// run (plain `Double` arithmetic in a fixed order; no clock, no randomness but the seeded
/// noise of fields). Each ``step()``:
/// 1. fields add forces; forces, torques and accelerations change velocities
///    (semi-implicit Euler), then resistance damps them;
/// 2. contacts are found at the current positions (within a speculative margin) and the
///    contact and joint constraints are solved together in ``velocityIterations`` passes,
///    then restitution is applied to contacts that were closing fast;
/// 3. positions and angles move by the velocities;
/// 4. rest is tracked and contact events are reported.
///
/// Free fall under an acceleration g for n steps moves a body `g h² n(n+1)/2`, that is
/// `½ g t² + ½ g h t` after t = n h seconds: ahead of the exact parabola by `½ g h t`
/// (4.17 points after 1 s of 1000 points/s² at h = 1/120 s) (PH1).
public final class PhysicsWorld {
    /// The step: 1/120 s.
    public static let timeStep = 1.0 / 120
    /// A body moving slower than this (points/s) and turning slower than
    /// ``restAngularTolerance`` is at rest.
    public static let restLinearTolerance = 1.0
    /// Radians per second (2°/s).
    public static let restAngularTolerance = 2 * Double.pi / 180
    /// Seconds a body must stay at rest before it counts as at rest.
    public static let timeToRest = 0.5
    /// Overlap left uncorrected, so resting contacts do not jitter (points).
    static let linearSlop = 0.5
    /// Closing speeds below this (points/s) do not bounce.
    static let restitutionThreshold = 20.0
    /// A contact counts as touching (for events) while its separation is at most this.
    static let touchTolerance = 0.5

    /// The bodies, in the order added.
    public private(set) var bodies: [PhysicsBody] = []
    /// The collision groups, in order.
    public var groups: [PhysicsCollisionGroup] = []
    /// The joints, solved in order.
    public var joints: [PhysicsJoint] = []
    /// The fields, applied in order.
    public var fields: [PhysicsField] = []
    /// The world's fixed body, for anchors in world coordinates.
    public let ground: PhysicsBody
    /// Constraint passes per step.
    public var velocityIterations = 10
    /// Seconds simulated.
    public private(set) var time = 0.0

    /// An empty world.
    public init() {
        ground = PhysicsBody(shape: .circle(radius: 0), position: .zero)
        ground.isAnchored = true
    }

    /// Adds a body (adding one twice does nothing).
    public func addBody(_ body: PhysicsBody) {
        guard !bodies.contains(where: { $0 === body }) else { return }
        bodies.append(body)
    }

    /// Removes a body, its joints and its place in every group.
    public func removeBody(_ body: PhysicsBody) {
        bodies.removeAll { $0 === body }
        joints.removeAll { $0.bodyA === body || $0.bodyB === body }
        for group in groups { group.bodies.removeAll { $0 === body } }
    }

    /// Whether every movable body has been at rest for ``timeToRest`` (true with none).
    public var isAtRest: Bool {
        bodies.allSatisfy { $0.isAnchored || $0.timeAtRest >= Self.timeToRest - 1e-9 }
    }

    /// Restarts every body's rest time (something changed: rest is judged afresh).
    public func resetRest() {
        for body in bodies { body.timeAtRest = 0 }
    }

    /// Advances the world one ``timeStep``; returns the contacts that began and ended, each
    /// group's endings first, then its beginnings, in the order of its pairs (PH4).
    @discardableResult
    public func step() -> [PhysicsContactEvent] {
        let h = Self.timeStep
        for field in fields { field.apply(to: bodies, time: time) }
        for body in bodies {
            defer { body.force = .zero; body.torque = 0; body.acceleration = .zero }
            guard !body.isAnchored else { body.velocity = .zero; body.angularVelocity = 0; continue }
            body.velocity += h * (body.acceleration + body.inverseMass * body.force)
            body.angularVelocity += h * body.inverseInertia * body.torque
            body.velocity = body.velocity * (1 / (1 + h * body.resistance))
            body.angularVelocity *= 1 / (1 + h * body.angularResistance)
            if !body.allowsRotation { body.angularVelocity = 0 }
        }

        let (constraints, candidates) = findContacts(h: h)
        for joint in joints { joint.prepare() }
        for _ in 0..<velocityIterations {
            for joint in joints { joint.solve(h: h) }
            for constraint in constraints { constraint.solve(h: h) }
        }
        // Restitution in passes too, so that a face's two points bounce it straight (PH3).
        for _ in 0..<velocityIterations {
            for constraint in constraints { constraint.applyRestitution() }
        }

        for body in bodies where !body.isAnchored {
            body.position += h * body.velocity
            body.angle += h * body.angularVelocity
            let resting = body.velocity.length < Self.restLinearTolerance && abs(body.angularVelocity) < Self.restAngularTolerance
            body.timeAtRest = resting ? body.timeAtRest + h : 0
        }
        time += h
        return events(candidates.map { $0.compactMap(\.touch) })
    }

    private func margin(_ a: PhysicsBody, _ b: PhysicsBody?, h: Double) -> Double {
        var speed = a.velocity.length + abs(a.angularVelocity) * a.shape.boundingRadius
        if let b { speed += b.velocity.length + abs(b.angularVelocity) * b.shape.boundingRadius }
        return 1 + speed * h
    }

    /// A pair within the speculative margin, judged touching or not after the solve.
    struct Candidate {
        let key: PairKey
        let bodyA: PhysicsBody
        let bodyB: PhysicsBody?
        let boundary: PhysicsBoundary?
        let points: [ContactPoint]
        let constraint: ContactConstraint?

        /// Touching: a point within ``touchTolerance``, or one the solver pushed at (a
        /// speculative contact that stopped or bounced the bodies this step) (PH4).
        var touch: Touch? {
            var touching: [PhysicsVector] = []
            for (i, point) in points.enumerated() {
                let pushed = constraint.map { i < $0.points.count && $0.points[i].normalImpulse > 0 } ?? false
                // Where they meet: midway between two bodies; on a boundary, which does not move.
                if point.separation <= PhysicsWorld.touchTolerance || pushed {
                    touching.append(boundary == nil ? point.point : point.point + point.normal * (max(0, point.separation) / 2))
                }
            }
            guard !touching.isEmpty else { return nil }
            let sum = touching.reduce(PhysicsVector.zero, +)
            return Touch(key: key, bodyA: bodyA, bodyB: bodyB, boundary: boundary, point: sum * (1 / Double(touching.count)))
        }
    }

    /// The contact constraints (each pair once) and, per group, the pairs within the margin.
    private func findContacts(h: Double) -> ([ContactConstraint], [[Candidate]]) {
        var constraints: [ContactConstraint] = []
        var solved: [PairKey: [ContactPoint]] = [:]
        var constraintsByPair: [PairKey: ContactConstraint] = [:]
        var candidatesByGroup: [[Candidate]] = []
        for group in groups {
            var candidates: [Candidate] = []
            func record(_ key: PairKey, _ a: PhysicsBody, _ b: PhysicsBody?, _ boundary: PhysicsBoundary?, _ points: [ContactPoint],
                        _ constraint: ContactConstraint?) {
                guard !points.isEmpty else { return }
                candidates.append(Candidate(key: key, bodyA: a, bodyB: b, boundary: boundary, points: points, constraint: constraint))
            }
            if group.collidesBodies {
                for i in group.bodies.indices {
                    for j in group.bodies.indices where j > i {
                        let a = group.bodies[i], b = group.bodies[j]
                        guard a !== b, !(a.isAnchored && b.isAnchored) else { continue }
                        let key = PairKey(a: ObjectIdentifier(a), b: ObjectIdentifier(b))
                        let reversed = PairKey(a: key.b, b: key.a)
                        if let points = solved[key] { record(key, a, b, nil, points, constraintsByPair[key]); continue }
                        if let points = solved[reversed] {
                            record(key, a, b, nil, points.map { ContactPoint(point: $0.point, normal: -$0.normal, separation: $0.separation) },
                                   constraintsByPair[reversed])
                            continue
                        }
                        let m = margin(a, b, h: h)
                        guard (a.position - b.position).length <= a.shape.boundingRadius + b.shape.boundingRadius + m else {
                            solved[key] = []
                            continue
                        }
                        var points: [ContactPoint] = []
                        for pa in WorldShape.pieces(of: a.shape, position: a.position, angle: a.angle) {
                            for pb in WorldShape.pieces(of: b.shape, position: b.position, angle: b.angle) {
                                points += collide(pa, pb, margin: m)
                            }
                        }
                        solved[key] = points
                        if !points.isEmpty {
                            let constraint = ContactConstraint(a: a, b: b, points: points, friction: (a.friction * b.friction).squareRoot(),
                                                               restitution: max(a.elasticity, b.elasticity))
                            constraints.append(constraint)
                            constraintsByPair[key] = constraint
                        }
                        record(key, a, b, nil, points, constraintsByPair[key])
                    }
                }
            }
            if group.collidesBoundaries {
                for body in group.bodies where !body.isAnchored {
                    let m = margin(body, nil, h: h)
                    let pieces = WorldShape.pieces(of: body.shape, position: body.position, angle: body.angle)
                    for boundary in group.boundaries {
                        let key = PairKey(a: ObjectIdentifier(body), b: ObjectIdentifier(boundary))
                        var points: [ContactPoint] = []
                        if let known = solved[key] {
                            points = known
                        } else {
                            for wall in boundary.pieces {
                                for piece in pieces { points += collide(wall, piece, margin: m) }
                            }
                            // Normals from the body to the boundary, as the constraint's body A is the body.
                            points = points.map { ContactPoint(point: $0.point, normal: -$0.normal, separation: $0.separation) }
                            solved[key] = points
                            if !points.isEmpty {
                                let constraint = ContactConstraint(a: body, b: ground, points: points, friction: body.friction,
                                                                   restitution: body.elasticity)
                                constraints.append(constraint)
                                constraintsByPair[key] = constraint
                            }
                        }
                        record(key, body, nil, boundary, points, constraintsByPair[key])
                    }
                }
            }
            candidatesByGroup.append(candidates)
        }
        return (constraints, candidatesByGroup)
    }

    private func events(_ touchesByGroup: [[Touch]]) -> [PhysicsContactEvent] {
        var events: [PhysicsContactEvent] = []
        for (group, touches) in zip(groups, touchesByGroup) {
            let now = Set(touches.map(\.key))
            let before = Set(group.touching.map(\.key))
            for old in group.touching where !now.contains(old.key) {
                events.append(PhysicsContactEvent(kind: .ended, group: group, bodyA: old.bodyA, bodyB: old.bodyB, boundary: old.boundary, point: old.point))
            }
            for touch in touches where !before.contains(touch.key) {
                events.append(PhysicsContactEvent(kind: .began, group: group, bodyA: touch.bodyA, bodyB: touch.bodyB, boundary: touch.boundary, point: touch.point))
            }
            // Pairs keep the order they began in.
            var kept = group.touching.filter { now.contains($0.key) }
            for touch in touches where !before.contains(touch.key) { kept.append(touch) }
            group.touching = kept.map { old in touches.first { $0.key == old.key } ?? old }
        }
        return events
    }
}

import Foundation

/// A fixed outline bodies collide with: segments (an open or closed line) or solid convex
/// polygons, in world coordinates. It never moves and has no material of its own: a contact
/// with it uses the body's elasticity and friction (PH3).
public final class PhysicsBoundary {
    /// What the owner calls the boundary (the engine reports it back in contact events).
    public let tag: Int
    let pieces: [WorldShape]

    /// A boundary of the segments joining each polyline's points in order.
    public init(tag: Int, polylines: [[PhysicsVector]]) {
        self.tag = tag
        var pieces: [WorldShape] = []
        for points in polylines where points.count >= 2 {
            for i in 0..<(points.count - 1) where (points[i + 1] - points[i]).length > 1e-9 {
                pieces.append(.polygon([points[i], points[i + 1]]))
            }
        }
        self.pieces = pieces
    }

    /// A boundary of the segments joining `points` in order (and the last to the first when
    /// `closed`).
    public convenience init(tag: Int, points: [PhysicsVector], closed: Bool) {
        self.init(tag: tag, polylines: [closed && !points.isEmpty ? points + [points[0]] : points])
    }

    /// A boundary that keeps bodies inside the rectangle from (`minX`, `minY`) to (`maxX`,
    /// `maxY`): four solid walls outside its edges, so a fast body cannot pass between two
    /// steps (PH3).
    public init(tag: Int, enclosingMinX minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.tag = tag
        let t = 10_000.0
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> WorldShape {
            .polygon([PhysicsVector(x0, y0), PhysicsVector(x1, y0), PhysicsVector(x1, y1), PhysicsVector(x0, y1)])
        }
        pieces = [
            box(minX - t, minY - t, maxX + t, minY),  // above
            box(minX - t, maxY, maxX + t, maxY + t),  // below
            box(minX - t, minY, minX, maxY),  // left
            box(maxX, minY, maxX + t, maxY),  // right
        ]
    }
}

/// Bodies that collide with each other and with boundaries, as one `UICollisionBehavior`
/// sets them (PH3). A pair of bodies in several groups collides once.
public final class PhysicsCollisionGroup {
    /// The group's bodies, in order (the order of its contact events).
    public var bodies: [PhysicsBody] = []
    /// The group's boundaries, in order.
    public var boundaries: [PhysicsBoundary] = []
    /// Whether the group's bodies collide with each other.
    public var collidesBodies = true
    /// Whether the group's bodies collide with its boundaries.
    public var collidesBoundaries = true
    /// The pairs touching after the last step, in the order they began.
    var touching: [Touch] = []

    /// An empty group whose bodies collide with each other and its boundaries.
    public init() {}
}

/// A contact between two bodies, or a body and a boundary, that began or ended in a step.
public struct PhysicsContactEvent {
    /// Whether the contact began or ended.
    public enum Kind: Equatable, Sendable { case began, ended }
    /// Whether the contact began or ended.
    public let kind: Kind
    /// The group the pair collides in.
    public let group: PhysicsCollisionGroup
    /// The body (the first of a pair, in the group's order).
    public let bodyA: PhysicsBody
    /// The other body; nil for a boundary.
    public let bodyB: PhysicsBody?
    /// The boundary; nil for a body.
    public let boundary: PhysicsBoundary?
    /// Where they touch (began) or last touched (ended), in world coordinates.
    public let point: PhysicsVector
}

/// Who touches whom: two bodies (in the group's order) or a body and a boundary.
struct PairKey: Hashable {
    let a: ObjectIdentifier
    let b: ObjectIdentifier
}

/// A pair in contact, and where.
struct Touch {
    let key: PairKey
    let bodyA: PhysicsBody
    let bodyB: PhysicsBody?
    let boundary: PhysicsBoundary?
    var point: PhysicsVector
}

import Foundation

/// One point where two outlines touch or are about to: `normal` points from the first
/// outline to the second; `separation` is negative when they overlap (PH3).
struct ContactPoint {
    var point: PhysicsVector
    var normal: PhysicsVector
    var separation: Double
}

/// An outline placed in the world: a circle, or a convex polygon (a segment has two points).
enum WorldShape {
    case circle(center: PhysicsVector, radius: Double)
    case polygon(vertices: [PhysicsVector], normals: [PhysicsVector])

    /// The pieces of `shape` placed at `position`, rotated by `angle`.
    static func pieces(of shape: PhysicsShape, position: PhysicsVector, angle: Double) -> [WorldShape] {
        switch shape {
        case let .circle(r): return [.circle(center: position, radius: r)]
        case let .polygons(pieces):
            return pieces.map { piece in polygon(piece.map { position + $0.rotated(by: angle) }) }
        }
    }

    /// A polygon of world points with positive area (or a segment), with its outward normals.
    static func polygon(_ vertices: [PhysicsVector]) -> WorldShape {
        let normals = vertices.indices.map { i -> PhysicsVector in
            let e = vertices[(i + 1) % vertices.count] - vertices[i]
            return PhysicsVector(e.y, -e.x).normalized
        }
        return .polygon(vertices: vertices, normals: normals)
    }
}

/// The contact points between two placed outlines, if they are within `margin` of each other.
func collide(_ a: WorldShape, _ b: WorldShape, margin: Double) -> [ContactPoint] {
    switch (a, b) {
    case let (.circle(ca, ra), .circle(cb, rb)):
        let d = cb - ca
        let distance = d.length
        let separation = distance - ra - rb
        guard separation <= margin else { return [] }
        let normal = distance > 1e-9 ? d * (1 / distance) : PhysicsVector(0, 1)
        return [ContactPoint(point: ca + normal * (ra + separation / 2), normal: normal, separation: separation)]
    case let (.polygon(v, n), .circle(c, r)):
        return collidePolygonCircle(v, n, c, r, margin: margin)
    case let (.circle(c, r), .polygon(v, n)):
        return collidePolygonCircle(v, n, c, r, margin: margin).map {
            ContactPoint(point: $0.point, normal: -$0.normal, separation: $0.separation)
        }
    case let (.polygon(va, na), .polygon(vb, nb)):
        return collidePolygons(va, na, vb, nb, margin: margin)
    }
}

private func collidePolygonCircle(_ v: [PhysicsVector], _ n: [PhysicsVector], _ c: PhysicsVector, _ r: Double,
                                  margin: Double) -> [ContactPoint] {
    var best = -Double.infinity, edge = 0
    for i in v.indices {
        let s = n[i].dot(c - v[i])
        if s > r + margin { return [] }
        if s > best { best = s; edge = i }
    }
    let v1 = v[edge], v2 = v[(edge + 1) % v.count]
    let normal: PhysicsVector, separation: Double
    if best < 1e-9 {
        normal = n[edge]; separation = best - r
    } else if (c - v1).dot(v2 - v1) <= 0 {
        let d = c - v1
        separation = d.length - r
        guard separation <= margin else { return [] }
        normal = d.normalized
    } else if (c - v2).dot(v1 - v2) <= 0 {
        let d = c - v2
        separation = d.length - r
        guard separation <= margin else { return [] }
        normal = d.normalized
    } else {
        normal = n[edge]
        separation = normal.dot(c - v1) - r
        guard separation <= margin else { return [] }
    }
    return [ContactPoint(point: c - normal * (r + separation / 2), normal: normal, separation: separation)]
}

/// The edge of `v1` whose outward normal separates the polygons most, and that separation.
private func maxSeparation(_ v1: [PhysicsVector], _ n1: [PhysicsVector], _ v2: [PhysicsVector]) -> (edge: Int, separation: Double) {
    var best = -Double.infinity, edge = 0
    for i in v1.indices {
        var s = Double.infinity
        for p in v2 { s = min(s, n1[i].dot(p - v1[i])) }
        if s > best { best = s; edge = i }
    }
    return (edge, best)
}

/// The clipping of a segment to the half-plane `normal · p <= offset`.
private func clip(_ points: [PhysicsVector], normal: PhysicsVector, offset: Double) -> [PhysicsVector] {
    guard points.count == 2 else { return points }
    let d0 = normal.dot(points[0]) - offset, d1 = normal.dot(points[1]) - offset
    var out: [PhysicsVector] = []
    if d0 <= 0 { out.append(points[0]) }
    if d1 <= 0 { out.append(points[1]) }
    if d0 * d1 < 0 {
        let t = d0 / (d0 - d1)
        out.append(points[0] + (points[1] - points[0]) * t)
    }
    return out
}

/// Separating axes, then the incident edge clipped to the reference edge (Box2D's method).
private func collidePolygons(_ va: [PhysicsVector], _ na: [PhysicsVector], _ vb: [PhysicsVector], _ nb: [PhysicsVector],
                             margin: Double) -> [ContactPoint] {
    let (edgeA, separationA) = maxSeparation(va, na, vb)
    guard separationA <= margin else { return [] }
    let (edgeB, separationB) = maxSeparation(vb, nb, va)
    guard separationB <= margin else { return [] }
    let flip = separationB > separationA + 0.05
    let (v1, n1, edge1, v2, n2) = flip ? (vb, nb, edgeB, va, na) : (va, na, edgeA, vb, nb)
    let normal = n1[edge1]
    var incident = 0, minDot = Double.infinity
    for i in n2.indices where normal.dot(n2[i]) < minDot { minDot = normal.dot(n2[i]); incident = i }
    var points = [v2[incident], v2[(incident + 1) % v2.count]]
    let r1 = v1[edge1], r2 = v1[(edge1 + 1) % v1.count]
    let tangent = (r2 - r1).normalized
    points = clip(points, normal: -tangent, offset: -tangent.dot(r1))
    points = clip(points, normal: tangent, offset: tangent.dot(r2))
    let front = normal.dot(r1)
    var contacts: [ContactPoint] = []
    for p in points {
        let separation = normal.dot(p) - front
        guard separation <= margin else { continue }
        contacts.append(ContactPoint(point: p - normal * (separation / 2), normal: flip ? -normal : normal, separation: separation))
    }
    return contacts
}

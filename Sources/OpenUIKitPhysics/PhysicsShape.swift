import Foundation

/// The outline a body collides with, in the body's own coordinates: (0, 0) is the body's
/// position (an item's centre), before the body's rotation.
///
/// Polygons are convex; a concave outline is cut into convex pieces by
/// ``PhysicsShape/path(_:)``. Mass and moment of inertia are taken about (0, 0), the point
/// the body turns about, so an outline not centred there turns about that point all the same
/// (PH2).
public enum PhysicsShape: Hashable, Sendable {
    /// A circle of `radius` centred at (0, 0).
    case circle(radius: Double)
    /// Convex polygons (each at least three points, or two for a segment).
    case polygons([[PhysicsVector]])

    /// An axis-aligned rectangle of `width` × `height` centred at (0, 0).
    public static func rectangle(width: Double, height: Double) -> PhysicsShape {
        let w = width / 2, h = height / 2
        return .polygons([[PhysicsVector(-w, -h), PhysicsVector(w, -h), PhysicsVector(w, h), PhysicsVector(-w, h)]])
    }

    /// The ellipse inscribed in `width` × `height`, centred at (0, 0): a circle when both are
    /// equal, else a polygon of 32 points on the ellipse (PH2).
    public static func ellipse(width: Double, height: Double) -> PhysicsShape {
        if abs(width - height) < 1e-9 { return .circle(radius: width / 2) }
        let n = 32
        let points = (0..<n).map { i -> PhysicsVector in
            let t = Double(i) / Double(n) * 2 * Double.pi
            return PhysicsVector(width / 2 * cos(t), height / 2 * sin(t))
        }
        return .polygons([points])
    }

    /// A closed outline (either winding): as it is when convex, else cut into triangles by ear
    /// clipping (PH2). Fewer than three distinct points give no shape (nil).
    public static func path(_ outline: [PhysicsVector]) -> PhysicsShape? {
        var points: [PhysicsVector] = []
        for p in outline where points.last.map({ ($0 - p).length > 1e-9 }) ?? true { points.append(p) }
        if let first = points.first, let last = points.last, points.count > 1, (first - last).length <= 1e-9 { points.removeLast() }
        guard points.count >= 3 else { return nil }
        if signedArea(points) < 0 { points.reverse() }
        if isConvex(points) { return .polygons([points]) }
        let triangles = earClip(points)
        return triangles.isEmpty ? nil : .polygons(triangles)
    }

    /// The signed area (positive for points turning as x towards y).
    static func signedArea(_ p: [PhysicsVector]) -> Double {
        var sum = 0.0
        for i in p.indices { sum += p[i].cross(p[(i + 1) % p.count]) }
        return sum / 2
    }

    static func isConvex(_ p: [PhysicsVector]) -> Bool {
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            if (b - a).cross(c - b) < -1e-9 { return false }
        }
        return true
    }

    /// Triangles of a simple polygon of positive area.
    static func earClip(_ polygon: [PhysicsVector]) -> [[PhysicsVector]] {
        var remaining = polygon
        var triangles: [[PhysicsVector]] = []
        var guardCount = 0
        while remaining.count > 3, guardCount < 10_000 {
            guardCount += 1
            var clipped = false
            for i in remaining.indices {
                let a = remaining[(i + remaining.count - 1) % remaining.count], b = remaining[i], c = remaining[(i + 1) % remaining.count]
                guard (b - a).cross(c - b) > 1e-12 else { continue }
                let inside = remaining.contains { p in
                    p != a && p != b && p != c && (b - a).cross(p - a) >= 0 && (c - b).cross(p - b) >= 0 && (a - c).cross(p - c) >= 0
                }
                if inside { continue }
                triangles.append([a, b, c])
                remaining.remove(at: i)
                clipped = true
                break
            }
            if !clipped { break }
        }
        if remaining.count == 3, signedArea(remaining) > 1e-12 { triangles.append(remaining) }
        return triangles
    }

    /// The area, in square points.
    public var area: Double {
        switch self {
        case let .circle(r): return Double.pi * r * r
        case let .polygons(pieces): return pieces.reduce(0) { $0 + max(0, Self.signedArea($1)) }
        }
    }

    /// The second moment of area about (0, 0) (∫ r² dA), in points⁴.
    public var secondMomentOfArea: Double {
        switch self {
        case let .circle(r): return Double.pi * r * r * r * r / 2
        case let .polygons(pieces):
            var total = 0.0
            for p in pieces where p.count >= 3 {
                for i in p.indices {
                    let a = p[i], b = p[(i + 1) % p.count]
                    total += a.cross(b) * (a.dot(a) + a.dot(b) + b.dot(b)) / 12
                }
            }
            return abs(total)
        }
    }

    /// The radius of the smallest circle about (0, 0) holding the shape.
    public var boundingRadius: Double {
        switch self {
        case let .circle(r): return r
        case let .polygons(pieces): return pieces.flatMap { $0 }.map(\.length).max() ?? 0
        }
    }
}

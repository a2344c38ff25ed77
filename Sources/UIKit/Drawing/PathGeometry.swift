import Foundation

/// The geometry behind paths: arcs as cubic Béziers, curve extrema, winding numbers.
enum PathGeometry {
    /// One cubic segment of a unit-circle arc.
    struct ArcSegment {
        var control1: CGPoint, control2: CGPoint, end: CGPoint
    }

    /// A unit-circle arc from `start` through `sweep` radians, as cubic segments of at most a
    /// quarter turn each (control distance 4/3·tan(θ/4), the usual approximation, within
    /// 0.03% of the circle).
    static func unitArc(from start: CGFloat, sweep: CGFloat) -> [ArcSegment] {
        guard sweep != 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var segments: [ArcSegment] = []
        segments.reserveCapacity(count)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (snapped(cos(angle)), snapped(sin(angle)), snapped(cos(next)), snapped(sin(next)))
            segments.append(ArcSegment(control1: CGPoint(x: c0 - k * s0, y: s0 + k * c0),
                                       control2: CGPoint(x: c1 + k * s1, y: s1 - k * c1),
                                       end: CGPoint(x: c1, y: s1)))
            angle = next
        }
        return segments
    }

    /// A unit-circle coordinate with rounding noise removed, so that quarter turns land
    /// exactly on the axes (a rounded rectangle's bounds are its rectangle).
    static func snapped(_ value: CGFloat) -> CGFloat {
        for exact: CGFloat in [0, 1, -1] where abs(value - exact) < 1e-12 { return exact }
        return value
    }

    /// The points where a quadratic curve turns in x or y.
    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        var points: [CGPoint] = []
        for axis in 0..<2 {
            let (a, b, e) = axis == 0 ? (p0.x, c.x, p1.x) : (p0.y, c.y, p1.y)
            let denominator = a - 2 * b + e
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            guard t > 0, t < 1 else { continue }
            let u = 1 - t
            points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
        }
        return points
    }

    /// The points where a cubic curve turns in x or y.
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        var points: [CGPoint] = []
        func point(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x, y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
        }
        for axis in 0..<2 {
            let (a, b, c, d) = axis == 0 ? (p0.x, c1.x, c2.x, p1.x) : (p0.y, c1.y, c2.y, p1.y)
            // The derivative's coefficients: 3(-a + 3b - 3c + d)t² + 6(a - 2b + c)t + 3(b - a).
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 {
                if qb != 0 { roots.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
                }
            }
            points += roots.filter { $0 > 0 && $0 < 1 }.map(point)
        }
        return points
    }

    /// The winding number of the path around `point`, with curves flattened and every
    /// subpath closed.
    static func windingNumber(of point: CGPoint, in elements: [PathElement]) -> Int {
        var winding = 0
        for polygon in flattened(elements) where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Each subpath as a polygon, curves cut into 16 straight pieces.
    static func flattened(_ elements: [PathElement]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() { if !current.isEmpty { polygons.append(current) }; current = [] }
        for element in elements {
            switch element {
            case let .move(p): finish(); current = [p]
            case let .line(p): current.append(p)
            case let .quadCurve(p, c):
                let p0 = current.last ?? .zero
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(p, c1, c2):
                let p0 = current.last ?? .zero
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
            case .close:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return polygons
    }

    /// The arc `CGPathAddArcToPoint` draws: tangent to p0→p1 and p1→p2 with `radius`. Nil
    /// when the three points are on one line (Core Graphics then draws a line to p1).
    static func tangentArc(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat) -> (center: CGPoint, start: CGFloat, sweep: CGFloat)? {
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        guard l1 > 0, l2 > 0, radius > 0 else { return nil }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let angle = acos(cosine)
        guard angle > 1e-9, abs(angle - .pi) > 1e-9 else { return nil }
        let distance = radius / tan(angle / 2)  // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance, y: p1.y + bisector.y / bisectorLength * centerDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        return (center, start, sweep)
    }
}

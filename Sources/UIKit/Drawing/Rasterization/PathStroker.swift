import Foundation

/// The outline of a stroke as closed polygons (DR6): each segment a quadrilateral, each
/// join and cap its own piece (round, mitred or bevelled; round, square or butt), dashes
/// cut first. Every piece turns the same way, so filling them all with the non-zero rule
/// paints exactly the stroke; `CGContext.replacePathWithStrokedPath()` and the core
/// rasteriser's strokes use it.
struct PathStroker {
    var width: CGFloat
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    /// Device pixels per unit of the space stroked in, for how finely round parts are cut.
    var pixelsPerUnit: CGFloat = 1

    /// The pieces of the stroke of `subpaths` (polylines in the space stroked in).
    func outline(of subpaths: [(points: [CGPoint], closed: Bool)]) -> [[CGPoint]] {
        guard width > 0 else { return [] }
        var pieces: [[CGPoint]] = []
        for subpath in subpaths {
            var points: [CGPoint] = []
            for point in subpath.points where points.last != point { points.append(point) }
            if subpath.closed, points.count > 1, points.first == points.last { points.removeLast() }
            for (run, closed) in dashed(points, closed: subpath.closed) { stroke(run, closed: closed, into: &pieces) }
        }
        return pieces
    }

    /// The runs the dash pattern leaves painted (the whole polyline without dashes).
    private func dashed(_ points: [CGPoint], closed: Bool) -> [([CGPoint], Bool)] {
        let lengths = dashLengths.filter { $0 >= 0 }
        guard lengths.contains(where: { $0 > 0 }), points.count > 1 else { return [(points, closed)] }
        let path = closed ? points + [points[0]] : points
        let total = lengths.reduce(0, +)
        var index = 0
        var remaining = dashPhase.truncatingRemainder(dividingBy: total)
        if remaining < 0 { remaining += total }
        while remaining >= lengths[index] { remaining -= lengths[index]; index = (index + 1) % lengths.count }
        var left = lengths[index] - remaining
        var on = index % 2 == 0
        var runs: [([CGPoint], Bool)] = []
        var run: [CGPoint] = on ? [path[0]] : []
        for segment in 0..<(path.count - 1) {
            var a = path[segment]
            let b = path[segment + 1]
            var segmentLeft = hypot(b.x - a.x, b.y - a.y)
            while segmentLeft > left {
                let t = left / segmentLeft
                let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if on { run.append(cut); runs.append((run, false)); run = [] } else { run = [cut] }
                segmentLeft -= left
                a = cut
                on.toggle()
                index = (index + 1) % lengths.count
                left = lengths[index]
            }
            left -= segmentLeft
            if on { run.append(b) }
        }
        if on, run.count > 1 { runs.append((run, false)) }
        return runs
    }

    private func stroke(_ points: [CGPoint], closed: Bool, into pieces: inout [[CGPoint]]) {
        let half = width / 2
        guard let first = points.first else { return }
        if points.count == 1 {
            // A zero-length subpath shows only its caps.
            switch cap {
            case .round: pieces.append(circle(first, half))
            case .square: pieces.append(oriented([CGPoint(x: first.x - half, y: first.y - half), CGPoint(x: first.x + half, y: first.y - half),
                                                  CGPoint(x: first.x + half, y: first.y + half), CGPoint(x: first.x - half, y: first.y + half)]))
            case .butt: break
            }
            return
        }
        let count = closed ? points.count : points.count - 1
        for index in 0..<count {
            var a = points[index], b = points[(index + 1) % points.count]
            let d = unit(a, b)
            let n = CGPoint(x: -d.y * half, y: d.x * half)
            if !closed, cap == .square {
                if index == 0 { a = CGPoint(x: a.x - d.x * half, y: a.y - d.y * half) }
                if index == count - 1 { b = CGPoint(x: b.x + d.x * half, y: b.y + d.y * half) }
            }
            pieces.append(oriented([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                                    CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)]))
        }
        // Joins at every inner vertex (and all of them on a closed subpath).
        let joints = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
        for index in joints {
            let p = points[index]
            let previous = points[(index - 1 + points.count) % points.count], next = points[(index + 1) % points.count]
            let d0 = unit(previous, p), d1 = unit(p, next)
            let turn = d0.x * d1.y - d0.y * d1.x
            if abs(turn) < 1e-9, d0.x * d1.x + d0.y * d1.y > 0 { continue }  // straight on
            if join == .round { pieces.append(circle(p, half)); continue }
            // The outer side is left of the travel direction when turning right, and so on.
            let sign: CGFloat = turn > 0 ? -1 : 1
            let a = CGPoint(x: p.x - d0.y * half * sign, y: p.y + d0.x * half * sign)
            let b = CGPoint(x: p.x - d1.y * half * sign, y: p.y + d1.x * half * sign)
            let cosTheta = -(d0.x * d1.x + d0.y * d1.y)  // the angle between the segments
            let theta = acos(max(-1, min(1, cosTheta)))
            if join == .miter, theta > 1e-6, 1 / sin(theta / 2) <= miterLimit {
                let bisector = CGPoint(x: (a.x + b.x) / 2 - p.x, y: (a.y + b.y) / 2 - p.y)
                let length = hypot(bisector.x, bisector.y)
                let miterLength = half / sin(theta / 2)
                if length > 1e-9 {
                    let tip = CGPoint(x: p.x + bisector.x / length * miterLength, y: p.y + bisector.y / length * miterLength)
                    pieces.append(oriented([p, a, tip, b]))
                    continue
                }
            }
            pieces.append(oriented([p, a, b]))
        }
        if !closed, cap == .round {
            pieces.append(circle(points[0], half))
            pieces.append(circle(points[points.count - 1], half))
        }
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
    }

    private func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        let steps = max(12, min(128, Int((radius * pixelsPerUnit * 2).rounded(.up)) + 8))
        return (0..<steps).map { step in
            let angle = CGFloat(step) / CGFloat(steps) * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The polygon turned to positive area, so the pieces add up under the non-zero rule.
    private func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}

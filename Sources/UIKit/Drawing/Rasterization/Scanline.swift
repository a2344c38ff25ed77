import Foundation

/// Turning paths into pixel coverage: flattening curves, scanning polygons with either
/// fill rule, and outlining strokes (DR1, DR6).
enum Scanline {
    /// Subpaths as polylines (`closed` when the subpath was closed), curves cut into pieces
    /// about `tolerance` long in the space measured by `unitsPerPixel`.
    static func polylines(of elements: [PathElement], transform: CGAffineTransform, pixelsPerUnit: CGFloat = 1)
        -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append((current, closed)) }
            current = []
        }
        func pieces(_ length: CGFloat) -> Int { max(2, min(128, Int((length * pixelsPerUnit / 3).rounded(.up)))) }
        for element in elements {
            switch element.applying(transform) {
            case let .move(p): finish(closed: false); current = [p]
            case let .line(p): current.append(p)
            case let .quadCurve(p, c):
                let p0 = current.last ?? p
                let n = pieces(hypot(c.x - p0.x, c.y - p0.y) + hypot(p.x - c.x, p.y - c.y))
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(p, c1, c2):
                let p0 = current.last ?? p
                let n = pieces(hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p.x - c2.x, p.y - c2.y))
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
            case .close:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        // A lone move left after a close is not a subpath.
        if current.count > 1 { finish(closed: false) }
        return result
    }

    /// The coverage of polygons (each implicitly closed, in pixels) within a `width` ×
    /// `height` canvas: four sample rows per pixel, exact horizontal coverage. Nil when
    /// nothing is covered.
    static func coverage(of polygons: [[CGPoint]], rule: CGPathFillRule, width: Int, height: Int, antialias: Bool = true) -> Coverage? {
        struct Edge { var x0, y0, x1, y1: Double; var direction: Int }
        var edges: [Edge] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                if a.y == b.y { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, direction: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, direction: -1))
            }
        }
        guard !edges.isEmpty else { return nil }
        let rx0 = max(0, Int(minX.rounded(.down))), rx1 = min(width, Int(maxX.rounded(.up)) + 1)
        let ry0 = max(0, Int(minY.rounded(.down))), ry1 = min(height, Int(maxY.rounded(.up)) + 1)
        guard rx1 > rx0, ry1 > ry0 else { return nil }
        var result = Coverage(x0: rx0, y0: ry0, width: rx1 - rx0, height: ry1 - ry0,
                              values: [Float](repeating: 0, count: (rx1 - rx0) * (ry1 - ry0)))
        edges.sort { $0.y0 < $1.y0 }
        let samples = 4
        let weight = 1 / Float(samples)
        var crossings: [(x: Double, direction: Int)] = []
        // Per row: partial pixels added directly, runs of whole pixels as a difference
        // (+weight where they start, −weight where they end), summed once per row.
        var runs = [Float](repeating: 0, count: result.width + 1)
        for y in ry0..<ry1 {
            let rowBase = (y - ry0) * result.width
            for index in runs.indices { runs[index] = 0 }
            for s in 0..<samples {
                let sy = Double(y) + (Double(s) + 0.5) / Double(samples)
                crossings.removeAll(keepingCapacity: true)
                for edge in edges {
                    if edge.y0 > sy { break }
                    guard sy < edge.y1 else { continue }
                    let x = edge.x0 + (sy - edge.y0) / (edge.y1 - edge.y0) * (edge.x1 - edge.x0)
                    crossings.append((x, edge.direction))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for index in 0..<(crossings.count - 1) {
                    winding += crossings[index].direction
                    let inside = rule == .evenOdd ? (index + 1) % 2 == 1 : winding != 0
                    guard inside else { continue }
                    let xa = max(Double(rx0), crossings[index].x), xb = min(Double(rx1), crossings[index + 1].x)
                    guard xb > xa else { continue }
                    let ia = Int(xa.rounded(.down)), ib = Int(xb.rounded(.down))
                    if ia == ib {
                        result.values[rowBase + ia - rx0] += Float(xb - xa) * weight
                    } else {
                        result.values[rowBase + ia - rx0] += Float(Double(ia + 1) - xa) * weight
                        if ia + 1 < ib { runs[ia + 1 - rx0] += weight; runs[ib - rx0] -= weight }
                        if ib < rx1 { result.values[rowBase + ib - rx0] += Float(xb - Double(ib)) * weight }
                    }
                }
            }
            var running: Float = 0
            for x in 0..<result.width {
                running += runs[x]
                if running != 0 { result.values[rowBase + x] += running }
            }
        }
        for index in result.values.indices {
            let v = min(1, result.values[index])
            result.values[index] = antialias ? v : (v >= 0.5 ? 1 : 0)
        }
        return result
    }
}

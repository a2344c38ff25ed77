#if canImport(Glibc)
import Glibc
#endif
import CCairo
@_spi(Rendering) import UIKit

/// What Core Animation's layer subclasses draw between their contents and their sublayers:
/// a shape layer's path, a gradient layer's gradient, a text layer's string.
@MainActor
enum LayerKindDrawing {
    /// Draws `layer`'s own kind of content (nothing for a plain layer).
    static func draw(_ layer: CALayer, shape: LayerShape, in canvas: Canvas) {
        switch layer {
        case let shapeLayer as CAShapeLayer: drawShape(shapeLayer, in: canvas)
        case let gradient as CAGradientLayer: drawGradient(gradient, shape: shape, in: canvas)
        case let text as CATextLayer: drawText(text, in: shape.rect, canvas: canvas)
        default: break
        }
    }

    // MARK: Shapes

    /// The path filled with `fillColor` (by `fillRule`), then the part from `strokeStart` to
    /// `strokeEnd` stroked with `strokeColor` and the line settings.
    static func drawShape(_ layer: CAShapeLayer, in canvas: Canvas) {
        guard let path = layer.path else { return }
        canvas.save()
        defer { canvas.restore() }
        if let fill = layer.fillColor {
            canvas.fill(path, rule: layer.fillRule == .evenOdd ? .evenOdd : .winding, color: UIColor(fill))
        }
        guard let stroke = layer.strokeColor, layer.lineWidth > 0, layer.strokeEnd > layer.strokeStart else { return }
        setStroke(of: layer, in: canvas)
        canvas.stroke(strokedPortion(of: layer, path: path), color: UIColor(stroke))
    }

    /// Sets a shape layer's line width, cap, join, miter limit and dashes.
    static func setStroke(of layer: CAShapeLayer, in canvas: Canvas) {
        let cap: CGLineCap = switch layer.lineCap {
        case .round: .round
        case .square: .square
        default: .butt
        }
        let join: CGLineJoin = switch layer.lineJoin {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
        let dashes = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        canvas.setLine(width: layer.lineWidth, cap: cap, join: join, miterLimit: layer.miterLimit,
                       dashes: dashes.contains { $0 > 0 } ? dashes : [], dashPhase: layer.lineDashPhase)
    }

    /// The part of `path` from `strokeStart` to `strokeEnd` of its whole length (all
    /// subpaths end to end), measured on the flattened path; the whole path when both are at
    /// their ends. A closed subpath cut open is stroked as an open line.
    static func strokedPortion(of layer: CAShapeLayer, path: CGPath) -> CGPath {
        let start = max(0, min(1, layer.strokeStart)), end = max(0, min(1, layer.strokeEnd))
        if start <= 0 && end >= 1 { return path }
        let polylines = flatten(path)
        let total = polylines.reduce(0) { $0 + $1.length }
        let from = start * total, to = end * total
        let result = CGMutablePath()
        var offset: CGFloat = 0
        for polyline in polylines {
            defer { offset += polyline.length }
            let lower = max(from - offset, 0), upper = min(to - offset, polyline.length)
            guard upper > lower else { continue }
            if lower <= 0 && upper >= polyline.length && polyline.closed {
                result.move(to: polyline.points[0])
                for point in polyline.points.dropFirst() { result.addLine(to: point) }
                result.closeSubpath()
                continue
            }
            var travelled: CGFloat = 0
            var started = false
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += length }
                let segmentStart = travelled, segmentEnd = travelled + length
                guard segmentEnd >= lower, segmentStart <= upper else { continue }
                func at(_ distance: CGFloat) -> CGPoint {
                    let t = length > 0 ? (distance - segmentStart) / length : 0
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !started {
                    result.move(to: at(max(lower, segmentStart)))
                    started = true
                }
                result.addLine(to: at(min(upper, segmentEnd)))
            }
        }
        return result
    }

    /// A subpath as a polyline: its points (a closed one ends back at its start) and length.
    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
        var length: CGFloat { zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }
    }

    /// `path`'s subpaths as polylines, curves cut into segments of about a quarter point.
    static func flatten(_ path: CGPath) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 { result.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        func curvePoints(_ count: Int, _ point: (CGFloat) -> CGPoint) {
            for step in 1...count { current.append(point(CGFloat(step) / CGFloat(count))) }
        }
        for element in path.elements {
            let last = current.last ?? .zero
            switch element {
            case let .move(p):
                finish(closed: false)
                current = [p]
            case let .line(p):
                current.append(p)
            case let .quadCurve(p, c):
                let count = max(4, min(512, Int((hypot(c.x - last.x, c.y - last.y) + hypot(p.x - c.x, p.y - c.y)) * 4)))
                curvePoints(count) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x, y: u * u * last.y + 2 * u * t * c.y + t * t * p.y)
                }
            case let .curve(p, c1, c2):
                let hull = hypot(c1.x - last.x, c1.y - last.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p.x - c2.x, p.y - c2.y)
                curvePoints(max(4, min(512, Int(hull * 4)))) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x, y: a * last.y + b * c1.y + c * c2.y + d * p.y)
                }
            case .close:
                if let first = current.first {
                    current.append(first)
                    finish(closed: true)
                    current = [first]
                }
            }
        }
        finish(closed: false)
        return result
    }

    // MARK: Gradients

    /// The gradient over the layer's shape, in the unit square of its bounds: axial from
    /// `startPoint` to `endPoint`, radial
    /// from `startPoint` out to the ellipse `endPoint` gives, or conic around `startPoint`
    /// from the direction of `endPoint`, clockwise (drawn in thin sectors). The end colours
    /// extend beyond the ends.
    static func drawGradient(_ layer: CAGradientLayer, shape: LayerShape, in canvas: Canvas) {
        let stops = layer._resolvedStops
        guard !stops.isEmpty else { return }
        let rect = shape.rect
        let start = CGPoint(x: rect.minX + layer.startPoint.x * rect.width, y: rect.minY + layer.startPoint.y * rect.height)
        let end = CGPoint(x: rect.minX + layer.endPoint.x * rect.width, y: rect.minY + layer.endPoint.y * rect.height)
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(shape)
        let cr = canvas.cr
        if layer.type == .conic { return drawConic(stops, center: start, toward: end, rect: rect, canvas: canvas) }
        let pattern: OpaquePointer
        if layer.type == .radial {
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(1 / rx), Double(1 / ry))
            cairo_matrix_translate(&matrix, Double(-start.x), Double(-start.y))
            cairo_pattern_set_matrix(pattern, &matrix)
        } else {
            // In the unit square of the bounds, as Core Animation: lines of one colour run
            // parallel in unit coordinates (a (0, 0)–(1, 1) gradient joins the other two corners).
            guard rect.width > 0, rect.height > 0 else { return }
            let from = layer.startPoint, to = layer.endPoint
            pattern = cairo_pattern_create_linear(Double(from.x), Double(from.y), Double(to.x), Double(to.y))
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(1 / rect.width), Double(1 / rect.height))
            cairo_matrix_translate(&matrix, Double(-rect.minX), Double(-rect.minY))
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = canvas.resolved(UIColor(stop.color))
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    /// A conic gradient as 720 sectors, each filled with the colour at its angle.
    private static func drawConic(_ stops: [(color: CGColor, location: CGFloat)], center: CGPoint, toward end: CGPoint,
                                  rect: CGRect, canvas: Canvas) {
        let cr = canvas.cr
        let reach = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
                     CGPoint(x: rect.maxX, y: rect.maxY)].map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        let first = atan2(Double(end.y - center.y), Double(end.x - center.x))
        let sectors = 720
        let colors = stops.map { canvas.resolved(UIColor($0.color)) }
        func color(at fraction: CGFloat) -> (Double, Double, Double, Double) {
            guard let upper = stops.firstIndex(where: { $0.location >= fraction }) else { let c = colors[colors.count - 1]; return (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)) }
            let lower = max(0, upper - 1)
            let a = colors[lower], b = colors[upper]
            let span = stops[upper].location - stops[lower].location
            let t = upper == lower || span <= 0 ? 1 : (fraction - stops[lower].location) / span
            return (Double(a.red + (b.red - a.red) * t), Double(a.green + (b.green - a.green) * t),
                    Double(a.blue + (b.blue - a.blue) * t), Double(a.alpha + (b.alpha - a.alpha) * t))
        }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        for index in 0..<sectors {
            let fraction = (CGFloat(index) + 0.5) / CGFloat(sectors)
            let from = first + Double(index) * 2 * .pi / Double(sectors)
            let to = first + Double(index + 1) * 2 * .pi / Double(sectors) + 0.002
            let c = color(at: fraction)
            cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
            cairo_new_path(cr)
            cairo_move_to(cr, Double(center.x), Double(center.y))
            cairo_arc(cr, Double(center.x), Double(center.y), Double(reach) + 1, from, to)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    }

    // MARK: Text

    /// The string from the top left of the bounds: wrapped to the width when `isWrapped`,
    /// cut as `truncationMode` says, aligned as `alignmentMode` says. As Core Animation draws
    /// it into the layer's contents, it is clipped to the bounds and drawn at
    /// `contentsScale` pixels per point (scaled up, soft, when that is below the screen's).
    static func drawText(_ layer: CATextLayer, in rect: CGRect, canvas: Canvas) {
        guard !layer._plainString.isEmpty, layer._resolvedColor != nil, rect.width > 0, rect.height > 0 else { return }
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(canvas.cr, &dx, &dy)
        let deviceScale = CGFloat((dx * dx + dy * dy).squareRoot())
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(rect)
        let scale = max(layer.contentsScale, 0.01)
        guard scale < deviceScale - 0.01 else { return drawTextLines(layer, in: rect, canvas: canvas) }
        let contents = Canvas(size: rect.size, scale: scale)
        contents.traits = canvas.traits
        drawTextLines(layer, in: CGRect(origin: .zero, size: rect.size), canvas: contents)
        cairo_surface_flush(contents.surface)
        cairo_translate(canvas.cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(canvas.cr, Double(1 / scale), Double(1 / scale))
        cairo_set_source_surface(canvas.cr, contents.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(canvas.cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(canvas.cr)
    }

    private static func drawTextLines(_ layer: CATextLayer, in rect: CGRect, canvas: Canvas) {
        let text = layer._plainString
        guard let color = layer._resolvedColor else { return }
        let alignment: NSTextAlignment = switch layer.alignmentMode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .left: .left
        default: .natural
        }
        let truncation: LineBreak? = switch layer.truncationMode {
        case .end: .truncateTail
        case .start: .truncateHead
        case .middle: .truncateMiddle
        default: nil
        }
        let font = layer._resolvedFont
        var origin = rect.origin
        let laidOut: TextLayout
        if layer.isWrapped {
            var layout = canvas.layout(text, font: font, width: rect.width, numberOfLines: 0, lineBreak: .wordWrap, alignment: alignment)
            if let truncation, layout.size.height > rect.height, layout.lineCount > 0 {
                let lines = max(1, Int(rect.height / (layout.size.height / CGFloat(layout.lineCount))))
                layout = canvas.layout(text, font: font, width: rect.width, numberOfLines: lines, lineBreak: truncation, alignment: alignment)
            }
            laidOut = layout
        } else if let truncation {
            // One line per paragraph, each cut to the width.
            laidOut = canvas.layout(text, font: font, width: rect.width, numberOfLines: 1, lineBreak: truncation, alignment: alignment)
        } else {
            laidOut = canvas.layout(text, font: font, width: nil, numberOfLines: 0, alignment: alignment)
            let spare = rect.width - laidOut.size.width
            if alignment == .center { origin.x += spare / 2 } else if alignment == .right { origin.x += spare }
        }
        canvas.draw(laidOut, at: origin, color: UIColor(color))
    }
}

#if canImport(Glibc)
import Glibc
#endif
import CCairo
@_spi(Rendering) import UIKit

/// The outline of a layer's background: its bounds with `cornerRadius` on the
/// `maskedCorners`, as quarter circles or Apple's continuous curve.
struct LayerShape {
    var rect: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    var curve: CALayerCornerCurve

    static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// Whether the shape is what `Canvas.addRoundedRect` draws (circular arcs on every corner).
    var isPlainRoundedRect: Bool { radius <= 0 || (curve == .circular && corners == LayerShape.allCorners) }

    /// The same kind of shape inset by `inset` on every side, its radius shrunk with it.
    func insetBy(_ inset: CGFloat) -> LayerShape {
        LayerShape(rect: rect.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), corners: corners, curve: curve)
    }
}

/// The continuous ("squircle") corner of iOS, for a radius of 1, from the point where it
/// leaves the straight edge to the diagonal: cubic segments (end, control 1, control 2) in
/// (along the edge towards the corner, in from the other edge) coordinates, measured from
/// the corner. The second half is the mirror image. The curve leaves the edge 1.528 radii
/// from the corner.
private let continuousCornerExtent: CGFloat = 1.52866483
private let continuousCornerHalf: [(end: (CGFloat, CGFloat), c1: (CGFloat, CGFloat), c2: (CGFloat, CGFloat))] = [
    ((0.66993427, 0.06549600), (1.08849323, 0), (0.86840689, 0)),
    ((0.63149399, 0.07491100), (0.66993427, 0.06549600), (0.63149399, 0.07491100)),
]
private let continuousCornerMiddle: (end: (CGFloat, CGFloat), c1: (CGFloat, CGFloat), c2: (CGFloat, CGFloat)) =
    ((0.07491176, 0.63149399), (0.37282392, 0.16905899), (0.16906013, 0.37282401))

extension Canvas {
    /// Adds a layer shape to Cairo's current path.
    func addLayerShape(_ shape: LayerShape) {
        if shape.isPlainRoundedRect { return addRoundedRect(shape.rect, radius: shape.radius) }
        let rect = shape.rect
        let continuous = shape.curve == .continuous
        let limit = min(rect.width, rect.height) / 2
        let radius = continuous ? min(shape.radius, limit / continuousCornerExtent) : min(shape.radius, limit)
        // Corners clockwise from the top right: the corner point, the direction along the
        // edge arriving at it, and the direction along the edge leaving it.
        let corners: [(CACornerMask, CGPoint, CGPoint, CGPoint)] = [
            (.layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (.layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (.layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (.layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        cairo_new_sub_path(cr)
        for (index, (mask, corner, arriving, leaving)) in corners.enumerated() {
            // A point `a` back along the arriving edge and `b` in along the leaving edge.
            func point(_ a: CGFloat, _ b: CGFloat) -> (Double, Double) {
                (Double(corner.x - arriving.x * a * radius + leaving.x * b * radius),
                 Double(corner.y - arriving.y * a * radius + leaving.y * b * radius))
            }
            guard shape.corners.contains(mask), radius > 0 else {
                let p = point(0, 0)
                if index == 0 { cairo_move_to(cr, p.0, p.1) } else { cairo_line_to(cr, p.0, p.1) }
                continue
            }
            if !continuous {
                let start = point(1, 0)
                if index == 0 { cairo_move_to(cr, start.0, start.1) } else { cairo_line_to(cr, start.0, start.1) }
                let center = point(1, 1)
                let startAngle = atan2(Double(-leaving.y), Double(-leaving.x))
                cairo_arc(cr, center.0, center.1, Double(radius), startAngle, startAngle + .pi / 2)
                continue
            }
            let start = point(continuousCornerExtent, 0)
            if index == 0 { cairo_move_to(cr, start.0, start.1) } else { cairo_line_to(cr, start.0, start.1) }
            func curve(_ segment: (end: (CGFloat, CGFloat), c1: (CGFloat, CGFloat), c2: (CGFloat, CGFloat)), mirrored: Bool) {
                func p(_ xy: (CGFloat, CGFloat)) -> (Double, Double) { mirrored ? point(xy.1, xy.0) : point(xy.0, xy.1) }
                let c1 = p(segment.c1), c2 = p(segment.c2), end = p(segment.end)
                cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            }
            curve(continuousCornerHalf[0], mirrored: false)
            let join = point(continuousCornerHalf[1].end.0, continuousCornerHalf[1].end.1)
            cairo_line_to(cr, join.0, join.1)
            curve(continuousCornerMiddle, mirrored: false)
            let back = point(continuousCornerHalf[0].end.1, continuousCornerHalf[0].end.0)
            cairo_line_to(cr, back.0, back.1)
            curve(((continuousCornerExtent, 0), (0.86840689, 0), (1.08849323, 0)), mirrored: true)
        }
        cairo_close_path(cr)
    }

    /// Fills a layer shape.
    func fill(_ shape: LayerShape, color: UIColor) {
        let color = resolved(color)
        guard color.alpha > 0 else { return }
        cairo_new_path(cr)
        addLayerShape(shape)
        setColor(color)
        cairo_fill(cr)
    }

    /// Clips what follows to a layer shape.
    func clip(_ shape: LayerShape) {
        cairo_new_path(cr)
        addLayerShape(shape)
        cairo_clip(cr)
    }

    /// A layer's border: the band `width` wide inside the shape.
    func border(of shape: LayerShape, width: CGFloat, color: UIColor) {
        guard width > 0 else { return }
        if shape.isPlainRoundedRect { return strokeInside(shape.rect, cornerRadius: shape.radius, width: width, color: color) }
        let color = resolved(color)
        guard color.alpha > 0 else { return }
        cairo_new_path(cr)
        addLayerShape(shape)
        addLayerShape(shape.insetBy(width))
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setColor(color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    // MARK: Groups with masks

    /// Ends a group begun with ``beginGroup()``: composites it through the alpha of what
    /// `drawMask` draws (a layer's mask), at `alpha`.
    func endGroup(alpha: CGFloat, maskedBy drawMask: () -> Void) {
        let content = cairo_pop_group(cr)
        cairo_push_group(cr)
        drawMask()
        let mask = cairo_pop_group(cr)
        if alpha < 0.996 { cairo_push_group(cr) }
        cairo_set_source(cr, content)
        cairo_mask(cr, mask)
        if alpha < 0.996 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(mask)
    }

    /// Ends a group begun with ``beginGroup()``: its colours multiplied by (`red`, `green`,
    /// `blue`) where it has content, composited at `alpha`.
    func endGroup(multipliedBy color: (CGFloat, CGFloat, CGFloat), alpha: CGFloat) {
        if color.0 < 0.999 || color.1 < 0.999 || color.2 < 0.999 {
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            cairo_set_source(cr, content)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
            cairo_set_source_rgba(cr, Double(color.0), Double(color.1), Double(color.2), 1)
            cairo_mask(cr, content)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pattern_destroy(content)
        }
        endGroup(alpha: alpha)
    }

    // MARK: Shadows

    /// A soft shadow of the shape `addShape` adds to the path (filled, or stroked with the
    /// line settings in effect when `stroked`), blurred with a Gaussian of standard deviation
    /// `radius` (Core Animation's `shadowRadius`), moved by `offset`.
    func blurredShadow(color: UIColor, opacity: CGFloat, offset: CGSize, radius: CGFloat, stroked: Bool = false,
                       addShape: () -> Void) {
        cairo_new_path(cr)
        addShape()
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if stroked { cairo_stroke_extents(cr, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cr, &x1, &y1, &x2, &y2) }
        guard x2 > x1, y2 > y1, let path = cairo_copy_path(cr) else { return cairo_new_path(cr) }
        defer { cairo_path_destroy(path) }
        cairo_new_path(cr)
        // Pixels per point here (the canvas scale times the transforms' scale).
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let pixels = max(0.25, (dx * dx + dy * dy).squareRoot())
        let sigma = Double(max(0, radius))
        let pad = ceil(sigma * 3) + 1
        let originX = x1 - pad, originY = y1 - pad
        let width = Int(((x2 - x1 + 2 * pad) * pixels).rounded(.up)), height = Int(((y2 - y1 + 2 * pad) * pixels).rounded(.up))
        guard width > 0, height > 0, width * height < 40_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_scale(context, pixels, pixels)
        cairo_translate(context, -originX, -originY)
        cairo_append_path(context, path)
        cairo_set_line_width(context, cairo_get_line_width(cr))
        cairo_set_line_cap(context, cairo_get_line_cap(cr))
        cairo_set_line_join(context, cairo_get_line_join(cr))
        cairo_set_fill_rule(context, cairo_get_fill_rule(cr))
        if stroked { cairo_stroke(context) } else { cairo_fill(context) }
        cairo_destroy(context)
        cairo_surface_flush(surface)
        GaussianBlur.blurAlpha(surface, sigma: sigma * pixels)
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_translate(cr, originX + Double(offset.width), originY + Double(offset.height))
        cairo_scale(cr, 1 / pixels, 1 / pixels)
        setColor(color, alpha: opacity)
        cairo_mask_surface(cr, surface, 0, 0)
        cairo_restore(cr)
    }
}

/// A Gaussian blur of an A8 surface, as three box blurs each way.
enum GaussianBlur {
    static func blurAlpha(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3, let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var values = [Float](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { values[y * width + x] = Float(data[y * stride + x]) } }
        BoxBlur.gaussian(&values, width: width, height: height, sigma: sigma)
        for y in 0..<height { for x in 0..<width { data[y * stride + x] = UInt8(max(0, min(255, values[y * width + x].rounded()))) } }
    }
}

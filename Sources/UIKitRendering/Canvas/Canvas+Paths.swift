import CCairo
@_spi(Rendering) import UIKit

extension Canvas {
    /// Replaces Cairo's current path with `path`, its points mapped by the current transform
    /// (as Core Graphics adds points to a context's path).
    func setPath(_ path: CGPath) {
        cairo_new_path(cr)
        appendPath(path)
    }

    /// Adds `path`'s elements to Cairo's current path.
    func appendPath(_ path: CGPath) {
        for element in path.elements { append(element) }
    }

    /// Adds one path element to Cairo's current path.
    func append(_ element: PathElement) {
        switch element {
        case let .move(p): cairo_move_to(cr, Double(p.x), Double(p.y))
        case let .line(p): cairo_line_to(cr, Double(p.x), Double(p.y))
        case let .quadCurve(p, c):
            // Cairo has cubics only: raise the quadratic's degree.
            var x0 = 0.0, y0 = 0.0
            cairo_get_current_point(cr, &x0, &y0)
            let c1x = x0 + 2 / 3 * (Double(c.x) - x0), c1y = y0 + 2 / 3 * (Double(c.y) - y0)
            let c2x = Double(p.x) + 2 / 3 * (Double(c.x) - Double(p.x)), c2y = Double(p.y) + 2 / 3 * (Double(c.y) - Double(p.y))
            cairo_curve_to(cr, c1x, c1y, c2x, c2y, Double(p.x), Double(p.y))
        case let .curve(p, c1, c2):
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
        case .close: cairo_close_path(cr)
        }
    }

    /// Sets the fill rule for what follows.
    func setFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Sets the stroke settings for what follows.
    func setLine(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, dashes: [CGFloat], dashPhase: CGFloat) {
        cairo_set_line_width(cr, Double(width))
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Double(miterLimit))
        let lengths = dashes.map(Double.init)
        cairo_set_dash(cr, lengths, Int32(lengths.count), Double(dashPhase))
    }

    /// Fills `path` with `color` (resolved with the drawn view's traits).
    func fill(_ path: CGPath, rule: CGPathFillRule = .winding, color: UIColor) {
        setPath(path)
        setFillRule(rule)
        setColor(color)
        cairo_fill(cr)
    }

    /// Strokes `path` with `color` and the stroke settings in effect.
    func stroke(_ path: CGPath, color: UIColor) {
        setPath(path)
        setColor(color)
        cairo_stroke(cr)
    }

    /// Restricts what follows to the inside of `path`.
    func clip(to path: CGPath, rule: CGPathFillRule = .winding) {
        setPath(path)
        setFillRule(rule)
        cairo_clip(cr)
    }
}

import CCairo
@_spi(Rendering) import UIKit

/// Core Graphics gradients as Cairo patterns over the clip.
@MainActor
enum GradientPainting {
    /// Paints a linear gradient from `start` to `end`, in the current user space. Without an
    /// extend option nothing is painted past that end (Core Graphics' default).
    static func paintLinear(_ gradient: CGGradient, from start: CGPoint, to end: CGPoint, options: CGGradientDrawingOptions,
                            alpha: CGFloat, canvas: Canvas) {
        guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let cr = canvas.cr
        cairo_save(cr)
        // Clip away the sides not extended: the half-planes before the start and after the end.
        let dx = end.x - start.x, dy = end.y - start.y
        let far: CGFloat = 1e5
        let normal = CGPoint(x: -dy, y: dx)
        let length = (dx * dx + dy * dy).squareRoot()
        if length > 0 {
            let n = CGPoint(x: normal.x / length * far, y: normal.y / length * far)
            let d = CGPoint(x: dx / length * far, y: dy / length * far)
            let from = options.contains(.drawsBeforeStartLocation) ? CGPoint(x: start.x - d.x, y: start.y - d.y) : start
            let to = options.contains(.drawsAfterEndLocation) ? CGPoint(x: end.x + d.x, y: end.y + d.y) : end
            cairo_new_path(cr)
            cairo_move_to(cr, Double(from.x + n.x), Double(from.y + n.y))
            cairo_line_to(cr, Double(to.x + n.x), Double(to.y + n.y))
            cairo_line_to(cr, Double(to.x - n.x), Double(to.y - n.y))
            cairo_line_to(cr, Double(from.x - n.x), Double(from.y - n.y))
            cairo_close_path(cr)
            cairo_clip(cr)
        }
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_restore(cr)
    }

    /// Paints a radial gradient between two circles. Extending either end pads with its
    /// colour (Cairo cannot extend one end only: both are padded then).
    static func paintRadial(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                            options: CGGradientDrawingOptions, alpha: CGFloat, canvas: Canvas) {
        guard let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                        Double(endCenter.x), Double(endCenter.y), Double(endRadius)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, to: pattern)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        let cr = canvas.cr
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_restore(cr)
    }

    /// Adds the gradient's colours as stops.
    static func addStops(of gradient: CGGradient, to pattern: OpaquePointer) {
        for (color, location) in zip(gradient.colors, gradient.locations) {
            let c = color.components ?? [0, 0, 0, 1]
            cairo_pattern_add_color_stop_rgba(pattern, Double(location), Double(c[0]), Double(c[1]), Double(c[2]), Double(color.alpha))
        }
    }
}

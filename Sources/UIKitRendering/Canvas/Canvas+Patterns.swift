import CCairo
import Foundation
@_spi(Rendering) import UIKit

extension Canvas {
    /// Makes `paint` Cairo's source (PC1, PC2): its cell repeated without end, with the
    /// current user space as the pattern's base space, at `alpha` times the paint's own.
    @MainActor func setPattern(_ paint: PatternPaint, alpha: CGFloat = 1) {
        let opacity = paint.alpha * alpha
        guard let cell = PatternCells.surface(of: paint.cell, alpha: opacity, traits: traits) else {
            return cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
        let pattern = cairo_pattern_create_for_surface(cell.surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // Cairo's pattern matrix maps user space to the cell's pixels.
        let toCell = paint.cellToBase.inverted().concatenating(CGAffineTransform(scaleX: cell.scale, y: cell.scale))
        var matrix = cairo_matrix_t(xx: Double(toCell.a), yx: Double(toCell.b), xy: Double(toCell.c), yy: Double(toCell.d),
                                    x0: Double(toCell.tx), y0: Double(toCell.ty))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
    }
}

/// The cells of the patterns drawn lately, each drawn once onto a surface of its own
/// (a few dozen kept: patterns are few and small).
@MainActor private enum PatternCells {
    private static var drawn: [(cell: UIImage, alpha: CGFloat, style: UIUserInterfaceStyle, canvas: Canvas)] = []

    static func surface(of cell: UIImage, alpha: CGFloat, traits: UITraitCollection) -> Canvas? {
        let style = traits.userInterfaceStyle
        if let entry = drawn.first(where: { $0.cell === cell && $0.alpha == alpha && $0.style == style }) { return entry.canvas }
        guard cell.size.width > 0, cell.size.height > 0 else { return nil }
        let canvas = Canvas(size: cell.size, scale: max(1, cell.scale))
        canvas.traits = traits
        let rect = CGRect(origin: .zero, size: cell.size)
        if alpha < 1 { canvas.beginGroup() }
        ImageDrawing.draw(cell, in: rect, contentMode: .scaleToFill, tint: cell._imageTintColor ?? .black,
                          template: cell._imageTintColor != nil, canvas: canvas)
        if alpha < 1 { canvas.endGroup(alpha: alpha) }
        if drawn.count >= 32 { drawn.removeFirst() }
        drawn.append((cell, alpha, style, canvas))
        return canvas
    }
}

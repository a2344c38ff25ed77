@_spi(Rendering) import UIKit

/// A popover as iOS draws it in regular width: its content in a card with 13-point corners on
/// the system background, a soft shadow, and an arrow 13 points tall pointing at its source.
@MainActor
enum PopoverDrawing {
    /// The card's corner radius.
    static let cornerRadius: CGFloat = 13
    /// Half the width of the arrow's base.
    static let arrowHalfBase: CGFloat = 18

    /// Draws the card's shadow, the card and the arrow in `fill` under the content, in the
    /// content's coordinates (`rect` its bounds, `tip` the arrow's tip).
    static func drawCard(in rect: CGRect, arrowTip tip: CGPoint, color fill: UIColor, canvas: Canvas) {
        canvas.shadow(of: rect, cornerRadius: cornerRadius, color: .black, opacity: 0.15, offset: .zero, radius: 24)
        canvas.fill(rect, cornerRadius: cornerRadius, color: fill)
        let base: [CGPoint]
        if tip.y < rect.minY {
            base = [CGPoint(x: tip.x - arrowHalfBase, y: rect.minY + 0.5), CGPoint(x: tip.x + arrowHalfBase, y: rect.minY + 0.5)]
        } else if tip.y > rect.maxY {
            base = [CGPoint(x: tip.x + arrowHalfBase, y: rect.maxY - 0.5), CGPoint(x: tip.x - arrowHalfBase, y: rect.maxY - 0.5)]
        } else if tip.x < rect.minX {
            base = [CGPoint(x: rect.minX + 0.5, y: tip.y + arrowHalfBase), CGPoint(x: rect.minX + 0.5, y: tip.y - arrowHalfBase)]
        } else {
            base = [CGPoint(x: rect.maxX - 0.5, y: tip.y - arrowHalfBase), CGPoint(x: rect.maxX - 0.5, y: tip.y + arrowHalfBase)]
        }
        canvas.fillPolygon([base[0], tip, base[1]], color: fill)
    }
}

import CCairo
@_spi(Rendering) import UIKit

/// Text a drawing recorded (`NSAttributedString.draw(in:)`, `String.draw(at:withAttributes:)`).
@MainActor
enum TextDrawing {
    /// Draws `text` in the current user space: in its rectangle (wrapped to the width, from
    /// the top, clipped to the rectangle) or from its point (unwrapped).
    static func draw(_ text: DrawnText, canvas: Canvas) {
        let string = text.string
        guard string.length > 0 else { return }
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        // G6: text without a font attribute is Helvetica 12, black, as NSAttributedString's defaults.
        let font = attributes[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
        let color = attributes[.foregroundColor] as? UIColor ?? .black
        switch text.placement {
        case let .rect(rect):
            guard rect.width > 0 else { return }
            canvas.save()
            canvas.clip(rect)
            let layout = canvas.layout(string.string, font: font, width: rect.width, numberOfLines: 0, lineBreak: .wordWrap)
            canvas.draw(layout, at: rect.origin, color: color)
            canvas.restore()
        case let .point(point):
            let layout = canvas.layout(string.string, font: font, width: nil, numberOfLines: 0, lineBreak: .clip)
            canvas.draw(layout, at: point, color: color)
        }
    }
}

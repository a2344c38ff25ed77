@_spi(Rendering) import UIKit

/// Text a drawing recorded (`NSAttributedString.draw(in:)`, `String.draw(at:withAttributes:)`),
/// drawn by the one attributed-text path (F32): runs without a font are Helvetica 12 and
/// without a colour black (G6).
@MainActor
enum TextDrawing {
    /// Draws `text` in the current user space: in its rectangle (wrapped to the width, from
    /// the top, clipped to the rectangle) or from its point (unwrapped).
    static func draw(_ text: DrawnText, canvas: Canvas) {
        guard text.string.length > 0 else { return }
        switch text.placement {
        case let .rect(rect):
            guard rect.width > 0 else { return }
            canvas.drawAttributedString(text.string, in: rect)
        case let .point(point):
            canvas.drawAttributedString(text.string, at: point)
        }
    }
}

@_spi(Rendering) import UIKit

/// Text fields and text views.
@MainActor
enum TextInputDrawing {
    /// iOS's placeholder colour.
    static let placeholderColor = UIColor.placeholderText
    /// A rounded-rect field's hairline border: black at 0.2, white at 0.2 in dark mode.
    static let roundedBorder = UIColor { UIColor(white: $0.userInterfaceStyle == .dark ? 1 : 0, alpha: 0.2) }

    /// A text field: its background image (CI27) or border style, then its text (or
    /// placeholder) in its text rect, and its clear button (CI28).
    static func drawField(_ field: UITextField, in rect: CGRect, canvas: Canvas) {
        drawChrome(of: field, in: rect, canvas: canvas)
        drawText(of: field, in: rect, canvas: canvas)
        ControlImageDrawing.drawClearButton(of: field, in: rect, canvas: canvas)
    }

    /// The background image stretched over the border rectangle, else the border style.
    private static func drawChrome(of field: UITextField, in rect: CGRect, canvas: Canvas) {
        if let image = field._shownBackgroundImage {
            return ControlImageDrawing.stretch(image, in: field.borderRect(forBounds: rect), tint: field.tintColor, canvas: canvas)
        }
        switch field.borderStyle {
        case .roundedRect where !field._drawsRoundedRectChrome:
            break  // a search field draws iOS's fill with its own background and corners
        case .roundedRect:
            canvas.fill(rect, cornerRadius: 5, color: field.backgroundColor == nil ? .systemBackground : .clear)
            canvas.strokeInside(rect, cornerRadius: 5, width: 0.5, color: roundedBorder)
        case .line, .bezel:
            canvas.strokeInside(rect, width: 1, color: UIColor.label.withAlphaComponent(0.6))
        case .none:
            break
        }
    }

    /// The text, or the placeholder while there is none.
    private static func drawText(of field: UITextField, in rect: CGRect, canvas: Canvas) {
        let font = field.font ?? .systemFont(ofSize: 17)
        let text = field.text ?? ""
        if text.isEmpty, let styled = field._styledPlaceholderForDrawing {
            canvas.drawAttributedText(styled, in: field.placeholderRect(forBounds: rect), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        } else if let styled = field._styledTextForDrawing {
            canvas.drawAttributedText(styled, in: field.textRect(forBounds: rect), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        } else if text.isEmpty, let placeholder = field.placeholder {
            canvas.drawText(placeholder, in: field.placeholderRect(forBounds: rect), font: font, color: placeholderColor,
                            alignment: field.textAlignment)
        } else {
            let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
            canvas.drawText(shown, in: field.textRect(forBounds: rect), font: font, color: field.textColor ?? .label,
                            alignment: field.textAlignment)
        }
    }

    /// A text view: what its layout manager draws (TK18), so a subclass's `drawGlyphs` or
    /// `drawBackground` shows; the text container's origin at the inset, less the content
    /// offset.
    static func drawTextView(_ view: UITextView, in rect: CGRect, canvas: Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        DisplayListPlayer.play(view._textDrawing(size: rect.size), in: rect, canvas: canvas)
    }
}

import Foundation

/// A text field's own size and where a tap lands.
extension UITextField {
    /// The text (or placeholder) on one line, plus the border's padding: a rounded field
    /// with the 17-point font is 34 points high, as on iOS. Styled text and placeholders are
    /// measured with their runs (F28).
    var _fittingSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let textWidth = max(_measuredWidth(text: _text, styled: _styledTextForDrawing, font: font),
                            _measuredWidth(text: placeholder ?? "", styled: _styledPlaceholderForDrawing, font: font)).rounded(.up)
        let (horizontal, vertical): (CGFloat, CGFloat) = switch borderStyle {
        case .none: (0, 0)
        case .line, .bezel: (14, 6)
        case .roundedRect: (14, 13)
        }
        let clear: CGFloat = clearButtonMode == .never ? 0 : 25
        // CI25: shown overlay views add their widths; the field is at least as tall as they are.
        let overlays = _shownOverlaySizes
        return CGSize(width: textWidth + horizontal + clear + overlays.width, height: max(font.lineHeight + vertical, overlays.height))
    }

    /// A tap inside the field: on the shown clear button (with 6 points' slack) it clears;
    /// anywhere else it begins editing.
    func _tapped(at location: CGPoint, with event: UIEvent?) {
        guard point(inside: location, with: event) else { return }
        if _showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(location) {
            _clearButtonTapped()
        } else if !isFirstResponder {
            becomeFirstResponder()
        }
    }
}

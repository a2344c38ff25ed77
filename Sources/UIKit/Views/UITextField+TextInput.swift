import Foundation

extension UITextField: TextInputEditing {
    /// TI1: the field's one line: in ``editingRect(forBounds:)`` while editing (else
    /// ``textRect(forBounds:)``), as tall as the font's line height and centred in it as the
    /// text is drawn; placed by the alignment; each character as wide as the installed
    /// measurement's advance in its font (a bullet's in a secure field).
    var _textInputLines: [TextInputLine] {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        var widths: [CGFloat] = []
        var index = 0
        for character in _text {
            let advance = TextMeasurement.current.advance(of: isSecureTextEntry ? "•" : character, font: _font(at: index))
            let units = character.utf16.count
            widths.append(advance)
            widths += Array(repeating: 0, count: units - 1)  // inside a composed character
            index += units
        }
        let width = widths.reduce(0, +)
        let start = switch textAlignment {
        case .center: rect.midX - width / 2
        case .right: rect.maxX - width
        default: rect.minX
        }
        var carets = [start]
        for advance in widths { carets.append(carets[carets.count - 1] + advance) }
        let height = _caretFont(at: 0).lineHeight
        let frame = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        return [TextInputLine(frame: frame, characters: NSRange(location: 0, length: _text.utf16.count), carets: carets, isLast: true)]
    }

    /// The font of the character at `index` (the field's font for plain text).
    private func _font(at index: Int) -> UIFont {
        if let styled = _styledText, index < styled.length, let font = styled.attribute(.font, at: index, effectiveRange: nil) as? UIFont { return font }
        return font ?? .systemFont(ofSize: 17)
    }

    /// TI1: the font of the character before the caret, else after it, else the field's.
    func _caretFont(at offset: Int) -> UIFont {
        guard _styledText != nil, !_text.isEmpty else { return font ?? .systemFont(ofSize: 17) }
        return _font(at: min(max(0, offset - 1), _text.utf16.count - 1))
    }

    var _textInputAttributedText: NSAttributedString { _attributedText ?? NSAttributedString(string: "") }

    func _restyleText(_ text: NSAttributedString) {
        _styledText = text
        setNeedsDisplay()
    }

    /// Y15, TI5: the one way the user changes the text (typing, deleting, cut, paste, marked
    /// text): asks `textField(_:shouldChangeCharactersIn:replacementString:)`, replaces the
    /// characters (styled text keeps its runs; new characters take the typing attributes),
    /// marks and selects, then calls `textFieldDidChangeSelection`, sends `.editingChanged`
    /// and posts ``textDidChangeNotification``. False when the delegate refused.
    @discardableResult
    func _userEdit(_ range: NSRange, with string: String, selecting: NSRange?, marking: NSRange?) -> Bool {
        guard _shouldChange(range, string) else { return false }
        if let styled = _styledText {
            let edited = NSMutableAttributedString(attributedString: styled)
            let attributes = _typingAttributes ?? (range.location > 0
                ? styled.attributes(at: range.location - 1, effectiveRange: nil) : _defaultTextAttributes)
            edited.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
            _styledText = edited
        }
        _text = (_text as NSString).replacingCharacters(in: range, with: string)
        _markedRange = marking
        _secureTextIsStale = false
        _selection = TextSelection.clamped(selecting ?? NSRange(location: range.location + string.utf16.count, length: 0), in: _text)
        _didChangeSelection()
        _textChangedByUser()
        return true
    }

    /// The Return key: with the delegate's consent, sends `.editingDidEndOnExit` and ends
    /// editing if that event reached anything.
    func _returnKeyPressed() {
        guard _shouldReturn() else { return }
        _actionsSent = 0
        sendActions(for: .editingDidEndOnExit)
        if _actionsSent > 0 { resignFirstResponder() }
    }
}

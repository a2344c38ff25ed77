import Foundation

/// The bold, italic and underline actions of a field that allows editing text attributes
/// (DD12), done as a text view does them (DD9).
extension UITextField {
    /// DD12: whether the style actions apply: editing, with ``allowsEditingTextAttributes``.
    var _canStyleText: Bool { allowsEditingTextAttributes && isEditing }

    /// DD12: toggles a style over the selection (the field's text becomes styled), or in the
    /// typing attributes at a caret; a changed text sends `.editingChanged` and posts
    /// ``textDidChangeNotification`` without asking the delegate (no characters change).
    func _toggleStyle(_ style: TextStyleToggle) {
        guard _canStyleText else { return }
        let selection = _selectedRange
        guard selection.length > 0 else {
            typingAttributes = style.toggledAtCaret(typingAttributes ?? _defaultTextAttributes)
            return
        }
        let styled = NSMutableAttributedString(attributedString: _textInputAttributedText)
        style.apply(to: styled, in: selection)
        _styledText = styled
        setNeedsDisplay()
        _textChangedByUser()
    }
}

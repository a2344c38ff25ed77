import Foundation

/// Typing attributes that follow the selection (DD8) and the bold, italic and underline
/// actions (DD9).
extension UITextView {
    /// DD8: the attributes at an insertion point or selection: those of the character
    /// before a caret (the first character's at the start), a selection's first character's;
    /// nil without text.
    func _attributes(atInsertionPointOf selection: NSRange) -> [NSAttributedString.Key: Any]? {
        let storage = textStorage
        guard storage.length > 0 else { return nil }
        let index = selection.length > 0 ? selection.location : max(0, selection.location - 1)
        return storage.attributes(at: min(index, storage.length - 1), effectiveRange: nil)
    }

    /// DD8: a selection set by the app or an edit action resets the typing attributes of
    /// styled text to those at the new insertion point (links are not typed on).
    func _typingAttributesFollowSelection() {
        guard _isStyled, var attributes = _attributes(atInsertionPointOf: _selectedRange) else { return }
        attributes[.link] = nil
        _setTypingAttributes(attributes)
    }

    /// DD9: whether the style actions apply: an editable view allowing text attributes.
    var _canStyleText: Bool { allowsEditingTextAttributes && isEditable }

    /// DD9: toggles a style over the selection, or in the typing attributes at a caret; a
    /// changed text calls `textViewDidChange` and posts ``textDidChangeNotification``.
    func _toggleStyle(_ style: TextStyleToggle) {
        guard _canStyleText else { return }
        let selection = _selectedRange
        guard selection.length > 0 else { return _setTypingAttributes(style.toggledAtCaret(typingAttributes)) }
        _editOwnStorage { storage in
            storage.beginEditing()
            style.apply(to: storage, in: selection)
            storage.endEditing()
        }
        _isStyled = true
        _textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}

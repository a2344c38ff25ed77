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

    /// DD9: toggles a style over the selection (each character's run restyled, the toggle
    /// decided by the selection's first character), or in the typing attributes at a caret;
    /// a changed text calls `textViewDidChange` and posts ``textDidChangeNotification``.
    func _toggleStyle(_ style: TextStyleToggle) {
        guard _canStyleText else { return }
        let selection = _selectedRange
        guard selection.length > 0 else {
            return _setTypingAttributes(style.toggled(typingAttributes, on: !style.isOn(in: typingAttributes)))
        }
        let storage = textStorage
        let turnOn = !style.isOn(in: storage.attributes(at: selection.location, effectiveRange: nil))
        var runs: [(NSRange, [NSAttributedString.Key: Any])] = []
        storage.enumerateAttributes(in: selection, options: []) { attributes, range, _ in
            runs.append((NSIntersectionRange(range, selection), style.toggled(attributes, on: turnOn)))
        }
        _editOwnStorage { storage in
            storage.beginEditing()
            for (range, attributes) in runs { storage.setAttributes(attributes, range: range) }
            storage.endEditing()
        }
        _isStyled = true
        _textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}

/// DD9: one of the styles the bold, italic and underline actions toggle.
enum TextStyleToggle {
    case bold, italic, underline

    /// The font trait it toggles (nil: underline, an attribute of its own).
    private var trait: UIFontDescriptor.SymbolicTraits? {
        switch self {
        case .bold: .traitBold
        case .italic: .traitItalic
        case .underline: nil
        }
    }

    /// Whether `attributes` have the style: the font's trait, or a non-zero underline.
    func isOn(in attributes: [NSAttributedString.Key: Any]) -> Bool {
        guard let trait else { return (attributes[.underlineStyle] as? Int ?? 0) != 0 }
        return (attributes[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(trait) == true
    }

    /// `attributes` with the style turned on or off (a font that cannot take the trait stays).
    func toggled(_ attributes: [NSAttributedString.Key: Any], on: Bool) -> [NSAttributedString.Key: Any] {
        var attributes = attributes
        guard let trait else {
            attributes[.underlineStyle] = on ? NSUnderlineStyle.single.rawValue : nil
            return attributes
        }
        guard let font = attributes[.font] as? UIFont else { return attributes }
        var traits = font.fontDescriptor.symbolicTraits
        if on { traits.insert(trait) } else { traits.remove(trait) }
        if let descriptor = font.fontDescriptor.withSymbolicTraits(traits) {
            attributes[.font] = UIFont(descriptor: descriptor, size: font.pointSize)
        }
        return attributes
    }
}

import Foundation

extension UITextView: TextInputEditing {
    /// TI1: the layout manager's line fragments in the view's text container, moved by
    /// ``textContainerInset``: carets at each glyph's left edge (the last one's right edge
    /// after it), the extra line fragment as the last line when the text is empty or ends
    /// with a line break.
    var _textInputLines: [TextInputLine] {
        let manager = _layingOutLayoutManager, container = textContainer
        let inset = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
        let glyphs = manager.glyphRange(for: container)
        var lines: [TextInputLine] = []
        manager.enumerateLineFragments(forGlyphRange: glyphs) { rect, _, _, range, _ in
            let characters = manager.characterRange(forGlyphRange: range, actualGlyphRange: nil)
            var carets = (range.location..<NSMaxRange(range)).map {
                manager.boundingRect(forGlyphRange: NSRange(location: $0, length: 1), in: container).minX + inset.x
            }
            let last = range.length > 0 ? manager.boundingRect(forGlyphRange: NSRange(location: NSMaxRange(range) - 1, length: 1), in: container).maxX
                : rect.minX + container.lineFragmentPadding
            carets.append(last + inset.x)
            lines.append(TextInputLine(frame: rect.offsetBy(dx: inset.x, dy: inset.y), characters: characters, carets: carets, isLast: false))
        }
        let extra = manager.extraLineFragmentRect
        if manager.extraLineFragmentTextContainer === container || lines.isEmpty {
            let rect = lines.isEmpty && extra == .zero
                ? CGRect(x: 0, y: 0, width: container.size.width, height: _caretFont(at: 0).lineHeight) : extra
            lines.append(TextInputLine(frame: rect.offsetBy(dx: inset.x, dy: inset.y), characters: NSRange(location: _text.utf16.count, length: 0),
                                       carets: [rect.minX + container.lineFragmentPadding + inset.x], isLast: true))
        } else {
            lines[lines.count - 1].isLast = true
        }
        return lines
    }

    /// TI1: the font of the character before the caret on its line, else after it, else the
    /// typing attributes'.
    func _caretFont(at offset: Int) -> UIFont {
        let storage = textStorage, units = Array(_text.utf16)
        func character(_ index: Int) -> UIFont? {
            guard units.indices.contains(index), units[index] != 10 else { return nil }
            return storage.attribute(.font, at: index, effectiveRange: nil) as? UIFont
        }
        return character(offset - 1) ?? character(offset) ?? (_typingAttributes[.font] as? UIFont) ?? font ?? .systemFont(ofSize: 12)
    }

    var _textInputAttributedText: NSAttributedString { NSAttributedString(attributedString: textStorage) }

    func _restyleText(_ text: NSAttributedString) {
        let selection = _selection
        textStorage.setAttributedString(text)
        _selection = selection
    }

    /// Y15, TI5: the one way the user changes the text (typing, deleting, cut, paste, marked
    /// text), in an editable view: asks `textView(_:shouldChangeTextIn:replacementText:)`,
    /// replaces the characters (styled text keeps its runs; new ones take the typing
    /// attributes), marks and selects, then calls `textViewDidChangeSelection`,
    /// `textViewDidChange` and posts ``textDidChangeNotification``. False when not editable
    /// or refused.
    @discardableResult
    func _userEdit(_ range: NSRange, with replacement: String, selecting: NSRange?, marking: NSRange?) -> Bool {
        guard isEditable, _textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return false }
        _userEditedText = true  // DD10: the user's edit, deletions included
        _editOwnStorage { $0.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: _typingAttributes)) }
        _markedRange = marking
        setNeedsDisplay()  // TI5: the marked text's highlight
        _selection = TextSelection.clamped(selecting ?? NSRange(location: range.location + replacement.utf16.count, length: 0), in: _text)
        invalidateIntrinsicContentSize()
        _textDelegate?.textViewDidChangeSelection(self)
        _textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }
}

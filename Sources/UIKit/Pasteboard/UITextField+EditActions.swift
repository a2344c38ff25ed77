import Foundation

extension UITextField {
    // MARK: Selection (part of UITextInput)

    /// The selection as a range, clamped into the text (a caret at the end by default).
    var _selectedRange: NSRange {
        TextSelection.clamped(_selection ?? NSRange(location: _text.utf16.count, length: 0), in: _text)
    }

    /// Y13: sets the selection (clamped into the text) and tells the delegate.
    func _select(_ range: NSRange) {
        _selection = TextSelection.clamped(range, in: _text)
        // DD8: the typing attributes become those at the new insertion point.
        if isEditing, let styled = _styledText, styled.length > 0 {
            let selection = _selectedRange
            let index = selection.length > 0 ? selection.location : max(0, selection.location - 1)
            _typingAttributes = styled.attributes(at: min(index, styled.length - 1), effectiveRange: nil)
        }
        _didChangeSelection()
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(_offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(_offset: _text.utf16.count) }

    /// The implementation of `selectedTextRange` (declared in the class body, where it can be overridden).
    var _textInputSelectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let range = _selectedRange
            return UITextRange(_from: range.location, to: range.location + range.length)
        }
        set {
            guard isEditing, let newValue else { return }
            _select(newValue._nsRange)
        }
    }

    /// The implementation of `textRange(from:to:)` (declared in the class body, where it can be overridden).
    func _textInputTextRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = _text.utf16.count
        guard (0...length).contains(fromPosition._offset), (0...length).contains(toPosition._offset) else { return nil }
        return UITextRange(_from: fromPosition._offset, to: toPosition._offset)
    }

    /// The implementation of `position(from:offset:)` (declared in the class body, where it can be overridden).
    func _textInputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position._offset + offset
        return (0..._text.utf16.count).contains(target) ? UITextPosition(_offset: target) : nil
    }

    /// The implementation of `offset(from:to:)` (declared in the class body, where it can be overridden).
    func _textInputOffset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition._offset - from._offset }

    /// The implementation of `text(in:)` (declared in the class body, where it can be overridden).
    func _textInputText(in range: UITextRange) -> String? {
        guard range.end._offset <= _text.utf16.count else { return nil }
        return TextSelection.substring(_text, range._nsRange)
    }

    // MARK: Edit actions (Y12–Y16)

    /// The actions' state: a field edits and selects only while editing (and enabled).
    var _editContext: StandardEditAction.Context {
        StandardEditAction.Context(text: _text, selection: _selectedRange, isEditable: isEditing && isEnabled,
                                   isSelectable: isEditing, isSecure: isSecureTextEntry)
    }
}

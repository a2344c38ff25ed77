import Foundation

/// The `UITextInput` behaviour text fields and text views share (TI1–TI6), written once: the
/// classes declare the members in their bodies (where subclasses override them, as on iOS)
/// and call these.
@MainActor
protocol TextInputEditing: StandardEditingView, TextInputLayout, UITextInput {
    /// TI5: the marked text's range, nil without.
    var _markedRange: NSRange? { get set }
    /// Y15: replaces `range` as the user does (asking the delegate, then telling it), leaving
    /// `selecting` selected (nil: a caret after the new text) and `marking` marked; false
    /// when refused.
    @discardableResult
    func _userEdit(_ range: NSRange, with string: String, selecting: NSRange?, marking: NSRange?) -> Bool
    /// The text with its attributes.
    var _textInputAttributedText: NSAttributedString { get }
    /// Restyles the text (same characters) without moving the selection.
    func _restyleText(_ text: NSAttributedString)
}

extension TextInputEditing {
    // MARK: Marked text (TI5)

    var _textInputMarkedTextRange: UITextRange? { _markedRange.map { UITextRange(_from: $0.location, to: NSMaxRange($0)) } }

    /// TI5: the marked text (or, without any, the selection) is replaced by `markedText` as
    /// typing replaces text (the delegate asked, then told, with the new range already
    /// marked); `selectedRange`, inside the new text, is selected. Empty or nil text leaves
    /// nothing marked.
    func _textInputSetMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = _markedRange.map { TextSelection.clamped($0, in: _text) } ?? _selectedRange
        let inner = TextSelection.clamped(selectedRange, in: text)
        let length = text.utf16.count
        _userEdit(range, with: text, selecting: NSRange(location: range.location + inner.location, length: inner.length),
                  marking: length > 0 ? NSRange(location: range.location, length: length) : nil)
    }

    /// TI5: the marked text stays as it is, no longer marked; nothing is told.
    func _textInputUnmarkText() {
        _markedRange = nil
        (self as? UIView)?.setNeedsDisplay()
    }

    /// TI4: replaces the range's text as typing does (the delegate asked and told), reported to
    /// the keyboard as a change it did not make; a selection after the range moves with the
    /// text, one touching it becomes a caret after the new text, one before stays.
    func _textInputReplace(_ range: UITextRange, withText text: String) {
        guard range.end._offset <= _text.utf16.count else { return }
        let replaced = range._nsRange, selection = _selectedRange
        let change = text.utf16.count - replaced.length
        let selecting = if selection.location >= NSMaxRange(replaced) && (selection.length > 0 || selection.location > replaced.location) {
            NSRange(location: selection.location + change, length: selection.length)
        } else if NSMaxRange(selection) <= replaced.location {
            selection
        } else {
            NSRange(location: replaced.location + text.utf16.count, length: 0)
        }
        _reportToKeyboard(.text) { _userEdit(replaced, with: text, selecting: selecting, marking: nil) }
    }

    // MARK: Positions

    func _textInputCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position._offset < other._offset ? .orderedAscending : position._offset > other._offset ? .orderedDescending : .orderedSame
    }

    /// TI2: left and right by UTF-16 units, up and down by lines at the same x.
    func _textInputPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: self.position(from: position, offset: offset)
        case .left: self.position(from: position, offset: -offset)
        case .up: _position(from: position._offset, lines: -offset).map { UITextPosition(_offset: $0) }
        case .down: _position(from: position._offset, lines: offset).map { UITextPosition(_offset: $0) }
        }
    }

    func _textInputPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    /// Left and right to the ends of the position's line, up and down to the ends of the text.
    func _textInputCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let offset = position._offset, line = _line(at: offset, in: _textInputLines)
        switch direction {
        case .left: return UITextRange(_from: line.positions.lowerBound, to: offset)
        case .right: return UITextRange(_from: offset, to: line.positions.upperBound)
        case .up: return UITextRange(_from: 0, to: offset)
        case .down: return UITextRange(_from: offset, to: _text.utf16.count)
        }
    }

    // MARK: Writing direction

    /// The paragraph style's direction at the position; natural text reads left to right.
    func _textInputBaseWritingDirection(for position: UITextPosition) -> NSWritingDirection {
        let text = _textInputAttributedText
        guard text.length > 0 else { return .leftToRight }
        let index = min(max(0, position._offset), text.length - 1)
        let style = text.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle
        let direction = style?.baseWritingDirection ?? .natural
        return direction == .natural ? .leftToRight : direction
    }

    /// The paragraphs of the range take the direction in their paragraph style.
    func _textInputSetBaseWritingDirection(_ direction: NSWritingDirection, for range: UITextRange) {
        let styled = NSMutableAttributedString(attributedString: _textInputAttributedText)
        guard styled.length > 0, range.end._offset <= styled.length else { return }
        let paragraphs = (styled.string as NSString).paragraphRange(for: range._nsRange)
        styled.enumerateAttribute(.paragraphStyle, in: paragraphs) { value, run, _ in
            let style = ((value as? NSParagraphStyle) ?? .default).mutableCopy() as! NSMutableParagraphStyle
            style.baseWritingDirection = direction
            styled.addAttribute(.paragraphStyle, value: style, range: run)
        }
        _restyleText(styled)
    }

    // MARK: Geometry (TI1–TI3)

    func _textInputFirstRect(for range: UITextRange) -> CGRect { _firstRect(for: range._nsRange) }
    func _textInputCaretRect(for position: UITextPosition) -> CGRect { _caretRect(at: position._offset) }
    func _textInputSelectionRects(for range: UITextRange) -> [UITextSelectionRect] { _selectionRects(for: range._nsRange) }
    func _textInputClosestPosition(to point: CGPoint, within range: UITextRange?) -> UITextPosition? {
        UITextPosition(_offset: _closestPosition(to: point, within: range?._nsRange))
    }
    func _textInputCharacterRange(at point: CGPoint) -> UITextRange? {
        _characterRange(at: point, in: _text).map { UITextRange(_from: $0.location, to: NSMaxRange($0)) }
    }
}

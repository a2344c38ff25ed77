import Foundation

/// A place in a text field's or text view's text, between two UTF-16 code units.
///
/// Difference from UIKit: UIKit's class is abstract, each text view subclassing it; here one
/// concrete position holds its UTF-16 offset (`_offset`), and positions from any field
/// compare by offset.
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text.
    let _offset: Int

    init(_offset offset: Int) {
        _offset = offset
        super.init()
    }

    /// Equal when the offsets are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?._offset == _offset }
    /// The offset.
    open override var hash: Int { _offset }
}

/// A range of a text field's or text view's text, from ``start`` to ``end``.
///
/// Difference from UIKit: concrete (UIKit's is abstract), holding two ``UITextPosition``s.
open class UITextRange: NSObject {
    /// Where the range starts.
    open var start: UITextPosition { _start }
    /// Where the range ends (not before ``start``).
    open var end: UITextPosition { _end }
    /// Whether the range holds no text (a caret).
    open var isEmpty: Bool { _start._offset == _end._offset }

    private let _start: UITextPosition
    private let _end: UITextPosition

    init(_from start: Int, to end: Int) {
        _start = UITextPosition(_offset: min(start, end))
        _end = UITextPosition(_offset: max(start, end))
        super.init()
    }

    /// The UTF-16 range.
    var _nsRange: NSRange { NSRange(location: _start._offset, length: _end._offset - _start._offset) }

    /// Equal when both ends are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other._nsRange == _nsRange
    }
    /// A hash of both ends.
    open override var hash: Int { _start._offset &* 31 &+ _end._offset }
}

/// Text geometry shared by the text field and the text view: ranges by UTF-16 offset.
enum TextSelection {
    /// `range` clamped into `text`.
    static func clamped(_ range: NSRange, in text: String) -> NSRange {
        let length = text.utf16.count
        let location = min(max(0, range.location), length)
        return NSRange(location: location, length: min(max(0, range.length), length - location))
    }

    /// The characters of `range` in `text`.
    static func substring(_ text: String, _ range: NSRange) -> String {
        (text as NSString).substring(with: clamped(range, in: text))
    }

    /// The range the delete key removes with the caret at `location`: the composed character
    /// before it (nil at the start).
    static func characterBefore(_ location: Int, in text: String) -> NSRange? {
        guard location > 0 else { return nil }
        return (text as NSString).rangeOfComposedCharacterSequence(at: location - 1)
    }

    /// Y14: the word `select(_:)` picks with the caret at `location`: the run of letters and
    /// digits around it, else the one just before it; nil without one.
    static func word(at location: Int, in text: String) -> NSRange? {
        let units = Array(text.utf16)
        func isWordUnit(_ index: Int) -> Bool {
            guard units.indices.contains(index) else { return false }
            // Surrogate halves (characters beyond the Basic Multilingual Plane) count as word.
            guard let scalar = Unicode.Scalar(units[index]) else { return true }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "'"
        }
        var anchor = location
        if !isWordUnit(anchor) { anchor = location - 1 }
        guard isWordUnit(anchor) else { return nil }
        var start = anchor
        while isWordUnit(start - 1) { start -= 1 }
        var end = anchor + 1
        while isWordUnit(end) { end += 1 }
        return NSRange(location: start, length: end - start)
    }
}

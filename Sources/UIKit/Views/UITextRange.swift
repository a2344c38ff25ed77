import Foundation

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

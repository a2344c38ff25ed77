import Foundation

/// The size of a text unit a tokenizer works in, with UIKit's raw values.
public enum UITextGranularity: Int, Sendable {
    /// One composed character.
    case character = 0
    /// A word: a run of letters, digits, apostrophes and underscores.
    case word = 1
    /// A sentence: up to and including its closing `.`, `!` or `?`.
    case sentence = 2
    /// A paragraph: the text between line breaks.
    case paragraph = 3
    /// A line as laid out on screen.
    case line = 4
    /// The whole text.
    case document = 5
}

/// A direction in the order the text is stored, with UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable {
    /// Towards the end of the text.
    case forward = 0
    /// Towards its start.
    case backward = 1
}

/// A direction on screen, with UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable {
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
    /// Up a line.
    case up = 4
    /// Down a line.
    case down = 5
}

/// A storage or layout direction, as the tokenizer takes it: the raw value of a
/// ``UITextStorageDirection`` or a ``UITextLayoutDirection``.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The raw value (0–1 storage, 2–5 layout).
    public var rawValue: Int
    /// Creates a direction from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// TI7: right and down read as forward, left and up as backward (left-to-right text).
    var _isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.backward.rawValue, UITextLayoutDirection.left.rawValue, UITextLayoutDirection.up.rawValue: false
        default: true
        }
    }
}

/// What the text input system asks about text units around positions (TI7). A
/// ``UITextInput``'s ``UITextInput/tokenizer``; ``UITextInputStringTokenizer`` answers for
/// text fields and text views.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` holding `position` on the side `direction` points to; nil
    /// when there is none there.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether a unit of `granularity` ends at `position` going in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next position at such a boundary in `direction`; nil when there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether the character on the side `direction` points to is inside a unit of `granularity`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

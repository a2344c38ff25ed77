import Foundation

/// A text input with a document the keyboard can read, a selection it can move, marked text
/// it composes in, and geometry and a tokenizer the text system measures with (IV14, TI1–TI10).
/// ``UITextField`` and ``UITextView`` adopt it.
///
/// Positions are UTF-16 offsets (``UITextPosition``); a class written for UIKit's protocol,
/// implementing these members with its own positions, conforms unchanged.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; a caret is an empty range. Nil while there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The provisional text being composed (TI5); nil without.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with; nil: the input's own underline.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection) with `markedText`, selecting
    /// `selectedRange` inside it (TI5).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text (TI5).
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (in either order); nil when either is outside.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` away from `position`; nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps away in a layout direction (TI2).
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The distance from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text of `range`; nil when it lies outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text of `range` (TI4).
    func replace(_ range: UITextRange, withText text: String)
    /// The keyboard's delegate, told of changes the keyboard did not make (IV15). The
    /// keyboard sets it while the input is first responder.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The tokenizer for the input's text units (TI7).
    var tokenizer: any UITextInputTokenizer { get }
    /// The position of `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to its farthest extent in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction of the text at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the paragraphs of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The rectangle of the first line of `range` (TI1).
    func firstRect(for range: UITextRange) -> CGRect
    /// Where the caret is drawn at `position` (TI1).
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles of `range`, one per line (TI3).
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point` (TI2).
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position of `range` nearest `point` (TI2).
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point` (TI2).
    func characterRange(at point: CGPoint) -> UITextRange?
}

/// What a text input tells the keyboard when its text or selection changes other than by
/// typing: text set in code, a paste, the selection moved by code (IV15). A
/// ``UIInputViewController`` adopts it and hears of its document's changes.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// IV15: how a text input reports a change the keyboard did not make to its input delegate:
/// "will", the change, "did". Text fields and text views call it from their setters and
/// edit actions; typing (`insertText`, `deleteBackward`) goes around it, as the keyboard's
/// own edits.
@MainActor
enum TextInputChange {
    enum Kind { case text, selection }

    /// Runs `change` between the delegate's "will" and "did" for `kind`; without a delegate
    /// (no keyboard listening) just runs it.
    static func report<T>(_ kind: Kind, of input: any UITextInput, _ change: () -> T) -> T {
        guard let delegate = input.inputDelegate else { return change() }
        switch kind {
        case .text: delegate.textWillChange(input)
        case .selection: delegate.selectionWillChange(input)
        }
        let result = change()
        switch kind {
        case .text: delegate.textDidChange(input)
        case .selection: delegate.selectionDidChange(input)
        }
        return result
    }
}

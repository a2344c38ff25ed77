import Foundation

/// A text input with a document the keyboard can read and a selection it can move: what a
/// custom keyboard's ``UITextDocumentProxy`` works on (IV14). ``UITextField`` and
/// ``UITextView`` adopt it.
///
/// Difference from UIKit: only the part OpenUIKit implements (the selection, positions by
/// offset, the text of a range and the input delegate); marked text, geometry, writing
/// direction and the tokenizer are not required. A class written for UIKit's full protocol
/// conforms unchanged.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; a caret is an empty range. Nil while there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (in either order); nil when either is outside.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` away from `position`; nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The distance from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text of `range`; nil when it lies outside the text.
    func text(in range: UITextRange) -> String?
    /// The keyboard's delegate, told of changes the keyboard did not make (IV15). The
    /// keyboard sets it while the input is first responder.
    var inputDelegate: (any UITextInputDelegate)? { get set }
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

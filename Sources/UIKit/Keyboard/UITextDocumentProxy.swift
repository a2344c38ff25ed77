import Foundation

/// What a custom keyboard knows of, and does to, the text it types into: the first
/// responder's text input (IV14). Reached as ``UIInputViewController/textDocumentProxy``.
///
/// Difference from UIKit: `documentInputMode` is nil (no app stores one).
@preconcurrency @MainActor
public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the caret (before the selection); nil when there is none.
    var documentContextBeforeInput: String? { get }
    /// The text after the caret (after the selection); nil when there is none.
    var documentContextAfterInput: String? { get }
    /// The selected text; nil for a caret.
    var selectedText: String? { get }
    /// The input mode the document asks for, if it stores one.
    var documentInputMode: UITextInputMode? { get }
    /// An identifier of the document: the same while the same text input is typed into.
    var documentIdentifier: UUID { get }
    /// Moves the caret `offset` UTF-16 units (negative: back).
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Puts provisional text in place of the marked text (or the selection) and selects
    /// `selectedRange` within it.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Keeps the marked text as typed text.
    func unmarkText()
}

/// IV14: the proxy of an input view controller: every call goes to the text input that is
/// first responder at that moment, as typing does (the delegate is asked, actions are sent).
@MainActor
final class TextDocumentProxy: NSObject, UITextDocumentProxy {
    /// Nesting of the proxy's own edits: the document's input delegate hears nothing of them
    /// (IV15: the keyboard does not tell itself what it did).
    static var editDepth = 0
    /// The identifiers handed out, by document.
    private static var identifiers: [ObjectIdentifier: (document: WeakBox<UIResponder>, id: UUID)] = [:]

    private var target: (any UIKeyInput)? { UIResponder.firstResponder as? any UIKeyInput }
    private var textInput: (any UITextInput)? { UIResponder.firstResponder as? any UITextInput }

    private func edit(_ body: () -> Void) {
        Self.editDepth += 1
        defer { Self.editDepth -= 1 }
        body()
    }

    // MARK: UIKeyInput

    var hasText: Bool { target?.hasText ?? false }
    func insertText(_ text: String) { edit { target?.insertText(text) } }
    func deleteBackward() { edit { target?.deleteBackward() } }

    // MARK: The document's traits (what the keyboard should look like)

    var autocapitalizationType: UITextAutocapitalizationType {
        get { target?.autocapitalizationType ?? .sentences }
        set {}
    }
    var autocorrectionType: UITextAutocorrectionType {
        get { target?.autocorrectionType ?? .default }
        set {}
    }
    var spellCheckingType: UITextSpellCheckingType {
        get { target?.spellCheckingType ?? .default }
        set {}
    }
    var keyboardType: UIKeyboardType {
        get { target?.keyboardType ?? .default }
        set {}
    }
    var keyboardAppearance: UIKeyboardAppearance {
        get { target?.keyboardAppearance ?? .default }
        set {}
    }
    var returnKeyType: UIReturnKeyType {
        get { target?.returnKeyType ?? .default }
        set {}
    }
    var enablesReturnKeyAutomatically: Bool {
        get { target?.enablesReturnKeyAutomatically ?? false }
        set {}
    }
    var isSecureTextEntry: Bool {
        get { target?.isSecureTextEntry ?? false }
        set {}
    }
    var textContentType: UITextContentType! {
        get { target?.textContentType }
        set {}
    }
    var passwordRules: UITextInputPasswordRules? {
        get { target?.passwordRules }
        set {}
    }
    var smartQuotesType: UITextSmartQuotesType {
        get { target?.smartQuotesType ?? .default }
        set {}
    }
    var smartDashesType: UITextSmartDashesType {
        get { target?.smartDashesType ?? .default }
        set {}
    }
    var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { target?.smartInsertDeleteType ?? .default }
        set {}
    }
    var inlinePredictionType: UITextInlinePredictionType {
        get { target?.inlinePredictionType ?? .default }
        set {}
    }

    // MARK: Context

    var documentContextBeforeInput: String? {
        guard let input = textInput, let selection = input.selectedTextRange,
              let range = input.textRange(from: input.beginningOfDocument, to: selection.start) else { return nil }
        return nonEmpty(input.text(in: range))
    }

    var documentContextAfterInput: String? {
        guard let input = textInput, let selection = input.selectedTextRange,
              let range = input.textRange(from: selection.end, to: input.endOfDocument) else { return nil }
        return nonEmpty(input.text(in: range))
    }

    var selectedText: String? {
        guard let input = textInput, let selection = input.selectedTextRange, !selection.isEmpty else { return nil }
        return nonEmpty(input.text(in: selection))
    }

    var documentInputMode: UITextInputMode? { nil }

    var documentIdentifier: UUID {
        guard let document = UIResponder.firstResponder else { return UUID() }
        Self.identifiers = Self.identifiers.filter { $0.value.document.value != nil }
        if let known = Self.identifiers[ObjectIdentifier(document)] { return known.id }
        let id = UUID()
        Self.identifiers[ObjectIdentifier(document)] = (WeakBox(document), id)
        return id
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    // MARK: Moving the caret and marked text

    /// IV14: from the selection's end (moving forward) or start (moving back), clamped to
    /// the text; the selection becomes a caret there.
    func adjustTextPosition(byCharacterOffset offset: Int) {
        guard let input = textInput, let selection = input.selectedTextRange else { return }
        let from = offset >= 0 ? selection.end : selection.start
        let length = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
        let start = input.offset(from: input.beginningOfDocument, to: from)
        let target = max(0, min(length, start + offset))
        guard let position = input.position(from: input.beginningOfDocument, offset: target),
              let caret = input.textRange(from: position, to: position) else { return }
        edit { textInput?.selectedTextRange = caret }
    }

    /// TI5: the document's own marked text.
    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        guard let input = textInput else { return }
        edit { input.setMarkedText(markedText, selectedRange: selectedRange) }
    }

    func unmarkText() { textInput?.unmarkText() }
}

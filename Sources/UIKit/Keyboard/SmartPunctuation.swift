import Foundation

/// What the keyboard types for a straight quote or a second hyphen under a text input's
/// smart punctuation traits (SQ1, SQ2). The keyboard does it, not the text input: the
/// software keyboard's keys, a hardware keyboard's and UIKitTesting's typing go through it;
/// `insertText(_:)` called by code inserts what it is given, as on iOS.
enum SmartPunctuation {
    /// SQ1, SQ2: a `.default` trait is on except for email address and URL keyboards and
    /// secure (password) entry.
    @MainActor static func defaultIsOn(for traits: any UITextInputTraits) -> Bool {
        !traits.isSecureTextEntry && traits.keyboardType != .emailAddress && traits.keyboardType != .URL
    }

    /// SQ1: whether typed quotes become curly.
    @MainActor static func quotesAreSmart(for traits: any UITextInputTraits) -> Bool {
        switch traits.smartQuotesType {
        case .yes: true
        case .no: false
        case .default: defaultIsOn(for: traits)
        }
    }

    /// SQ2: whether two typed hyphens become an em dash.
    @MainActor static func dashesAreSmart(for traits: any UITextInputTraits) -> Bool {
        switch traits.smartDashesType {
        case .yes: true
        case .no: false
        case .default: defaultIsOn(for: traits)
        }
    }

    /// SQ1: the curly quote for a typed straight one after `previous` (nil at the start of
    /// the text): opening at the start, after white space or an opening bracket, quote or
    /// dash; closing (for `'`, the apostrophe) anywhere else. Nil for other text.
    static func curlyQuote(for typed: String, after previous: Character?) -> String? {
        guard typed == "\"" || typed == "'" else { return nil }
        let opens = previous.map { $0.isWhitespace || "([{<“‘-–—".contains($0) } ?? true
        if typed == "\"" { return opens ? "“" : "”" }
        return opens ? "‘" : "’"
    }
}

extension UIKeyInput {
    /// Types `text` as the keyboard does: a straight quote becomes a curly one (SQ1) and a
    /// hyphen after a hyphen replaces both with an em dash (SQ2) when the traits ask for it
    /// and the input tells its text (`UITextInput`); otherwise `insertText(_:)`.
    @_spi(Testing) public func _typeFromKeyboard(_ text: String) {
        guard let input = self as? any UITextInput, let selection = input.selectedTextRange else { return insertText(text) }
        let previousStart = input.position(from: selection.start, offset: -1)
        let previous = previousStart.flatMap { start in input.textRange(from: start, to: selection.start) }
            .flatMap { input.text(in: $0) }?.last
        if SmartPunctuation.quotesAreSmart(for: self), let quote = SmartPunctuation.curlyQuote(for: text, after: previous) {
            return insertText(quote)
        }
        if text == "-", previous == "-", SmartPunctuation.dashesAreSmart(for: self),
           let previousStart, let range = input.textRange(from: previousStart, to: selection.end) {
            return input.replace(range, withText: "—")
        }
        insertText(text)
    }
}

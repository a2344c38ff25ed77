import Foundation

/// What iOS's software keyboard shows and does for the document it types into: its keys by
/// ``UIKeyboardType`` (TI9), the Shift key pressed by ``UITextAutocapitalizationType`` (TI8)
/// and the Return key's title and state (TI10). Read by ``UIKBInputBackdropView`` from the
/// first responder's traits each time the document changes.
@MainActor
struct SoftwareKeyboardLayout: Equatable {
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var enablesReturnKeyAutomatically = false

    /// The traits of the first responder (UIKit's defaults without one).
    static var current: SoftwareKeyboardLayout {
        guard let traits = UIResponder.firstResponder as? any UITextInputTraits else { return SoftwareKeyboardLayout() }
        return SoftwareKeyboardLayout(keyboardType: traits.keyboardType, returnKeyType: traits.returnKeyType,
                                      autocapitalizationType: traits.autocapitalizationType,
                                      enablesReturnKeyAutomatically: traits.enablesReturnKeyAutomatically)
    }

    /// TI9: the number pads: digits (and the decimal point) only, without Return or Shift.
    var isPad: Bool { [.numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad].contains(keyboardType) }

    /// TI9: the plane shown first: numbers and punctuation for `.numbersAndPunctuation`.
    var startsWithNumbers: Bool { keyboardType == .numbersAndPunctuation }

    /// TI9: the rows of keys, top to bottom.
    func rows(numbers: Bool, globe: Bool) -> [[UIKBKeyView.Key]] {
        func characters(_ row: String) -> [UIKBKeyView.Key] { row.map { .character(String($0)) } }
        if isPad {
            let corner: [UIKBKeyView.Key] = keyboardType == .decimalPad ? [.character(".")] : []
            return [characters("123"), characters("456"), characters("789"), corner + [.character("0"), .delete]]
        }
        let letters = numbers ? ["1234567890", "-/:;()$&@\"", ".,?!'"] : ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        let rows = letters.map(characters)
        let more: [UIKBKeyView.Key] = [.more(numbers ? "ABC" : "123")] + (globe ? [.nextKeyboard] : [])
        let bottom: [UIKBKeyView.Key] = switch keyboardType {
        case .emailAddress: [.space, .character("@"), .character("."), .return]
        case .URL: [.character("."), .character("/"), .character(".com"), .return]
        case .twitter: [.space, .character("@"), .character("#"), .return]
        case .webSearch: [.space, .character("."), .return]
        default: [.space, .return]
        }
        return [rows[0], rows[1], (numbers ? [] : [.shift]) + rows[2] + [.delete], more + bottom]
    }

    /// TI8: whether Shift is on by itself with `before` the text before the caret:
    /// `.sentences` at the start, after a line break and after a sentence's closing `.`, `!`
    /// or `?` and a space; `.words` at the start and after a space or line break;
    /// `.allCharacters` always; `.none` never.
    func shifts(after before: String) -> Bool {
        switch autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.last.map { $0 == " " || $0 == "\n" } ?? true
        case .sentences:
            guard let last = before.last else { return true }
            if last == "\n" { return true }
            guard last == " " else { return false }
            let text = before.reversed().drop { $0 == " " }
            guard let end = text.first else { return true }
            return end == "." || end == "!" || end == "?" || end == "\n"
        }
    }

    /// TI10: the Return key's title as iOS 17 draws it (and VoiceOver reads it).
    var returnTitle: String {
        switch returnKeyType {
        case .default: "return"
        case .go: "go"
        case .google: "Google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "Yahoo"
        case .done: "done"
        case .emergencyCall: "Emergency call"
        case .continue: "continue"
        }
    }

    /// TI10: whether the Return key can be tapped: not while the document is empty when
    /// ``enablesReturnKeyAutomatically``.
    func returnEnabled(documentHasText: Bool) -> Bool { !enablesReturnKeyAutomatically || documentHasText }
}

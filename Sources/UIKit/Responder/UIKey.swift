import Foundation

/// The USB HID usage codes of keyboard keys, with UIKit's names and values (the letters,
/// digits, punctuation, function keys F1–F24, editing and arrow keys, the keypad and the
/// modifier keys; UIKit also names the international and media keys, which are not here).
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardErrorRollOver = 1
    case keyboardPOSTFail = 2
    case keyboardErrorUndefined = 3
    case keyboardA = 4
    case keyboardB = 5
    case keyboardC = 6
    case keyboardD = 7
    case keyboardE = 8
    case keyboardF = 9
    case keyboardG = 10
    case keyboardH = 11
    case keyboardI = 12
    case keyboardJ = 13
    case keyboardK = 14
    case keyboardL = 15
    case keyboardM = 16
    case keyboardN = 17
    case keyboardO = 18
    case keyboardP = 19
    case keyboardQ = 20
    case keyboardR = 21
    case keyboardS = 22
    case keyboardT = 23
    case keyboardU = 24
    case keyboardV = 25
    case keyboardW = 26
    case keyboardX = 27
    case keyboardY = 28
    case keyboardZ = 29
    case keyboard1 = 30
    case keyboard2 = 31
    case keyboard3 = 32
    case keyboard4 = 33
    case keyboard5 = 34
    case keyboard6 = 35
    case keyboard7 = 36
    case keyboard8 = 37
    case keyboard9 = 38
    case keyboard0 = 39
    case keyboardReturnOrEnter = 40
    case keyboardEscape = 41
    case keyboardDeleteOrBackspace = 42
    case keyboardTab = 43
    case keyboardSpacebar = 44
    case keyboardHyphen = 45
    case keyboardEqualSign = 46
    case keyboardOpenBracket = 47
    case keyboardCloseBracket = 48
    case keyboardBackslash = 49
    case keyboardNonUSPound = 50
    case keyboardSemicolon = 51
    case keyboardQuote = 52
    case keyboardGraveAccentAndTilde = 53
    case keyboardComma = 54
    case keyboardPeriod = 55
    case keyboardSlash = 56
    case keyboardCapsLock = 57
    case keyboardF1 = 58
    case keyboardF2 = 59
    case keyboardF3 = 60
    case keyboardF4 = 61
    case keyboardF5 = 62
    case keyboardF6 = 63
    case keyboardF7 = 64
    case keyboardF8 = 65
    case keyboardF9 = 66
    case keyboardF10 = 67
    case keyboardF11 = 68
    case keyboardF12 = 69
    case keyboardPrintScreen = 70
    case keyboardScrollLock = 71
    case keyboardPause = 72
    case keyboardInsert = 73
    case keyboardHome = 74
    case keyboardPageUp = 75
    case keyboardDeleteForward = 76
    case keyboardEnd = 77
    case keyboardPageDown = 78
    case keyboardRightArrow = 79
    case keyboardLeftArrow = 80
    case keyboardDownArrow = 81
    case keyboardUpArrow = 82
    case keypadNumLock = 83
    case keypadSlash = 84
    case keypadAsterisk = 85
    case keypadHyphen = 86
    case keypadPlus = 87
    case keypadEnter = 88
    case keypad1 = 89
    case keypad2 = 90
    case keypad3 = 91
    case keypad4 = 92
    case keypad5 = 93
    case keypad6 = 94
    case keypad7 = 95
    case keypad8 = 96
    case keypad9 = 97
    case keypad0 = 98
    case keypadPeriod = 99
    case keyboardNonUSBackslash = 100
    case keyboardApplication = 101
    case keyboardPower = 102
    case keypadEqualSign = 103
    case keyboardF13 = 104
    case keyboardF14 = 105
    case keyboardF15 = 106
    case keyboardF16 = 107
    case keyboardF17 = 108
    case keyboardF18 = 109
    case keyboardF19 = 110
    case keyboardF20 = 111
    case keyboardF21 = 112
    case keyboardF22 = 113
    case keyboardF23 = 114
    case keyboardF24 = 115
    case keyboardLeftControl = 224
    case keyboardLeftShift = 225
    case keyboardLeftAlt = 226
    case keyboardLeftGUI = 227
    case keyboardRightControl = 228
    case keyboardRightShift = 229
    case keyboardRightAlt = 230
    case keyboardRightGUI = 231
}

/// A key of a hardware keyboard, as a press reports it (CT20): its code, the characters it
/// types with and without the modifier keys, and the modifiers held.
///
/// Difference from UIKit: the characters are those of a US keyboard layout, and Option does
/// not change them (on a Mac, Option-letter types another character).
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key types with the modifiers held (Shift gives capitals and the
    /// shifted symbols); for keys with no character, one of the `UIKeyCommand.input…` strings.
    open var characters: String { _characters }
    private let _characters: String
    /// The characters the key types with no modifier held.
    open var charactersIgnoringModifiers: String { _charactersIgnoringModifiers }
    private let _charactersIgnoringModifiers: String
    /// The modifier keys held.
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }
    private let _modifierFlags: UIKeyModifierFlags
    /// The key's HID usage code.
    open var keyCode: UIKeyboardHIDUsage { _keyCode }
    private let _keyCode: UIKeyboardHIDUsage

    /// A key with its values (an OpenUIKit addition for code standing for the user).
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                modifierFlags: UIKeyModifierFlags = []) {
        _keyCode = keyCode; _characters = characters
        _charactersIgnoringModifiers = charactersIgnoringModifiers; _modifierFlags = modifierFlags
        super.init()
    }

    /// The key that types `input` on a US keyboard (a character, or a `UIKeyCommand.input…`
    /// string), with `modifierFlags` held (an OpenUIKit addition). A single character no US
    /// key types (`"é"`) is a key of code `.keyboardErrorUndefined` typing it; nil for other
    /// input.
    public convenience init?(input: String, modifierFlags: UIKeyModifierFlags = []) {
        guard let (code, base, typedShifted) = USKeyboardLayout.key(typing: input)
            ?? (input.count == 1 ? (.keyboardErrorUndefined, input, false) : nil) else { return nil }
        // A shifted character (`"!"`, `"A"`) is its key with Shift held.
        var flags = modifierFlags
        if typedShifted { flags.insert(.shift) }
        let shifted = flags.contains(.shift) || (flags.contains(.alphaShift) && base.count == 1 && base.first!.isLetter)
        let characters = shifted ? USKeyboardLayout.shifted(base) : base
        self.init(keyCode: code, characters: characters, charactersIgnoringModifiers: base, modifierFlags: flags)
    }
}

/// The keys of a US keyboard and what they type (CT20).
@MainActor
enum USKeyboardLayout {
    /// The unshifted and shifted characters of the keys that type one.
    private static let rows: [(UIKeyboardHIDUsage, String, String)] = {
        var keys: [(UIKeyboardHIDUsage, String, String)] = []
        for (index, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            keys.append((UIKeyboardHIDUsage(rawValue: 4 + index)!, String(letter), String(letter).uppercased()))
        }
        for (index, pair) in zip("1234567890", "!@#$%^&*()").enumerated() {
            keys.append((UIKeyboardHIDUsage(rawValue: 30 + index)!, String(pair.0), String(pair.1)))
        }
        keys += [(.keyboardReturnOrEnter, "\r", "\r"), (.keyboardTab, "\t", "\t"), (.keyboardSpacebar, " ", " "),
                 (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"), (.keyboardOpenBracket, "[", "{"),
                 (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"), (.keyboardSemicolon, ";", ":"),
                 (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"), (.keyboardComma, ",", "<"),
                 (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"), (.keyboardDeleteOrBackspace, "\u{8}", "\u{8}")]
        return keys
    }()

    /// The keys with no character, by the `UIKeyCommand` input string they report.
    private static let special: [String: UIKeyboardHIDUsage] = [
        UIKeyCommand.inputUpArrow: .keyboardUpArrow, UIKeyCommand.inputDownArrow: .keyboardDownArrow,
        UIKeyCommand.inputLeftArrow: .keyboardLeftArrow, UIKeyCommand.inputRightArrow: .keyboardRightArrow,
        UIKeyCommand.inputEscape: .keyboardEscape, UIKeyCommand.inputPageUp: .keyboardPageUp,
        UIKeyCommand.inputPageDown: .keyboardPageDown, UIKeyCommand.inputHome: .keyboardHome,
        UIKeyCommand.inputEnd: .keyboardEnd, UIKeyCommand.inputDelete: .keyboardDeleteForward, UIKeyCommand.f1: .keyboardF1,
    ]

    /// The key typing `input`, the unshifted characters it reports, and whether `input` is
    /// what it types with Shift. `"\n"` is the Return key.
    static func key(typing input: String) -> (UIKeyboardHIDUsage, String, Bool)? {
        if let code = special[input] { return (code, input, false) }
        if input == "\n" { return (.keyboardReturnOrEnter, "\r", false) }
        if let row = rows.first(where: { $0.1 == input }) { return (row.0, row.1, false) }
        if let row = rows.first(where: { $0.2 == input }) { return (row.0, row.1, true) }
        return nil
    }

    /// What a key typing `base` types with Shift.
    static func shifted(_ base: String) -> String {
        rows.first(where: { $0.1 == base })?.2 ?? base
    }
}

extension UIKeyInput {
    /// CT20: types the keys of `presses` that type text (a character with no Command,
    /// Control or Option held, Return, Delete) into this text input; returns the others.
    func _typeKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        var untyped: Set<UIPress> = []
        for press in presses {
            switch Self._typing(press) {
            case .text(let text): _typeFromKeyboard(text)  // SQ1, SQ2
            case .deleteBackward: deleteBackward()
            case nil: untyped.insert(press)
            }
        }
        return untyped
    }

    /// CT20: the presses of `presses` that do not type (their ends go up the chain; the ends
    /// of typing keys stop at the text input).
    func _untypedKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { Self._typing($0) == nil }
    }

    private static func _typing(_ press: UIPress) -> KeyTyping? {
        guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return nil }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: return .deleteBackward
        case .keyboardReturnOrEnter, .keypadEnter: return .text("\n")
        default:
            guard key.characters.count == 1, let scalar = key.characters.unicodeScalars.first,
                  !CharacterSet.controlCharacters.contains(scalar) else { return nil }
            return .text(key.characters)
        }
    }
}

/// What a key does to a text input.
enum KeyTyping: Equatable {
    case text(String)
    case deleteBackward
}

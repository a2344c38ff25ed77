import Foundation

/// The USB HID usage codes of keyboard keys, with UIKit's names and values (the letters,
/// digits, punctuation, function keys F1–F24, editing and arrow keys, the keypad and the
/// modifier keys; UIKit also names the international and media keys, which are not here).
public enum UIKeyboardHIDUsage: Int, Sendable {
    /// The error code a keyboard reports when too many keys are held at once (usage 0x01).
    case keyboardErrorRollOver = 1
    /// The error code a keyboard reports when its power-on self test fails (usage 0x02).
    case keyboardPOSTFail = 2
    /// An undefined error code (usage 0x03); `UIKey(input:)` gives it to a character no US key types.
    case keyboardErrorUndefined = 3
    /// The A key (usage 0x04); types "a", or "A" with Shift or Caps Lock.
    case keyboardA = 4
    /// The B key (usage 0x05); types "b", or "B" with Shift or Caps Lock.
    case keyboardB = 5
    /// The C key (usage 0x06); types "c", or "C" with Shift or Caps Lock.
    case keyboardC = 6
    /// The D key (usage 0x07); types "d", or "D" with Shift or Caps Lock.
    case keyboardD = 7
    /// The E key (usage 0x08); types "e", or "E" with Shift or Caps Lock.
    case keyboardE = 8
    /// The F key (usage 0x09); types "f", or "F" with Shift or Caps Lock.
    case keyboardF = 9
    /// The G key (usage 0x0A); types "g", or "G" with Shift or Caps Lock.
    case keyboardG = 10
    /// The H key (usage 0x0B); types "h", or "H" with Shift or Caps Lock.
    case keyboardH = 11
    /// The I key (usage 0x0C); types "i", or "I" with Shift or Caps Lock.
    case keyboardI = 12
    /// The J key (usage 0x0D); types "j", or "J" with Shift or Caps Lock.
    case keyboardJ = 13
    /// The K key (usage 0x0E); types "k", or "K" with Shift or Caps Lock.
    case keyboardK = 14
    /// The L key (usage 0x0F); types "l", or "L" with Shift or Caps Lock.
    case keyboardL = 15
    /// The M key (usage 0x10); types "m", or "M" with Shift or Caps Lock.
    case keyboardM = 16
    /// The N key (usage 0x11); types "n", or "N" with Shift or Caps Lock.
    case keyboardN = 17
    /// The O key (usage 0x12); types "o", or "O" with Shift or Caps Lock.
    case keyboardO = 18
    /// The P key (usage 0x13); types "p", or "P" with Shift or Caps Lock.
    case keyboardP = 19
    /// The Q key (usage 0x14); types "q", or "Q" with Shift or Caps Lock.
    case keyboardQ = 20
    /// The R key (usage 0x15); types "r", or "R" with Shift or Caps Lock.
    case keyboardR = 21
    /// The S key (usage 0x16); types "s", or "S" with Shift or Caps Lock.
    case keyboardS = 22
    /// The T key (usage 0x17); types "t", or "T" with Shift or Caps Lock.
    case keyboardT = 23
    /// The U key (usage 0x18); types "u", or "U" with Shift or Caps Lock.
    case keyboardU = 24
    /// The V key (usage 0x19); types "v", or "V" with Shift or Caps Lock.
    case keyboardV = 25
    /// The W key (usage 0x1A); types "w", or "W" with Shift or Caps Lock.
    case keyboardW = 26
    /// The X key (usage 0x1B); types "x", or "X" with Shift or Caps Lock.
    case keyboardX = 27
    /// The Y key (usage 0x1C); types "y", or "Y" with Shift or Caps Lock.
    case keyboardY = 28
    /// The Z key (usage 0x1D); types "z", or "Z" with Shift or Caps Lock.
    case keyboardZ = 29
    /// The 1 key (usage 0x1E); types "1", or "!" with Shift.
    case keyboard1 = 30
    /// The 2 key (usage 0x1F); types "2", or "@" with Shift.
    case keyboard2 = 31
    /// The 3 key (usage 0x20); types "3", or "#" with Shift.
    case keyboard3 = 32
    /// The 4 key (usage 0x21); types "4", or "$" with Shift.
    case keyboard4 = 33
    /// The 5 key (usage 0x22); types "5", or "%" with Shift.
    case keyboard5 = 34
    /// The 6 key (usage 0x23); types "6", or "^" with Shift.
    case keyboard6 = 35
    /// The 7 key (usage 0x24); types "7", or "&" with Shift.
    case keyboard7 = 36
    /// The 8 key (usage 0x25); types "8", or "*" with Shift.
    case keyboard8 = 37
    /// The 9 key (usage 0x26); types "9", or "(" with Shift.
    case keyboard9 = 38
    /// The 0 key (usage 0x27); types "0", or ")" with Shift.
    case keyboard0 = 39
    /// The Return key (usage 0x28); types `"\r"` (also the key of `UIKey(input: "\n")`); a text input gets a newline.
    case keyboardReturnOrEnter = 40
    /// The Escape key (usage 0x29); reports `UIKeyCommand.inputEscape`.
    case keyboardEscape = 41
    /// The Delete (backspace) key (usage 0x2A); deletes backward in a text input.
    case keyboardDeleteOrBackspace = 42
    /// The Tab key (usage 0x2B); types `"\t"`.
    case keyboardTab = 43
    /// The space bar (usage 0x2C); types `" "`.
    case keyboardSpacebar = 44
    /// The `-` key (usage 0x2D); types `-`, or `_` with Shift.
    case keyboardHyphen = 45
    /// The `=` key (usage 0x2E); types `=`, or `+` with Shift.
    case keyboardEqualSign = 46
    /// The `[` key (usage 0x2F); types `[`, or `{` with Shift.
    case keyboardOpenBracket = 47
    /// The `]` key (usage 0x30); types `]`, or `}` with Shift.
    case keyboardCloseBracket = 48
    /// The `\` key (usage 0x31); types `\`, or `|` with Shift.
    case keyboardBackslash = 49
    /// The `#` and `~` key of non-US keyboards (usage 0x32).
    case keyboardNonUSPound = 50
    /// The `;` key (usage 0x33); types `;`, or `:` with Shift.
    case keyboardSemicolon = 51
    /// The `'` key (usage 0x34); types `'`, or `"` with Shift.
    case keyboardQuote = 52
    /// The grave accent key (usage 0x35); types the grave accent, or `~` with Shift.
    case keyboardGraveAccentAndTilde = 53
    /// The `,` key (usage 0x36); types `,`, or `<` with Shift.
    case keyboardComma = 54
    /// The `.` key (usage 0x37); types `.`, or `>` with Shift.
    case keyboardPeriod = 55
    /// The `/` key (usage 0x38); types `/`, or `?` with Shift.
    case keyboardSlash = 56
    /// The Caps Lock key (usage 0x39).
    case keyboardCapsLock = 57
    /// The F1 function key (usage 0x3A); reports `UIKeyCommand.f1`.
    case keyboardF1 = 58
    /// The F2 function key (usage 0x3B).
    case keyboardF2 = 59
    /// The F3 function key (usage 0x3C).
    case keyboardF3 = 60
    /// The F4 function key (usage 0x3D).
    case keyboardF4 = 61
    /// The F5 function key (usage 0x3E).
    case keyboardF5 = 62
    /// The F6 function key (usage 0x3F).
    case keyboardF6 = 63
    /// The F7 function key (usage 0x40).
    case keyboardF7 = 64
    /// The F8 function key (usage 0x41).
    case keyboardF8 = 65
    /// The F9 function key (usage 0x42).
    case keyboardF9 = 66
    /// The F10 function key (usage 0x43).
    case keyboardF10 = 67
    /// The F11 function key (usage 0x44).
    case keyboardF11 = 68
    /// The F12 function key (usage 0x45).
    case keyboardF12 = 69
    /// The Print Screen key (usage 0x46).
    case keyboardPrintScreen = 70
    /// The Scroll Lock key (usage 0x47).
    case keyboardScrollLock = 71
    /// The Pause key (usage 0x48).
    case keyboardPause = 72
    /// The Insert key (usage 0x49).
    case keyboardInsert = 73
    /// The Home key (usage 0x4A); reports `UIKeyCommand.inputHome`.
    case keyboardHome = 74
    /// The Page Up key (usage 0x4B); reports `UIKeyCommand.inputPageUp`.
    case keyboardPageUp = 75
    /// The forward Delete key (usage 0x4C); reports `UIKeyCommand.inputDelete`.
    case keyboardDeleteForward = 76
    /// The End key (usage 0x4D); reports `UIKeyCommand.inputEnd`.
    case keyboardEnd = 77
    /// The Page Down key (usage 0x4E); reports `UIKeyCommand.inputPageDown`.
    case keyboardPageDown = 78
    /// The Right Arrow key (usage 0x4F); reports `UIKeyCommand.inputRightArrow`.
    case keyboardRightArrow = 79
    /// The Left Arrow key (usage 0x50); reports `UIKeyCommand.inputLeftArrow`.
    case keyboardLeftArrow = 80
    /// The Down Arrow key (usage 0x51); reports `UIKeyCommand.inputDownArrow`.
    case keyboardDownArrow = 81
    /// The Up Arrow key (usage 0x52); reports `UIKeyCommand.inputUpArrow`.
    case keyboardUpArrow = 82
    /// The keypad's Num Lock (Clear) key (usage 0x53).
    case keypadNumLock = 83
    /// The keypad's `/` key (usage 0x54).
    case keypadSlash = 84
    /// The keypad's `*` key (usage 0x55).
    case keypadAsterisk = 85
    /// The keypad's `-` key (usage 0x56).
    case keypadHyphen = 86
    /// The keypad's `+` key (usage 0x57).
    case keypadPlus = 87
    /// The keypad's Enter key (usage 0x58); inserts a newline in a text input, as Return does.
    case keypadEnter = 88
    /// The keypad's 1 key (usage 0x59).
    case keypad1 = 89
    /// The keypad's 2 key (usage 0x5A).
    case keypad2 = 90
    /// The keypad's 3 key (usage 0x5B).
    case keypad3 = 91
    /// The keypad's 4 key (usage 0x5C).
    case keypad4 = 92
    /// The keypad's 5 key (usage 0x5D).
    case keypad5 = 93
    /// The keypad's 6 key (usage 0x5E).
    case keypad6 = 94
    /// The keypad's 7 key (usage 0x5F).
    case keypad7 = 95
    /// The keypad's 8 key (usage 0x60).
    case keypad8 = 96
    /// The keypad's 9 key (usage 0x61).
    case keypad9 = 97
    /// The keypad's 0 key (usage 0x62).
    case keypad0 = 98
    /// The keypad's `.` key (usage 0x63).
    case keypadPeriod = 99
    /// The `\` and `|` key next to Shift on non-US keyboards (usage 0x64).
    case keyboardNonUSBackslash = 100
    /// The Application (context menu) key of PC keyboards (usage 0x65).
    case keyboardApplication = 101
    /// The Power key (usage 0x66).
    case keyboardPower = 102
    /// The keypad's `=` key (usage 0x67).
    case keypadEqualSign = 103
    /// The F13 function key (usage 0x68).
    case keyboardF13 = 104
    /// The F14 function key (usage 0x69).
    case keyboardF14 = 105
    /// The F15 function key (usage 0x6A).
    case keyboardF15 = 106
    /// The F16 function key (usage 0x6B).
    case keyboardF16 = 107
    /// The F17 function key (usage 0x6C).
    case keyboardF17 = 108
    /// The F18 function key (usage 0x6D).
    case keyboardF18 = 109
    /// The F19 function key (usage 0x6E).
    case keyboardF19 = 110
    /// The F20 function key (usage 0x6F).
    case keyboardF20 = 111
    /// The F21 function key (usage 0x70).
    case keyboardF21 = 112
    /// The F22 function key (usage 0x71).
    case keyboardF22 = 113
    /// The F23 function key (usage 0x72).
    case keyboardF23 = 114
    /// The F24 function key (usage 0x73).
    case keyboardF24 = 115
    /// The left Control key (usage 0xE0).
    case keyboardLeftControl = 224
    /// The left Shift key (usage 0xE1).
    case keyboardLeftShift = 225
    /// The left Option (Alt) key (usage 0xE2).
    case keyboardLeftAlt = 226
    /// The left Command (GUI) key (usage 0xE3).
    case keyboardLeftGUI = 227
    /// The right Control key (usage 0xE4).
    case keyboardRightControl = 228
    /// The right Shift key (usage 0xE5).
    case keyboardRightShift = 229
    /// The right Option (Alt) key (usage 0xE6).
    case keyboardRightAlt = 230
    /// The right Command (GUI) key (usage 0xE7).
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

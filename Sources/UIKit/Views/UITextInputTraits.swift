import Foundation

/// The keyboard and text-entry traits of a text-entry object (text fields, text views,
/// search bars): keyboard type, return key, capitalisation, correction, secure entry.
///
/// In UIKit every requirement is optional. Swift protocols on Linux have no optional
/// requirements, so each has a default in an extension: reading it gives UIKit's default and
/// setting it does nothing. ``UITextField``, ``UITextView`` and ``UISearchBar`` store them.
/// A custom keyboard reads the traits through its text document proxy; the keyboard (the
/// software keyboard, a hardware keyboard, UIKitTesting's typing) follows the keyboard type,
/// Return key and autocapitalization (TI8–TI10) and the smart quotes and dashes (SQ1, SQ2).
/// Difference from UIKit: no autocorrection or spell checking, no AutoFill for
/// `textContentType` and `passwordRules`, no smart insert and delete.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the Shift key is pressed automatically.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The kind of keyboard shown.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the Return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the Return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed (passwords).
    var isSecureTextEntry: Bool { get set }
    /// What the text is (a user name, a one-time code, …), for AutoFill.
    var textContentType: UITextContentType! { get set }
    /// The rules a new password must follow, for AutoFill.
    var passwordRules: UITextInputPasswordRules? { get set }
    /// Whether typed straight quotes become curly ones (SQ1).
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether two typed hyphens become an em dash (SQ2).
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether pasting and deleting words adjusts the spaces around them.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Whether the keyboard shows inline predictions.
    var inlinePredictionType: UITextInlinePredictionType { get set }
}

extension UITextInputTraits {
    /// UIKit's default: `.sentences`.
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// UIKit's default: `.default`.
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// UIKit's default: `.default`.
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// UIKit's default: `.default`.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// UIKit's default: `.default`.
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// UIKit's default: `.default`.
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// UIKit's default: false.
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// UIKit's default: false.
    public var isSecureTextEntry: Bool { get { false } set {} }
    /// UIKit's default: nil.
    public var textContentType: UITextContentType! { get { nil } set {} }
    /// UIKit's default: nil.
    public var passwordRules: UITextInputPasswordRules? { get { nil } set {} }
    /// UIKit's default: `.default`.
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    /// UIKit's default: `.default`.
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    /// UIKit's default: `.default`.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    /// UIKit's default: `.default`.
    public var inlinePredictionType: UITextInlinePredictionType { get { .default } set {} }
}

/// An object that takes typed text: insertion, deletion and whether it has text. The
/// keyboard (the software keyboard's keys, a custom keyboard's text document proxy, a
/// hardware key) calls these on the first responder; tests call them as the user would.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts text at the insertion point (the end of the text in OpenUIKit).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// When the Shift key is pressed automatically, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}

/// Whether autocorrection is on, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spell checking is on, with UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice for the context.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The kinds of keyboard, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// Standard ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// Optimised for URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A telephone keypad that also takes names.
    case namePhonePad = 6
    /// Optimised for email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// Optimised for Twitter text.
    case twitter = 9
    /// Optimised for web search terms.
    case webSearch = 10
    /// Digits 0–9 in ASCII.
    case asciiCapableNumberPad = 11
    /// Deprecated name of ``asciiCapable``.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's appearance, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's default.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2
    /// Deprecated name of ``dark``.
    public static let alert = UIKeyboardAppearance.dark
}

/// The titles of the Return key, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// Whether typed straight quotes become curly ones (SQ1), with UIKit's raw values.
public enum UITextSmartQuotesType: Int, Sendable {
    /// On, except for email address and password (secure) entry and URLs.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether two typed hyphens become an em dash (SQ2), with UIKit's raw values.
public enum UITextSmartDashesType: Int, Sendable {
    /// On, except for email address and password (secure) entry and URLs.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether pasting and deleting words adjusts the spaces around them, with UIKit's raw
/// values. Difference from UIKit: kept, not applied.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether the keyboard shows inline predictions (iOS 17), with UIKit's raw values.
/// Difference from UIKit: kept; the software keyboard predicts nothing.
public enum UITextInlinePredictionType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

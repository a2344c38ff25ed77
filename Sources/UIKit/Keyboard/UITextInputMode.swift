import Foundation

/// A keyboard the user enabled (a language's keyboard, emoji), as the keyboard's globe key
/// switches between them (IV19).
///
/// OpenUIKit's user has two: US English (`"en-US"`) and emoji (`"emoji"`), US English
/// current at launch. ``UIInputViewController/advanceToNextInputMode()`` moves to the next
/// and posts ``currentInputModeDidChangeNotification``.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// Posted when the current input mode changed; the object is nil.
    public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    /// The mode's language (BCP 47, `"en-US"`), or `"emoji"` for the emoji keyboard.
    open var primaryLanguage: String? { _primaryLanguage }
    private let _primaryLanguage: String

    init(_primaryLanguage language: String) {
        _primaryLanguage = language
        super.init()
    }

    /// The input modes the user enabled, in the globe key's order.
    open class var activeInputModes: [UITextInputMode] { _active }

    private static let _active = [UITextInputMode(_primaryLanguage: "en-US"), UITextInputMode(_primaryLanguage: "emoji")]
    private static var _currentIndex = 0

    /// The input mode in use.
    static var _current: UITextInputMode { _active[_currentIndex] }

    /// IV19: the globe key: the next mode becomes current (wrapping round) and the change is
    /// posted.
    static func _advance() {
        _currentIndex = (_currentIndex + 1) % _active.count
        NotificationCenter.default.post(name: currentInputModeDidChangeNotification, object: nil)
    }

    /// US English current again, as at launch (a test's fresh state).
    static func _reset() { _currentIndex = 0 }

    /// The class, the address and the language.
    nonisolated open override var description: String { "<\(objectClassName(self)): \(objectAddress(self))> \(_primaryLanguage)" }
}

/// The words a custom keyboard may offer besides its own: the user's text replacements and
/// the names of their contacts, as ``UIInputViewController/requestSupplementaryLexicon(completion:)``
/// gives them (IV17). OpenUIKit's user has none, so ``entries`` is empty.
@preconcurrency @MainActor
open class UILexicon: NSObject, NSCopying {
    /// The term pairs.
    open var entries: [UILexiconEntry] { _entries }
    private let _entries: [UILexiconEntry]

    init(_entries entries: [UILexiconEntry]) {
        _entries = entries
        super.init()
    }

    /// The lexicon itself (it cannot change).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// One pair of a ``UILexicon``: what the user types and the text it stands for.
@preconcurrency @MainActor
open class UILexiconEntry: NSObject, NSCopying {
    /// The text to put in the document.
    open var documentText: String { _documentText }
    /// What the user types for it.
    open var userInput: String { _userInput }
    private let _documentText: String, _userInput: String

    init(_documentText documentText: String, userInput: String) {
        _documentText = documentText
        _userInput = userInput
        super.init()
    }

    /// The entry itself (it cannot change).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

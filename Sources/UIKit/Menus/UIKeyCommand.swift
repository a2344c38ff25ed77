import Foundation

/// A keyboard shortcut: a key (``input``) with modifier keys that sends an action along the
/// responder chain (H4). Responders offer them in ``UIResponder/keyCommands``; they can also
/// be elements of a menu.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character (`"f"`), or one of the `input…` constants.
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's handling of the same keys (iOS 15).
    /// Default false.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether UIKit may remap the input for the keyboard layout (iOS 15). Default true;
    /// OpenUIKit has one layout, so it changes nothing.
    open var allowsAutomaticLocalization = true
    /// Whether UIKit may mirror arrow inputs in right-to-left layouts (iOS 15). Default true;
    /// OpenUIKit lays out left to right, so it changes nothing.
    open var allowsAutomaticMirroring = true

    /// Creates a key command (the iOS 7 spelling).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command with a title (the iOS 13 spelling).
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input; self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Whether a press of `key` with `flags` is this command (letters compare case-insensitively;
    /// Caps Lock and the numeric pad do not matter).
    func _matches(_ key: String, _ flags: UIKeyModifierFlags) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return input?.lowercased() == key.lowercased() && modifierFlags.intersection(relevant) == flags.intersection(relevant)
    }

    /// The inputs of keys without a character, as UIKit names them.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (not Backspace, which types `"\u{8}"`).
    public static let inputDelete = "UIKeyInputDelete"
    /// The F1 function key.
    public static let f1 = "UIKeyInputF1"
}

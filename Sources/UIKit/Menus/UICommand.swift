import Foundation

/// A menu element that sends an action message along the responder chain when chosen, like
/// a menu item of the Edit menu: the first responder, or the first responder up the chain
/// that can perform ``action``, receives it with the command as sender.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The message sent when the command is chosen.
    public let action: Selector
    /// A value the action can read from its sender.
    public let propertyList: Any?
    /// Other actions the command offers with modifier keys held (drawn only on the Mac).
    public let alternates: [UICommandAlternate]
    /// A title for discoverability (the keyboard shortcut overlay).
    open var discoverabilityTitle: String?
    /// Display attributes.
    open var attributes: UIMenuElement.Attributes
    /// The checked state in a menu.
    open var state: UIMenuElement.State

    /// Creates a command.
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action; self.propertyList = propertyList; self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle; self.attributes = attributes; self.state = state
        super.init(title: title, image: image)
    }

    /// Sends the action from the first responder up the chain; returns whether a responder
    /// performed it. Disabled commands send nothing.
    @discardableResult
    func _perform() -> Bool {
        guard !attributes.contains(.disabled) else { return false }
        return UIApplication.shared.sendAction(action, to: nil, from: self, for: nil)
    }

    override var _menuAttributes: UIMenuElement.Attributes { attributes }
    override var _menuState: UIMenuElement.State { state }
}

/// Another action a ``UICommand`` sends when chosen with modifier keys held.
@preconcurrency @MainActor
public final class UICommandAlternate: NSObject {
    /// The title shown while the modifiers are held.
    public let title: String
    /// The message sent.
    public let action: Selector
    /// The modifier keys that select it.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates an alternate.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title; self.action = action; self.modifierFlags = modifierFlags
    }
}

/// The modifier keys of a key press or key command, with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

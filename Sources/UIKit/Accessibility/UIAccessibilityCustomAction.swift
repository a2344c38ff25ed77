import Foundation

/// An extra action of an accessibility element, offered by VoiceOver's Actions rotor (swipe
/// up or down, then double tap). Performing it runs the handler, whose Bool result says whether
/// the action succeeded, or sends the selector to the target (K21).
///
/// Difference from UIKit: with no Objective-C runtime, a target and selector reach the target
/// through OpenUIKit's action registry (`addAction(_:handler:)`), as control actions do; the
/// action succeeds when the target handles the selector (the method's own Bool result cannot be
/// read), and fails for a target that is not a responder or does not handle it.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The name VoiceOver speaks (the attributed name's string when that was set).
    open var name: String {
        get { _attributedName?.string ?? _name }
        set { _name = newValue; _attributedName = nil }
    }
    /// The name with attributes; setting it sets ``name`` to its string.
    open var attributedName: NSAttributedString {
        get { _attributedName ?? NSAttributedString(string: _name) }
        set { _attributedName = newValue; _name = newValue.string }
    }
    /// An image for the action (Switch Control shows it). Default nil.
    open var image: UIImage?
    /// The object the selector is sent to (weak, as UIKit).
    open weak var target: AnyObject?
    /// The selector sent to the target.
    open var selector: Selector?
    /// What performing the action does; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    private var _name: String
    private var _attributedName: NSAttributedString?

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        _name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action with an attributed name that sends `selector` to `target`.
    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        _name = attributedName.string
        _attributedName = attributedName
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        _name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an attributed name that runs `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        _name = attributedName.string
        _attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        _name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Performs the action as VoiceOver does: the handler if there is one, else the selector
    /// sent to the target with the action as argument. Returns the action's result (K21).
    @_spi(Testing) public func _perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let responder = target as? UIResponder else { return false }
        return responder.performAction(selector, sender: self)
    }
}

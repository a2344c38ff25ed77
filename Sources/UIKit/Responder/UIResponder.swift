import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// An `NSObject` subclass, as in UIKit (Foundation's Swift `NSObject` on Linux): equality
/// and hashing are by identity (`isEqual(_:)`, `hash`), and subclasses override
/// `description`. Difference from UIKit: Linux has no Objective-C runtime, so actions are
/// registered per object with ``addAction(_:handler:)`` instead of being found by selector
/// in the class's method list.
@MainActor
open class UIResponder: NSObject {
    private var actionHandlers: [Selector: @MainActor (Any?) -> Void] = [:]
    private static weak var currentFirstResponder: UIResponder?

    /// Creates a responder.
    public override init() { super.init() }

    /// The activity this responder manages, for Handoff and for a scene's restoration
    /// activity (E9). Apps commonly keep a scene's activity on the scene itself.
    open var userActivity: NSUserActivity?

    /// Brings `activity`'s `userInfo` up to date before it is saved or handed off.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the responder's state from `activity`.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Called once the object was loaded from a storyboard or nib, after every object of the
    /// file exists and is connected (L6, I2). Views, controllers and custom objects that are
    /// responders get it. Difference from UIKit: declared here, not on `NSObject`.
    open func awakeFromNib() {}

    /// The next responder in the chain, or nil at its end. Subclasses answer as UIKit:
    /// a view its controller (for a root view) or superview, a controller its view's
    /// superview (or its presenter), a window the application, the application its delegate.
    open var next: UIResponder? { nil }

    /// The keyboard shortcuts this responder offers (H4): searched from the first responder
    /// up the chain when a hardware key is pressed. Default nil.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder

    /// Whether this object can become first responder. Default false.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object may give up first-responder status. Default true.
    open var canResignFirstResponder: Bool { true }
    /// Whether this object is the first responder.
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    /// Makes this object the first responder if it can, after the current one resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, !current.resignFirstResponder() { return false }
        UIResponder.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status if allowed.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { UIResponder.currentFirstResponder = nil }
        return true
    }

    /// The current first responder of the app, if any (not UIKit API; UIKit keeps it per window).
    static var firstResponder: UIResponder? { currentFirstResponder }

    /// The current first responder, for OpenUIKit's tools (the live view types into it).
    @_spi(Testing) public static var _firstResponder: UIResponder? { currentFirstResponder }

    // MARK: Actions

    /// Declares that this object handles `action`; `handler` receives the sender.
    /// The Linux stand-in for implementing an action method (see PORTING.md).
    public func addAction(_ action: Selector, handler: @escaping @MainActor (_ sender: Any?) -> Void) {
        actionHandlers[action] = handler
    }

    /// Removes a handler added with ``addAction(_:handler:)``.
    public func removeAction(_ action: Selector) {
        actionHandlers[action] = nil
    }

    /// The action methods the class declares by selector: OpenUIKit's stand-in for the
    /// Objective-C runtime finding an `@objc` method. The `UIKitPorting` porter overrides it in
    /// every ported class with `@objc` or `@IBAction` methods (a subclass adds to its
    /// superclass's); each entry calls the method with the sender. Default: none. Not API:
    /// written by the porter, not by hand (use ``addAction(_:handler:)`` in hand-written code).
    open class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] { [:] }

    /// The selectors of `@objc` protocol methods the class implements (optional delegate
    /// methods above all), so `responds(to:)` answers as the Objective-C runtime does. The
    /// porter overrides it; a subclass adds to its superclass's. Default: none. Not API.
    open class var _implementedSelectors: Set<Selector> { [] }

    /// Whether this object handles `action`. Default: whether a handler was added for it, or
    /// its class declares the action method.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionHandlers[action] != nil || type(of: self)._selectorActions[action] != nil
    }

    /// The first responder from this one along the chain that can perform `action`
    /// (asking ``canPerformAction(_:withSender:)``), or nil.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Performs `action` with a registered handler; returns whether one ran.
    @discardableResult
    func performAction(_ action: Selector, sender: Any?) -> Bool {
        if let handler = actionHandlers[action] {
            handler(sender)
            return true
        }
        guard let method = type(of: self)._selectorActions[action] else { return false }
        method(self, sender)
        return true
    }

    // MARK: Touches (forwarded up the chain by default, as UIKit)

    /// Touches began; the default forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    /// Touches moved; the default forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    /// Touches ended; the default forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    /// Touches cancelled; the default forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Identity (NSObject's: `isEqual` is `===`, `hash` the object's identity)

    /// `<Module.Class: 0x…>`, as `NSObject` prints itself; subclasses add details.
    nonisolated open override var description: String {
        "<\(objectClassName(self)): \(addressString)>"
    }

    /// The object's address in `0x…` form, as UIKit prints it.
    nonisolated public var addressString: String { objectAddress(self) }
}

/// The class name an object prints with: UIKit's own classes bare (`UIView`), as their
/// Objective-C names print on iOS, other classes with their module (`MyApp.FeedViewController`).
func objectClassName(_ object: Any) -> String {
    let name = String(reflecting: type(of: object))
    return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
}

/// An object's address in `0x…` form, as `NSObject`'s description prints it.
func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}

import Foundation

/// An object that can respond to and handle events: the base of views, view controllers,
/// windows and the application.
///
/// An `NSObject` subclass, as in UIKit (Foundation's Swift `NSObject` on Linux): equality
/// and hashing are by identity (`isEqual(_:)`, `hash`), and subclasses override
/// `description`. Difference from UIKit: Linux has no Objective-C runtime, so actions are
/// registered per object with ``addAction(_:handler:)`` instead of being found by selector
/// in the class's method list.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    @preconcurrency private var actionHandlers: [Selector: @MainActor (Any?) -> Void] = [:]
    private static weak var currentFirstResponder: UIResponder?
    /// The shortcuts-bar item, made on first use (UITextInputAssistantItem.swift, BG6).
    var _inputAssistantItem: UITextInputAssistantItem?

    /// The keyboard shortcuts bar's items for this responder while it is first responder
    /// (iOS 9): the same object every time (BG6). OpenUIKit's keyboard draws no shortcuts
    /// bar; the groups are kept for the app.
    open var inputAssistantItem: UITextInputAssistantItem {
        if let item = _inputAssistantItem { return item }
        let item = UITextInputAssistantItem()
        _inputAssistantItem = item
        return item
    }

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol, declared here so that
    // views, cells and controllers can override it; state in Accessibility/, K1)

    /// The accessibility attributes set on this object, made when the first is set (K1).
    var _accessibility: AccessibilityStorage?

    /// Whether assistive technologies (VoiceOver) treat the object as one element. Defaults
    /// per class (K2–K19); setting it overrides the default (K20). Overridable.
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? AccessibilityDefaults.isElement(self) }
        set { _accessibilityStorage.isElement = newValue }
    }
    /// The element's name as VoiceOver speaks it. Defaults per class (a label's text, a
    /// button's title, K3–K19); setting nil restores the default.
    open var accessibilityLabel: String? {
        get { _accessibility?.attributedLabel?.string ?? _accessibility?.label ?? AccessibilityDefaults.label(self) }
        set { _accessibilityStorage.label = newValue; _accessibilityStorage.attributedLabel = nil }
    }
    /// The label with attributes (speech attributes are kept, not spoken here); setting it sets
    /// ``accessibilityLabel`` to its string.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { _accessibility?.attributedLabel ?? accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { _accessibilityStorage.attributedLabel = newValue; _accessibilityStorage.label = newValue?.string }
    }
    /// What activating the element does, spoken after a pause. Default nil.
    open var accessibilityHint: String? {
        get { _accessibility?.attributedHint?.string ?? _accessibility?.hint ?? AccessibilityDefaults.hint(self) }
        set { _accessibilityStorage.hint = newValue; _accessibilityStorage.attributedHint = nil }
    }
    /// The hint with attributes; setting it sets ``accessibilityHint`` to its string.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { _accessibility?.attributedHint ?? accessibilityHint.map { NSAttributedString(string: $0) } }
        set { _accessibilityStorage.attributedHint = newValue; _accessibilityStorage.hint = newValue?.string }
    }
    /// The element's current value ("50%", "1", a text field's text). Defaults per class.
    open var accessibilityValue: String? {
        get { _accessibility?.attributedValue?.string ?? _accessibility?.value ?? AccessibilityDefaults.value(self) }
        set { _accessibilityStorage.value = newValue; _accessibilityStorage.attributedValue = nil }
    }
    /// The value with attributes; setting it sets ``accessibilityValue`` to its string.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { _accessibility?.attributedValue ?? accessibilityValue.map { NSAttributedString(string: $0) } }
        set { _accessibilityStorage.attributedValue = newValue; _accessibilityStorage.value = newValue?.string }
    }
    /// What the element is and its state. Defaults per class (`.button`, `.staticText`,
    /// `.notEnabled` while disabled, …); a set value replaces the default whole.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? AccessibilityDefaults.traits(self) }
        set { _accessibilityStorage.traits = newValue }
    }
    /// The element's frame in screen coordinates. A view's default is its bounds converted to
    /// the screen (K11); a set frame stays as set (it does not follow the view).
    open var accessibilityFrame: CGRect {
        get { _accessibility?.frame ?? AccessibilityDefaults.frame(self) }
        set { _accessibilityStorage.frame = newValue }
    }
    /// Where VoiceOver taps when the element is activated, in screen coordinates. Default the
    /// middle of ``accessibilityFrame`` (K11).
    open var accessibilityActivationPoint: CGPoint {
        get { _accessibility?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { _accessibilityStorage.activationPoint = newValue }
    }
    /// The language VoiceOver speaks the element in (a BCP 47 code). Default nil (the user's).
    open var accessibilityLanguage: String? {
        get { _accessibility?.language }
        set { _accessibilityStorage.language = newValue }
    }
    /// Whether the elements inside this object are hidden from assistive technologies (K24).
    /// Default false.
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { _accessibilityStorage.elementsHidden = newValue }
    }
    /// Whether VoiceOver ignores the elements of this view's siblings (K25). Default false.
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { _accessibilityStorage.viewIsModal = newValue }
    }
    /// Whether VoiceOver visits this view's elements together, before the elements around it
    /// (K27). Default false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { _accessibilityStorage.groupsChildren = newValue }
    }
    /// How Switch Control moves through the children. Default `.automatic`.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { _accessibility?.navigationStyle ?? .automatic }
        set { _accessibilityStorage.navigationStyle = newValue }
    }
    /// Whether the element responds to touches (Voice Control offers it). Default: whether it
    /// has the `.button` or `.adjustable` trait, or custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            _accessibility?.respondsToUserInteraction
                ?? (!accessibilityTraits.isDisjoint(with: [.button, .adjustable, .link]) || !(accessibilityCustomActions ?? []).isEmpty)
        }
        set { _accessibilityStorage.respondsToUserInteraction = newValue }
    }
    /// The names Voice Control and Full Keyboard Access match. Default the label alone (none
    /// without a label).
    open var accessibilityUserInputLabels: [String]! {
        get { _accessibility?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { _accessibilityStorage.userInputLabels = newValue }
    }
    /// The extra actions VoiceOver offers in its Actions rotor (K21). Default nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _accessibility?.customActions }
        set { _accessibilityStorage.customActions = newValue }
    }
    /// The elements inside this container, in the order VoiceOver visits them: views or
    /// ``UIAccessibilityElement``s. Set, it replaces the subviews in VoiceOver's walk (K26);
    /// nil (the default) lets VoiceOver find the elements among the subviews.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements ?? AccessibilityDefaults.elements(self) }
        set { _accessibilityStorage.elements = newValue }
    }
    /// What kind of container this is. Default `.none`.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { _accessibility?.containerType ?? .none }
        set { _accessibilityStorage.containerType = newValue }
    }
    /// The number of ``accessibilityElements`` (0 without them). Override it with
    /// ``accessibilityElement(at:)`` to provide elements on demand.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of ``accessibilityElements``, or nil past the end.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` in ``accessibilityElements`` (by identity), or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let count = accessibilityElementCount()
        for index in 0..<count where (accessibilityElement(at: index) as AnyObject) === (element as AnyObject) { return index }
        return NSNotFound
    }
    /// VoiceOver's double tap: return true if the element did its action itself. Default false
    /// (K12): VoiceOver then taps the ``accessibilityActivationPoint``.
    open func accessibilityActivate() -> Bool { AccessibilityDefaults.activate(self) }
    /// VoiceOver's swipe up on an `.adjustable` element. The default adjusts UIKit's
    /// adjustable controls (a slider by a tenth of its range, a page control by a page, K8).
    open func accessibilityIncrement() { AccessibilityDefaults.adjust(self, up: true) }
    /// VoiceOver's swipe down on an `.adjustable` element (see ``accessibilityIncrement()``).
    open func accessibilityDecrement() { AccessibilityDefaults.adjust(self, up: false) }
    /// VoiceOver's two-finger scrub: dismiss or go back; return true if done. Default false.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's two-finger double tap: the app's main action; return true if done.
    /// Default false.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// VoiceOver's three-finger swipe; return true if the object scrolled (post
    /// `.pageScrolled` then). Default false.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

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

    /// Called by Interface Builder to prepare a designable object for display in the canvas;
    /// never at run time, as on iOS. Difference from UIKit: declared here, not on `NSObject`.
    open func prepareForInterfaceBuilder() {}

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

    /// Makes this object the first responder if it can, after the current one resigns; its
    /// input views then show (IV4). The keyboard does not go between the two (IV10).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder,
           !KeyboardHost.shared.switchingResponders({ current.resignFirstResponder() }) { return false }
        UIResponder.currentFirstResponder = self
        if _presentsInputViewsOnBecoming { KeyboardHost.shared.responderBecameFirst(self) }
        return true
    }

    /// Gives up first-responder status if allowed; its input views go (IV4).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder {
            UIResponder.currentFirstResponder = nil
            KeyboardHost.shared.responderResigned(self)
        }
        return true
    }

    /// IV20: whether becoming first responder shows the input views at once; a text field
    /// shows them after its begin-editing callbacks instead.
    var _presentsInputViewsOnBecoming: Bool { true }

    // MARK: Input views (IV1–IV3; shown by the keyboard host, Keyboard/KeyboardHost.swift)

    /// The custom view shown instead of the system keyboard while this object is first
    /// responder (IV1). Default nil; a subclass overrides it (text fields and text views let
    /// it be set). Changes show at the next ``reloadInputViews()``.
    open var inputView: UIView? { nil }
    /// The controller whose view is shown instead of the system keyboard while this object
    /// is first responder; it wins over ``inputView`` (IV1). Default nil.
    open var inputViewController: UIInputViewController? { nil }
    /// The view shown above the keyboard (or alone at the bottom of the screen, when there is
    /// no keyboard) while this object is first responder (IV1, IV2). Default nil.
    open var inputAccessoryView: UIView? { nil }
    /// The controller whose view is shown as the accessory; it wins over
    /// ``inputAccessoryView`` (IV1). Default nil.
    open var inputAccessoryViewController: UIInputViewController? { nil }
    /// An identifier under which the keyboard remembers the input mode chosen while this
    /// object was first responder. Default nil. OpenUIKit keeps one input mode for the app.
    open var textInputContextIdentifier: String? { nil }
    /// The keyboard's input mode for this responder: the current one for text inputs, nil
    /// otherwise (IV19).
    open var textInputMode: UITextInputMode? { self is UIKeyInput ? UITextInputMode._current : nil }

    /// Shows this object's input views again, as they are now, while it is first responder
    /// (IV11): changed views are swapped without the keyboard going away. Does nothing
    /// otherwise.
    open func reloadInputViews() {
        if isFirstResponder { KeyboardHost.shared.reload(for: self) }
    }

    /// The current first responder of the app, if any (not UIKit API; UIKit keeps it per window).
    static var firstResponder: UIResponder? { currentFirstResponder }

    /// The current first responder, for OpenUIKit's tools (the live view types into it).
    @_spi(Testing) public static var _firstResponder: UIResponder? { currentFirstResponder }

    // MARK: Actions

    /// Declares that this object handles `action`; `handler` receives the sender.
    /// The Linux stand-in for implementing an action method (see PORTING.md).
    @preconcurrency public func addAction(_ action: Selector, handler: @escaping @MainActor (_ sender: Any?) -> Void) {
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
    @preconcurrency open class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] { [:] }

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

    /// Touches began; the default forwards to ``UIResponder/next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    /// Touches moved; the default forwards to ``UIResponder/next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    /// Touches ended; the default forwards to ``UIResponder/next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    /// Touches cancelled; the default forwards to ``UIResponder/next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (CT19: physical buttons and hardware keys, forwarded up the chain by default)

    /// Physical buttons (hardware keys) went down; the default forwards to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// Pressed buttons changed (their force); the default forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Buttons were released; the default forwards to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// Presses were cancelled; the default forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
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

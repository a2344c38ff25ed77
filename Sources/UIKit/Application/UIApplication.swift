import Foundation

/// The centralised point of control of a running app: its delegate, windows and the main
/// run loop. ``shared`` exists from first use (tests need no launch); ``UIApplicationMain(_:_:_:_:)``
/// launches an app and runs the main run loop until ``terminate(exitCode:)``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// Application states, as UIKit.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (while launching or moving to the background).
        case inactive
        /// In the background, not on screen.
        case background
    }

    private static var _shared: UIApplication?

    /// The app instance (created on first use when the app was not launched).
    public static var shared: UIApplication {
        if let app = _shared { return app }
        let app = UIApplication()
        _shared = app
        return app
    }

    /// The app's dynamic Home Screen quick actions, shown after Info.plist's static ones
    /// (at most four in all, E16). UIKit keeps immutable copies of the items set. They
    /// outlive a launch as on iOS: `resetApplicationLifecycle()` keeps them, a test's fresh
    /// UIKit state (`resetUIKit`) has none.
    open var shortcutItems: [UIApplicationShortcutItem]? {
        didSet { shortcutItems = shortcutItems?.map { $0.copy() as! UIApplicationShortcutItem } }
    }

    /// The app delegate. Held strongly (UIKit holds it weakly but the launch keeps it alive).
    open var delegate: (any UIApplicationDelegate)?
    /// The app's state: active while a scene is active, inactive while one is on screen,
    /// background otherwise (E1). Inactive from first use until launch activates it. Already
    /// the new state inside "did" callbacks, still the old one inside "will" ones.
    open var applicationState: State { _applicationState }
    var _applicationState: State = .inactive
    /// Where the launch is (E3).
    var _launchPhase: LaunchPhase = .notLaunched
    /// Windows shown while launching, shown for real when launching is done (E15).
    var _windowsShownAfterLaunch: [WeakBox<UIWindow>] = []
    /// Whether the app was launched from a scene manifest: scene delegates then receive the
    /// life-cycle callbacks and the app delegate does not (E2).
    var _usesScenes = false
    /// The scenes the last simulated trip to the Home Screen sent to the background.
    var _scenesSentToBackground: [WeakBox<UIScene>] = []
    private var _windows: [WeakBox<UIWindow>] = []
    @Unretained var _keyWindow: UIWindow?  // PL11
    /// The deprecated `isNetworkActivityIndicatorVisible` (J5).
    var _isNetworkActivityIndicatorVisible = false
    /// The nesting of the deprecated `beginIgnoringInteractionEvents()` (DP1).
    var _ignoredInteractionEvents = 0
    /// The exit status once the app terminated.
    var _terminationStatus: Int32?
    /// The Info.plist keys OpenUIKit reads (orientations); nil reads `Bundle.main`. Set it
    /// in tests or in an executable that has no Info.plist (an OpenUIKit addition).
    public var infoDictionary: [String: Any]?
    /// The main storyboard's window, kept for delegates without a `window` property.
    var _mainStoryboardWindow: UIWindow?
    /// The top-level objects of the main nib, kept for the app's life as on iOS.
    var _mainNibObjects: [Any] = []

    /// Creates the application. Apps do not call this; `UIApplicationMain` does.
    public required override init() {
        super.init()
        if UIApplication._shared == nil { UIApplication._shared = self }
    }

    /// The app's windows, back to front by level then creation.
    open var windows: [UIWindow] {
        let live = _windows.compactMap(\.value)
        // Usually already in order (every window at the normal level): no sort then. It is
        // read after every controller transition, through the status bar.
        if zip(live, live.dropFirst()).allSatisfy({ !($1.windowLevel < $0.windowLevel) }) { return live }
        return live.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// Deprecated (iOS 13): the key window, across all connected scenes.
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { _keyWindow }

    /// Visible windows are kept alive by the app, as UIKit's scenes keep theirs.
    private var _visibleWindows: [UIWindow] = []

    func _windowVisibilityChanged(_ window: UIWindow) {
        _visibleWindows.removeAll { $0 === window }
        if !window.isHidden { _visibleWindows.append(window) }
        if window.isHidden, _keyWindow === window { _keyWindow = nil }
    }

    func _register(_ window: UIWindow) {
        _windows.removeAll { $0.value == nil }
        _windows.append(WeakBox(window))
    }

    /// The touch event a window is delivering, if any: the event controls send their actions with.
    static var _deliveredEvent: UIEvent?
    /// The event of the action being sent (nil outside one, or when it was sent without one).
    /// Not API: ported action methods taking the event read it.
    public static var _actionEvent: UIEvent?

    /// Next in the responder chain: the delegate when it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Dispatches an event: each window its touches are in gets it through
    /// `UIWindow.sendEvent(_:)`, in the order the touches list them. A subclass overriding it
    /// sees every touch event first; one not calling super keeps the event from the
    /// windows (J12).
    open func sendEvent(_ event: UIEvent) {
        // CT19: presses go to the window of the responder they were made for.
        if let presses = event as? UIPressesEvent {
            var windows: [UIWindow] = []
            for press in presses.allPresses {
                if let window = press.window ?? _keyWindow, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            if windows.isEmpty { presses._deliverPresses(in: nil) }
            for window in windows { window.sendEvent(presses) }
            return
        }
        var windows: [UIWindow] = []
        for touch in event.allTouches ?? [] {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Sends an action to `target`, or along the responder chain when `target` is nil: from
    /// the first responder, else from the sender when it is a responder (a control in a
    /// controller's view reaches the controller, as on iOS), else the key window. Returns
    /// whether some object handled it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        // An action method taking the event (`tapped(_:forEvent:)`) reads it from here.
        let outer = UIApplication._actionEvent
        UIApplication._actionEvent = event
        defer { UIApplication._actionEvent = outer }
        // A target that is not a responder (an object the porter taught its selectors).
        if let target, !(target is UIResponder), let receiver = target as? any _SelectorMessaging {
            return receiver._perform(action, with: sender)
        }
        let start = (target as? UIResponder) ?? UIResponder.firstResponder ?? (sender as? UIResponder) ?? _keyWindow ?? self
        let responder: UIResponder? = target != nil ? start : start.target(forAction: action, withSender: sender) as? UIResponder
        return responder?.performAction(action, sender: sender) ?? false
    }
}

/// Creates the application object (of `principalClassName`, default `UIApplication`) and
/// the delegate (of `delegateClassName`, looked up with `NSClassFromString`, so pass
/// `"Module.Class"`; nil when Info.plist's `NSMainNibFile` makes it), launches, and runs the
/// main run loop. Returns the exit status once the app terminates (UIKit's never returns; a
/// headless app must be able to stop). `@preconcurrency`, as the iOS SDK imports it, so
/// `main.swift`'s top-level call compiles in Swift 5 mode as it does on iOS.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    let principal = principalClassName.flatMap { NSClassFromString($0) as? UIApplication.Type } ?? UIApplication.self
    var delegateType: (any UIApplicationDelegate.Type)?
    if let name = delegateClassName {
        guard let found = NSClassFromString(name) as? any UIApplicationDelegate.Type else {
            preconditionFailure("UIApplicationMain: no delegate class named '\(name)' (use \"Module.Class\")")
        }
        delegateType = found
    }
    return _UIApplicationMain(principalClass: principal, delegateType: delegateType)
}

@MainActor
func _UIApplicationMain(principalClass: UIApplication.Type, delegateType: (any UIApplicationDelegate.Type)?) -> Int32 {
    let app = UIApplication._existingOrNew(principalClass)
    return app._run(delegate: delegateType?.init())
}

extension UIApplication {
    static func _existingOrNew(_ type: UIApplication.Type) -> UIApplication {
        if let app = _shared, Swift.type(of: app) == type { return app }
        _shared = nil
        return type.init()
    }
}

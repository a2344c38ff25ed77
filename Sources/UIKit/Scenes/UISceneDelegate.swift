import Foundation

/// The delegate of a scene: told when the scene connects, comes on screen, becomes active,
/// resigns, goes to the background and disconnects (E1–E7), and asked for the activity that
/// restores the scene's state (E9).
///
/// Every method has a default implementation (Linux has no optional protocol methods).
/// UIKit makes the delegate from the class its configuration names
/// (`UISceneDelegateClassName`), so the class needs an `init()` that can be called through
/// its type: a `final` class's `override init()`, or `required override init() { super.init() }`
/// in a class that may be subclassed (as for the app delegate).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Creates the delegate (UIKit calls this when it connects a scene).
    init()
    /// The scene was added to the app: set up its windows here. With a configuration
    /// storyboard, the window and its root controller already exist (E3).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app; it is about to be released with its windows (E7).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events (an interruption, or on its way to the background).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen (at launch, and on return from the background).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene was asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity that restores the scene's state next time its session connects; asked
    /// when the scene goes to the background (E9). Default nil.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restore the interaction state (selection, scroll position) from the session's
    /// restoration activity, after `scene(_:willConnectTo:options:)` (iOS 15, E9).
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// An activity of `userActivityType` is about to be continued.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Continue `userActivity` (a Handoff, a Spotlight result, a shortcut).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// An activity the scene manages was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// The delegate of a window scene: also holds the scene's main window, and hears of
/// changes to the scene's geometry.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. With a configuration storyboard UIKit sets it before
    /// `scene(_:willConnectTo:options:)` (E3), so the delegate needs a stored property.
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed (after a rotation or resize).
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
    /// The user chose a Home Screen quick action while the app ran (E19); call
    /// `completionHandler` with whether it succeeded. A quick action that launches the app
    /// comes in ``UIScene/ConnectionOptions/shortcutItem`` instead and this is not called
    /// (E18). Default: calls nothing.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Not API: the window as iOS code reads it through a value of the protocol's type
    /// (`(scene.delegate as! UIWindowSceneDelegate).window!!`), which the porter rewrites to
    /// this (PT13): on iOS `window` is an optional requirement of an `@objc` protocol, so the
    /// read is `UIWindow??`. Never nil here (`.some(nil)` for a delegate without a window).
    public var _optionalWindow: UIWindow?? { .some(window) }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
}

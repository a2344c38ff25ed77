import Foundation

/// The app delegate's protocol. Every method has a default implementation (Linux has no
/// optional protocol methods), so adopt it and implement only what you need.
///
/// `@main` on a class adopting it starts the app through ``UIApplicationMain(_:_:_:_:)``, as
/// in UIKit; the delegate class must have an `init()` (`required` for classes).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The delegate's window, for apps that set up their window themselves.
    var window: UIWindow? { get set }
    /// First launch callback; return false to refuse a URL launch. Default true.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch finished: set up the window and root controller here. Default true.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (after launch, once the main run loop runs). Not called in a
    /// scene-based app (E2).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive. Not called in a scene-based app (E2).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background: save data here. Not called in a scene-based app (E2).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to leave the background (not at launch). Not called in a
    /// scene-based app (E2).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app received a memory warning.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration for a new scene session (E3). Default: Info.plist's first
    /// configuration for the session's role. Not asked for sessions reconnected at launch.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user closed these sessions (in the app switcher, or through
    /// `requestSceneSessionDestruction`); release what was kept for them (E7).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations the app supports in `window` (R4). Default: Info.plist's
    /// `UISupportedInterfaceOrientations` (`~ipad` on pads), else the idiom's default.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// Deprecated (iOS 13): the interface is about to rotate to `newStatusBarOrientation`.
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)
    /// Deprecated (iOS 13): the interface rotated from `oldStatusBarOrientation`.
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
    /// Whether the interface is saved when the app goes to the background (Z8). Default false.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether the saved interface is restored at launch (Z5); `coder` holds UIKit's keys
    /// (bundle version, idiom, time, system version). Default false.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Deprecated (iOS 13.2) form of `application(_:shouldSaveSecureApplicationState:)`. Default false.
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// Deprecated (iOS 13.2) form of `application(_:shouldRestoreSecureApplicationState:)`. Default false.
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// The controller for a saved identifier path whose controller has no restoration class
    /// (Z7); nil lets UIKit look among the controllers already made, then in the storyboard.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
    /// Save the app's own high-level state, before the controllers save theirs (Z8).
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Restore the app's own high-level state, after the controllers decoded theirs (Z5).
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// The user chose a Home Screen quick action (E17, E19): while the app runs, or to launch
    /// it when both launch callbacks returned true (return false from one of them when it
    /// handled ``UIApplication/LaunchOptionsKey/shortcutItem`` itself). Call
    /// `completionHandler` with whether the action succeeded. Not called in a scene-based app
    /// (the window scene's delegate is). Default: calls nothing.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// Creates the delegate (used by `@main`).
    init()
}

extension UIApplicationDelegate {
    // Default implementations: no window, launches succeed, the other callbacks do nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Not API: the window as iOS code reads it through `UIApplication.shared.delegate?.window`,
    /// which the porter rewrites to this (PT13). On iOS `window` is an optional requirement of
    /// an `@objc` protocol, so that read is `UIWindow??` (apps write `.window!!` or
    /// `.window??.rootViewController`). Here every delegate has the property, so this is never
    /// nil: `.some(nil)` for a delegate without a window, where iOS gives nil for one that does
    /// not implement `window`.
    public var _optionalWindow: UIWindow?? { .some(window) }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        application._sceneManifest?.defaultConfiguration(for: connectingSceneSession.role)
            ?? UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application._infoPlistOrientations
    }
    public func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
                            duration: TimeInterval) {}
    public func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {}

    /// The entry point `@main` calls: runs ``UIApplicationMain(_:_:_:_:)`` with this
    /// delegate type and exits with its status.
    public static func main() {
        let status = _UIApplicationMain(principalClass: UIApplication.self, delegateType: Self.self)
        exit(status)
    }
}

import Foundation

/// The app delegate's protocol. Every method has a default implementation (Linux has no
/// optional protocol methods), so adopt it and implement only what you need.
///
/// `@main` on a class adopting it starts the app through ``UIApplicationMain(_:_:_:_:)``, as
/// in UIKit; the delegate class must have an `init()` (`required` for classes).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The delegate's window, for apps that set up their window themselves.
    var window: UIWindow? { get set }
    /// First launch callback; return false to refuse a URL launch. Default true.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch finished: set up the window and root controller here. Default true.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (after launch, once the main run loop runs).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app received a memory warning.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The orientations the app supports in `window` (R4). Default: Info.plist's
    /// `UISupportedInterfaceOrientations` (`~ipad` on pads), else the idiom's default.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// Deprecated (iOS 13): the interface is about to rotate to `newStatusBarOrientation`.
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)
    /// Deprecated (iOS 13): the interface rotated from `oldStatusBarOrientation`.
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
    /// Creates the delegate (used by `@main`).
    init()
}

extension UIApplicationDelegate {
    // Default implementations: no window, launches succeed, the other callbacks do nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
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

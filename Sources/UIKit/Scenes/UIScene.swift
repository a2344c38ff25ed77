import Foundation

/// A part of the app's interface, connected to one ``UISceneSession``: it has a delegate
/// that receives its life-cycle callbacks and an ``activationState`` that says whether it is
/// on screen and receiving events.
///
/// UIKit makes scenes; apps do not. A scene-based app (Info.plist's
/// `UIApplicationSceneManifest`) gets one for each session UIKit connects; an app without a
/// manifest gets one window scene with no delegate, and its app delegate receives the
/// life-cycle callbacks instead (E2).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session this scene belongs to.
    open var session: UISceneSession { _session }
    let _session: UISceneSession
    /// The box back pointers name this scene through (PL11), made on first use.
    var _unretainedReferenceIfMade: LayoutItemReference?

    // PL11: pointers to this scene read nil from here on.
    deinit {
        runDeinitOnMainActor { _unretainedReferenceIfMade?.object = nil }
    }
    /// The delegate that receives the scene's life-cycle callbacks. The scene holds it
    /// strongly, as UIKit does, so it lives as long as the scene.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle (E1). Already the new state inside the "did"
    /// callbacks and notifications, still the old one inside the "will" ones.
    open var activationState: UIScene.ActivationState { _activationState }
    var _activationState: UIScene.ActivationState = .unattached
    /// The scene's title, shown by the system in the app switcher.
    open var title: String!
    /// A subtitle shown under the title (iOS 15).
    open var subtitle: String = ""

    /// Creates a scene for `session` (UIKit calls this; the configuration's `sceneClass`
    /// may name a subclass).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        _session = session
        super.init()
    }

    /// The app is next: scenes sit between their windows and the application in the
    /// responder chain.
    open override var next: UIResponder? { UIApplication.shared }
}

extension UIScene {
    /// The states a scene goes through (E1): unattached until UIKit connects it, then on
    /// screen and active, on screen and inactive, or in the background.
    public enum ActivationState: Int, Sendable {
        /// Not connected yet, or disconnected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events (launching, interrupted, leaving).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Posted after the scene was added to the app, after the delegate's
    /// `scene(_:willConnectTo:options:)` (E3); the object is the scene.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene was removed from the app (E7).
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when the scene became active (E3).
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when the scene is about to resign the active state (E4).
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when the scene is about to come on screen (E3, E5).
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when the scene went to the background (E5).
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

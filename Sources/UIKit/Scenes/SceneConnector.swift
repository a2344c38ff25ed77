import Foundation

/// Connects scene sessions: chooses the configuration, makes the scene and its delegate,
/// the storyboard's window, and sends `scene(_:willConnectTo:options:)` (E3, E8, E9).
@MainActor
enum SceneConnector {
    /// The first scene of a scene-based launch: the most recent session saved by an
    /// earlier launch (reconnected without asking for a configuration, E8), else a new
    /// session of the application role. Sessions the app had open are open again.
    static func connectAtLaunch(_ app: UIApplication, shortcutItem: UIApplicationShortcutItem? = nil) {
        let primary = UIWindowScene._main
        SceneRegistry.shared.retireDefaultScene()
        let saved = SceneSessionStore.load().filter { $0.role == .windowApplication }
        for session in saved { SceneRegistry.shared.addSession(session) }
        let options = UIScene.ConnectionOptions(shortcutItem: shortcutItem)
        let session = saved.last ?? newSession(app, role: .windowApplication, options: options)
        let scene = connect(session, options: options, app: app, takingGeometryFrom: primary)
        SceneLifecycle.move(scene, to: .foregroundInactive)
        SceneSessionStore.save(SceneRegistry.shared.openSessions)
    }

    /// A new session whose configuration the app delegate chooses (E3).
    static func newSession(_ app: UIApplication, role: UISceneSession.Role, options: UIScene.ConnectionOptions) -> UISceneSession {
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let chosen = app.delegate?.application(app, configurationForConnecting: session, options: options)
            ?? app._sceneManifest?.defaultConfiguration(for: role)
            ?? UISceneConfiguration(name: nil, sessionRole: role)
        session.configuration = chosen.copy()
        return session
    }

    /// Makes the scene of `session`'s configuration, its delegate and, with a storyboard,
    /// its window with the initial controller as root (assigned to the delegate's `window`),
    /// then sends `scene(_:willConnectTo:options:)`, ``UIScene/willConnectNotification`` and,
    /// when the session has a restoration activity, `scene(_:restoreInteractionStateWith:)`.
    /// The storyboard's window is made key and visible afterwards. A window scene comes to
    /// the front and takes the screen's geometry from `previous`.
    @discardableResult
    static func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions, app: UIApplication,
                        takingGeometryFrom previous: UIWindowScene? = nil) -> UIScene {
        let configuration = session.configuration
        app._sceneManifest?.complete(configuration, bundle: UIApplication._appBundle,
                                     moduleHint: app._appModuleName)
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        SceneRegistry.shared.connect(scene)
        let windowScene = scene as? UIWindowScene
        if let windowScene {
            let from = previous ?? UIWindowScene._main
            windowScene._interfaceOrientation = from.interfaceOrientation
            windowScene._multitaskingLayout = from._multitaskingLayout
            UIWindowScene._main = windowScene
        }
        let delegate = (configuration.delegateClass as? any UISceneDelegate.Type)?.init()
        scene.delegate = delegate
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene {
            if let root = storyboard.instantiateInitialViewController() {
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = root
                (delegate as? any UIWindowSceneDelegate)?.window = window
                storyboardWindow = window
            } else {
                UIKitDiagnostics.warn(.noInitialViewControllerForMainStoryboard(storyboard.name))
            }
        }
        delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let activity = session.stateRestorationActivity {
            delegate?.scene(scene, restoreInteractionStateWith: activity)
        }
        if let window = storyboardWindow, window.isHidden { window.makeKeyAndVisible() }
        return scene
    }
}

extension UIApplication {
    /// The module of the app delegate's class, for class names written without one.
    var _appModuleName: String? {
        guard let delegate else { return nil }
        let name = String(reflecting: type(of: delegate))
        return name.split(separator: ".").first.map(String.init)
    }
}

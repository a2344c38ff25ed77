import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// One ordered record of everything the app hears: delegate callbacks, notifications and
/// controller callbacks, each with the app's and the scene's state at that moment.
@MainActor
enum SceneTrace {
    nonisolated(unsafe) static var lines: [String] = []
    private nonisolated(unsafe) static var observers: [NSObjectProtocol] = []

    static func reset() {
        lines = []
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    static func add(_ line: String, scene: UIScene? = nil) {
        let app = UIApplication.shared.applicationState
        lines.append(scene.map { "\(line) [app \(app) scene \($0.activationState)]" } ?? "\(line) [app \(app)]")
    }

    /// Records the application and scene notifications from now on.
    static func observeNotifications() {
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
            UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let short = name.rawValue.replacingOccurrences(of: "Notification", with: "")
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated { add("note \(short)", scene: object as? UIScene) }
            })
        }
    }

    /// The lines starting with `prefix`es, for tests about one kind of callback.
    static func lines(matching prefixes: [String]) -> [String] {
        lines.filter { line in prefixes.contains { line.hasPrefix($0) } }
    }
}

/// A root controller that records its appearance callbacks in the trace.
final class TracedRootController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad(); SceneTrace.add("root.viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); SceneTrace.add("root.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); SceneTrace.add("root.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); SceneTrace.add("root.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); SceneTrace.add("root.viewDidDisappear") }
}

/// A scene delegate that records every callback and, without a storyboard window, makes its
/// window in `scene(_:willConnectTo:options:)` as Xcode's template does.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var restorationActivity: (@MainActor (UIScene) -> NSUserActivity?)?
    /// The activity types of the last connection's options.
    nonisolated(unsafe) static var lastActivities: [String] = []

    required override init() {
        super.init()
        SceneTrace.add("sceneDelegate.init")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneTrace.add("scene.willConnectTo window=\(window != nil)", scene: scene)
        Self.lastActivities = connectionOptions.userActivities.map(\.activityType).sorted()
        guard window == nil, let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = TracedRootController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneTrace.add("scene.didDisconnect", scene: scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneTrace.add("scene.didBecomeActive", scene: scene) }
    func sceneWillResignActive(_ scene: UIScene) { SceneTrace.add("scene.willResignActive", scene: scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneTrace.add("scene.willEnterForeground", scene: scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneTrace.add("scene.didEnterBackground", scene: scene) }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        SceneTrace.add("scene.stateRestorationActivity", scene: scene)
        return Self.restorationActivity?(scene)
    }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        SceneTrace.add("scene.restoreInteractionState \(stateRestorationActivity.activityType)", scene: scene)
    }
}

/// An app delegate that records every life-cycle callback.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// Makes the app's window in `didFinishLaunching` (apps without scenes).
    var makesWindow = false
    var configurationName: String?

    required override init() { super.init() }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTrace.add("app.willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTrace.add("app.didFinishLaunching")
        if makesWindow {
            let window = UIWindow()
            window.rootViewController = TracedRootController()
            self.window = window
        }
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneTrace.add("app.configurationForConnecting")
        return UISceneConfiguration(name: configurationName ?? "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneTrace.add("app.didDiscardSceneSessions \(sceneSessions.count)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneTrace.add("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneTrace.add("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneTrace.add("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { SceneTrace.add("app.willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { SceneTrace.add("app.willTerminate") }
}

/// Info.plist of a scene-based app whose default configuration names `delegate`.
func sceneManifest(delegate: String = "UIKitTests.RecordingSceneDelegate", storyboard: String? = nil,
                   multipleScenes: Bool = false, name: String = "Default Configuration") -> [String: Any] {
    var configuration: [String: Any] = ["UISceneConfigurationName": name, "UISceneDelegateClassName": delegate]
    if let storyboard { configuration["UISceneStoryboardFile"] = storyboard }
    return ["UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": multipleScenes,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
    ] as [String: Any]]
}

/// A fresh data container for one test, so saved sessions do not leak between tests.
@MainActor
func freshDataContainer() -> URL {
    let url = testProcessFolder.appendingPathComponent("container-\(UUID().uuidString)")
    UIApplication.shared.dataContainerURL = url
    return url
}

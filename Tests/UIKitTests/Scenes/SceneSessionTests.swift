import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct SceneSessionTests {
    let container: URL

    init() {
        _ = freshUIKit()
        container = freshDataContainer()
        SceneTrace.reset()
        RecordingSceneDelegate.restorationActivity = nil
    }

    @Test func test_E8_sessionsAreReconnectedByALaterLaunchWithoutAskingForAConfiguration() throws {
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest())
        let first = try #require(UIApplication.shared.connectedScenes.first)
        let identifier = first.session.persistentIdentifier
        first.session.userInfo = ["draft": "Hello"]
        UIApplication.shared.simulateBackground()
        resetApplicationLifecycle()
        SceneTrace.reset()

        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest())
        let second = try #require(UIApplication.shared.connectedScenes.first)
        #expect(second !== first)
        #expect(second.session.persistentIdentifier == identifier)
        #expect(second.session.userInfo?["draft"] as? String == "Hello")
        #expect(!SceneTrace.lines.contains { $0.hasPrefix("app.configurationForConnecting") })
        #expect(UIApplication.shared.openSessions.count == 1)
    }

    @Test func test_E9_theRestorationActivityIsAskedInTheBackgroundAndGivenBackAtTheNextConnection() throws {
        RecordingSceneDelegate.restorationActivity = { _ in
            let activity = NSUserActivity(activityType: "com.example.reading")
            activity.title = "Chapter 3"
            activity.addUserInfoEntries(from: ["chapter": 3, "offset": 120.5])
            return activity
        }
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest())
        UIApplication.shared.simulateBackground()
        let asked = SceneTrace.lines(matching: ["scene.didEnterBackground", "scene.stateRestorationActivity"])
        #expect(asked == ["scene.didEnterBackground [app background scene background]",
                          "scene.stateRestorationActivity [app background scene background]"])
        resetApplicationLifecycle()
        SceneTrace.reset()

        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(delegate: String(reflecting: RestorationReadingSceneDelegate.self)))
        let activity = try #require(RestorationReadingSceneDelegate.seen)
        #expect(activity.activityType == "com.example.reading")
        #expect(activity.title == "Chapter 3")
        #expect(activity.userInfo?["chapter"] as? Int == 3)
        #expect(activity.userInfo?["offset"] as? Double == 120.5)
        #expect(SceneTrace.lines.map { $0.components(separatedBy: " [")[0] }
            == ["app.willFinishLaunching", "app.didFinishLaunching", "reader.willConnectTo", "reader.restoreInteractionState",
                "reader.willEnterForeground"])
    }

    @Test func test_E13_respondersSharingTheRestorationActivityUpdateItBeforeItIsSaved() throws {
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(delegate: String(reflecting: ActivitySharingSceneDelegate.self)))
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        let activity = try #require(scene.userActivity)
        let list = ActivityUpdatingController(name: "list"), detail = ActivityUpdatingController(name: "detail")
        let other = ActivityUpdatingController(name: "other")
        list.userActivity = activity
        detail.userActivity = activity
        other.userActivity = NSUserActivity(activityType: "com.example.other")
        let navigation = UINavigationController(rootViewController: list)
        navigation.pushViewController(detail, animated: false)
        let window = try #require((scene.delegate as? ActivitySharingSceneDelegate)?.window)
        window.rootViewController = navigation
        navigation.present(other, animated: false)
        drainMainRunLoop()
        activity.needsSave = true
        SceneTrace.reset()
        UIApplication.shared.simulateBackground()
        #expect(SceneTrace.lines.map { $0.components(separatedBy: " [")[0] } == ["list.updateUserActivityState", "detail.updateUserActivityState"])
        #expect(!activity.needsSave)
        resetApplicationLifecycle()
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(delegate: String(reflecting: RestorationReadingSceneDelegate.self)))
        let restored = try #require(RestorationReadingSceneDelegate.seen)
        #expect(restored.userInfo?["list"] as? Bool == true && restored.userInfo?["detail"] as? Bool == true)
        #expect(restored.userInfo?["other"] == nil)
    }

    @Test func test_E8_anUnreadableSessionsFileIsReportedRemovedAndTheAppLaunchesFresh() throws {
        let capture = DiagnosticsCapture()
        for contents in [Data(), Data("not a plist".utf8), Data([0x62, 0x70, 0x6c, 0x69, 0x73, 0x74, 0x30, 0x30, 0xff])] {
            resetApplicationLifecycle()
            try FileManager.default.createDirectory(at: SceneSessionStore.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: SceneSessionStore.fileURL)
            SceneTrace.reset()
            launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest())
            #expect(UIApplication.shared.applicationState == .active)
            #expect(SceneTrace.lines.contains { $0.hasPrefix("app.configurationForConnecting") })
        }
        let messages = capture.messages.filter { $0.hasPrefix("Discarding the saved scene sessions in \(SceneSessionStore.fileURL.path)") }
        #expect(messages.count == 3)
    }

    @Test func test_E7_destroyingASessionDisconnectsItsSceneReleasesItAndDiscardsTheSession() throws {
        let delegate = RecordingAppDelegate()
        launchApplication(delegate, infoDictionary: sceneManifest())
        weak var scene = UIApplication.shared.connectedScenes.first
        weak var window = (scene?.delegate as? RecordingSceneDelegate)?.window
        weak var root = window?.rootViewController
        weak var sceneDelegate = scene?.delegate
        let session = try #require(scene?.session)
        SceneTrace.reset()
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
        drainMainRunLoop()
        #expect(SceneTrace.lines.map { $0.components(separatedBy: " [")[0] } == [
            "scene.willResignActive", "scene.didDisconnect", "root.viewWillDisappear", "root.viewDidDisappear",
            "app.didDiscardSceneSessions 1",
        ])
        #expect(scene == nil && sceneDelegate == nil && window == nil && root == nil)
        #expect(UIApplication.shared.openSessions.isEmpty)
        #expect(UIApplication.shared.applicationState == .background)
    }
}

/// A scene delegate that reads the session's restoration activity.
final class RestorationReadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var seen: NSUserActivity?
    required override init() { super.init() }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        RestorationReadingSceneDelegate.seen = session.stateRestorationActivity
        SceneTrace.add("reader.willConnectTo")
    }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        SceneTrace.add("reader.restoreInteractionState")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneTrace.add("reader.willEnterForeground") }
}

/// A scene delegate that keeps its restoration activity on the scene, as Apple's sample does.
final class ActivitySharingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    required override init() { super.init() }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        scene.userActivity = session.stateRestorationActivity ?? NSUserActivity(activityType: "com.example.browsing")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
}

/// A controller that adds its name to the activity it is asked to update.
final class ActivityUpdatingController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func updateUserActivityState(_ activity: NSUserActivity) {
        SceneTrace.add("\(name).updateUserActivityState")
        activity.addUserInfoEntries(from: [name: true])
    }
}

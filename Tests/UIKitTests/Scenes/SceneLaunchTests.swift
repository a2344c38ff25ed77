import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Scene-based apps: launch, interruption, Home and return, termination, in iOS's order.
@MainActor
@Suite(.uikit) struct SceneLaunchTests {
    init() {
        _ = freshUIKit()
        _ = freshDataContainer()
        SceneTrace.reset()
        SceneTrace.observeNotifications()
    }

    private func launch() {
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest())
    }

    @Test func test_E3_aSceneBasedAppLaunchesInIOSOrder() {
        launch()
        #expect(SceneTrace.lines == [
            "app.willFinishLaunching [app inactive]",
            "app.didFinishLaunching [app inactive]",
            "note UIApplicationDidFinishLaunching [app inactive]",
            "app.configurationForConnecting [app inactive]",
            "sceneDelegate.init [app inactive]",
            "scene.willConnectTo window=false [app inactive scene unattached]",
            "root.viewDidLoad [app inactive]",
            "root.viewWillAppear [app inactive]",
            "note UISceneWillConnect [app inactive scene unattached]",
            "scene.willEnterForeground [app inactive scene unattached]",
            "note UISceneWillEnterForeground [app inactive scene unattached]",
            "note UIApplicationWillEnterForeground [app inactive]",
            "scene.didBecomeActive [app active scene foregroundActive]",
            "note UISceneDidActivate [app active scene foregroundActive]",
            "note UIApplicationDidBecomeActive [app active]",
            "root.viewDidAppear [app active]",
        ])
    }

    @Test func test_E3_activationWaitsForTheNextRunLoopTurn() {
        UIApplication.shared.infoDictionary = sceneManifest()
        _ = UIApplication.shared._launch(delegate: RecordingAppDelegate())
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundInactive)
        #expect(!SceneTrace.lines.contains { $0.hasPrefix("scene.didBecomeActive") || $0.hasPrefix("root.viewDidAppear") })
        drainMainRunLoop()
        #expect(UIApplication.shared.applicationState == .active)
        #expect(SceneTrace.lines.suffix(4).map { $0.components(separatedBy: " [")[0] }
            == ["scene.didBecomeActive", "note UISceneDidActivate", "note UIApplicationDidBecomeActive", "root.viewDidAppear"])
    }

    @Test func test_E4_anInterruptionResignsAndReactivatesTheSceneThatStaysOnScreen() {
        launch()
        SceneTrace.reset()
        SceneTrace.observeNotifications()
        UIApplication.shared.simulateInterruption()
        #expect(SceneTrace.lines == [
            "scene.willResignActive [app active scene foregroundActive]",
            "note UISceneWillDeactivate [app active scene foregroundActive]",
            "note UIApplicationWillResignActive [app active]",
        ])
        #expect(UIApplication.shared.applicationState == .inactive)
        let window = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first
        #expect(window?.isHidden == false)
        SceneTrace.reset()
        SceneTrace.observeNotifications()
        UIApplication.shared.simulateInterruptionEnded()
        #expect(SceneTrace.lines == [
            "scene.didBecomeActive [app active scene foregroundActive]",
            "note UISceneDidActivate [app active scene foregroundActive]",
            "note UIApplicationDidBecomeActive [app active]",
        ])
    }

    @Test func test_E5_homeSendsTheSceneToTheBackgroundAndReturnBringsItBack() {
        launch()
        SceneTrace.reset()
        SceneTrace.observeNotifications()
        UIApplication.shared.simulateBackground()
        #expect(SceneTrace.lines == [
            "scene.willResignActive [app active scene foregroundActive]",
            "note UISceneWillDeactivate [app active scene foregroundActive]",
            "note UIApplicationWillResignActive [app active]",
            "scene.didEnterBackground [app background scene background]",
            "note UISceneDidEnterBackground [app background scene background]",
            "scene.stateRestorationActivity [app background scene background]",
            "note UIApplicationDidEnterBackground [app background]",
        ])
        SceneTrace.reset()
        SceneTrace.observeNotifications()
        UIApplication.shared.simulateForeground()
        #expect(SceneTrace.lines == [
            "scene.willEnterForeground [app background scene background]",
            "note UISceneWillEnterForeground [app background scene background]",
            "note UIApplicationWillEnterForeground [app background]",
            "scene.didBecomeActive [app active scene foregroundActive]",
            "note UISceneDidActivate [app active scene foregroundActive]",
            "note UIApplicationDidBecomeActive [app active]",
        ])
    }

    @Test func test_E1_statesAreNewInsideDidCallbacksAndOldInsideWillCallbacks() {
        launch()
        UIApplication.shared.simulateBackground()
        UIApplication.shared.simulateForeground()
        let states = Dictionary(SceneTrace.lines(matching: ["scene."]).compactMap { line -> (String, String)? in
            let parts = line.components(separatedBy: " [")
            guard parts.count == 2, parts[0] != "scene.willConnectTo window=false" else { return nil }
            return (parts[0], parts[1])
        }, uniquingKeysWith: { first, _ in first })
        #expect(states["scene.willEnterForeground"] == "app inactive scene unattached]")
        #expect(states["scene.didBecomeActive"] == "app active scene foregroundActive]")
        #expect(states["scene.willResignActive"] == "app active scene foregroundActive]")
        #expect(states["scene.didEnterBackground"] == "app background scene background]")
    }

    @Test func test_E2_aSceneBasedAppsDelegateHearsNoActivationCallbacksButTheNotificationsArePosted() {
        launch()
        UIApplication.shared.simulateInterruption()
        UIApplication.shared.simulateInterruptionEnded()
        UIApplication.shared.simulateBackground()
        UIApplication.shared.simulateForeground()
        let appCallbacks = SceneTrace.lines(matching: ["app."]).map { $0.components(separatedBy: " [")[0] }
        #expect(appCallbacks == ["app.willFinishLaunching", "app.didFinishLaunching", "app.configurationForConnecting"])
        let notes = SceneTrace.lines(matching: ["note UIApplication"]).map { $0.components(separatedBy: " [")[0] }
        #expect(notes == [
            "note UIApplicationDidFinishLaunching", "note UIApplicationWillEnterForeground", "note UIApplicationDidBecomeActive",
            "note UIApplicationWillResignActive", "note UIApplicationDidBecomeActive",
            "note UIApplicationWillResignActive", "note UIApplicationDidEnterBackground",
            "note UIApplicationWillEnterForeground", "note UIApplicationDidBecomeActive",
        ])
    }

    @Test func test_E6_backgroundAndReturnSendNoAppearanceCallbacks() {
        launch()
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let window = (scene?.delegate as? RecordingSceneDelegate)?.window
        let navigation = UINavigationController(rootViewController: UIViewController())
        window?.rootViewController = navigation
        drainMainRunLoop()
        navigation.pushViewController(UIViewController(), animated: false)
        drainMainRunLoop()
        let recorder = LifecycleRecorder(names: [:], filter: .withoutLayout, recordsUnnamed: true)
        SceneTrace.reset()
        UIApplication.shared.simulateInterruption()
        UIApplication.shared.simulateInterruptionEnded()
        UIApplication.shared.simulateBackground()
        UIApplication.shared.simulateForeground()
        drainMainRunLoop()
        #expect(recorder.lines.isEmpty)
        #expect(SceneTrace.lines(matching: ["root."]).isEmpty)
        #expect(navigation.topViewController?.isViewLoaded == true && window?.isHidden == false)
    }

    @Test func test_E7_terminatingResignsDisconnectsThenTellsTheAppDelegate() {
        launch()
        SceneTrace.reset()
        SceneTrace.observeNotifications()
        UIApplication.shared.terminate()
        #expect(SceneTrace.lines.map { $0.components(separatedBy: " [")[0] } == [
            "scene.willResignActive", "note UISceneWillDeactivate", "note UIApplicationWillResignActive",
            "scene.didDisconnect", "note UISceneDidDisconnect", "app.willTerminate", "note UIApplicationWillTerminate",
        ])
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.openSessions.count == 1)
    }

    @Test func test_E7_terminatingFromTheBackgroundDisconnectsWithoutComingToTheForeground() {
        launch()
        UIApplication.shared.simulateBackground()
        SceneTrace.reset()
        SceneTrace.observeNotifications()
        UIApplication.shared.terminate()
        #expect(SceneTrace.lines(matching: ["scene.", "app.", "note"]).map { $0.components(separatedBy: " [")[0] } == [
            "scene.didDisconnect", "note UISceneDidDisconnect", "app.willTerminate", "note UIApplicationWillTerminate",
        ])
        #expect(UIApplication.shared.applicationState == .background)
    }

    @Test func test_E12_aStoryboardSceneHasItsWindowAndInitialControllerBeforeWillConnectTo() throws {
        UIApplication._mainStoryboardBundle = .module
        defer { UIApplication._mainStoryboardBundle = nil }
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(storyboard: "Main"))
        #expect(SceneTrace.lines.contains("scene.willConnectTo window=true [app inactive scene unattached]"))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? RecordingSceneDelegate)?.window)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.rootViewController != nil)
        #expect(window.rootViewController?.viewIfLoaded?.window === window)
    }

    @Test func test_E12_theAppsBundleGivenToTheLaunchIsWhereNamedStoryboardsAndImagesAreFound() throws {
        defer { UIApplication._mainStoryboardBundle = nil }
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(storyboard: "Main"), bundle: .module)
        let window = try #require((UIApplication.shared.connectedScenes.first?.delegate as? RecordingSceneDelegate)?.window)
        #expect(window.rootViewController is UINavigationController)
        #expect(UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail") is IBDetailViewController)  // nil: the app's bundle
        #expect(UIImage(named: "speaker") != nil)
        // A controller naming its nib without a bundle loads it from the app's bundle too (L5).
        let controller = IBListViewController(nibName: "IBProbe", bundle: nil)
        #expect(controller.view.subviews.contains { ($0 as? UILabel)?.text == "From a nib" })
    }

    @Test func test_E12_aMissingConfigurationOrDelegateClassIsUIKitsConsoleMessage() {
        let capture = DiagnosticsCapture()
        let delegate = RecordingAppDelegate()
        delegate.configurationName = "Nope"
        launchApplication(delegate, infoDictionary: sceneManifest())
        resetApplicationLifecycle()
        _ = freshDataContainer()
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(delegate: "NoSuchModule.NoSuchDelegate"))
        #expect(capture.messages == [
            "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"Nope\")",
            "[SceneConfiguration] Info.plist configuration \"Default Configuration\" for UIWindowSceneSessionRoleApplication contained "
                + "UISceneDelegateClassName key, but could not load class with name \"NoSuchModule.NoSuchDelegate\".",
        ])
        #expect(UIApplication.shared.connectedScenes.count == 1)
    }
}

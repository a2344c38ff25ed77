import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Apps without a scene manifest: the app delegate receives the life-cycle callbacks.
@MainActor
@Suite(.uikit) struct AppDelegateLifecycleTests {
    init() {
        _ = freshUIKit()
        _ = freshDataContainer()
        SceneTrace.reset()
        SceneTrace.observeNotifications()
    }

    private func launch() -> RecordingAppDelegate {
        let delegate = RecordingAppDelegate()
        delegate.makesWindow = true
        launchApplication(delegate, infoDictionary: [:])
        return delegate
    }

    private func trace() -> [String] { SceneTrace.lines.map { $0.components(separatedBy: " [")[0] } }

    private func restartTrace() {
        SceneTrace.reset()
        SceneTrace.observeNotifications()
    }

    @Test func test_E11_anAppWithoutScenesLaunchesThroughItsAppDelegateInIOSOrder() {
        _ = launch()
        #expect(SceneTrace.lines == [
            "app.willFinishLaunching [app inactive]",
            "app.didFinishLaunching [app inactive]",
            "note UIApplicationDidFinishLaunching [app inactive]",
            "root.viewDidLoad [app inactive]",
            "root.viewWillAppear [app inactive]",
            "note UISceneDidActivate [app active scene foregroundActive]",
            "app.didBecomeActive [app active]",
            "note UIApplicationDidBecomeActive [app active]",
            "root.viewDidAppear [app active]",
        ])
    }

    @Test func test_E4_anInterruptionTellsTheAppDelegateOfAnAppWithoutScenes() {
        _ = launch()
        restartTrace()
        UIApplication.shared.simulateInterruption()
        #expect(SceneTrace.lines == [
            "note UISceneWillDeactivate [app active scene foregroundActive]",
            "app.willResignActive [app active]",
            "note UIApplicationWillResignActive [app active]",
        ])
        restartTrace()
        UIApplication.shared.simulateInterruptionEnded()
        #expect(SceneTrace.lines == [
            "note UISceneDidActivate [app active scene foregroundActive]",
            "app.didBecomeActive [app active]",
            "note UIApplicationDidBecomeActive [app active]",
        ])
    }

    @Test func test_E5_homeAndReturnTellTheAppDelegateOfAnAppWithoutScenes() {
        _ = launch()
        restartTrace()
        UIApplication.shared.simulateBackground()
        #expect(SceneTrace.lines == [
            "note UISceneWillDeactivate [app active scene foregroundActive]",
            "app.willResignActive [app active]",
            "note UIApplicationWillResignActive [app active]",
            "note UISceneDidEnterBackground [app background scene background]",
            "app.didEnterBackground [app background]",
            "note UIApplicationDidEnterBackground [app background]",
        ])
        restartTrace()
        UIApplication.shared.simulateForeground()
        #expect(SceneTrace.lines == [
            "note UISceneWillEnterForeground [app background scene background]",
            "app.willEnterForeground [app background]",
            "note UIApplicationWillEnterForeground [app background]",
            "note UISceneDidActivate [app active scene foregroundActive]",
            "app.didBecomeActive [app active]",
            "note UIApplicationDidBecomeActive [app active]",
        ])
    }

    @Test func test_E6_anAppWithoutScenesGetsNoAppearanceCallbacksFromBackgroundAndReturn() {
        _ = launch()
        restartTrace()
        UIApplication.shared.simulateBackground()
        UIApplication.shared.simulateForeground()
        drainMainRunLoop()
        #expect(SceneTrace.lines(matching: ["root."]).isEmpty)
    }

    @Test func test_E7_terminatingAnAppWithoutScenesResignsThenTellsTheAppDelegate() {
        let delegate = launch()
        restartTrace()
        UIApplication.shared.terminate()
        #expect(trace() == ["note UISceneWillDeactivate", "app.willResignActive", "note UIApplicationWillResignActive",
                            "app.willTerminate", "note UIApplicationWillTerminate"])
        #expect(delegate.window?.isHidden == false)
        UIApplication.shared.terminate()
        #expect(trace().count == 5)
    }
}

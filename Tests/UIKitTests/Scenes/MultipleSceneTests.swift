import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct MultipleSceneTests {
    init() {
        _ = freshUIKit()
        _ = freshDataContainer()
        SceneTrace.reset()
        RecordingSceneDelegate.restorationActivity = nil
    }

    @Test func test_E10_aNewSceneOnIPadComesToTheFrontWithItsOwnWindowsAndTheOtherGoesToTheBackground() throws {
        UIScreen.main.setDeviceProfile(.iPadAir)
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(multipleScenes: true))
        #expect(UIApplication.shared.supportsMultipleScenes)
        let first = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let firstWindow = try #require((first.delegate as? RecordingSceneDelegate)?.window)
        SceneTrace.reset()

        let compose = NSUserActivity(activityType: "com.example.compose")
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: compose, options: nil)
        drainMainRunLoop()
        #expect(UIApplication.shared.connectedScenes.count == 2)
        #expect(UIApplication.shared.openSessions.count == 2)
        let second = try #require(UIApplication.shared.connectedScenes.first { $0 !== first } as? UIWindowScene)
        let secondWindow = try #require((second.delegate as? RecordingSceneDelegate)?.window)
        #expect(RecordingSceneDelegate.lastActivities == ["com.example.compose"])
        #expect(first.activationState == .background && second.activationState == .foregroundActive)
        #expect(first.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(firstWindow)])
        #expect(second.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(secondWindow)])
        #expect(secondWindow.isKeyWindow && second.keyWindow === secondWindow && first.keyWindow == nil)
        #expect(secondWindow.traitCollection.horizontalSizeClass == .regular)
        #expect(UIApplication.shared.applicationState == .active)
        // The app stays active throughout: only the scenes' callbacks, no app-wide resign.
        #expect(!SceneTrace.lines.contains { $0.hasPrefix("note UIApplicationWillResignActive") })

        SceneTrace.reset()
        UIApplication.shared.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
        drainMainRunLoop()
        #expect(first.activationState == .foregroundActive && second.activationState == .background)
        #expect(SceneTrace.lines(matching: ["scene."]).map { $0.components(separatedBy: " [")[0] } == [
            "scene.willResignActive", "scene.didEnterBackground", "scene.stateRestorationActivity",
            "scene.willEnterForeground", "scene.didBecomeActive",
        ])
    }

    @Test func test_E10_eachSceneHasItsOwnStatusBarAndTraits() throws {
        UIScreen.main.setDeviceProfile(.iPadAir)
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(multipleScenes: true))
        let first = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        drainMainRunLoop()
        let second = try #require(UIApplication.shared.connectedScenes.first { $0 !== first } as? UIWindowScene)
        let firstRoot = StatusBarPreferringController(style: .lightContent, hidden: true)
        let secondRoot = StatusBarPreferringController(style: .darkContent, hidden: false)
        (first.delegate as? RecordingSceneDelegate)?.window?.rootViewController = firstRoot
        (second.delegate as? RecordingSceneDelegate)?.window?.rootViewController = secondRoot
        firstRoot.overrideUserInterfaceStyle = .dark
        drainMainRunLoop()
        firstRoot.setNeedsStatusBarAppearanceUpdate()
        secondRoot.setNeedsStatusBarAppearanceUpdate()
        #expect(first.statusBarManager !== second.statusBarManager)
        #expect(first.statusBarManager?.statusBarStyle == .lightContent && first.statusBarManager?.isStatusBarHidden == true)
        #expect(second.statusBarManager?.statusBarStyle == .darkContent && second.statusBarManager?.isStatusBarHidden == false)
        #expect(firstRoot.traitCollection.userInterfaceStyle == .dark && secondRoot.traitCollection.userInterfaceStyle == .light)
    }

    @Test func test_E10_aPhoneRefusesASecondScene() throws {
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest(multipleScenes: true))
        #expect(!UIApplication.shared.supportsMultipleScenes)
        var received: (any Error)?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { received = $0 }
        drainMainRunLoop()
        let error = try #require(received) as NSError
        #expect(error.domain == UISceneErrorDomain && error.code == UISceneError.Code.multipleScenesNotSupported.rawValue)
        #expect(UIApplication.shared.connectedScenes.count == 1)
    }
}

/// A root controller with fixed status-bar preferences.
final class StatusBarPreferringController: UIViewController {
    private let style: UIStatusBarStyle
    private let hidden: Bool
    init(style: UIStatusBarStyle, hidden: Bool) {
        self.style = style
        self.hidden = hidden
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct SceneLaunchTests {
    init() {
        _ = freshUIKit()
        _ = freshDataContainer()
        SceneTrace.reset()
        SceneTrace.observeNotifications()
    }

    @Test func probe() {
        launchApplication(RecordingAppDelegate(), infoDictionary: sceneManifest())
        print(SceneTrace.lines.joined(separator: "\n"))
        UIApplication.shared.simulateBackground()
        print("--")
        print(SceneTrace.lines.joined(separator: "\n"))
    }
}

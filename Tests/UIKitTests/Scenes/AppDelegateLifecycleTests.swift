import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Apps without a scene manifest: the app delegate receives the life-cycle callbacks.
@MainActor
@Suite(.serialized) struct AppDelegateLifecycleTests {
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

    @Test func probe() {
        _ = launch()
        UIApplication.shared.simulateInterruption()
        UIApplication.shared.simulateInterruptionEnded()
        UIApplication.shared.simulateBackground()
        UIApplication.shared.simulateForeground()
        drainMainRunLoop()
        UIApplication.shared.terminate()
        print(SceneTrace.lines.joined(separator: "\n"))
    }
}

import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// What every demo suite starts from: drawn text, the iPhone 15 Pro, and a data container of
/// its own.
@MainActor
func prepareDemo() {
    TextRenderer.install()
    UIScreen.main.setDeviceProfile(.iPhone15Pro)
    UIApplication.shared.dataContainerURL = FileManager.default.temporaryDirectory
        .appendingPathComponent("openuikit-demo-tests-\(UUID().uuidString)")
}

/// VoiceOver's double tap on `node`, or a recorded failure when VoiceOver found no such element.
@MainActor
func activate(_ node: VoiceOverElement?) {
    guard let node else {
        Issue.record("no such element")
        return
    }
    UIKitTesting.activate(node)
}

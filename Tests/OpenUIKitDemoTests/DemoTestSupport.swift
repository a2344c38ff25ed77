import Foundation
@testable import OpenUIKitDemo
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

/// The demo in a key window with the catalog tab shown and the entry titled `title` opened
/// (by VoiceOver's double tap on its row); returns the interface, the window and the
/// controller the entry pushed.
@MainActor
func openCatalogEntry<Controller: UIViewController>(_ title: String, as: Controller.Type) -> (DemoInterface, UIWindow, Controller?) {
    let interface = DemoInterface()
    interface.tabs.selectedIndex = 1
    let window = UIWindow()
    window.rootViewController = interface.tabs
    window.makeKeyAndVisible()
    drainMainRunLoop()
    activate(accessibilityElement(labeled: title, in: window))
    VirtualClock.current?.advance(by: 1, step: 1.0 / 60)
    window.layoutIfNeeded()
    return (interface, window, interface.catalogNavigation.topViewController as? Controller)
}

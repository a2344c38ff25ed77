import Foundation
import Testing
import UIKit
import UIKitTesting

/// An app written for iOS (TodoApp/ beside this package's Tests/: an Xcode-template app delegate and
/// scene delegate, a table view controller, a detail controller with target-action), ported
/// by the build plugin on every build, unedited, then launched and used as on a device.
@MainActor
@Suite(.uikit) struct TodoAppTests {
    let clock: VirtualClock
    init() {
        tearDownWindows()
        resetApplicationLifecycle()
        UIApplication.shared.dataContainerURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-todo-\(UUID().uuidString)")
        clock = VirtualClock().install()
    }

    private let manifest: [String: Any] = ["UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
            ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"],
        ]],
    ] as [String: Any]]

    @Test func theAppLaunchesThroughItsSceneDelegateAndItsActionsWork() throws {
        #expect(launchApplication(AppDelegate(), infoDictionary: manifest))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive && scene.delegate is SceneDelegate)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? TodoListViewController)
        #expect(list.title == "To-dos" && list.items.map(\.title) == ["Buy milk"])

        // The plus button: a bar button item whose action was #selector(addItem).
        tap(try #require(list.navigationItem.rightBarButtonItem))
        #expect(list.items.map(\.title) == ["Buy milk", "Item 2"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)

        // A row opens the detail; its button's action was #selector(toggleDone(_:)) on a private method.
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        clock.advance(by: 1)
        drainMainRunLoop()
        let detail = try #require(navigation.topViewController as? TodoDetailViewController)
        tap(detail.doneButton)
        #expect(detail.item.isDone && detail.doneButton.title(for: .normal) == "Mark not done")
        navigation.popViewController(animated: false)
        drainMainRunLoop()
        #expect(list.items[0].isDone)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Buy milk ✓")
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Classic state preservation and restoration, in one process: save on Home, relaunch.
@MainActor
@Suite(.uikit) struct StateRestorationTests {
    init() {
        _ = freshUIKit()
        _ = freshDataContainer()
        SceneTrace.reset()
        RestoringAppDelegate.fruits = ["apple", "banana", "cherry", "damson"]
    }

    /// Launches, navigates, goes to the Home Screen, then launches again in the same process.
    private func saveAndRelaunch() -> RestoringAppDelegate {
        let first = RestoringAppDelegate()
        launchApplication(first, infoDictionary: ["CFBundleVersion": "7"])
        first.navigate()
        UIApplication.shared.simulateBackground()
        tearDownWindows()
        resetApplicationLifecycle()
        SceneTrace.reset()
        let second = RestoringAppDelegate()
        launchApplication(second, infoDictionary: ["CFBundleVersion": "7"])
        return second
    }

    @Test func test_Z8_goingHomeSavesTheAppDelegateThenControllersParentsFirst() throws {
        let app = RestoringAppDelegate()
        launchApplication(app, infoDictionary: [:])
        app.navigate()
        SceneTrace.reset()
        UIApplication.shared.simulateBackground()
        #expect(traceNames(["app.", "list.", "detail.", "more.", "modal.", "fruit."]) == [
            "app.willEncode", "modal.encode", "fruit.encode", "list.encode", "detail.encode", "more.encode",
        ])
        let propertyList = try #require(try SavedStateFolder.read(UIApplication.stateRestorationFileName))
        let archive = try StateRestorationArchive(propertyList: propertyList)
        #expect(archive.controllers.map { $0.path.joined(separator: "/") } == [
            "tabs", "tabs/modal", "tabs/nav", "tabs/fruit", "tabs/nav/list", "tabs/nav/detail", "tabs/nav/more",
        ])
        #expect(archive.controllers.first { $0.path.last == "detail" }?.restorationClassName == String(reflecting: DetailRestoration.self))
        #expect(UIApplication._stateRestorationFileURL.path.hasSuffix("Library/Saved Application State/\(UIApplication._appName).savedState/data.data"))
    }

    @Test func test_Z5_aRelaunchRestoresTheScreenInUIKitsOrder() throws {
        let app = saveAndRelaunch()
        #expect(traceNames() == [
            "app.willFinishLaunching", "fruit.viewDidLoad",
            "app.shouldRestore version=7",
            "app.viewControllerWithPath tabs", "app.viewControllerWithPath tabs/modal", "app.viewControllerWithPath tabs/nav",
            "app.viewControllerWithPath tabs/fruit", "app.viewControllerWithPath tabs/nav/list", "DetailRestoration tabs/nav/detail",
            "app.viewControllerWithPath tabs/nav/more",
            "modal.viewDidLoad", "list.viewDidLoad", "detail.viewDidLoad", "more.viewDidLoad",
            "modal.decode", "fruit.decode", "list.decode", "detail.decode", "more.decode",
            "app.didDecode launch-4",
            "modal.finishedRestoring", "fruit.finishedRestoring", "list.finishedRestoring", "detail.finishedRestoring", "more.finishedRestoring",
            "app.didFinishLaunching",
            "fruit.viewWillAppear", "modal.viewWillAppear",
            "app.didBecomeActive", "fruit.viewDidAppear", "modal.viewDidAppear",
        ])
        let tabs = try #require(app.tabs)
        let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(tabs.selectedIndex == 1)
        #expect(nav.viewControllers.map { $0.title ?? "" } == ["list", "detail", "more"])
        #expect((nav.viewControllers[1] as? RestorableController)?.note == "scrolled")
        #expect((nav.viewControllers[2] as? RestorableController)?.note == "second push")
        #expect((nav.viewControllers[1] as? RestorableController)?.scrollView?.contentOffset == CGPoint(x: 0, y: 240))
        #expect((tabs.presentedViewController as? RestorableController)?.note == "presented")
        let fruit = try #require(tabs.viewControllers?[1] as? RestorableController)
        #expect(fruit.table?.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }
}

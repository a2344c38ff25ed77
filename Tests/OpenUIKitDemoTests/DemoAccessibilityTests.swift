#if SnapshotTesting
import Foundation
@testable import OpenUIKitDemo
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// The demo's screens pass the accessibility audit (K30), and VoiceOver's view of two of them
/// is kept as pictures (K38) and text (K39); the README shows the pictures.
@MainActor
@Suite(.uikit) struct DemoAccessibilityTests {
    init() { prepareDemo() }

    /// The demo's interface in a key window on its tab `tab`, appeared and laid out.
    private func show(tab: Int) -> (DemoInterface, UIWindow) {
        let interface = DemoInterface()
        interface.tabs.selectedIndex = tab
        let window = UIWindow()
        window.rootViewController = interface.tabs
        window.makeKeyAndVisible()
        drainMainRunLoop()
        return (interface, window)
    }

    @Test(arguments: [0, 1, 2, 3])
    func test_K30_eachOfTheDemosTabsPassesTheAccessibilityAudit(tab: Int) {
        let (_, window) = show(tab: tab)
        #expect(performAccessibilityAudit(in: window).isEmpty)
    }

    @Test func test_K30_theDemosPushedAndPresentedScreensPassTheAccessibilityAudit() {
        let (interface, window) = show(tab: 1)
        activate(accessibilityElement(labeled: "Pages", in: window))
        VirtualClock.current?.advance(by: 1, step: 0.1)
        #expect(interface.catalogNavigation.topViewController is UIPageViewController)  // VoiceOver's double tap pushed it
        #expect(performAccessibilityAudit(in: window).isEmpty)
        interface.catalogNavigation.popViewController(animated: false)
        interface.tabs.selectedIndex = 0
        drainMainRunLoop()
        interface.news.children.first?.show(ArticleViewController(headline: "Swift on Linux runs UIKit"), sender: nil)
        VirtualClock.current?.advance(by: 1, step: 0.1)
        #expect(interface.tabs.presentedViewController is ArticleViewController)
        #expect(performAccessibilityAudit(in: window).isEmpty)
    }

    @Test func test_K38_theNewsAsVoiceOverSeesIt() {
        let interface = DemoInterface()
        assertSnapshot(of: interface.tabs as UIViewController,
                       as: .accessibilityImage(on: .iPhone15Pro, precision: 0.995, perceptualPrecision: 0.98), named: "news")
    }

    @Test func test_K38_theCatalogAsVoiceOverSeesIt() {
        let interface = DemoInterface()
        interface.tabs.selectedIndex = 1
        assertSnapshot(of: interface.tabs as UIViewController,
                       as: .accessibilityImage(on: .iPhone15Pro, precision: 0.995, perceptualPrecision: 0.98), named: "catalog")
    }

    @Test func test_K39_theNewsInVoiceOversOrder() {
        let interface = DemoInterface()
        assertSnapshot(of: interface.tabs as UIViewController, as: .accessibilityHierarchy(on: .iPhone15Pro), named: "news")
    }
}
#endif

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The debugging descriptions iOS engineers read in lldb: `_printHierarchy` and class names.
@MainActor
@Suite(.uikit) struct DebugDescriptionTests {
    init() { _ = freshUIKit() }

    final class Feed: UIViewController {}

    @Test func printHierarchyListsChildrenThenPresentedWithStatesAndViews() {
        let feed = Feed(), unloaded = UIViewController()
        let navigation = UINavigationController(rootViewController: feed)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, unloaded]
        showInWindow(tabs)
        let sheet = UIViewController()
        tabs.present(sheet, animated: false)
        drainMainRunLoop()
        let a = objectAddress
        let presentation = sheet.presentationController!
        #expect(tabs._printHierarchy().split(separator: "\n").map(String.init) == [
            "<UITabBarController \(a(tabs))>, state: appeared, view: <UILayoutContainerView \(a(tabs.view))>",
            "   | <UINavigationController \(a(navigation))>, state: appeared, view: <UILayoutContainerView \(a(navigation.view))>",
            "   |    | <UIKitTests.DebugDescriptionTests.Feed \(a(feed))>, state: appeared, view: <UIView \(a(feed.view))>",
            "   | <UIViewController \(a(unloaded))>, state: disappeared, view: (view not loaded)",
            "   + <UIViewController \(a(sheet))>, state: appeared, view: <UIView \(a(sheet.view))>, "
                + "presented with: <UISheetPresentationController \(a(presentation))>",
        ])
        tabs.dismiss(animated: false)
        drainMainRunLoop()
        // A loaded view outside any window is noted.
        #expect(sheet._printHierarchy() == "<UIViewController \(a(sheet))>, state: disappeared, view: <UIView \(a(sheet.view))> not in the window")
    }

    @Test func uikitClassesPrintWithoutTheirModuleAndAppClassesWithIt() {
        #expect(UIView().description.hasPrefix("<UIView: 0x"))
        #expect(Feed().description.hasPrefix("<UIKitTests.DebugDescriptionTests.Feed: 0x"))
    }
}

import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitTesting

/// PN7: the standard appearance made transparent for the scroll edge is made once, and made
/// again when any appearance changes.
@MainActor
@Suite(.uikit) struct BarAppearanceReuseTests {
    init() { _ = freshUIKit() }

    private func isTransparent(_ appearance: UIBarAppearance) -> Bool {
        appearance.backgroundEffect == nil && (appearance.backgroundColor?.alpha ?? 0) == 0 && (appearance.shadowColor?.alpha ?? 0) == 0
    }

    /// A navigation controller on screen whose content has no scroll view (always at the edge).
    private func showNavigation() -> UINavigationController {
        let content = UIViewController()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        showInWindow(navigation)
        return navigation
    }

    private func relayout(_ bar: UIView) {
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
    }

    @Test func test_PN7_theTransparentLookIsMadeOnceWhileNothingChanges() {
        let navigation = showNavigation()
        let bar = navigation.navigationBar
        let first = bar._currentAppearance
        #expect(isTransparent(first) && first !== bar.standardAppearance)
        #expect(isTransparent(bar.standardAppearance) == false)  // the standard one is left as it was
        relayout(bar)
        navigation.pushViewController(UIViewController(), animated: false)
        drainMainRunLoop()
        relayout(bar)
        #expect(bar._currentAppearance === first)
        let toolbar = navigation.toolbar!
        let toolbarLook = toolbar._currentAppearance
        relayout(toolbar)
        #expect(isTransparent(toolbarLook) && toolbar._currentAppearance === toolbarLook)
    }

    @Test func test_PN7_aChangeToTheStandardAppearanceShowsAtTheNextLayout() {
        let navigation = showNavigation()
        let bar = navigation.navigationBar
        let first = bar._currentAppearance
        bar.standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        relayout(bar)
        let second = bar._currentAppearance
        #expect(second !== first && isTransparent(second))
        #expect(second.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
        #expect(bar._titleLabel.textColor == .systemRed)
        // A change deep inside: one state of one button appearance.
        bar.standardAppearance.doneButtonAppearance.highlighted.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let third = bar._currentAppearance
        #expect(third !== second)
        #expect(third.doneButtonAppearance.highlighted.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect(third.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
        // The toolbar's too.
        let toolbar = navigation.toolbar!
        let toolbarLook = toolbar._currentAppearance
        toolbar.standardAppearance.buttonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 1)
        #expect(toolbar._currentAppearance !== toolbarLook)
        #expect(toolbar._currentAppearance.buttonAppearance.normal.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: 1))
    }

    @Test func test_PN7_anotherStandardAppearanceOrTheItemsOwnIsCopiedAfresh() {
        let navigation = showNavigation()
        let bar = navigation.navigationBar
        let first = bar._currentAppearance
        let replacement = UINavigationBarAppearance()
        replacement.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        bar.standardAppearance = replacement
        let second = bar._currentAppearance
        #expect(second !== first && second.largeTitleTextAttributes[.foregroundColor] as? UIColor == .systemPurple)
        let own = UINavigationBarAppearance()
        own.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 4)
        let pushed = UIViewController()
        pushed.navigationItem.standardAppearance = own
        navigation.pushViewController(pushed, animated: false)
        drainMainRunLoop()
        relayout(bar)
        let third = bar._currentAppearance
        #expect(third.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: 4) && isTransparent(third))
        #expect(bar._currentAppearance === third)
        navigation.popViewController(animated: false)
        drainMainRunLoop()
        #expect(bar._currentAppearance.largeTitleTextAttributes[.foregroundColor] as? UIColor == .systemPurple)
    }

    @Test func test_PN7_aTabBarsTransparentLookIsMadeOnceUntilAnAppearanceChanges() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        showInWindow(tabs)
        let bar = tabs.tabBar
        let first = bar._currentAppearance
        #expect(isTransparent(first) && first !== bar.standardAppearance)
        tabs.selectedIndex = 1
        drainMainRunLoop()
        relayout(bar)
        #expect(bar._currentAppearance === first)
        bar.standardAppearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        let second = bar._currentAppearance
        #expect(second !== first && isTransparent(second))
        #expect(second.stackedLayoutAppearance.selected.iconColor == .systemRed)
        #expect(bar._currentAppearance === second)
    }
}

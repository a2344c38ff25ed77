import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitTesting

/// Bar appearances (iOS 13) and the iOS 15 rule that bars show their scroll-edge appearance
/// (by default the standard one, transparent) while the content is at the bar's edge.
@MainActor
@Suite(.uikit) struct BarAppearanceTests {
    init() { _ = freshUIKit() }

    /// A controller whose view is a scroll view `contentHeight` tall.
    final class Scrolling: UIViewController {
        var contentHeight: CGFloat = 2_000
        override func loadView() {
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 390, height: contentHeight)
            view = scrollView
        }
        var scrollView: UIScrollView { view as! UIScrollView }
    }

    private func isTransparent(_ appearance: UIBarAppearance) -> Bool {
        appearance.backgroundEffect == nil && (appearance.backgroundColor?.alpha ?? 0) == 0 && (appearance.shadowColor?.alpha ?? 0) == 0
    }

    @Test func newAppearancesHaveTheDefaultBackgroundAndTheConfigurationsAreUIKits() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?._style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(appearance.shadowColor?.resolvedColor(with: light) == UIColor(white: 0, alpha: 0.3))
        #expect(appearance.shadowColor?.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.15))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor?.resolvedColor(with: light) == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithTransparentBackground()
        #expect(isTransparent(appearance))
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let copy = appearance.copy()
        #expect(copy !== appearance && copy.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed && isTransparent(copy))
    }

    @Test func aBarOverContentWithoutAScrollViewIsAtTheScrollEdgeAndTransparent() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        showInWindow(navigation)
        #expect(isTransparent(navigation.navigationBar._currentAppearance))
        // A bar no navigation controller manages ignores scroll edges.
        let alone = UINavigationBar()
        #expect(alone._currentAppearance === alone.standardAppearance)
    }

    @Test func scrollingAwayFromTheTopSwitchesToTheStandardAppearance() {
        let content = Scrolling()
        let navigation = UINavigationController(rootViewController: content)
        showInWindow(navigation)
        let bar = navigation.navigationBar
        #expect(content.scrollView.contentOffset.y == -content.scrollView.adjustedContentInset.top)
        #expect(isTransparent(bar._currentAppearance))
        content.scrollView.contentOffset.y += 100
        #expect(bar._currentAppearance === bar.standardAppearance)
        content.scrollView.contentOffset.y -= 100
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        bar.scrollEdgeAppearance = edge
        #expect(bar._currentAppearance === edge)
        // The top item's appearances win over the bar's.
        let itemEdge = UINavigationBarAppearance()
        content.navigationItem.scrollEdgeAppearance = itemEdge
        #expect(bar._currentAppearance === itemEdge)
        content.scrollView.contentOffset.y += 100
        let itemStandard = UINavigationBarAppearance()
        content.navigationItem.standardAppearance = itemStandard
        #expect(bar._currentAppearance === itemStandard)
    }

    @Test func compactHeightUsesTheCompactAppearancesFallingBackToTheRegularOnes() {
        let content = Scrolling()
        let navigation = UINavigationController(rootViewController: content)
        showInWindow(navigation)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        let bar = navigation.navigationBar
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        let compact = UINavigationBarAppearance(), edge = UINavigationBarAppearance()
        bar.compactAppearance = compact
        #expect(bar._currentAppearance === compact)  // at the edge, no scroll-edge appearance: the compact one (UINavigationBar.h)
        bar.scrollEdgeAppearance = edge
        #expect(bar._currentAppearance === edge)  // no compact scroll-edge appearance: the scroll-edge one
        let compactEdge = UINavigationBarAppearance()
        bar.compactScrollEdgeAppearance = compactEdge
        #expect(bar._currentAppearance === compactEdge)
        content.scrollView.contentOffset.y += 100
        #expect(bar._currentAppearance === compact)
    }

    @Test func aTabBarIsAtItsEdgeWhenTheSelectedContentIsScrolledToTheEnd() {
        let long = Scrolling(), short = Scrolling()
        short.contentHeight = 100
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: long), short]
        showInWindow(tabs)
        #expect(tabs.tabBar._currentAppearance === tabs.tabBar.standardAppearance)  // long content, at its top
        long.scrollView.contentOffset.y = long.scrollView.contentSize.height + long.scrollView.adjustedContentInset.bottom
            - long.scrollView.bounds.height
        #expect(isTransparent(tabs.tabBar._currentAppearance))
        tabs.selectedIndex = 1
        drainMainRunLoop()
        #expect(isTransparent(tabs.tabBar._currentAppearance))  // short content is at both edges
    }

    @Test func setContentScrollViewNamesTheScrollViewBarsWatch() {
        let content = UIViewController()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        inner.contentSize = CGSize(width: 390, height: 2_000)
        content.view.addSubview(UIView())
        content.view.addSubview(inner)
        #expect(content.contentScrollView(for: .top) == nil)  // not the first subview
        content.setContentScrollView(inner, for: [.top, .bottom])
        #expect(content.contentScrollView(for: .top) === inner && content.contentScrollView(for: .bottom) === inner)
        let navigation = UINavigationController(rootViewController: content)
        showInWindow(navigation)
        inner.contentOffset.y = 300
        #expect(navigation.navigationBar._currentAppearance === navigation.navigationBar.standardAppearance)
    }

    @Test func titleTextAttributesColourAndSizeTheTitle() {
        let content = UIViewController()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 20)]
        navigation.navigationBar.scrollEdgeAppearance = appearance
        showInWindow(navigation)
        let title = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }
        #expect(title?.textColor == .systemRed)
        #expect(title?.font.pointSize == 20)
    }

    @Test func theTitleFollowsTheAppearanceAsTheContentScrollsAwayAndBack() {
        let content = Scrolling()
        content.title = "Inbox"
        let navigation = UINavigationController(rootViewController: content)
        let edge = UINavigationBarAppearance()
        edge.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        navigation.navigationBar.scrollEdgeAppearance = edge
        showInWindow(navigation)
        let title = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }
        #expect(title?.textColor == .systemRed)
        content.scrollView.contentOffset.y += 100
        drainMainRunLoop()
        #expect(title?.textColor == .label)
        content.scrollView.contentOffset.y -= 100
        drainMainRunLoop()
        #expect(title?.textColor == .systemRed)
    }
}

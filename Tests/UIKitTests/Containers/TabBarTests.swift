import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A tab bar delegate that writes its calls into a trace, with the selection it sees.
@MainActor
final class TracingTabDelegate: UITabBarControllerDelegate {
    let trace: Trace
    var refuse: Set<String> = []
    init(_ trace: Trace) { self.trace = trace }

    private func name(_ controller: UIViewController?) -> String { (controller as? Traced)?.name ?? (controller.map { "\(type(of: $0))" } ?? "nil") }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        trace.add("shouldSelect \(name(viewController)) selected=\(name(tabBarController.selectedViewController))")
        return !refuse.contains(name(viewController))
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        trace.add("didSelect \(name(viewController)) selected=\(name(tabBarController.selectedViewController))")
    }
}

@MainActor
@Suite(.uikit) struct TabBarTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A tab bar controller with traced A, B, C on screen (A selected), trace emptied.
    private func showTabs(_ trace: Trace) -> (UITabBarController, [Traced], UIWindow) {
        let tabs = UITabBarController()
        let children = ["A", "B", "C"].map { movingTraced($0, trace) }
        for child in children { child.title = child.name }
        tabs.viewControllers = children
        let window = showInWindow(tabs)
        _ = trace.take()
        return (tabs, children, window)
    }

    @Test func unselectedItemsTakeTheBarsUnselectedColourSetBeforeTheItems() throws {
        let tabs = UITabBarController()
        tabs.tabBar.unselectedItemTintColor = .systemRed
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        showInWindow(tabs)
        #expect(second.tabBarItem._button?.titleLabel.textColor == .systemRed)
        #expect(first.tabBarItem._button?.titleLabel.textColor == first.tabBarItem._button?.tintColor)
    }

    @Test func tabItemsStackInPortraitAndSitInlineInLandscape() throws {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        second.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        showInWindow(tabs)
        let button = try #require(first.tabBarItem._button)
        #expect(!button.isInline && tabs.tabBar.frame.height == 49 + 34)
        #expect(button.imageFrame.maxY < button.titleLabel.frame.minY)  // image above title
        #expect(button.titleLabel.font.pointSize == 10)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        #expect(button.isInline && tabs.tabBar.frame.height == 32 + 21)
        #expect(button.imageFrame.maxX < button.titleLabel.frame.minX)  // image before title
        #expect(abs(button.imageFrame.midY - button.titleLabel.frame.midY) < 1)
        #expect(button.titleLabel.font.pointSize == 13)
    }

    @Test func test_B1_switchOrderWillsSynchronousDidsLater() {
        let trace = Trace()
        let tabs = UITabBarController()
        let children = ["A", "B", "C"].map { movingTraced($0, trace) }
        tabs.viewControllers = children
        #expect(trace.take() == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)",
                                 "C.willMove(parent)", "C.didMove(parent)"])
        _ = showInWindow(tabs)
        #expect(trace.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        #expect(!children[1].isViewLoaded && !children[2].isViewLoaded)  // lazily loaded
        tabs.selectedIndex = 1
        #expect(trace.lines == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "B.viewIsAppearing"])
        drainMainRunLoop()
        #expect(trace.take() == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "B.viewIsAppearing",
                                 "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(tabs.selectedViewController === children[1] && children[0].view.window == nil)
        tabs.selectedViewController = children[0]  // loaded already: no viewDidLoad
        drainMainRunLoop()
        #expect(trace.take() == ["A.viewWillAppear", "B.viewWillDisappear", "A.viewIsAppearing",
                                 "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func test_B2_userTapAsksAndTellsTheDelegate() {
        let trace = Trace()
        let (tabs, children, _) = showTabs(trace)
        let delegate = TracingTabDelegate(trace)
        tabs.delegate = delegate
        tabs.selectedIndex = 2  // in code: no delegate calls
        drainMainRunLoop()
        #expect(!trace.take().contains { $0.contains("Select") })
        tap(children[1].tabBarItem, in: tabs.tabBar)
        drainMainRunLoop()
        #expect(trace.take() == ["shouldSelect B selected=C", "B.viewDidLoad", "B.viewWillAppear", "C.viewWillDisappear", "B.viewIsAppearing",
                                 "didSelect B selected=B", "C.viewDidDisappear", "B.viewDidAppear"])
        tap(children[1].tabBarItem, in: tabs.tabBar)  // the selected tab again: asked and told
        #expect(trace.take() == ["shouldSelect B selected=B", "didSelect B selected=B"])
        delegate.refuse = ["A"]
        tap(children[0].tabBarItem, in: tabs.tabBar)
        drainMainRunLoop()
        #expect(trace.take() == ["shouldSelect A selected=B"] && tabs.selectedIndex == 1)
    }

    @Test func test_B2_tappingTheSelectedNavigationTabPopsToRoot() {
        let root = UIViewController(), pushed = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        _ = showInWindow(tabs)
        nav.pushViewController(pushed, animated: false)
        drainMainRunLoop()
        tap(nav.tabBarItem, in: tabs.tabBar)
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(nav.viewControllers == [root])
    }

    @Test func test_B3_tabBarItems() {
        let trace = Trace()
        let (tabs, children, _) = showTabs(trace)
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
        children[2].tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        children[2].title = "Stars"  // a system item keeps its title
        tabs.viewControllers = children
        #expect(tabs.tabBar.items?.last?.title == "Favorites" && tabs.tabBar.items?.last?.tag == 7)
        children[1].tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.items?[1] === children[1].tabBarItem && tabs.tabBar.items?[1].badgeValue == "3")  // the child's own item
        let item = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        #expect(item.title == "Inbox" && item.isEnabled)
        children[0].tabBarItem.isEnabled = false
        tabs.selectedIndex = 1
        drainMainRunLoop()
        tap(children[0].tabBarItem, in: tabs.tabBar)  // disabled: nothing
        drainMainRunLoop()
        #expect(tabs.selectedIndex == 1)
    }

    @Test func test_B3_moreThanFiveTabsMakeMore() {
        let tabs = UITabBarController()
        let children = (1...7).map { index -> UIViewController in
            let controller = UIViewController()
            controller.title = "T\(index)"
            return controller
        }
        tabs.viewControllers = children
        let window = showInWindow(tabs)
        #expect(tabs.tabBar.items?.map(\.title) == ["T1", "T2", "T3", "T4", "More"])
        #expect(tabs.children.count == 5 && tabs.children.last === tabs.moreNavigationController)
        #expect(tabs.customizableViewControllers?.count == 7)
        tap(tabs.moreNavigationController.tabBarItem, in: tabs.tabBar)
        drainMainRunLoop()
        #expect(tabs.selectedViewController === tabs.moreNavigationController && tabs.selectedIndex == NSNotFound)
        let list = tabs.moreNavigationController.topViewController!
        #expect(list.title == "More" && list.view.window === window)
        tabs.selectedIndex = 5  // T6 shows inside More
        drainMainRunLoop()
        #expect(tabs.moreNavigationController.topViewController === children[5])
        #expect(children[5].view.window === window && tabs.selectedIndex == 5)
    }

    @Test func test_B4_orientationsFromDelegateThenSelectedChild() {
        final class Landscape: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        final class Delegate: UITabBarControllerDelegate {
            func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .portrait }
            func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation { .portrait }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [Landscape(), UIViewController()]
        #expect(tabs.supportedInterfaceOrientations == .landscape)
        tabs.selectedIndex = 1
        #expect(tabs.supportedInterfaceOrientations == .allButUpsideDown)
        let delegate = Delegate()
        tabs.delegate = delegate
        #expect(tabs.supportedInterfaceOrientations == .portrait)
        #expect(tabs.preferredInterfaceOrientationForPresentation == .portrait)
    }

    @Test func test_S2_tabBarSetsSafeAreaAndHidesWhenPushed() {
        let root = UIViewController(), detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        _ = showInWindow(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        nav.pushViewController(detail, animated: false)
        drainMainRunLoop()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
        nav.popViewController(animated: false)
        drainMainRunLoop()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
    }

    @Test func selectionSurvivesReplacingChildrenAndRemovedChildrenAreReleased() {
        let tabs = UITabBarController()
        _ = showInWindow(tabs)
        weak var weakA: UIViewController?
        weak var weakC: UIViewController?
        let b = UIViewController()
        do {
            let a = UIViewController(), c = UIViewController()
            weakA = a; weakC = c
            tabs.viewControllers = [a, b, c]
            drainMainRunLoop()
            tabs.selectedIndex = 2
            drainMainRunLoop()
            #expect(c.view.window != nil)
            tabs.viewControllers = [c, b]
            drainMainRunLoop()
            #expect(tabs.selectedViewController === c && tabs.children == [c, b])
            tabs.setViewControllers([b], animated: false)  // C removed while shown
            drainMainRunLoop()
            #expect(c.view.window == nil && c.parent == nil && c.appearanceState == .disappeared)
            #expect(tabs.selectedViewController === b && b.view.window != nil)
        }
        drainMainRunLoop()
        #expect(weakA == nil && weakC == nil)
    }
}

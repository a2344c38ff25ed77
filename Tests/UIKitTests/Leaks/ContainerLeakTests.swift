import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ContainerLeakTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test(arguments: [false, true])
    func poppedControllersAreReleased(animated: Bool) {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(nav)
        weak var weakPushed: UIViewController?
        weak var weakView: UIView?
        weak var weakSwiped: UIViewController?
        do {
            let pushed = UIViewController()
            weakPushed = pushed
            nav.pushViewController(pushed, animated: animated)
            drainMainRunLoop(); clock.advance(by: 1)
            weakView = pushed.view
            nav.popViewController(animated: animated)
            drainMainRunLoop(); clock.advance(by: 1)
            let swiped = UIViewController()
            weakSwiped = swiped
            nav.pushViewController(swiped, animated: animated)
            drainMainRunLoop(); clock.advance(by: 1)
            let finger = beginEdgeSwipe(in: window)
            finger.move(to: CGPoint(x: 350, y: 400), steps: 3)
            finger.lift()
            drainMainRunLoop(); clock.advance(by: 1)
        }
        #expect(weakPushed == nil && weakView == nil && weakSwiped == nil)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func navigationControllerWithItsStackIsReleased() {
        weak var weakNav: UINavigationController?
        weak var weakTop: UIViewController?
        do {
            let top = UIViewController()
            let nav = UINavigationController(rootViewController: UIViewController())
            weakNav = nav; weakTop = top
            let window = showInWindow(nav)
            nav.pushViewController(top, animated: true)
            drainMainRunLoop(); clock.advance(by: 1)
            window.isHidden = true
            window.rootViewController = nil
        }
        drainMainRunLoop()
        #expect(weakNav == nil && weakTop == nil)
    }

    @Test func deselectedThenRemovedTabIsReleased() {
        let tabs = UITabBarController()
        _ = showInWindow(tabs)
        let kept = UIViewController()
        weak var weakRemoved: UIViewController?
        do {
            let removed = UIViewController()
            weakRemoved = removed
            tabs.viewControllers = [removed, kept]
            drainMainRunLoop()
            tabs.selectedIndex = 1
            drainMainRunLoop()
            tabs.viewControllers = [kept]
            drainMainRunLoop()
        }
        #expect(weakRemoved == nil)
    }

    @Test func turnedPagesAndReplacedSplitColumnsAreReleased() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
        _ = showInWindow(pager)
        weak var weakPage: UIViewController?
        do {
            let page = UIViewController()
            weakPage = page
            pager.setViewControllers([page], direction: .forward, animated: true)
            clock.advance(by: 1)
            pager.setViewControllers([UIViewController()], direction: .reverse, animated: true)
            clock.advance(by: 1)
        }
        #expect(weakPage == nil)

        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        weak var weakSecondary: UIViewController?
        do {
            let secondary = UIViewController()
            weakSecondary = secondary
            split.setViewController(secondary, for: .secondary)
            _ = showInWindow(split)
            split.setViewController(UIViewController(), for: .secondary)
            drainMainRunLoop(); clock.advance(by: 1)
        }
        #expect(weakSecondary == nil)
    }
}

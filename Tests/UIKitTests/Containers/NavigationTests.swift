import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct NavigationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_N1_pushUpdatesTheStackAtOnceAndTransitionsNextTurn() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        let b = movingTraced("B", trace)
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b)
        #expect(trace.take() == ["B.willMove(parent)"])  // nothing else until the next turn
        #expect(!b.isViewLoaded)
        UIKitScheduler.shared.runTurn()
        #expect(trace.lines.first == "B.viewDidLoad")
        #expect(a.appearanceState == .disappearing && b.appearanceState == .appearing)
    }

    @Test func test_N2_pushOrderWithDelegate() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        let delegate = TracingNavigationDelegate(trace)
        nav.delegate = delegate
        let b = movingTraced("B", trace)
        nav.pushViewController(b, animated: true)
        UIKitScheduler.shared.runTurn()
        clock.advance(by: 0.2)
        let sliding = b.view.layer.presentation()!.frame.minX
        #expect(sliding > 0 && sliding < nav.view.bounds.width)  // sliding in
        clock.advance(by: 0.2)
        #expect(trace.take() == [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow B",
            "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "didShow B", "B.didMove(parent)",
        ])
        #expect(a.view.window == nil && b.view.window != nil && b.view.frame.minX == 0)
        #expect(nav.children == [a, b] && b.parent === nav && b.navigationController === nav)
    }

    @Test func test_N3_popOrderWithDelegate() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        let b = movingTraced("B", trace)
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        let delegate = TracingNavigationDelegate(trace)
        nav.delegate = delegate
        _ = trace.take()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(nav.viewControllers == [a])  // already excludes B
        drainMainRunLoop()
        clock.advance(by: 0.4)
        #expect(trace.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow A", "A.viewIsAppearing",
            "B.viewDidDisappear", "A.viewDidAppear", "didShow A", "B.didMove(nil)",
        ])
        #expect(b.parent == nil && nav.children == [a] && b.view.window == nil && a.view.window != nil)
    }

    @Test func test_N4_movingFlagsDuringPushAndPop() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        a.notesMovingFlags = true
        let b = movingTraced("B", trace)
        b.notesMovingFlags = true
        nav.pushViewController(b, animated: true)
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(trace.take().filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "A.viewWillDisappear toParent=false fromParent=false", "B.viewWillAppear toParent=true fromParent=false",
            "B.viewIsAppearing toParent=true fromParent=false",
            "A.viewDidDisappear toParent=false fromParent=false", "B.viewDidAppear toParent=true fromParent=false",
        ])
        nav.popViewController(animated: true)
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(trace.take().filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "B.viewWillDisappear toParent=false fromParent=true", "A.viewWillAppear toParent=false fromParent=false",
            "A.viewIsAppearing toParent=false fromParent=false",
            "B.viewDidDisappear toParent=false fromParent=true", "A.viewDidAppear toParent=false fromParent=false",
        ])
        #expect(!b.isMovingFromParent && !a.isMovingToParent)  // false outside the callbacks
    }

    @Test func test_N5_popToAndPopToRoot() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        #expect(nav.popViewController(animated: true) == nil)  // only the root: nothing
        #expect(nav.popToRootViewController(animated: true)?.isEmpty == true)
        drainMainRunLoop()
        #expect(trace.take().isEmpty)
        let b = movingTraced("B", trace), c = movingTraced("C", trace), d = movingTraced("D", trace)
        nav.setViewControllers([a, b, c, d], animated: false)
        drainMainRunLoop()
        _ = trace.take()
        let popped = nav.popToViewController(b, animated: true)
        #expect(popped == [c, d])
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(trace.take() == [
            "D.willMove(nil)", "C.willMove(nil)", "B.viewDidLoad", "D.viewWillDisappear", "B.viewWillAppear",
            "B.viewIsAppearing", "D.viewDidDisappear", "B.viewDidAppear", "C.didMove(nil)", "D.didMove(nil)",
        ])  // C, in between, gets only willMove/didMove(nil)
        #expect(!c.isViewLoaded)
        #expect(nav.popToRootViewController(animated: false) == [b])
        drainMainRunLoop()
        #expect(nav.viewControllers == [a] && nav.children == [a])
    }

    @Test func test_N5_popToAControllerNotOnTheStackRaises() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.popToViewController(UIViewController(), animated: false)
            }
        }
    }

    @Test func test_N6_setViewControllersChoosesOneTransition() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        let b = movingTraced("B", trace), c = movingTraced("C", trace)
        let delegate = TracingNavigationDelegate(trace)
        var operations: [UINavigationController.Operation] = []
        delegate.animator = { operations.append($0); return nil }
        nav.delegate = delegate
        nav.setViewControllers([a, b, c], animated: true)  // new top: push-style
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(trace.take() == [
            "B.willMove(parent)", "C.willMove(parent)", "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear",
            "willShow C", "C.viewIsAppearing", "A.viewDidDisappear", "C.viewDidAppear", "didShow C",
            "B.didMove(parent)", "C.didMove(parent)",
        ])
        nav.setViewControllers([b, c], animated: true)  // same top: no transition
        drainMainRunLoop()
        #expect(trace.take() == ["A.willMove(nil)", "A.didMove(nil)"])
        nav.setViewControllers([b], animated: true)  // top below the old top: pop-style
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(operations == [.push, .pop])
        #expect(trace.take().prefix(3) == ["C.willMove(nil)", "B.viewDidLoad", "C.viewWillDisappear"])  // N2: loads first
        nav.viewControllers = [a]  // assigning: not animated
        drainMainRunLoop()
        #expect(operations == [.push, .pop])
        #expect(nav.viewControllers == [a] && nav.children == [a] && a.view.window != nil)
    }

    @Test func test_N6_replacedControllersAreReleased() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        weak var weakB: UIViewController?
        weak var weakC: UIViewController?
        do {
            let b = movingTraced("B", trace), c = movingTraced("C", trace)
            weakB = b; weakC = c
            nav.setViewControllers([a, b, c], animated: true)
            drainMainRunLoop(); clock.advance(by: 0.4)
            nav.setViewControllers([a], animated: true)
            drainMainRunLoop(); clock.advance(by: 0.4)
        }
        drainMainRunLoop()
        #expect(weakB == nil && weakC == nil)
    }

    @Test func test_N7_pushingTheSameControllerTwiceRaises() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewController()
                let nav = UINavigationController(rootViewController: a)
                nav.pushViewController(a, animated: false)
            }
        }
    }

    @Test func test_N7_pushingATabBarControllerRaises() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(UITabBarController(), animated: false)
            }
        }
    }

    @Test func test_N8_cancelledInteractivePopByEdgeSwipe() {
        let trace = Trace()
        let (nav, a, window) = showNavigation(trace)
        let b = movingTraced("B", trace)
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        _ = trace.take()
        let finger = beginEdgeSwipe(in: window)
        #expect(nav.interactivePopGestureRecognizer?.state == .began || nav.interactivePopGestureRecognizer?.state == .changed)
        #expect(nav.viewControllers == [a])
        #expect(b.transitionCoordinator?.isInteractive == true)
        finger.move(to: CGPoint(x: 100, y: window.bounds.midY), steps: 30)  // a quarter of the way, slowly
        #expect(abs(b.view.layer.presentation()!.frame.minX - 95) < 1)  // the pop follows the finger
        finger.lift()  // released before half way, slowly: cancelled
        drainMainRunLoop(); clock.advance(by: 0.5)
        #expect(trace.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
        ])  // N8, with iOS 17's viewIsAppearing
        #expect(nav.viewControllers == [a, b] && nav.children == [a, b])
        #expect(b.view.frame.minX == 0 && b.view.window != nil && a.view.window == nil)
        #expect(nav.navigationBar.items?.count == 2)
    }

    @Test func test_N8_completedInteractivePopByEdgeSwipe() {
        let trace = Trace()
        let (nav, a, window) = showNavigation(trace)
        let b = movingTraced("B", trace)
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        _ = trace.take()
        let finger = beginEdgeSwipe(in: window)
        finger.move(to: CGPoint(x: 300, y: window.bounds.midY), steps: 4)
        finger.lift()
        drainMainRunLoop(); clock.advance(by: 0.5)
        #expect(trace.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)",
        ])
        #expect(nav.viewControllers == [a] && b.parent == nil)
    }

    @Test func test_N8_edgeSwipeDoesNothingAtTheRoot() {
        let trace = Trace()
        let (nav, _, window) = showNavigation(trace)
        let finger = beginEdgeSwipe(in: window)
        finger.move(to: CGPoint(x: 300, y: 400))
        finger.lift()
        drainMainRunLoop()
        #expect(trace.take().isEmpty && nav.viewControllers.count == 1)
    }

    @Test func test_N9_nestedPushAnimationWarns() {
        let trace = Trace()
        let (nav, a, _) = showNavigation(trace)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let b = movingTraced("B", trace), c = movingTraced("C", trace)
        nav.pushViewController(b, animated: true)
        UIKitScheduler.shared.runTurn()  // B's push animation runs
        nav.pushViewController(c, animated: true)
        #expect(capture.messages == ["nested push animation can result in corrupted navigation bar"])
        drainMainRunLoop(); clock.advance(by: 0.4); drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(nav.viewControllers == [a, b, c] && c.view.window != nil && b.view.window == nil)
        #expect(b.appearanceState == .disappeared && c.appearanceState == .appeared)
    }

    @Test func test_N9_rootTitleIsTheTabTitle() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        root.title = "Settings"
        #expect(nav.tabBarItem.title == "Settings")
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        #expect(tabs.tabBar.items?.first?.title == "Settings")
        root.title = "Preferences"
        #expect(tabs.tabBar.items?.first?.title == "Preferences")
    }

    @Test func test_N10_backButtonPopsThroughPopViewController() {
        final class Nav: UINavigationController {
            var pops = 0
            override func popViewController(animated: Bool) -> UIViewController? {
                pops += 1
                return super.popViewController(animated: animated)
            }
        }
        let a = UIViewController()
        a.title = "Inbox"
        let nav = Nav(rootViewController: a)
        _ = showInWindow(nav)
        let b = UIViewController()
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        #expect(backButtonTitle(of: nav.navigationBar) == "Inbox")
        tapBackButton(of: nav.navigationBar)
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(nav.pops == 1 && nav.viewControllers == [a])
    }

    @Test func test_N10_backButtonTitleRules() {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav)
        let b = UIViewController()
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        #expect(backButtonTitle(of: nav.navigationBar) == "Back")  // no title
        a.title = "Mail"
        #expect(backButtonTitle(of: nav.navigationBar) == "Mail")
        a.navigationItem.backButtonTitle = "Boxes"
        #expect(backButtonTitle(of: nav.navigationBar) == "Boxes")
        a.navigationItem.backButtonDisplayMode = .generic
        #expect(backButtonTitle(of: nav.navigationBar) == "Back")
        a.navigationItem.backButtonDisplayMode = .minimal
        #expect(backButtonTitle(of: nav.navigationBar) == "")
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(backButtonTitle(of: nav.navigationBar) == "Up")
        b.navigationItem.hidesBackButton = true
        #expect(backButtonTitle(of: nav.navigationBar) == nil)
    }
}

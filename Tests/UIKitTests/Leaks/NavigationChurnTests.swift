import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct NavigationChurnTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A weak reference to a popped controller and its view.
    private struct Popped {
        weak var controller: UIViewController?
        weak var view: UIView?
    }

    @Test func test_PN4_everyPoppedControllerAndItsViewIsFreedAcrossManyPushPopCycles() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(nav)
        var popped: [Popped] = []
        for cycle in 0..<2_000 {
            do {
                let pushed = UIViewController()
                nav.pushViewController(pushed, animated: cycle % 100 == 0)  // some animated, most not
                drainMainRunLoop(); clock.advance(by: 1)
                popped.append(Popped(controller: pushed, view: pushed.view))
                nav.popViewController(animated: cycle % 100 == 50)
                drainMainRunLoop(); clock.advance(by: 1)
            }
        }
        #expect(popped.count == 2_000)
        #expect(popped.filter { $0.controller != nil || $0.view != nil }.count == 0)
        #expect(nav.viewControllers.count == 1 && nav.children.count == 1)
        #expect(window.rootViewController === nav)
    }

    @Test func test_PN4_aDeepStackBuiltOneTurnAtATimeIsFreedWhenPoppedToRoot() {
        let nav = UINavigationController(rootViewController: UIViewController())
        showInWindow(nav)
        var popped: [Popped] = []
        do {
            for _ in 0..<1_000 {
                let pushed = UIViewController()
                nav.pushViewController(pushed, animated: false)
                UIKitScheduler.shared.runTurn()
                popped.append(Popped(controller: pushed, view: pushed.viewIfLoaded))
            }
            drainMainRunLoop()
            #expect(popped.filter { $0.view != nil }.count == 1_000)  // each was shown on its turn
            #expect(nav.popToRootViewController(animated: false)?.count == 1_000)
            drainMainRunLoop()
        }
        #expect(popped.filter { $0.controller != nil || $0.view != nil }.count == 0)
        #expect(nav.children.count == 1)
    }

    @Test func test_PN3_aPushOnADeepStackSendsTheSameCallbacksAsOnAShallowOne() {
        func pushOrder(depth: Int) -> [String] {
            let trace = Trace()
            let (nav, _, window) = showNavigation(trace)
            nav.setViewControllers([nav.viewControllers[0]] + (1..<depth).map { _ in UIViewController() }, animated: false)
            drainMainRunLoop()
            let below = nav.topViewController
            _ = trace.take()
            let b = movingTraced("B", trace)
            nav.pushViewController(b, animated: false)
            UIKitScheduler.shared.runTurn()
            drainMainRunLoop()
            #expect(nav.viewControllers.count == depth + 1 && nav.children.count == depth + 1)
            #expect(below?.viewIfLoaded?.window == nil && b.view.window === window)
            let popped = nav.popViewController(animated: false)
            drainMainRunLoop()
            #expect(popped === b && nav.topViewController === below && below?.view.window === window)
            window.isHidden = true
            drainMainRunLoop()
            return trace.take()
        }
        let shallow = pushOrder(depth: 1)
        #expect(shallow.starts(with: ["B.willMove(parent)", "B.viewDidLoad"]))
        // Deep, the controller below B is an untraced one: B's own callbacks are the same.
        #expect(pushOrder(depth: 3_000) == shallow.filter { !$0.hasPrefix("A.") })
    }
}

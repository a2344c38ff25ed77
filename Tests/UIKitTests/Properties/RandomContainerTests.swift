import Foundation
import Testing
import UIKit
import UIKitTesting

/// Random sequences of push, pop, popTo, popToRoot, setViewControllers, tab selection (in
/// code and by tapping), back swipes finished or cancelled, and collapse/expand of a split
/// (a device change), with the clock moving by random amounts, keep the invariants: every
/// navigation stack is its children and its bar's items; exactly the top's (selected's) view
/// is in the window; appearance cycles are valid (A2) and, at rest, a controller is
/// appeared exactly when its view is in the window.
@MainActor
@Suite(.uikit) struct RandomContainerTests {
    /// Set `OPENUIKIT_TRACE_SEED` to print a seed's steps.
    let verbose = Int(ProcessInfo.processInfo.environment["OPENUIKIT_TRACE_SEED"] ?? "") ?? -1

    @Test(arguments: 0..<60)
    func containerOperationsKeepInvariants(seed: Int) {
        let clock = freshUIKit()
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
        let checker = AppearanceCycleChecker()
        defer { checker.stop() }
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let eventToken = verbose == seed ? UIViewControllerLifecycleObservers.add { event in
            if "\(event.callback)".contains("ppear") || "\(event.callback)".contains("Move") { print("    EVENT \(event.viewController) \(event.callback)") }
        } : nil
        defer { if let eventToken { UIViewControllerLifecycleObservers.remove(eventToken) } }

        let navs = (0..<2).map { _ in UINavigationController(rootViewController: UIViewController()) }
        let splitPrimary = UINavigationController(rootViewController: UIViewController())
        let split = UISplitViewController()
        split.viewControllers = [splitPrimary, UINavigationController(rootViewController: UIViewController())]
        let tabs = UITabBarController()
        tabs.viewControllers = navs + [split]
        let window = showInWindow(tabs)
        let allNavs = navs + [splitPrimary]

        for step in 0..<30 {
            let nav = allNavs.randomElement(using: &random)!
            let animated = Bool.random(using: &random)
            let operation = Int.random(in: 0..<10, using: &random)
            if verbose == seed {
                print("STEP \(step) op=\(operation) nav=\(allNavs.firstIndex { $0 === nav }!) animated=\(animated) stack=\(nav.viewControllers.count) children=\(nav.children.count) items=\(nav.navigationBar.items?.count ?? 0) collapsed=\(split.isCollapsed) selected=\(tabs.selectedIndex) coordinator=\(nav.viewControllers.map { $0.transitionCoordinator != nil }) pending=\(UIKitScheduler.shared.hasPendingWork) states=\(nav.children.map { $0.appearanceState }) vcs=\(nav.children)")
            }
            switch operation {
            case 0, 1: nav.pushViewController(UIViewController(), animated: animated)
            case 2: nav.popViewController(animated: animated)
            case 3:
                if let target = nav.viewControllers.randomElement(using: &random) { nav.popToViewController(target, animated: animated) }
            case 4: nav.popToRootViewController(animated: animated)
            case 5:
                var stack = nav.viewControllers.filter { _ in Bool.random(using: &random) }
                stack += (0..<Int.random(in: 0...2, using: &random)).map { _ in UIViewController() }
                if stack.isEmpty { stack = [UIViewController()] }
                nav.setViewControllers(stack, animated: animated)
            case 6: tabs.selectedIndex = Int.random(in: 0..<3, using: &random)
            case 7:
                if let item = tabs.tabBar.items?.randomElement(using: &random) { tap(item, in: tabs.tabBar) }
            case 8:
                drainMainRunLoop()
                let finger = beginEdgeSwipe(in: window)
                finger.move(to: CGPoint(x: CGFloat.random(in: 50...350, using: &random), y: window.bounds.midY), steps: 20)
                finger.lift()
            default:
                let pad = UIScreen.main.deviceProfile == .iPadAir
                UIScreen.main.setDeviceProfile(pad ? .iPhone14 : .iPadAir)
            }
            let advance = [0, 0.1, 0.4, 1].randomElement(using: &random)!
            clock.advance(by: advance)
            if verbose == seed { print("  advanced \(advance) messages=\(capture.messages.count) violations=\(checker.violations.count)") }
            check(tabs: tabs, navs: allNavs, window: window, seed: seed, step: step)
        }
        clock.advance(by: 2)
        check(tabs: tabs, navs: allNavs, window: window, seed: seed, step: 99)
        #expect(checker.violations.isEmpty, "seed \(seed): \(checker.violations)")
        let unexpected = capture.messages.filter { $0 != "nested push animation can result in corrupted navigation bar" }
        #expect(unexpected.isEmpty, "seed \(seed): \(unexpected)")
    }

    private func check(tabs: UITabBarController, navs: [UINavigationController], window: UIWindow, seed: Int, step: Int) {
        for nav in navs {
            #expect(nav.viewControllers.allSatisfy { $0.parent === nav }, "seed \(seed) step \(step): a stack controller not a child")
        }
        guard UIKitScheduler.shared.isIdle else { return }
        for nav in navs {
            #expect(nav.children == nav.viewControllers, "seed \(seed) step \(step): children \(nav.children) != stack")
            #expect(nav.navigationBar.items?.count ?? 0 == nav.viewControllers.count, "seed \(seed) step \(step): bar items")
            let shown = nav.viewControllers.filter { $0.viewIfLoaded?.superview != nil && $0.viewIfLoaded?.isDescendant(of: nav.view) == true }
            if nav.isViewLoaded, nav.view.window != nil {
                #expect(shown.count == 1 && shown.first === nav.topViewController, "seed \(seed) step \(step): \(shown.count) views shown")
            }
        }
        let selectedShown = tabs.children.filter { $0.viewIfLoaded?.window != nil }
        #expect(selectedShown.count == 1, "seed \(seed) step \(step): \(selectedShown.count) tabs shown")
        var all: [UIViewController] = [tabs]
        var index = 0
        while index < all.count { all += all[index].children; index += 1 }
        for controller in all where controller.isViewLoaded {
            let onScreen = controller.view.window === window
            #expect(onScreen == (controller.appearanceState == .appeared),
                    "seed \(seed) step \(step): \(controller) on screen \(onScreen) but \(controller.appearanceState)")
        }
    }
}

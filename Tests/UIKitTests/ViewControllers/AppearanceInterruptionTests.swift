import Foundation
import Testing
import UIKit
import UIKitTesting

/// A child that a container turns around before the window's first "did" (a tab selected
/// right after `makeKeyAndVisible()`) finishes with its container's transition, without
/// UIKit's unbalanced-calls warning.
@MainActor
@Suite(.uikit) struct AppearanceInterruptionTests {
    /// The recorded callbacks without their flags (the flags are C5's and P2's subject).
    private func callbacks(_ recorder: LifecycleRecorder, _ prefixes: [String]) -> [String] {
        recorder.lines.map { $0.components(separatedBy: " [").first! }.filter { line in prefixes.contains { line.hasPrefix($0 + ".") } }
    }

    @Test func test_AT1_aTabSelectedBeforeTheFirstTurnEndsWithItsTransitionWithoutAWarning() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let first = UIViewController(), second = UIViewController()
        let firstNav = UINavigationController(rootViewController: first)
        let secondNav = UINavigationController(rootViewController: second)
        let tabs = UITabBarController()
        tabs.viewControllers = [firstNav, secondNav]
        let recorder = LifecycleRecorder(names: [first: "A", firstNav: "NavA", second: "B", secondNav: "NavB"], filter: .appearanceOnly)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1  // before the run loop has turned once
        drainMainRunLoop()
        #expect(capture.messages.isEmpty)
        // The first tab started to appear, turned back and disappeared; the second appeared.
        let a = callbacks(recorder, ["A", "NavA"])
        #expect(a == ["NavA.viewWillAppear(false)", "A.viewWillAppear(false)",
                      "NavA.viewWillDisappear(false)", "A.viewWillDisappear(false)",
                      "NavA.viewDidDisappear(false)", "A.viewDidDisappear(false)"])
        let b = callbacks(recorder, ["B", "NavB"])
        #expect(b == ["NavB.viewWillAppear(false)", "B.viewWillAppear(false)", "NavB.viewIsAppearing(false)", "B.viewIsAppearing(false)",
                      "NavB.viewDidAppear(false)", "B.viewDidAppear(false)"])
        #expect(firstNav.appearanceState == .disappeared && secondNav.appearanceState == .appeared)
        // And switching back and forth afterwards stays balanced.
        tabs.selectedIndex = 0
        drainMainRunLoop()
        tabs.selectedIndex = 1
        drainMainRunLoop()
        #expect(capture.messages.isEmpty)
        #expect(firstNav.appearanceState == .disappeared && secondNav.appearanceState == .appeared)
        window.isHidden = true
    }

    @Test func test_AT1_aManualEndAfterTurningBackStillFinishesTheNewDirection() {
        // A2's manual case is unchanged: the app's own end finishes whatever is current.
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let recorder = LifecycleRecorder(names: [parent: "P", child: "C"], filter: .appearanceOnly)
        parent.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(false, animated: false)  // the child alone turns back
        child.endAppearanceTransition()
        parent.endAppearanceTransition()  // not forwarded: the child has ended its own
        #expect(callbacks(recorder, ["P", "C"]) == ["P.viewWillAppear(false)", "C.viewWillAppear(false)", "C.viewWillDisappear(false)",
                                   "C.viewDidDisappear(false)", "P.viewIsAppearing(false)", "P.viewDidAppear(false)"])
        #expect(capture.messages.isEmpty)
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct LayoutFeedbackLoopTests {
    init() { _ = freshUIKit() }

    /// The exact warning the scheduler logs for a loop of 100 turns.
    private let loopMessage = "Layout feedback loop: the constraint or layout pass asked for itself again in each of 100 "
        + "run-loop turns. A view or controller probably calls setNeedsLayout() or "
        + "setNeedsUpdateConstraints() from inside the pass."

    /// A view whose layout asks for its own layout (or its superview's) again, every time.
    final class SelfDirtying: UIView {
        var dirtiesSuperview = false
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            if dirtiesSuperview { superview?.setNeedsLayout() } else { setNeedsLayout() }
        }
    }

    /// A view whose layout resizes its subviews (so they are laid out again).
    final class Resizing: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            for subview in subviews { subview.frame.size.width = subview.frame.width == 10 ? 11 : 10 }
        }
    }

    @Test func test_PN1_pushingAThousandControllersOneTurnEachIsNotAFeedbackLoop() {
        let strict = UIKitStrictMode.enable()
        defer { strict.disable() }
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(nav)
        for _ in 0..<1_000 {
            nav.pushViewController(UIViewController(), animated: false)
            UIKitScheduler.shared.runTurn()  // new work from outside before every pass
        }
        drainMainRunLoop()
        #expect(strict.diagnostics.map(\.name) == [])
        #expect(nav.viewControllers.count == 1_001)
        #expect(nav.topViewController?.viewIfLoaded?.window === window)
        for _ in 0..<1_000 {
            nav.popViewController(animated: false)
            UIKitScheduler.shared.runTurn()
        }
        drainMainRunLoop()
        #expect(strict.diagnostics.map(\.name) == [])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func test_PN1_layoutAskedForFromOutsideEveryTurnIsNotAFeedbackLoop() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let host = UIViewController()
        showInWindow(host)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.view.addSubview(view)
        for turn in 0..<300 {
            view.frame.size.width = CGFloat(10 + turn % 2)  // resizing asks for layout from outside
            UIKitScheduler.shared.runTurn()
        }
        drainMainRunLoop()
        #expect(capture.messages == [])
    }

    @Test(arguments: [false, true])
    func test_PN2_aLayoutThatDirtiesItselfIsStillCaughtWithTheSameText(dirtiesSuperview: Bool) {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let host = UIViewController()
        let window = showInWindow(host)
        let view = SelfDirtying(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.dirtiesSuperview = dirtiesSuperview
        let container = Resizing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(view)
        host.view.addSubview(container)
        let turns = UIKitScheduler.shared.drain(maxTurns: 150)
        #expect(turns == 150)  // it never settles, but it does not hang either
        #expect(view.layouts >= 149)
        #expect(capture.messages == [loopMessage])  // once, at the 100th turn
        container.removeFromSuperview()
        window.isHidden = true
        drainMainRunLoop()
    }

    @Test func test_PN2_aLoopIsCountedFromTheLastOutsideRequest() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let host = UIViewController()
        let window = showInWindow(host)
        let view = SelfDirtying(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.view.addSubview(view)
        UIKitScheduler.shared.drain(maxTurns: 99)
        #expect(capture.messages == [])  // 99 turns of the loop: not yet
        host.view.setNeedsLayout()  // outside work: the count starts again
        UIKitScheduler.shared.drain(maxTurns: 99)
        #expect(capture.messages == [])
        UIKitScheduler.shared.drain(maxTurns: 1)
        #expect(capture.messages == [loopMessage])  // the 100th turn with nothing from outside
        view.removeFromSuperview()
        window.isHidden = true
        drainMainRunLoop()
    }
}

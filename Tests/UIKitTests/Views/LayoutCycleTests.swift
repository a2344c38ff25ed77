import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that counts its layouts.
@MainActor
final class CountingView: UIView {
    var layouts = 0
    var constraintUpdates = 0
    var callsSuper = true
    override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    override func updateConstraints() {
        constraintUpdates += 1
        if callsSuper { super.updateConstraints() }
    }
}

@MainActor
@Suite(.uikit) struct LayoutCycleTests {
    init() { _ = freshUIKit() }

    private func onScreen() -> UIView {
        let root = UIViewController()
        showInWindow(root)
        return root.view
    }

    @Test func test_Y1_triggersOfLayoutSubviews() {
        let host = onScreen()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        drainMainRunLoop()
        #expect(view.layouts == 0)  // init does not lay out

        host.addSubview(view)
        #expect(view.layouts == 0)  // scheduled, not immediate
        drainMainRunLoop()
        #expect(view.layouts == 1)  // addSubview lays out

        view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        drainMainRunLoop()
        #expect(view.layouts == 1)  // moving without resizing does not

        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(child)
        drainMainRunLoop()
        #expect(view.layouts == 2 && child.layouts == 1)

        child.frame.size = CGSize(width: 20, height: 20)  // resizing lays out the view and its superview
        drainMainRunLoop()
        #expect(child.layouts == 2 && view.layouts == 3)
    }

    @Test func test_Y1_viewsOutsideAWindowAreNotLaidOutByThePass() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsLayout()
        drainMainRunLoop()
        #expect(view.layouts == 0)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
    }

    @Test func test_Y2_setNeedsLayoutThenLayoutIfNeededLaysOutNowWrappedForRootViews() {
        final class Root: UIViewController {
            var trace: [String] = []
            override func loadView() { view = CountingView() }
            override func viewWillLayoutSubviews() { trace.append("will \((view as! CountingView).layouts)") }
            override func viewDidLayoutSubviews() { trace.append("did \((view as! CountingView).layouts)") }
        }
        let vc = Root()
        showInWindow(vc)
        vc.trace.removeAll()
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.trace == ["will 1", "did 2"])
        vc.view.layoutIfNeeded()  // nothing pending: nothing happens
        #expect(vc.trace.count == 2)
        drainMainRunLoop()
        #expect(vc.trace.count == 2)
    }

    @Test func test_Y2_layoutIsTopDown() {
        final class Ordered: UIView {
            let name: String
            let log: (String) -> Void
            init(_ name: String, _ log: @escaping (String) -> Void) { self.name = name; self.log = log; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError("unused") }
            override func layoutSubviews() { log(name) }
        }
        var order: [String] = []
        let a = Ordered("a") { order.append($0) }, b = Ordered("b") { order.append($0) }, c = Ordered("c") { order.append($0) }
        a.addSubview(b); b.addSubview(c)
        c.setNeedsLayout(); a.setNeedsLayout(); b.setNeedsLayout()
        order.removeAll()
        c.layoutIfNeeded()  // lays out from the topmost ancestor that needs it
        #expect(order == ["a", "b", "c"])
    }

    @Test func test_Y3_constraintPassRunsBeforeLayoutBottomUpAndOnlyWhenAsked() {
        final class Root: UIViewController {
            var trace: [String] = []
            override func updateViewConstraints() { trace.append("updateViewConstraints"); super.updateViewConstraints() }
            override func viewWillLayoutSubviews() { trace.append("viewWillLayoutSubviews") }
        }
        let vc = Root()
        showInWindow(vc)
        #expect(!vc.trace.contains("updateViewConstraints"))  // not asked: not run
        let leaf = CountingView()
        vc.view.addSubview(leaf)
        drainMainRunLoop()
        vc.trace.removeAll()
        leaf.setNeedsUpdateConstraints()
        vc.view.setNeedsUpdateConstraints()
        vc.view.setNeedsLayout()
        #expect(leaf.needsUpdateConstraints())
        drainMainRunLoop()
        #expect(leaf.constraintUpdates == 1 && !leaf.needsUpdateConstraints())
        #expect(vc.trace == ["updateViewConstraints", "viewWillLayoutSubviews"])
    }

    @Test func test_Y3_updateConstraintsWithoutSuperRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = CountingView()
                view.callsSuper = false
                view.setNeedsUpdateConstraints()
                view.updateConstraintsIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("overrides updateConstraints() but does not call super"))
    }

    @Test func test_Y3_askingAgainInsideThePassIsAFeedbackLoopThatIsReported() {
        final class Looping: UIView {
            override func updateConstraints() { super.updateConstraints(); setNeedsUpdateConstraints() }
        }
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let host = onScreen()
        let view = Looping()
        host.addSubview(view)
        view.setNeedsUpdateConstraints()
        let turns = UIKitScheduler.shared.drain(maxTurns: 150)
        #expect(turns == 150)  // it never settles, but it does not hang either
        #expect(capture.messages.contains { $0.hasPrefix("Layout feedback loop") })
        host.window?.isHidden = true
        view.removeFromSuperview()
        drainMainRunLoop()
    }
}

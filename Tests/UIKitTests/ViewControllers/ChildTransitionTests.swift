import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ChildTransitionTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A container showing `from` inside a content view, on screen.
    private func makeContainer() -> (ContainerController, UIViewController, UIViewController, UIView) {
        let container = ContainerController(), from = UIViewController(), to = UIViewController()
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        container.view.addSubview(content)
        container.addChild(from)
        content.addSubview(from.view)
        from.didMove(toParent: container)
        container.addChild(to)
        to.loadViewIfNeeded()
        showInWindow(container)
        return (container, from, to, content)
    }

    @Test func test_T1_swapsViewsInTheFromViewsSuperview() {
        let (container, from, to, content) = makeContainer()
        var completed: Bool?
        container.transition(from: from, to: to, duration: 0, options: [], animations: nil) { completed = $0 }
        #expect(container.transitionCoordinator == nil && to.transitionCoordinator == nil)  // UIKit gives none here
        #expect(to.view.superview === content)
        #expect(from.view.superview === content)  // removed only after the (instant) animation
        drainMainRunLoop()
        #expect(from.view.superview == nil)
        #expect(content.subviews == [to.view])
        #expect(completed == true)
    }

    @Test func test_T1_controllersMustBeChildrenOfTheReceiver() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIViewController(), from = UIViewController(), to = UIViewController()
                container.addChild(from)
                container.view.addSubview(from.view)
                container.transition(from: from, to: to, duration: 0, animations: nil)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"))
    }

    @Test func test_T1_notAllowedWithManualForwarding() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = ContainerController(), from = UIViewController(), to = UIViewController()
                container.manualForwarding = true
                container.addChild(from); container.addChild(to)
                container.view.addSubview(from.view)
                container.transition(from: from, to: to, duration: 0, animations: nil)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("shouldAutomaticallyForwardAppearanceMethods is false"))
    }

    @Test func test_T2_orderOfCallbacksAroundTheAnimation() {
        let (container, from, to, _) = makeContainer()
        let recorder = LifecycleRecorder(names: [from: "From", to: "To"])
        var trace: [String] { recorder.lines }
        var completionSaw: [String] = []
        from.willMove(toParent: nil)
        container.transition(from: from, to: to, duration: 0.3, options: [.curveLinear], animations: {
            to.view.alpha = 1
            from.view.alpha = 0
        }, completion: { finished in
            completionSaw = recorder.lines
            completionSaw.append("completion(\(finished))")
            from.removeFromParent()
            to.didMove(toParent: container)
        })
        #expect(trace == ["From.willMove(toParent:nil)", "From.viewWillDisappear(true) [movingFromParent]",
                          "To.viewWillAppear(true) [movingToParent]", "To.viewIsAppearing(true) [movingToParent]"])
        clock.advance(by: 0.15)
        #expect(from.view.layer.presentation()!.opacity == 0.5)  // half-way through the linear fade
        #expect(trace.count == 4)  // nothing finishes before the animation ends
        clock.advance(by: 0.2)
        #expect(completionSaw == [
            "From.willMove(toParent:nil)", "From.viewWillDisappear(true) [movingFromParent]",
            "To.viewWillAppear(true) [movingToParent]", "To.viewIsAppearing(true) [movingToParent]",
            "To.viewDidAppear(true) [movingToParent]", "From.viewDidDisappear(true) [movingFromParent]",
            "completion(true)",
        ])
        #expect(trace.suffix(2) == ["From.didMove(toParent:nil)", "To.didMove(toParent:parent)"])
    }
}

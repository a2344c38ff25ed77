import Foundation
import Testing
import UIKit
import UIKitTesting

/// A linear slide-in from the right that records what its context reported, and can hold
/// back `completeTransition` until told.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    var holdsCompletion = false
    var pendingCompletion: (() -> Void)?
    var notes: [String] = []
    var ended: [Bool] = []
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let from = context.viewController(forKey: .from)!, to = context.viewController(forKey: .to)!
        notes.append("from=\(from.title ?? "?") to=\(to.title ?? "?") fromView=\(context.view(forKey: .from) != nil) toView=\(context.view(forKey: .to) != nil)")
        notes.append("initial(to)=\(context.initialFrame(for: to)) final(to)=\(context.finalFrame(for: to)) animated=\(context.isAnimated)")
        let container = context.containerView
        if presenting {
            let view = context.view(forKey: .to)!
            container.addSubview(view)
            let final = context.finalFrame(for: to)
            view.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.frame = final }) { _ in
                self.finish(context)
            }
        } else {
            let view = context.view(forKey: .from)!
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                view.frame = view.frame.offsetBy(dx: container.bounds.width, dy: 0)
            }) { _ in
                if !context.transitionWasCancelled { view.removeFromSuperview() }
                self.finish(context)
            }
        }
    }

    private func finish(_ context: any UIViewControllerContextTransitioning) {
        let complete = { context.completeTransition(!context.transitionWasCancelled) }
        if holdsCompletion { pendingCompletion = complete } else { complete() }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@MainActor
final class SlideTransitioning: UIViewControllerTransitioningDelegate {
    let presentAnimator = SlideAnimator(presenting: true)
    let dismissAnimator = SlideAnimator(presenting: false)
    var dismissalInteraction: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissAnimator }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissalInteraction
    }
}

@MainActor
@Suite(.uikit) struct CustomTransitionTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A on screen presents M full screen with the slide animator; the next dismissal is
    /// driven by the returned driver.
    private func presentForInteractiveDismissal()
        -> (Trace, Traced, UIWindow, Traced, SlideTransitioning, UIPercentDrivenInteractiveTransition) {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let delegate = SlideTransitioning()
        let m = traced("M", trace, style: .fullScreen)
        m.transitioningDelegate = delegate
        a.present(m, animated: true); clock.advance(by: 1.1)
        _ = trace.take()
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = driver
        return (trace, a, window, m, delegate, driver)
    }

    @Test func test_X1_animatorGetsTheContextAndDidCallbacksFollowCompleteTransition() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        a.title = "A"
        let delegate = SlideTransitioning()
        delegate.presentAnimator.holdsCompletion = true
        let m = traced("M", trace, style: .fullScreen)
        m.title = "M"
        m.transitioningDelegate = delegate
        a.present(m, animated: true) { trace.add("completion") }
        #expect(delegate.presentAnimator.notes == [
            "from=A to=M fromView=true toView=true",
            "initial(to)=\(CGRect.zero) final(to)=\(CGRect(x: 0, y: 0, width: 390, height: 844)) animated=true",
        ])
        clock.advance(by: 0.5)
        #expect(m.view.layer.presentation()?.frame.minX == 195)  // linear, halfway
        clock.advance(by: 0.6)
        #expect(m.view.frame.minX == 0)
        #expect(!trace.lines.contains("M.viewDidAppear"))  // the animation ended, completeTransition not called yet
        delegate.presentAnimator.pendingCompletion?()
        delegate.presentAnimator.pendingCompletion = nil  // it holds the context, which holds the animator
        #expect(Array(trace.take().suffix(3)) == ["M.viewDidAppear", "A.viewDidDisappear", "completion"])
        #expect(delegate.presentAnimator.ended == [true])
        #expect(a.view.window == nil)
    }

    @Test func test_X1_overFullScreenLeavesTheFromViewOutOfTheContext() {
        let (a, _) = showTracedRoot(Trace())
        a.title = "A"
        let delegate = SlideTransitioning()
        let m = UIViewController(); m.title = "M"
        m.modalPresentationStyle = .overFullScreen
        m.transitioningDelegate = delegate
        a.present(m, animated: true)
        clock.advance(by: 1.1)
        #expect(delegate.presentAnimator.notes.first == "from=A to=M fromView=false toView=true")
        a.dismiss(animated: true)
        clock.advance(by: 1.1)
        #expect(delegate.dismissAnimator.notes.first == "from=M to=A fromView=true toView=false")
        #expect(a.presentedViewController == nil && m.view.window == nil)
    }

    /// N8's order; M (on screen) also gets `viewIsAppearing`, which iOS 17 sends.
    @Test func test_X2_cancelledInteractiveDismissalRestoresEverything() {
        let (trace, a, window, m, delegate, driver) = presentForInteractiveDismissal()
        var completed = false
        a.dismiss(animated: true) { completed = true }
        #expect(m.transitionCoordinator?.isInteractive == true)
        driver.update(0.5)
        clock.advance(by: 2)  // paused: time does not move it
        #expect(m.view.layer.presentation()?.frame.minX == 195)
        #expect(m.view.frame.minX == 390)  // the model is at the end
        driver.update(0.25)
        #expect(m.view.layer.presentation()?.frame.minX == 97.5)
        driver.cancel()
        #expect(m.transitionCoordinator?.isCancelled == true && m.transitionCoordinator?.isInteractive == false)
        clock.advance(by: 0.1)
        let back = m.view.layer.presentation()?.frame.minX ?? 0
        #expect(back < 97.5 && back > 0)  // running backward
        clock.advance(by: 0.5)
        #expect(m.view.frame.minX == 0)  // restored
        #expect(trace.take() == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                 "A.viewWillDisappear", "A.viewDidDisappear", "M.viewWillAppear", "M.viewIsAppearing", "M.viewDidAppear"])
        #expect(!completed && a.presentedViewController === m && m.presentingViewController === a)
        #expect(a.view.window == nil && m.view.window === window)
        #expect(delegate.dismissAnimator.ended == [false])
        // It can still be dismissed afterwards.
        delegate.dismissalInteraction = nil
        a.dismiss(animated: true); clock.advance(by: 1.1)
        #expect(a.presentedViewController == nil && a.view.window === window)
    }

    @Test func test_X2_finishedInteractiveDismissalCompletesFromWhereItIs() {
        let (trace, a, _, m, delegate, driver) = presentForInteractiveDismissal()
        driver.completionSpeed = 2
        a.dismiss(animated: true)
        driver.update(0.6)
        driver.finish()
        clock.advance(by: 0.1)  // 0.4 left at speed 2: 0.2 s
        #expect(abs((m.view.layer.presentation()?.frame.minX ?? 0) - 390 * 0.8) < 0.5)
        clock.advance(by: 0.15)
        #expect(trace.take() == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "M.viewDidDisappear"])
        #expect(a.presentedViewController == nil)
        #expect(delegate.dismissAnimator.ended == [true])  // (the transitioning delegate is weak: this keeps it alive)
    }

    @Test func test_X3_coordinatorOnInvolvedControllersAndDescendants() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let aChild = UIViewController()
        a.addChild(aChild); a.view.addSubview(aChild.view); aChild.didMove(toParent: a)
        let m = traced("M", trace, style: .fullScreen)
        let mChild = UIViewController()
        m.addChild(mChild); m.view.addSubview(mChild.view); mChild.didMove(toParent: m)
        let bystander = UIViewController()
        #expect(a.transitionCoordinator == nil)
        a.present(m, animated: true)
        for controller in [a, aChild, m, mChild] { #expect(controller.transitionCoordinator != nil) }
        #expect(bystander.transitionCoordinator == nil)
        let coordinator = m.transitionCoordinator!
        #expect(coordinator.isAnimated && !coordinator.isInteractive && !coordinator.initiallyInteractive)
        #expect(coordinator.presentationStyle == .fullScreen && coordinator.transitionDuration == 0.5)
        #expect(coordinator.viewController(forKey: .to) === m && coordinator.viewController(forKey: .from) === a)
        let badge = UIView(); badge.alpha = 0
        a.view.addSubview(badge)
        var ended: Bool?
        #expect(coordinator.animate(alongsideTransition: { _ in badge.alpha = 1 }, completion: { ended = !$0.isCancelled }))
        clock.advance(by: 0.25)
        #expect(abs((badge.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)  // with the transition
        clock.advance(by: 0.3)
        #expect(ended == true)
        for controller in [a, aChild, m, mChild] { #expect(controller.transitionCoordinator == nil) }
        #expect(!coordinator.animate(alongsideTransition: nil, completion: nil))  // over
    }

    @Test func test_X3_alongsideBlocksRegisteredInViewWillAppearRunWithTheTransition() {
        let (a, _) = showTracedRoot(Trace())
        let m = AlongsideController()
        m.modalPresentationStyle = .fullScreen
        a.present(m, animated: true)
        clock.advance(by: 0.25)
        #expect(abs((m.badge.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        clock.advance(by: 0.3)
        #expect(m.notes == ["completion cancelled=false"])
    }

    @Test func test_X3_notifyWhenInteractionChangesReportsTheEndOfTheInteraction() {
        let (a, _) = showTracedRoot(Trace())
        let delegate = SlideTransitioning()
        let m = UIViewController(); m.modalPresentationStyle = .fullScreen
        m.transitioningDelegate = delegate
        a.present(m, animated: true); clock.advance(by: 1.1)
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = driver
        a.dismiss(animated: true)
        var notes: [String] = []
        m.transitionCoordinator?.notifyWhenInteractionChanges { context in
            notes.append("interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
        }
        #expect(m.transitionCoordinator?.initiallyInteractive == true)
        driver.update(0.3)
        #expect(notes.isEmpty)
        driver.cancel()
        #expect(notes == ["interactive=false cancelled=true"])
        clock.advance(by: 1)
    }
}

/// Fades a badge in alongside its own presentation, registered in `viewWillAppear`.
@MainActor
final class AlongsideController: UIViewController {
    let badge = UIView()
    var notes: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        badge.alpha = 0
        view.addSubview(badge)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 }, completion: { context in
            self.notes.append("completion cancelled=\(context.isCancelled)")
        })
    }
}

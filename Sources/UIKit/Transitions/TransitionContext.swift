import Foundation

/// The context UIKit hands to animators and interaction controllers (X1): a view of one
/// ``ViewControllerTransition``. `completeTransition(_:)` hands control back to the engine.
@preconcurrency @MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    let transition: ViewControllerTransition

    init(_ transition: ViewControllerTransition) { self.transition = transition }

    var containerView: UIView { transition.containerView }
    var isAnimated: Bool { transition.isAnimated }
    var isInteractive: Bool { transition.isInteractive }
    var transitionWasCancelled: Bool { transition.isCancelled }
    var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        transition.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard transition.phase == .animating, !transition.isInteractive else { return }
        transition.isInteractive = true
    }

    private func endInteraction(cancelled: Bool) {
        guard transition.phase == .animating else { return }
        transition.isCancelled = cancelled
        if transition.isInteractive {
            transition.isInteractive = false
            TransitionEngine.notifyInteractionChanged(transition)
        }
    }

    func completeTransition(_ didComplete: Bool) {
        TransitionEngine.complete(transition, didComplete: didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? transition.from : key == .to ? transition.to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? transition.fromView : key == .to ? transition.toView : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect { transition.initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { transition.finalFrames[ObjectIdentifier(vc)] ?? .zero }
}

/// The coordinator of one transition, returned by ``UIViewController/transitionCoordinator``
/// on the controllers involved and their descendants while it runs (X3).
@preconcurrency @MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transition: ViewControllerTransition

    init(_ transition: ViewControllerTransition) { self.transition = transition }

    var isAnimated: Bool { transition.isAnimated }
    var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
    var initiallyInteractive: Bool { transition.initiallyInteractive }
    var isInterruptible: Bool { transition.animator.interruptibleAnimator(using: transition.context) != nil }
    var isInteractive: Bool { transition.isInteractive }
    var isCancelled: Bool { transition.isCancelled }
    var transitionDuration: TimeInterval { transition.duration }
    var percentComplete: CGFloat {
        if let timeline = transition.timeline { return CGFloat(timeline.fraction(at: UIKitScheduler.shared.clock.now)) }
        return transition.percentComplete
    }
    var completionVelocity: CGFloat { transition.interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { transition.interactionController?.completionCurve ?? .easeInOut }
    var containerView: UIView { transition.containerView }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition.context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { transition.context.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        switch transition.phase {
        case .pending, .started:
            transition.alongside.append((animation, completion))  // runs when the animator starts
            return true
        case .animating:
            transition.alongside.append((nil, completion))
            if let animation {
                let engine = UIKitScheduler.shared.animations
                let saved = engine.currentTimeline
                engine.currentTimeline = transition.timeline
                TransitionEngine.runAlongside([animation], in: transition)
                engine.currentTimeline = saved
            }
            return true
        case .finishing, .finished:
            return false
        }
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        transition.interactionHandlers.append(handler)
    }
}

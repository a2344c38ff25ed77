import Foundation

extension UIViewController {
    /// Swaps two children's views (T1, T2): `toViewController.view` is added to
    /// `fromViewController.view.superview`, `animations` run over `duration` (0: no
    /// animation), then `fromViewController.view` is removed. Appearance order:
    /// from-will, to-will, [animation], to-did, from-did, then `completion`, in which the
    /// container usually calls `to.didMove(toParent:)` and `from.removeFromParent()`.
    /// Both must be children of the receiver, which must forward appearance automatically.
    func _defaultTransition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController._parent === self, toViewController._parent === self else {
            UIKitDiagnostics.raise(.transitionNeedsCommonParent(fromViewController, toViewController))
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            UIKitDiagnostics.raise(.transitionWithManualForwarding(self))
        }
        let fromView = fromViewController.view!
        let container = fromView.superview ?? view!
        let onScreen = container._isOnScreen
        let animator = BlockTransitionAnimator(
            duration: duration, options: options,
            install: {
                let toView = toViewController.view!
                if let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index + 1)
                } else {
                    container.addSubview(toView)
                }
            },
            animations: animations,
            remove: { fromView.removeFromSuperview() })
        let transition = ViewControllerTransition(
            from: fromViewController, to: toViewController, fromView: fromView, toView: toViewController.view,
            containerView: container, isAnimated: duration > 0, didOrder: .incomingFirst,
            disappearing: onScreen ? fromViewController : nil, appearing: onScreen ? toViewController : nil,
            animator: animator)
        transition.providesCoordinator = false
        transition.completion = { _ in completion?(animator.finished) }
        TransitionEngine.run(transition)
    }
}

/// The animator of `transition(from:to:duration:options:animations:completion:)` (and of any
/// transition described by blocks): installs the new view, runs the caller's animations,
/// removes the old view, then completes.
@preconcurrency @MainActor
final class BlockTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let install: () -> Void
    let animations: (() -> Void)?
    let remove: () -> Void
    /// Whether the animation ran to its end (false when interrupted).
    private(set) var finished = true

    init(duration: TimeInterval, options: UIView.AnimationOptions, install: @escaping () -> Void,
         animations: (() -> Void)?, remove: @escaping () -> Void) {
        self.duration = duration; self.options = options; self.install = install
        self.animations = animations; self.remove = remove
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        install()
        transitionContext.containerView.layoutIfNeeded()  // the incoming view's layout, before animating
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { self.animations?() }) { finished in
            self.finished = finished
            self.remove()
            transitionContext.completeTransition(true)
        }
    }
}

import Foundation

extension UIViewController {
    /// Swaps two children's views (T1, T2): `toViewController.view` is added to
    /// `fromViewController.view.superview`, `animations` run over `duration` (0: no
    /// animation), then `fromViewController.view` is removed. Appearance order:
    /// from-will, to-will, [animation], to-did, from-did, then `completion`, in which the
    /// container usually calls `to.didMove(toParent:)` and `from.removeFromParent()`.
    /// Both must be children of the receiver, which must forward appearance automatically.
    public func transition(
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
        TransitionEngine.run(ViewControllerTransition(
            from: fromViewController, to: toViewController, containerView: container,
            animated: duration > 0, duration: duration, options: options, didOrder: .incomingFirst,
            installViews: {
                let toView = toViewController.view!
                if let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index + 1)
                } else {
                    container.addSubview(toView)
                }
            },
            animations: animations,
            removeViews: { _ in fromView.removeFromSuperview() },
            completion: completion))
    }
}

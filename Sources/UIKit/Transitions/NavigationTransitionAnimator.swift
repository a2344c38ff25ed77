import Foundation

/// The built-in push and pop animation: the incoming view slides in from the right over
/// the outgoing one, which moves a third of the way left (a pop is the mirror image).
/// 0.35 s, ease-in-out (linear when interactive, so an interactive pop follows the finger).
@preconcurrency @MainActor
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
              let fromView = context.view(forKey: .from) else {
            return context.completeTransition(true)
        }
        let container = context.containerView
        let final = context.finalFrame(for: to)
        let width = container.bounds.width
        let pushing = operation != .pop
        if pushing { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        toView.frame = final.offsetBy(dx: pushing ? width : -width * Self.parallax, dy: 0)
        let fromStart = fromView.frame
        // Interactive: linear, so the view follows the finger.
        let curve: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: Self.duration, delay: 0, options: [curve], animations: {
            toView.frame = final
            fromView.frame = fromStart.offsetBy(dx: pushing ? -width * Self.parallax : width, dy: 0)
        }, completion: { _ in
            fromView.frame = fromStart  // the container removes it; it comes back in place later
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

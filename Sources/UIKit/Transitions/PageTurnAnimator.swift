import Foundation

/// The page view controller's turn: in scroll style the pages slide together (the next one
/// comes in from the trailing side going forward); in page-curl style the current page
/// slides off over the next one going forward, and the previous one slides back over it in
/// reverse (a flat stand-in for the curl). 0.3 s, or 0.5 s for a curl; linear when a swipe
/// drives it.
@preconcurrency @MainActor
final class PageTurnAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIPageViewController.TransitionStyle
    let orientation: UIPageViewController.NavigationOrientation
    let direction: UIPageViewController.NavigationDirection
    let spacing: CGFloat

    init(style: UIPageViewController.TransitionStyle, orientation: UIPageViewController.NavigationOrientation,
         direction: UIPageViewController.NavigationDirection, spacing: CGFloat) {
        self.style = style; self.orientation = orientation; self.direction = direction; self.spacing = spacing
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        style == .scroll ? 0.3 : 0.5
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
              let fromView = context.view(forKey: .from) else { return context.completeTransition(true) }
        let container = context.containerView
        let final = context.finalFrame(for: to)
        let length = (orientation == .horizontal ? container.bounds.width : container.bounds.height) + spacing
        let sign: CGFloat = direction == .forward ? 1 : -1
        func shifted(_ frame: CGRect, _ amount: CGFloat) -> CGRect {
            orientation == .horizontal ? frame.offsetBy(dx: amount, dy: 0) : frame.offsetBy(dx: 0, dy: amount)
        }
        let fromStart = fromView.frame
        var fromEnd = fromStart
        switch (style, direction) {
        case (.scroll, _):
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = shifted(final, sign * length)
            fromEnd = shifted(fromStart, -sign * length)
        case (.pageCurl, .forward):
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final
            fromEnd = shifted(fromStart, -length)
        case (.pageCurl, .reverse):
            container.insertSubview(toView, aboveSubview: fromView)
            toView.frame = shifted(final, -length)
        }
        let curve: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [curve], animations: {
            toView.frame = final
            fromView.frame = fromEnd
        }, completion: { _ in
            fromView.frame = fromStart
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

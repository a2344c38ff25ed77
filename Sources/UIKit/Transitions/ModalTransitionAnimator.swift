import Foundation

/// UIKit's own animator for presentations and dismissals, one per `UIModalTransitionStyle`
/// (P7), on the scheduler's clock. Durations: 0.5 s (flip: 0.75 s), ease-in-out.
///
/// - cover vertical: the presented view slides up from below its final frame, and back down;
/// - cross dissolve: its alpha goes 0 → 1, and back;
/// - flip horizontal: the outgoing view's x-scale goes to 0 in the first half, the incoming
///   one's from 0 in the second (UIKit's 3D flip, flattened);
/// - partial curl: the presenter's view moves up by 60% of the container, revealing the
///   presented view beneath, and comes back down on dismissal (UIKit's page curl, flattened).
@preconcurrency @MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style; self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        style == .flipHorizontal ? 0.75 : 0.5
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let presentedKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let presented = context.viewController(forKey: presentedKey),
              let presentedView = context.view(forKey: presenting ? .to : .from) else { return context.completeTransition(true) }
        let presenterView = context.viewController(forKey: presenting ? .from : .to)?.viewIfLoaded
        let final = context.finalFrame(for: presented)
        if presenting {
            container.addSubview(presentedView)
            presentedView.frame = final
            presentedView.layoutIfNeeded()
        }
        let offscreen = presentedView.frame.offsetBy(dx: 0, dy: container.bounds.height - presentedView.frame.minY)
        let curl = CGAffineTransform(translationX: 0, y: -container.bounds.height * 0.6)
        let flat = CGAffineTransform(scaleX: 0.001, y: 1)
        switch (style, presenting) {
        case (.coverVertical, true): presentedView.frame = offscreen
        case (.crossDissolve, true): presentedView.alpha = 0
        case (.flipHorizontal, true): presentedView.transform = flat
        case (.partialCurl, _):
            // The presenter's page lies over the presented view while it curls.
            if let presenterView, let superview = container.superview, presenterView.superview === superview {
                superview.insertSubview(container, belowSubview: presenterView)
            }
            if !presenting { presenterView?.transform = curl }
        default: break
        }
        let animations: () -> Void = { [style, presenting] in
            switch (style, presenting) {
            case (.coverVertical, true): presentedView.frame = final
            case (.coverVertical, false): presentedView.frame = offscreen
            case (.crossDissolve, true): presentedView.alpha = 1
            case (.crossDissolve, false): presentedView.alpha = 0
            case (.flipHorizontal, _):
                let outgoing = presenting ? presenterView : presentedView, incoming = presenting ? presentedView : presenterView
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { outgoing?.transform = flat }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { incoming?.transform = .identity }
            case (.partialCurl, true): presenterView?.transform = curl
            case (.partialCurl, false): presenterView?.transform = .identity
            }
        }
        if style == .flipHorizontal {
            if !presenting { presenterView?.transform = flat }
            // The flip's two halves each follow their own pace; the whole runs linearly (AN1).
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: linear, animations: animations) { _ in
                self.finish(context, presentedView: presentedView, presenterView: presenterView)
            }
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: animations) { _ in
                self.finish(context, presentedView: presentedView, presenterView: presenterView)
            }
        }
    }

    private func finish(_ context: any UIViewControllerContextTransitioning, presentedView: UIView, presenterView: UIView?) {
        let cancelled = context.transitionWasCancelled
        if presenting == cancelled {
            presentedView.removeFromSuperview()  // dismissed, or a cancelled presentation
        }
        if presenting && !cancelled { presenterView?.transform = .identity }  // a curled or flipped presenter leaves flat
        if !presenting && cancelled && style == .partialCurl { presenterView?.transform = .identity }
        if !presenting && !cancelled { presentedView.transform = .identity; presentedView.alpha = 1 }
        context.completeTransition(!cancelled)
    }
}

/// The "animator" of a transition made with `animated: false`: the views go to their final
/// places at once (the incoming view added, the outgoing one removed, as asked) and the
/// transition completes in the next completion phase, so the "did" callbacks come after the
/// current code returns, as in UIKit.
@preconcurrency @MainActor
final class NonAnimatedTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let placesIncoming: Bool
    let removesOutgoing: Bool

    init(placesIncoming: Bool, removesOutgoing: Bool) {
        self.placesIncoming = placesIncoming; self.removesOutgoing = removesOutgoing
    }

    /// A presentation places the presented view; a dismissal removes it.
    convenience init(presenting: Bool) { self.init(placesIncoming: presenting, removesOutgoing: !presenting) }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if placesIncoming, let incoming = context.viewController(forKey: .to), let view = context.view(forKey: .to) {
            context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: incoming)
        }
        if removesOutgoing { context.view(forKey: .from)?.removeFromSuperview() }
        UIKitScheduler.shared.enqueue(.completions) { context.completeTransition(true) }
    }
}

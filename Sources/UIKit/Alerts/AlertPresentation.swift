import Foundation

/// The transitioning delegate every ``UIAlertController`` owns: it makes the alert's
/// presentation controller (`.custom` style) and its animators, so an alert goes through the
/// one presentation path like any controller (P12).
@preconcurrency @MainActor
final class AlertTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(kind: .of(presented), presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(kind: .of(dismissed), presenting: false)
    }
}

/// UIKit's presentation of alerts and phone action sheets: a dimming view over the whole
/// container (the presenter's views stay, so the presenter gets no appearance callbacks,
/// P12), the alert's card centred in the safe area, or the sheet at the bottom. A tap on the
/// dimming view goes to the alert (P14).
@preconcurrency @MainActor
final class AlertPresentationController: UIPresentationController {
    let dimmingView = AlertDimmingView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _isBuiltIn = true
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
    }

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = _containerView, let content = presentedViewController.viewIfLoaded as? AlertContentView else { return .zero }
        let area = container.bounds.inset(by: container.safeAreaInsets)
        switch content.layoutKind {
        case .alert:
            let size = content.fittingSize(maxWidth: AlertMetrics.alertWidth, maxHeight: area.height - 2 * AlertMetrics.alertMargin)
            return CGRect(x: (area.midX - size.width / 2).rounded(), y: (area.midY - size.height / 2).rounded(),
                          width: size.width, height: size.height)
        case .sheet, .popover:
            let width = min(container.bounds.width, container.bounds.height) - 2 * AlertMetrics.sheetMargin
            let bottom = max(container.safeAreaInsets.bottom, AlertMetrics.sheetMargin)
            let size = content.fittingSize(maxWidth: width, maxHeight: area.height - AlertMetrics.sheetMargin)
            return CGRect(x: (container.bounds.midX - size.width / 2).rounded(), y: container.bounds.height - bottom - size.height,
                          width: size.width, height: size.height)
        }
    }

    override func presentationTransitionWillBegin() {
        guard let container = _containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alert = alert
        container.insertSubview(dimmingView, at: 0)
        dimmingView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// The dimming view behind an alert: it takes the touches outside the alert and, when one
/// ends, tells the alert (P14).
@preconcurrency @MainActor
final class AlertDimmingView: UIView {
    @Unretained var alert: UIAlertController?  // PL11

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _ = alert?._tappedOutside()
    }
}

/// The animations of alerts (ours; iOS 17 publishes no durations): an alert fades in from
/// 1.2× its size in 0.4 s and fades out in 0.25 s; a sheet slides up from below the screen in
/// 0.4 s and back down in 0.3 s; a popover fades in 0.2 s. Dimming follows alongside.
@preconcurrency @MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The alert's layout decides its animation (an adapted popover slides as a sheet).
    typealias Kind = AlertContentView.LayoutKind

    let kind: Kind
    let presenting: Bool

    init(kind: Kind, presenting: Bool) {
        self.kind = kind; self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch (kind, presenting) {
        case (.alert, true), (.sheet, true): 0.4
        case (.alert, false): 0.25
        case (.sheet, false): 0.3
        case (.popover, _): 0.2
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let controller = context.viewController(forKey: presenting ? .to : .from),
              let view = context.view(forKey: presenting ? .to : .from) else { return context.completeTransition(true) }
        let container = context.containerView
        if presenting {
            container.addSubview(view)
            view.frame = context.finalFrame(for: controller)
            view.layoutIfNeeded()
        }
        let below = view.frame.offsetBy(dx: 0, dy: container.bounds.height - view.frame.minY)
        let shown = view.frame
        if presenting {
            switch kind {
            case .alert: view.alpha = 0; view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            case .sheet: view.frame = below
            case .popover: view.alpha = 0
            }
        }
        let duration = transitionDuration(using: context)
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: { [kind, presenting] in
            switch (kind, presenting) {
            case (.alert, true): view.alpha = 1; view.transform = .identity
            case (.sheet, true): view.frame = shown
            case (.sheet, false): view.frame = below
            case (.alert, false), (.popover, false): view.alpha = 0
            case (.popover, true): view.alpha = 1
            }
        }, completion: { [presenting] _ in
            let cancelled = context.transitionWasCancelled
            if presenting == cancelled { view.removeFromSuperview() }
            if !presenting && !cancelled { view.alpha = 1; view.transform = .identity }
            context.completeTransition(!cancelled)
        })
    }
}

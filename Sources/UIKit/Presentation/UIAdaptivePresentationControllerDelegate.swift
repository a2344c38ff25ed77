import Foundation

/// Adapts a presentation to the environment and hears about user-initiated dismissals of
/// sheets (P7). Every method is optional in UIKit; the defaults here behave as if it were
/// not implemented.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to (`.none`: do not adapt). Default: the controller's own choice.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection`. Default: the controller's own choice.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The presentation is about to happen in `style` (after adaptation).
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a user's swipe may dismiss the sheet (default true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user's swipe dismissal starts.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user's swipe dismissed the sheet (not called for `dismiss(animated:)`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user's swipe was refused (`isModalInPresentation`, or should-dismiss said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller, traitCollection: controller.traitCollection)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle(for: traitCollection)
    }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

import Foundation

extension UIPresentationController {
    /// A user's gesture asks to dismiss the presentation: a swipe down on a sheet
    /// (`interactive`, driven by the returned driver) or a tap outside a popover. Refused,
    /// with `presentationControllerDidAttemptToDismiss`, when the presented controller is
    /// modal in presentation or the delegate's `presentationControllerShouldDismiss` says
    /// no. Otherwise `presentationControllerWillDismiss`, the dismissal, and, once it
    /// completes (not when cancelled), `presentationControllerDidDismiss`.
    ///
    /// OpenUIKit has no gesture recognizers yet: `UIKitTesting` calls this to stand for the
    /// user's gesture.
    @_spi(Testing) @discardableResult
    public func _performUserDismissal(interactive: Bool) -> UIPercentDrivenInteractiveTransition? {
        let presented = presentedViewController
        guard presented._presentingViewController != nil, presented._presentedViewController == nil,
              presented._transition == nil else { return nil }
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return nil
        }
        delegate?.presentationControllerWillDismiss(self)
        let driver = interactive ? UIPercentDrivenInteractiveTransition() : nil
        presented._dismiss(animated: true, completion: { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }, interaction: driver)
        return driver
    }
}

@_spi(Testing) import UIKit

/// Stands for the user pulling a presented sheet down (OpenUIKit's sheets have no pull-down
/// recognizer). UIKit's rules apply: a controller with `isModalInPresentation`, or whose
/// presentation delegate's `presentationControllerShouldDismiss` returns false, is not
/// dismissed (the delegate hears `presentationControllerDidAttemptToDismiss`) and this
/// returns nil. Otherwise the delegate hears `presentationControllerWillDismiss` and an
/// interactive dismissal starts: move it with the returned driver's `update(_:)`, then
/// `finish()` (the delegate then hears `presentationControllerDidDismiss`) or `cancel()`.
@MainActor
public func beginSwipeToDismiss(_ presented: UIViewController) -> UIPercentDrivenInteractiveTransition? {
    presented.presentationController?._performUserDismissal(interactive: true)
}

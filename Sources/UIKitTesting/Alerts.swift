@_spi(Testing) import UIKit

/// The alert controller on screen in `window`: the last controller presented from its root,
/// when it is a `UIAlertController`.
@MainActor
public func presentedAlert(in window: UIWindow) -> UIAlertController? {
    var top = window.rootViewController?.presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top as? UIAlertController
}

/// Taps the button of the action titled `title` in `alert`, through hit testing as a finger
/// would; the alert must be on screen and show that button (a sheet in a popover shows no
/// cancel button: tap outside it instead).
@MainActor
public func tapAlertAction(_ title: String, in alert: UIAlertController) {
    guard let action = alert.actions.first(where: { $0.title == title }) else {
        preconditionFailure("tapAlertAction(_:in:): \(alert) has no action titled \"\(title)\" (it has \(alert.actions.map { $0.title ?? "nil" }))")
    }
    guard let button = alert._buttonView(for: action), button.window != nil else {
        preconditionFailure("tapAlertAction(_:in:): the button \"\(title)\" of \(alert) is not on screen")
    }
    tap(button)
}

/// Types `text` into `field` as the keyboard would: the field becomes first responder (as a
/// tap on it does), then each character is typed, straight quotes and double hyphens made
/// smart as the field's traits say (SQ1, SQ2).
@MainActor
public func typeText(_ text: String, into field: UITextField) {
    if !field.isFirstResponder { _ = field.becomeFirstResponder() }
    for character in text { field._typeFromKeyboard(String(character)) }
}

/// Types `text` into `textView` as the keyboard would: the view becomes first responder (as a
/// tap on it does), then each character is typed (`"\n"` is a new line), straight quotes and
/// double hyphens made smart as the view's traits say (SQ1, SQ2).
@MainActor
public func typeText(_ text: String, into textView: UITextView) {
    if !textView.isFirstResponder { _ = textView.becomeFirstResponder() }
    for character in text { textView._typeFromKeyboard(String(character)) }
}

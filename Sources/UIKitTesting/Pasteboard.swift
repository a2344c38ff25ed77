@_spi(Testing) import UIKit

/// Copies the whole text of `field` as the user does: the field becomes first responder (as
/// a tap on it does), its text is selected (`selectAll(_:)`) and `copy(_:)` is sent along the
/// responder chain. Returns whether anything handled the copy (a secure or empty field does
/// not). Read what was copied from `UIPasteboard.general` (every test starts with it empty).
@MainActor @discardableResult
public func copyText(in field: UITextField) -> Bool {
    if !field.isFirstResponder { _ = field.becomeFirstResponder() }
    field.selectAll(nil)
    return sendEditAction("copy:")
}

/// Copies the whole text of `textView`: it is selected (`selectAll(_:)`) and `copy(_:)`
/// sent to it. Returns whether it copied.
@MainActor @discardableResult
public func copyText(in textView: UITextView) -> Bool {
    if textView.canBecomeFirstResponder, !textView.isFirstResponder { _ = textView.becomeFirstResponder() }
    textView.selectAll(nil)
    return UIApplication.shared.sendAction("copy:", to: textView.canPerformAction("copy:", withSender: nil) ? textView : nil,
                                           from: nil, for: nil)
}

/// Pastes the general pasteboard's text into `field` as the user does: the field becomes
/// first responder and `paste(_:)` is sent along the responder chain, replacing the
/// selection (a caret at the end unless moved) through the typing path. Returns whether
/// anything handled the paste (nothing does when the pasteboard has no strings).
@MainActor @discardableResult
public func paste(into field: UITextField) -> Bool {
    if !field.isFirstResponder { _ = field.becomeFirstResponder() }
    return sendEditAction("paste:")
}

/// Pastes the general pasteboard's text into `textView` (it becomes first responder when
/// editable). Returns whether it pasted.
@MainActor @discardableResult
public func paste(into textView: UITextView) -> Bool {
    if textView.canBecomeFirstResponder, !textView.isFirstResponder { _ = textView.becomeFirstResponder() }
    return UIApplication.shared.sendAction("paste:", to: textView.canPerformAction("paste:", withSender: nil) ? textView : nil,
                                           from: nil, for: nil)
}

/// Sends an edit action to the first responder that can perform it, as the edit menu does.
@MainActor
private func sendEditAction(_ action: Selector) -> Bool {
    guard let first = UIResponder._firstResponder, first.target(forAction: action, withSender: nil) != nil else { return false }
    return UIApplication.shared.sendAction(action, to: nil, from: nil, for: nil)
}

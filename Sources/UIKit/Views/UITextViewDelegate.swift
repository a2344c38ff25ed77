import Foundation

/// The delegate of a text view: asked before editing begins and ends and before each
/// change; told when editing began, changed the text and ended. It is also the text view's
/// scroll view delegate, as in UIKit.
///
/// Every method has a default (Linux has no optional protocol requirements): the `should`
/// questions answer true and the notifications do nothing, as UIKit does for a method the
/// delegate does not implement.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin. Asked before the view becomes first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end. Asked before the view resigns first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended: the view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change replacing `range` (UTF-16 offsets) with `text` may happen.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not sent for changes made in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed: typing, deleting, cut, paste, `select(_:)`, `selectAll(_:)`
    /// or ``UITextView/selectedRange`` set in code (Y15).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Default: true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

import Foundation

/// The delegate of a text field: asked before editing begins and ends, before each change
/// and clearing, and when the Return key is pressed; told when editing began and ended.
///
/// Every method has a default (Linux has no optional protocol requirements): the `should`
/// questions answer true and the notifications do nothing, which is what UIKit does for a
/// method the delegate does not implement. `textFieldDidEndEditing(_:reason:)` by default
/// calls `textFieldDidEndEditing(_:)`, as UIKit calls the one without a reason when the
/// delegate lacks the other.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin. Asked before the field becomes first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end. Asked before the field resigns first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason. The default calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change replacing `range` (UTF-16 offsets in the text) with
    /// `string` may happen.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may remove the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field should do its default for the Return key: send
    /// `.editingDidEndOnExit` (and end editing if anything handles that event).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection changed: typing, deleting, cut, paste, `select(_:)`, `selectAll(_:)`
    /// or ``UITextField/selectedTextRange`` set in code (Y15).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// Default: true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Default: true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Default: calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Default: true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Default: true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Default: true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

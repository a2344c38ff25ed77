import Foundation

/// The keyboard's notifications and their `userInfo` keys, with UIKit's names. OpenUIKit has
/// no on-screen keyboard, so they are never posted (as on an iPad with a hardware keyboard);
/// code observing them compiles and runs unchanged.
extension UIResponder {
    /// Posted before the keyboard shows.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame at the start (an `NSValue` of a `CGRect` on iOS).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView {
    /// Makes the first responder resign when it is this view or inside it (the keyboard
    /// goes away); returns whether it did. Difference from UIKit: `force` does not override a
    /// text field's delegate refusing to end editing.
    @discardableResult
    func _defaultEndEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder === self || responder.isDescendant(of: self) else { return true }
        return responder.resignFirstResponder()
    }
}

import Foundation

/// The keyboard's notifications and their `userInfo` keys, with UIKit's names. They are
/// posted whenever the keyboard's frame moves (IV5): when input views or an accessory show,
/// change or go, and, with the software keyboard on, when text inputs begin and end editing.
/// By default OpenUIKit behaves as a device with a hardware keyboard attached: a text field
/// without input views or accessory shows nothing and posts nothing.
///
/// Difference from UIKit: the frames are `NSValue`s, read with
/// `(info[key] as? NSValue)?.cgRectValue`; `info[key] as? CGRect` is nil on Linux.
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

    /// Forgets the input mode remembered for `identifier` (``textInputContextIdentifier``).
    /// OpenUIKit remembers none per identifier, so there is nothing to forget.
    public static func clearTextInputContextIdentifier(_ identifier: String) {}
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

extension UIResponder {
    /// Whether text inputs get the software keyboard (IV8): UIKitTesting's
    /// `connectHardwareKeyboard(_:)`.
    @_spi(Testing) public static var _softwareKeyboardEnabled: Bool {
        get { KeyboardHost.shared.softwareKeyboardEnabled }
        set { KeyboardHost.shared.setSoftwareKeyboardEnabled(newValue) }
    }

    /// The keyboard's end frame in screen coordinates, nil while nothing shows (IV4).
    @_spi(Testing) public static var _keyboardFrame: CGRect? { KeyboardHost.shared.frame }

    /// The keyboard windows showing, back to front (IV9): tests read them and pictures of a
    /// window draw them over it.
    @_spi(Testing) @_spi(Rendering) public static var _keyboardWindows: [UIWindow] { KeyboardHost.shared.visibleWindows }

    /// No keyboard, its windows gone, the hardware keyboard connected (a test's clean slate).
    @_spi(Testing) public static func _resetKeyboard() { KeyboardHost.shared.reset() }
}

import Foundation

/// The delegate of a colour picker: the colours the user picks and the end of the picking.
///
/// Every method has a default (Linux has no optional protocol requirements). The default of
/// ``colorPickerViewController(_:didSelect:continuously:)`` calls the deprecated
/// ``colorPickerViewControllerDidSelectColor(_:)``, so a delegate written for iOS 14 hears
/// every pick and one implementing the newer method hears it once (CW6).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user picked `color` (already the picker's `selectedColor`); `continuously` while a
    /// drag through the spectrum or a slider is under way.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user picked a colour (iOS 14; deprecated in iOS 15).
    @available(iOS, introduced: 14.0, deprecated: 15.0, message: "Use colorPickerViewController(_:didSelect:continuously:)")
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user closed the picker; it is already dismissed (CW4).
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Default: calls ``colorPickerViewControllerDidSelectColor(_:)`` (CW6).
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        _callDeprecatedDidSelect(viewController)
    }
    /// Default: nothing.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    /// Default: nothing.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}

    /// The deprecated method, called without a deprecation warning at the call site.
    @available(iOS, deprecated: 15.0)
    private func _callDeprecatedDidSelect(_ viewController: UIColorPickerViewController) {
        colorPickerViewControllerDidSelectColor(viewController)
    }
}

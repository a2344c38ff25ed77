import Foundation

/// The delegate of a font picker. Every method has a default that does nothing (Linux has no
/// optional protocol requirements).
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// The user picked a font; it is the picker's `selectedFontDescriptor`. The picker stays on
    /// screen: dismissing it is the delegate's part (FP3).
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The user tapped Cancel; the picker is already dismissed (FP4).
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Default: nothing.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Default: nothing.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}

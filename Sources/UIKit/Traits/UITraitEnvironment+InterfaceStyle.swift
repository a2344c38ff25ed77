import Foundation

extension UIView {
    /// The interface style this view and its subviews use whatever their environment's:
    /// `.light` or `.dark`, or `.unspecified` (the default) to follow it. Setting it on a
    /// window changes the whole window. Difference from UIKit: kept as the view's
    /// `traitOverrides.userInterfaceStyle`, so the two read back the same value.
    var _defaultOverrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
}

extension UIViewController {
    /// The interface style this controller, its view and its children use whatever their
    /// environment's; `.unspecified` (the default) follows it. Difference from UIKit: kept
    /// as the controller's `traitOverrides.userInterfaceStyle`.
    var _defaultOverrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
}

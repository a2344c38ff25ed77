import Foundation

extension UIView {
    /// Whether Smart Invert leaves the view's content as it is (photos, video). Default false.
    /// Kept in the view's accessibility storage (K1). Difference from UIKit: not overridable
    /// (declared in an extension); nothing is inverted on Linux, the value is kept for renderers.
    public var accessibilityIgnoresInvertColors: Bool {
        get { _accessibility?.ignoresInvertColors ?? false }
        set { _accessibilityStorage.ignoresInvertColors = newValue }
    }
}

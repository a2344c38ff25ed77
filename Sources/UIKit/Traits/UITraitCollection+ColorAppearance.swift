import Foundation

extension UITraitCollection {
    /// Whether dynamic colours may resolve differently with `traitCollection`: the appearance
    /// (light or dark), the contrast or the level differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel
    }
}

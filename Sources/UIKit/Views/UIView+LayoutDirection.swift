import Foundation

extension UIView {
    /// The direction content with `attribute` is laid out in, within an interface laid out
    /// `layoutDirection` (VW2): forced attributes give their direction, `.playback` and
    /// `.spatial` (media controls, directional controls) are always left to right, and
    /// `.unspecified` follows `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection
        }
    }

    /// The direction content with `attribute` is laid out in, within the app's layout
    /// direction (``UIApplication/userInterfaceLayoutDirection``, VW2).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }
}

extension UIApplication {
    /// The app's layout direction: right to left when the screen's traits say so (a
    /// right-to-left language; tests set it with `UIScreen.setSystemTraits`), else left to
    /// right (VW2).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main._layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

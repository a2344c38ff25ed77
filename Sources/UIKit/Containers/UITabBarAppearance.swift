import Foundation

/// The look of a tab bar's background and shadow. Difference from UIKit: the item layout
/// appearances (`stackedLayoutAppearance`, …) are not modelled.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// An appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

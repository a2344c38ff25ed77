import Foundation

/// The look of a toolbar's background and shadow. Difference from UIKit: the button
/// appearances are not modelled.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// An appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

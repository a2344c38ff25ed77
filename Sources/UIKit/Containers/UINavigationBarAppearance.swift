import Foundation

/// The look of a navigation bar: background and shadow, and its title's text attributes.
/// Differences from UIKit: the bar button and back button appearances
/// (`buttonAppearance`, …) are not modelled.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor`); empty: bold 17 pt, label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; empty: bold 34 pt, label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset for the standard title.
    open var titlePositionAdjustment: UIOffset = .zero

    /// A copy of `barAppearance` (its title attributes too, when it is a navigation bar's).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
        }
    }

    /// An appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
}

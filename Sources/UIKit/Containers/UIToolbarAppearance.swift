import Foundation

/// The look of a toolbar: background and shadow, and its bar buttons' looks (plain and done).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items (W9).
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The look of done bar button items (W9).
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { BarAppearanceEdits.count &+= 1 } }

    /// An appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A copy of `barAppearance` (its button looks too, when it is a toolbar's or a
    /// navigation bar's).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = toolbar.buttonAppearance.copy()
            doneButtonAppearance = toolbar.doneButtonAppearance.copy()
        } else if let navigation = barAppearance as? UINavigationBarAppearance {
            buttonAppearance = navigation.buttonAppearance.copy()
            doneButtonAppearance = navigation.doneButtonAppearance.copy()
        }
    }

    override func _hasSameLook(as other: UIBarAppearance) -> Bool {
        guard super._hasSameLook(as: other), let other = other as? UIToolbarAppearance else { return false }
        return buttonAppearance.isEqual(other.buttonAppearance) && doneButtonAppearance.isEqual(other.doneButtonAppearance)
    }
}

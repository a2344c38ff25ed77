import Foundation

/// The look of a navigation bar: background and shadow, its titles' text attributes, its
/// bar buttons' looks (plain, done and back) and the back indicator image.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor`); empty: bold 17 pt, label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The large title's attributes; empty: bold 34 pt, label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An offset for the standard title.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The look of plain bar button items (W9).
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The look of done bar button items (W9).
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The look of the back button (W9).
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The back button's chevron image; nil: the system chevron.
    public private(set) var backIndicatorImage: UIImage? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The mask the back button's title slides under during a push; nil: the system's.
    public private(set) var backIndicatorTransitionMaskImage: UIImage? { didSet { BarAppearanceEdits.count &+= 1 } }

    /// Sets the back button's chevron and its transition mask (both or neither, as UIKit:
    /// one without the other leaves the system's).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        let both = backIndicatorImage != nil && backIndicatorTransitionMaskImage != nil
        self.backIndicatorImage = both ? backIndicatorImage : nil
        self.backIndicatorTransitionMaskImage = both ? backIndicatorTransitionMaskImage : nil
    }

    /// A copy of `barAppearance` (its titles, buttons and indicator too, when it is a
    /// navigation bar's; a toolbar's button looks, when it is a toolbar's).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            buttonAppearance = navigation.buttonAppearance.copy()
            doneButtonAppearance = navigation.doneButtonAppearance.copy()
            backButtonAppearance = navigation.backButtonAppearance.copy()
            backIndicatorImage = navigation.backIndicatorImage
            backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
        } else if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = toolbar.buttonAppearance.copy()
            doneButtonAppearance = toolbar.doneButtonAppearance.copy()
        }
    }

    /// An appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    override func _hasSameLook(as other: UIBarAppearance) -> Bool {
        guard super._hasSameLook(as: other), let other = other as? UINavigationBarAppearance else { return false }
        return TextAttributes.equal(titleTextAttributes, other.titleTextAttributes)
            && TextAttributes.equal(largeTitleTextAttributes, other.largeTitleTextAttributes)
            && titlePositionAdjustment == other.titlePositionAdjustment && buttonAppearance.isEqual(other.buttonAppearance)
            && doneButtonAppearance.isEqual(other.doneButtonAppearance) && backButtonAppearance.isEqual(other.backButtonAppearance)
            && backIndicatorImage === other.backIndicatorImage && backIndicatorTransitionMaskImage === other.backIndicatorTransitionMaskImage
    }
}

import Foundation

/// The look of a tab bar: background and shadow, its items' looks per layout (stacked,
/// inline, compact inline), the stacked layout's positioning, and the selection indicator.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look where they stack image above title (compact width) (W10).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The items' look where they put image beside title (regular width) (W10).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The items' look in compact height (W10).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) { didSet { BarAppearanceEdits.count &+= 1 } }
    /// How stacked items are placed; `.automatic`: the bar's ``UITabBar/itemPositioning``.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The space between centred stacked items; 0: the system's.
    open var stackedItemSpacing: CGFloat = 0 { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The width of centred stacked items; 0: the system's.
    open var stackedItemWidth: CGFloat = 0 { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The tint of a template selection indicator image.
    open var selectionIndicatorTintColor: UIColor? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An image drawn behind the selected item; nil: none.
    open var selectionIndicatorImage: UIImage? { didSet { BarAppearanceEdits.count &+= 1 } }

    /// An appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A copy of `barAppearance` (its item looks too, when it is a tab bar's).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tabs = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tabs.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = tabs.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = tabs.compactInlineLayoutAppearance.copy()
            stackedItemPositioning = tabs.stackedItemPositioning
            stackedItemSpacing = tabs.stackedItemSpacing
            stackedItemWidth = tabs.stackedItemWidth
            selectionIndicatorTintColor = tabs.selectionIndicatorTintColor
            selectionIndicatorImage = tabs.selectionIndicatorImage
        }
    }

    /// The item appearance for `style`.
    func _itemAppearance(for style: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
        switch style {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }

    override func _hasSameLook(as other: UIBarAppearance) -> Bool {
        guard super._hasSameLook(as: other), let other = other as? UITabBarAppearance else { return false }
        return stackedLayoutAppearance.isEqual(other.stackedLayoutAppearance) && inlineLayoutAppearance.isEqual(other.inlineLayoutAppearance)
            && compactInlineLayoutAppearance.isEqual(other.compactInlineLayoutAppearance)
            && stackedItemPositioning == other.stackedItemPositioning && stackedItemSpacing == other.stackedItemSpacing
            && stackedItemWidth == other.stackedItemWidth && selectionIndicatorTintColor == other.selectionIndicatorTintColor
            && selectionIndicatorImage === other.selectionIndicatorImage
    }
}

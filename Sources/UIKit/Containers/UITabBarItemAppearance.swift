import Foundation

/// How tab bar items look in one state (iOS 13): title attributes and offset, icon colour,
/// and the badge's colour, text attributes and offsets. Empty attributes, nil colours and
/// `.zero` offsets (the defaults) leave the system's look (W10).
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`, …).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An offset for the title.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The colour of the item's (template) image; nil: the system's (tint when selected,
    /// else the unselected grey).
    open var iconColor: UIColor? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An offset for the badge.
    open var badgePositionAdjustment: UIOffset = .zero { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The badge's background colour; nil: system red.
    open var badgeBackgroundColor: UIColor? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The badge text's attributes; empty: white 13-point text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An offset for the badge's text inside the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero { didSet { BarAppearanceEdits.count &+= 1 } }

    override init() { super.init() }

    /// Copies `other`'s values into this state.
    func _take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }

    func _isSame(as other: UITabBarItemStateAppearance) -> Bool {
        TextAttributes.equal(titleTextAttributes, other.titleTextAttributes) && titlePositionAdjustment == other.titlePositionAdjustment
            && iconColor == other.iconColor && badgePositionAdjustment == other.badgePositionAdjustment
            && badgeBackgroundColor == other.badgeBackgroundColor && TextAttributes.equal(badgeTextAttributes, other.badgeTextAttributes)
            && badgeTitlePositionAdjustment == other.badgeTitlePositionAdjustment
    }
}

/// How tab bar items look in one layout, per state (iOS 13). A tab bar appearance has one
/// for each layout: stacked (image above title: compact width), inline (image beside title:
/// regular width) and compact inline (compact height); the bar uses the one for its traits
/// (W10).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The layouts of tab bar items, as UIKit.
    public enum Style: Int, Sendable {
        /// Title under the image (a phone in portrait).
        case stacked
        /// Title beside the image (regular width).
        case inline
        /// Title beside the image in a compact-height bar.
        case compactInline
    }

    /// The look of an unselected item.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// The look of a focused item (no focus engine here: never used).
    public let focused = UITabBarItemStateAppearance()

    /// An appearance with the default values for the stacked layout.
    public override convenience init() { self.init(style: .stacked) }

    /// An appearance with the default values for `style`.
    public required init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Puts back the default values for `style`: empty attributes, nil colours, no offsets.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state._take(UITabBarItemStateAppearance()) }
    }

    /// A copy with the same values.
    open func copy() -> Self {
        let copy = Self(style: .stacked)
        for (mine, theirs) in zip([copy.normal, copy.selected, copy.disabled, copy.focused], [normal, selected, disabled, focused]) {
            mine._take(theirs)
        }
        return copy
    }

    /// A copy, for `NSObject` and `NSCopying` callers.
    @_disfavoredOverload nonisolated open override func copy() -> Any { copy(with: nil) }

    /// A copy with the same values (`NSCopying`).
    nonisolated public func copy(with zone: NSZone?) -> Any { MainActor.assumeIsolated { () -> UITabBarItemAppearance in copy() } }

    /// Whether `object` is an item appearance with the same values in every state.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITabBarItemAppearance else { return false }
        return MainActor.assumeIsolated {
            return normal._isSame(as: other.normal) && selected._isSame(as: other.selected)
                && disabled._isSame(as: other.disabled) && focused._isSame(as: other.focused)
        }
    }

    /// A hash that equal appearances share.
    nonisolated open override var hash: Int { MainActor.assumeIsolated { normal.titleTextAttributes.count } }
}

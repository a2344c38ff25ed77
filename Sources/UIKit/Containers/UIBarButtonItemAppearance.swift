import Foundation

/// How bar button items look in one state (iOS 13): their title's attributes and offset,
/// and a background image and its offset. Empty attributes and `.zero` offsets (the
/// defaults) leave the system's look: 17-point text (semibold for done items) in the tint
/// colour (W9).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.font`, `.foregroundColor`, …).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An offset for the title.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An image stretched behind the button.
    open var backgroundImage: UIImage? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An offset for the background image.
    open var backgroundImagePositionAdjustment: UIOffset = .zero { didSet { BarAppearanceEdits.count &+= 1 } }

    override init() { super.init() }

    /// Copies `other`'s values into this state.
    func _take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    func _isSame(as other: UIBarButtonItemStateAppearance) -> Bool {
        TextAttributes.equal(titleTextAttributes, other.titleTextAttributes) && titlePositionAdjustment == other.titlePositionAdjustment
            && backgroundImage === other.backgroundImage && backgroundImagePositionAdjustment == other.backgroundImagePositionAdjustment
    }
}

/// How a kind of bar button item looks, per state (iOS 13): a navigation bar appearance has
/// one for plain items, done items and the back button; a toolbar appearance for plain and
/// done items. The bar uses the state's values over the system's; an item's own
/// ``UIBarItem/setTitleTextAttributes(_:for:)`` values win over them (W8).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The look of an enabled item.
    public let normal = UIBarButtonItemStateAppearance()
    /// The look while the item is touched.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The look of a disabled item.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The look of a focused item (no focus engine here: never used).
    public let focused = UIBarButtonItemStateAppearance()

    /// An appearance with the default values for plain items.
    public override convenience init() { self.init(style: .plain) }

    /// An appearance with the default values for items of `style`.
    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Puts back the default values for items of `style`: empty attributes, no offsets, no
    /// images (the system's look comes from the bar, W9).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state._take(UIBarButtonItemStateAppearance()) }
    }

    /// A copy with the same values.
    open func copy() -> Self {
        let copy = Self(style: .plain)
        for (mine, theirs) in zip([copy.normal, copy.highlighted, copy.disabled, copy.focused], [normal, highlighted, disabled, focused]) {
            mine._take(theirs)
        }
        return copy
    }

    /// A copy, for `NSObject` and `NSCopying` callers.
    @_disfavoredOverload nonisolated open override func copy() -> Any { copy(with: nil) }

    /// A copy with the same values (`NSCopying`).
    nonisolated public func copy(with zone: NSZone?) -> Any { MainActor.assumeIsolated { () -> UIBarButtonItemAppearance in copy() } }

    /// Whether `object` is a button appearance with the same values in every state.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBarButtonItemAppearance else { return false }
        return MainActor.assumeIsolated {
            return normal._isSame(as: other.normal) && highlighted._isSame(as: other.highlighted)
                && disabled._isSame(as: other.disabled) && focused._isSame(as: other.focused)
        }
    }

    /// A hash that equal appearances share.
    nonisolated open override var hash: Int { MainActor.assumeIsolated { normal.titleTextAttributes.count } }

    /// The values for `state` (`.disabled`, `.highlighted`, `.focused`, else `.normal`).
    func _values(for state: UIControl.State) -> UIBarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        if state.contains(.focused) { return focused }
        return normal
    }
}

/// Comparing text attribute dictionaries, whose values are `Any`.
enum TextAttributes {
    /// Whether `a` and `b` have the same keys with equal values (hashable values by value,
    /// others by identity).
    static func equal(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key] else { return false }
            if let left = value as? AnyHashable, let right = other as? AnyHashable {
                if left != right { return false }
            } else if (value as AnyObject) !== (other as AnyObject) {
                return false
            }
        }
        return true
    }
}

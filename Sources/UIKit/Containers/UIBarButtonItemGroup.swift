import Foundation

/// A group of bar button items placed together in a navigation bar or the keyboard's
/// shortcuts bar, with an optional representative item that stands for them when the bar
/// has no room (iOS 9; customization kinds iOS 16).
///
/// An item belongs to one group at most: putting it in a group takes it out of the group
/// it was in (BG1). Differences from UIKit: OpenUIKit's bars never run out of room, so a
/// group always shows its items and ``isDisplayingRepresentativeItem`` stays false; the
/// navigation bar's layout customization (moving and removing movable and optional groups)
/// is not there, so the kinds are kept but change nothing on screen.
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// What the user may do with the group when customizing a navigation bar's layout (iOS 16).
    enum Customization: Equatable {
        /// Neither moved nor removed (groups made by the initializer, BG2).
        case fixed
        /// Moved, not removed.
        case movable(identifier: String)
        /// Moved and removed; `inDefault`: shown before any customization.
        case optional(identifier: String, inDefault: Bool)
    }

    /// The items the group shows, leading to trailing. Setting it takes the new items out
    /// of their former groups (BG1).
    open var barButtonItems: [UIBarButtonItem] {
        didSet {
            for item in oldValue where !barButtonItems.contains(where: { $0 === item }) && item._buttonGroup === self {
                item._buttonGroup = nil
            }
            _adopt(barButtonItems)
            _changed()
        }
    }

    /// The item shown in place of the group's items when the bar has no room; it must not be
    /// one of ``barButtonItems``. Default nil.
    open var representativeItem: UIBarButtonItem? {
        didSet {
            if let oldValue, oldValue !== representativeItem, oldValue._buttonGroup === self { oldValue._buttonGroup = nil }
            if let representativeItem { _adopt([representativeItem]) }
            _changed()
        }
    }

    /// Whether the bar shows the representative item instead of the items. Always false in
    /// OpenUIKit (see the type's comment).
    open var isDisplayingRepresentativeItem: Bool { false }

    /// Whether the group's items are left out of the bar (iOS 16). Default false (BG3).
    open var isHidden = false { didSet { if isHidden != oldValue { _changed() } } }

    /// Whether a movable or optional group stays in the bar whatever the customization
    /// (iOS 16). Default false.
    open var alwaysAvailable = false

    /// The menu element that stands for the group in the bar's overflow menu (iOS 16).
    /// Default nil: UIKit makes one from the items.
    open var menuRepresentation: UIMenuElement?

    /// What customization may do with the group.
    let _customization: Customization

    /// The navigation items whose bars show the group, told when it changes.
    var _owners: [WeakNavigationItem] = []

    /// A fixed group of `barButtonItems` (which should not be empty), shown as
    /// `representativeItem` when the bar has no room (BG2).
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        _customization = .fixed
        super.init()
        _adopt(barButtonItems + [representativeItem].compactMap { $0 })
    }

    init(items: [UIBarButtonItem], representativeItem: UIBarButtonItem?, customization: Customization) {
        barButtonItems = items
        self.representativeItem = representativeItem
        _customization = customization
        super.init()
        _adopt(items + [representativeItem].compactMap { $0 })
    }

    /// A group from an archive: an empty fixed group.
    public required init?(coder: NSCoder) {
        barButtonItems = []
        _customization = .fixed
        super.init()
    }

    /// A group that layout customization can neither move nor remove (iOS 16, BG2).
    public class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(items: items, representativeItem: representativeItem, customization: .fixed)
    }

    /// A group that layout customization can move but not remove (iOS 16, BG2).
    public class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                   items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(items: items, representativeItem: representativeItem, customization: .movable(identifier: customizationIdentifier))
    }

    /// A group that layout customization can move and remove; `isInDefaultCustomization`:
    /// whether it shows before the user customizes (iOS 16, BG2).
    public class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                    representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(items: items, representativeItem: representativeItem,
                             customization: .optional(identifier: customizationIdentifier, inDefault: isInDefaultCustomization))
    }

    /// BG1: the items join this group, leaving the one they were in.
    private func _adopt(_ items: [UIBarButtonItem]) {
        for item in items where item._buttonGroup !== self {
            if let previous = item._buttonGroup { previous._release(item) }
            item._buttonGroup = self
        }
    }

    /// Takes `item` out of this group (it joined another).
    private func _release(_ item: UIBarButtonItem) {
        if representativeItem === item { representativeItem = nil }
        if barButtonItems.contains(where: { $0 === item }) { barButtonItems.removeAll { $0 === item } }
    }

    /// The items a bar shows for the group now: none when hidden, else its items.
    var _displayedItems: [UIBarButtonItem] { isHidden ? [] : barButtonItems }

    func _changed() {
        _owners.removeAll { $0.item == nil }
        for owner in _owners { owner.item?._groupsChanged() }
    }
}

/// A navigation item a group is shown by, held weakly.
struct WeakNavigationItem {
    weak var item: UINavigationItem?
}

extension UIBarButtonItem {
    /// BG3: a bar showing the item (through its group, or a toolbar) shows it again.
    func _hiddenChanged() {
        _buttonGroup?._changed()
        if let toolbar = _bar as? UIToolbar { toolbar.setItems(toolbar.items, animated: false) }
    }

    /// The group the item belongs to, as one of its items or as its representative (iOS 9).
    public var buttonGroup: UIBarButtonItemGroup? { _buttonGroup }

    /// The item alone in a new fixed group, taken out of its former group (iOS 16, BG1).
    public func creatingFixedGroup() -> UIBarButtonItemGroup { .fixedGroup(items: [self]) }

    /// The item alone in a new movable group (iOS 16, BG1).
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// The item alone in a new optional group (iOS 16, BG1).
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        .optionalGroup(customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }
}

import Foundation

/// What a navigation bar shows for one controller: title or title view, prompt, bar button
/// items, and what the back button shows when this item is below the top (N10). A change
/// to an item that a bar shows updates the bar.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button shows the previous item's title (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title or title (else "Back").
        case `default`
        /// Always "Back".
        case generic
        /// No title, only the chevron.
        case minimal
    }

    /// Whether the item shows a large title (iOS 11; `.inline` iOS 17).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Large when the previous item's title was (the bottom item: when the bar prefers large titles).
        case automatic
        /// Always large (when the bar prefers large titles).
        case always
        /// Never large.
        case never
        /// Small, centred (iOS 17).
        case inline
    }

    /// The title in the bar.
    open var title: String? { didSet { _changed() } }
    /// A custom view in place of the title.
    open var titleView: UIView? { didSet { _changed() } }
    /// A line of text above the title; a prompt makes the bar 30 pt taller.
    open var prompt: String? { didSet { _changed() } }
    /// The item the back button shows when this item is below the top (its title wins).
    open var backBarButtonItem: UIBarButtonItem? { didSet { _changed() } }
    /// The back button's title when this item is below the top (iOS 11).
    open var backButtonTitle: String? { didSet { _changed() } }
    /// How the back button shows when this item is the back item (set it on the controller
    /// below, as ``backButtonTitle``).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { _changed() } }
    /// Whether the back button is hidden while this item is the top.
    open var hidesBackButton = false { didSet { _changed() } }
    /// Whether the left items sit after the back button instead of replacing it. Default false.
    open var leftItemsSupplementBackButton = false { didSet { _changed() } }
    /// The buttons on the leading side, outside in: the items of ``leadingItemGroups``.
    /// Setting it replaces the groups with one fixed group of the items (none for nil or
    /// empty) (BG4).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { _items(of: leadingItemGroups) }
        set { leadingItemGroups = Self._groups(newValue) }
    }
    /// The buttons on the trailing side, outside in: the items of ``trailingItemGroups``.
    /// Setting it replaces the groups with one fixed group of the items (BG4).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { _items(of: trailingItemGroups) }
        set { trailingItemGroups = Self._groups(newValue) }
    }
    /// The groups on the leading side, outside in (iOS 16); they replace the items set with
    /// ``leftBarButtonItems`` (BG4). A hidden group's items do not show (BG3).
    open var leadingItemGroups: [UIBarButtonItemGroup] = [] { didSet { _adoptGroups(oldValue, leadingItemGroups) } }
    /// The groups on the trailing side, outside in (iOS 16); they replace the items set with
    /// ``rightBarButtonItems`` (BG4).
    open var trailingItemGroups: [UIBarButtonItemGroup] = [] { didSet { _adoptGroups(oldValue, trailingItemGroups) } }
    /// The groups UIKit shows in the middle of an editor- or browser-style bar (iOS 16).
    /// Difference from UIKit: OpenUIKit's bars have only the navigator style, which shows
    /// no centre items, so these are kept and not shown.
    open var centerItemGroups: [UIBarButtonItemGroup] = [] { didSet { _adoptGroups(oldValue, centerItemGroups) } }
    /// Whether this item shows a large title.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { _changed() } }

    /// The bar's standard appearance while this item is on top (iOS 13); nil: the bar's.
    open var standardAppearance: UINavigationBarAppearance? { didSet { _bar?.setNeedsLayout() } }
    /// The bar's compact-height appearance while this item is on top; nil: the bar's.
    open var compactAppearance: UINavigationBarAppearance? { didSet { _bar?.setNeedsLayout() } }
    /// The bar's scroll-edge appearance while this item is on top; nil: the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { _bar?.setNeedsLayout() } }
    /// The bar's compact-height scroll-edge appearance while this item is on top; nil: the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { _bar?.setNeedsLayout() } }

    /// The search controller whose bar the navigation bar shows under the title (iOS 11).
    open var searchController: UISearchController? {
        didSet {
            guard oldValue !== searchController else { return }
            if let old = oldValue, old._hostingNavigationItem === self {
                old._hostingNavigationItem = nil
                if old.searchBar.superview === _bar { old.searchBar.removeFromSuperview() }
            }
            searchController?._hostingNavigationItem = self
            _changed()
        }
    }
    /// Whether the search bar slides away as the content scrolls up (and back when it is
    /// pulled down to the top). Default true.
    open var hidesSearchBarWhenScrolling = true { didSet { _changed() } }
    /// Where the search bar should go (iOS 16). Default `.automatic`.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { _changed() } }

    /// The bar showing this item, if any.
    @Unretained var _bar: UINavigationBar?  // PL11
    /// The controller this item stands for.
    @Unretained var _owner: UIViewController?  // PL11

    /// Creates an item with a title.
    public init(title: String) { self.title = title }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) {
        super.init()
        (coder as? IBCoder)?.decodeNavigationItem(self)
    }

    /// The first leading button. Setting it replaces the first of ``leftBarButtonItems``
    /// (moving the item to the front when it is among them); nil removes the first (BG5).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = Self._replacingFirst(of: leftBarButtonItems, with: newValue) }
    }

    /// The first trailing button; set as ``leftBarButtonItem`` (BG5).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = Self._replacingFirst(of: rightBarButtonItems, with: newValue) }
    }

    /// Sets the leading button (the animation is not drawn).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing button (the animation is not drawn).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading buttons.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing buttons.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title a back button pointing at this item shows (N10): the back item's title;
    /// else, by ``backButtonDisplayMode``, ``backButtonTitle`` then ``title`` then "Back"
    /// (`.default`), "Back" (`.generic`) or none (`.minimal`). UIKit also shortens a title
    /// that does not fit to "Back"; OpenUIKit does not measure the space.
    var _backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        switch backButtonDisplayMode {
        case .default:
            if let backButtonTitle { return backButtonTitle }
            if let title, !title.isEmpty { return title }
            return "Back"
        case .generic: return "Back"
        case .minimal: return ""
        }
    }

    private func _changed() { _bar?._itemsChanged() }

    /// A group changed (its items, or hidden): the bar shows it again.
    func _groupsChanged() { _changed() }

    /// The items a bar shows on the leading side: those of groups that are not hidden (BG3).
    var _displayedLeadingItems: [UIBarButtonItem] { leadingItemGroups.flatMap(\._displayedItems).filter { !$0.isHidden } }
    /// The items a bar shows on the trailing side (BG3).
    var _displayedTrailingItems: [UIBarButtonItem] { trailingItemGroups.flatMap(\._displayedItems).filter { !$0.isHidden } }

    private func _items(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem]? {
        let items = groups.flatMap(\.barButtonItems)
        return items.isEmpty ? nil : items
    }

    /// BG4: items set as an array become one fixed group.
    private static func _groups(_ items: [UIBarButtonItem]?) -> [UIBarButtonItemGroup] {
        guard let items, !items.isEmpty else { return [] }
        return [.fixedGroup(items: items)]
    }

    /// BG5: the first item replaced, or removed; an item already there moves to the front.
    private static func _replacingFirst(of items: [UIBarButtonItem]?, with item: UIBarButtonItem?) -> [UIBarButtonItem]? {
        var rest = Array((items ?? []).dropFirst())
        guard let item else { return rest }
        rest.removeAll { $0 === item }
        return [item] + rest
    }

    private func _adoptGroups(_ old: [UIBarButtonItemGroup], _ new: [UIBarButtonItemGroup]) {
        for group in old where !new.contains(where: { $0 === group }) { group._owners.removeAll { $0.item === self || $0.item == nil } }
        for group in new where !group._owners.contains(where: { $0.item === self }) { group._owners.append(WeakNavigationItem(item: self)) }
        _changed()
    }
}

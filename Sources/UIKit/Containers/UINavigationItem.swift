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
    /// The buttons on the leading side, outside in.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
    /// The buttons on the trailing side, outside in.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
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

    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
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
}

import Foundation

/// An item of a tab bar, representing one child of a tab bar controller.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// System items, as UIKit.
    public enum SystemItem: Int, Sendable {
        /// The "More" tab, as for the tabs that do not fit; OpenUIKit gives it the title but no image.
        case more
        /// The "Favorites" tab; OpenUIKit gives it the title but no image.
        case favorites
        /// The "Featured" tab; OpenUIKit gives it the title but no image.
        case featured
        /// The "Top Rated" tab; OpenUIKit gives it the title but no image.
        case topRated
        /// The "Recents" tab; OpenUIKit gives it the title but no image.
        case recents
        /// The "Contacts" tab; OpenUIKit gives it the title but no image.
        case contacts
        /// The "History" tab; OpenUIKit gives it the title but no image.
        case history
        /// The "Bookmarks" tab; OpenUIKit gives it the title but no image.
        case bookmarks
        /// The "Search" tab; OpenUIKit gives it the title but no image.
        case search
        /// The "Downloads" tab; OpenUIKit gives it the title but no image.
        case downloads
        /// The "Most Recent" tab; OpenUIKit gives it the title but no image.
        case mostRecent
        /// The "Most Viewed" tab; OpenUIKit gives it the title but no image.
        case mostViewed
    }

    /// The image shown when the tab is selected.
    open var selectedImage: UIImage?
    /// The badge text; nil hides the badge.
    open var badgeValue: String? { didSet { _button?.refresh() } }
    /// The badge background colour; nil: the tab bar appearance's, else system red.
    /// Appearance-capable.
    open var badgeColor: UIColor? {
        didSet {
            _appearancePropertyDidSet("badgeColor", \.badgeColor)
            _appearanceChanged()
        }
    }
    /// An offset for the title, added to the tab bar appearance's. Appearance-capable.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet {
            _appearancePropertyDidSet("titlePositionAdjustment", \.titlePositionAdjustment)
            _appearanceChanged()
        }
    }
    /// The tab bar's appearance while this item is selected (iOS 13); nil: the bar's.
    open var standardAppearance: UITabBarAppearance? { didSet { _appearanceChanged() } }
    /// The tab bar's scroll-edge appearance while this item is selected (iOS 15); nil: the bar's.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { _appearanceChanged() } }
    /// The title; a change shows in the tab bar.
    open override var title: String? { didSet { _button?.refresh() } }
    /// The badge's text attributes by state (UITabBarItem+Appearance.swift).
    var _badgeTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The item's button shows the change.
    override func _appearanceChanged() {
        _button?.refresh()
        _button?.superview?.setNeedsLayout()
    }

    /// The button showing the item in a tab bar.
    weak var _button: UITabBarButton?
    /// The system item this item was made from, if any. Its title is the system's and a
    /// controller's `title` does not replace it (L7).
    public private(set) var systemItem: SystemItem?

    var isSystemItem: Bool { systemItem != nil }

    /// An item without title or image.
    public override init() { super.init() }

    /// An item from an archive (appearance proxies are made this way).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title, image and tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title; self.image = image; self.tag = tag
    }

    /// An item with a title, image and selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }

    /// A system item, with the system's title.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
        self.title = UITabBarItem.systemTitle(systemItem)
    }

    private static func systemTitle(_ item: SystemItem) -> String {
        switch item {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}

import Foundation

/// The base of items shown in bars: a title, an image and a tag.
@MainActor
open class UIBarItem {
    /// The title shown in the bar.
    open var title: String?
    /// The image shown in the bar.
    open var image: UIImage?
    /// Whether the item is enabled. Default true.
    open var isEnabled = true
    /// An integer identifying the item.
    open var tag = 0

    /// Creates an item.
    public init() {}
}

/// An item of a tab bar, representing one child of a tab bar controller.
@MainActor
open class UITabBarItem: UIBarItem {
    /// System items, as UIKit.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The image shown when the tab is selected.
    open var selectedImage: UIImage?
    /// The badge text; nil hides the badge.
    open var badgeValue: String?
    /// The badge background colour.
    open var badgeColor: UIColor?
    /// The system item this item was made from, if any. Its title is the system's and a
    /// controller's `title` does not replace it (L7).
    public private(set) var systemItem: SystemItem?

    var isSystemItem: Bool { systemItem != nil }

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

/// The item a navigation bar shows for a controller: title, title view, prompt and buttons.
@MainActor
open class UINavigationItem {
    /// The title in the bar.
    open var title: String?
    /// A custom view in place of the title.
    open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// The title the back button shows when this item is below the top (N10).
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false

    /// Creates an item with a title.
    public init(title: String) { self.title = title }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) {}
}

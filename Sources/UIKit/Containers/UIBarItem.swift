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

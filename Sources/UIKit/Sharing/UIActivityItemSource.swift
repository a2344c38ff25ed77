import Foundation

/// An object that stands for a share sheet's item until an activity is chosen (AI1–AI3):
/// the sheet offers activities by its placeholder, then asks it for the item the chosen
/// activity gets.
///
/// Difference from UIKit: `activityViewControllerLinkMetadata(_:)` is missing (there is no
/// LinkPresentation on Linux).
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// An object of the kind the item will be (a string, a URL, an image): what the sheet
    /// decides its activities by (AI1).
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen activity, or nil to give it nothing (AI2).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that have one (Mail). Default: an empty string.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The uniform type identifier of the item's data. Default: an empty string.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A preview image of the item. Default: nil.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    /// An empty string.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// An empty string.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// Nil.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}

/// An item source that makes its item when an activity is chosen (AI3): a Foundation
/// `Operation` whose ``item`` the sheet reads with ``activityType`` set to the chosen
/// activity. Subclass it and override ``item``.
///
/// Difference from UIKit: the sheet reads ``item`` on the main thread (UIKit runs the
/// operation on a queue of its own and waits for it).
@preconcurrency @MainActor
open class UIActivityItemProvider: Operation, UIActivityItemSource {
    /// The placeholder given at creation: what the sheet decides its activities by.
    public let placeholderItem: Any?
    /// The activity chosen, while the item is made; nil before.
    public private(set) var activityType: UIActivity.ActivityType?

    /// A provider standing in with `placeholderItem` until the item is needed.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item for ``activityType``. Default: the placeholder item.
    open var item: Any { placeholderItem as Any }

    /// The placeholder item.
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem as Any
    }

    /// AI3: sets ``activityType`` and returns ``item``.
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        return item
    }
}

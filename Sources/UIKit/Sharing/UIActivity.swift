import Foundation

/// A service an activity view controller offers: the system's (``ActivityType``) or the app's
/// own, by subclassing.
///
/// When the user chooses an app activity, the activity view controller calls
/// ``prepare(withActivityItems:)``, then presents ``activityViewController`` if there is one, else
/// calls ``perform()``; the activity reports the end with ``activityDidFinish(_:)``, which
/// dismisses the sheet and then calls the controller's completion handler (P18).
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The kinds of activity, named by strings as in UIKit.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a type from its string (an app's own activity's identifier).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a type from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posting to Facebook; OpenUIKit never offers it.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter; OpenUIKit never offers it.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posting to Sina Weibo; OpenUIKit never offers it.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sending in Messages ("Messages"); offered for any items, it only completes the sheet (nothing is sent).
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending by mail ("Mail"); offered for any items, it only completes the sheet (nothing is sent).
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing ("Print"), offered for images and text; it only completes the sheet.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying ("Copy"): puts the strings, URLs and images on the general pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning an image to a contact; OpenUIKit never offers it.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving images ("Save Image"), offered for images; it only completes the sheet.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding a web page to the Reading List, offered for http(s) URLs; it only completes the sheet.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posting to Flickr; OpenUIKit never offers it.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posting to Vimeo; OpenUIKit never offers it.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posting to Tencent Weibo; OpenUIKit never offers it.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sending by AirDrop ("AirDrop"); offered for any items, it only completes the sheet (nothing is sent).
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in Books; OpenUIKit never offers it.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as a PDF; OpenUIKit never offers it.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Sharing with SharePlay; OpenUIKit never offers it.
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
    }

    /// Where an activity shows: with the apps (share) or with the actions.
    public enum Category: Int, Sendable {
        /// An action on the items (Copy, Print), listed after the sharing ones.
        case action = 0
        /// Sharing the items with others or with apps, listed first in the sheet.
        case share = 1
    }

    /// The category of this kind of activity. Default `.action`.
    open class var activityCategory: Category { .action }

    /// Creates an activity.
    public override init() {}

    /// The activity's type. Default nil.
    open var activityType: ActivityType? { nil }
    /// The title in the sheet. Default nil.
    open var activityTitle: String? { nil }
    /// The image in the sheet. Default nil.
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems`. Default false.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity runs. Default: nothing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present for the activity instead of ``perform()``. Default nil.
    open var activityViewController: UIViewController? { nil }
    /// Does the work without an interface. Default: ``activityDidFinish(_:)`` with false.
    open func perform() { activityDidFinish(false) }

    /// The sheet running this activity.
    @Unretained var _sheet: UIActivityViewController?  // PL11

    /// Tells the sheet the activity ended: the sheet is dismissed and its completion handler
    /// runs with `completed`.
    open func activityDidFinish(_ completed: Bool) {
        _sheet?._activityFinished(self, completed: completed)
    }
}

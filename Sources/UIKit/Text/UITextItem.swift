import Foundation

/// Something in a text view's text that acts when tapped (DD5): a link, a text attachment,
/// or text tagged with `NSAttributedString.Key.textItemTag`. The text view hands one to its
/// delegate's `textView(_:primaryActionFor:defaultAction:)`.
@preconcurrency @MainActor
public final class UITextItem {
    /// What a text item is, with its value.
    public enum Content {
        /// A link (a `.link` attribute, or data the text view detected) to this URL.
        case link(URL)
        /// A text attachment (an `.attachment` attribute).
        case textAttachment(NSTextAttachment)
        /// Text tagged with `NSAttributedString.Key.textItemTag`.
        case tag(String)
    }

    /// What the item is.
    public let content: Content
    /// The characters it covers in the text view's text (UTF-16 units).
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }
}

extension NSAttributedString.Key {
    /// Tags text as a text item (the value a `String`): tapping it in a text view asks the
    /// delegate for its action with a `.tag` item (DD5).
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}

/// How the user interacted with a URL or text attachment, as the delegate methods deprecated
/// in iOS 17 are told (with UIKit's raw values).
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: perform the default action (open the URL).
    case invokeDefaultAction = 0
    /// A long press: present the actions.
    case presentActions = 1
    /// A preview (peek).
    case preview = 2
}

extension UITextItem {
    /// The menu a long press on a text item shows (DD11), from the delegate's
    /// `textView(_:menuConfigurationFor:defaultMenu:)`.
    @preconcurrency @MainActor
    public final class MenuConfiguration {
        /// The preview shown above the menu.
        public enum Preview {
            /// The system's preview of the item.
            case `default`
            /// A view of the app's, at its size.
            case view(UIView)
        }

        /// The preview (nil: none). Difference from UIKit: not drawn; the menu shows alone.
        public let preview: Preview?
        /// The menu.
        public let menu: UIMenu

        /// A menu with a preview.
        public init(preview: Preview?, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
        }

        /// A menu with the default preview.
        public convenience init(menu: UIMenu) {
            self.init(preview: .default, menu: menu)
        }
    }
}

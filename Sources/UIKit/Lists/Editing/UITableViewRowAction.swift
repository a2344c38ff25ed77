import Foundation

/// A button a swipe on a row reveals, from the delegate's `editActionsForRowAt` (deprecated in
/// iOS 13 for `UIContextualAction`).
///
/// Difference from UIKit: OpenUIKit's swipes read `trailingSwipeActionsConfigurationForRowAt`
/// only, so these actions are kept for the app and never shown (TP1).
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// The look of a row action, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A red button for an action that removes the row.
        case `default` = 0
        /// A grey button.
        case normal = 1
        /// The same as `.default`.
        public static var destructive: Style { .default }
    }

    /// The action's style, fixed at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour. Default: `systemRed` for `.default`, `systemGray` for `.normal`.
    open var backgroundColor: UIColor?
    /// A visual effect behind the button (nil: none).
    open var backgroundEffect: UIVisualEffect?
    /// What runs when the button is tapped: the action and the row.
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    /// Creates an action of a style, with a title and its handler.
    @preconcurrency public init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .default ? .systemRed : .systemGray
        super.init()
    }
}

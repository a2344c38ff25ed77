import Foundation

/// One button a swipe on a row reveals: a title and/or image on a full-height coloured
/// button, and the handler run when it is tapped or performed by a full swipe (LE8–LE11).
///
/// As UIKit: the handler gets the action, the button's view, and a completion handler to
/// call with whether the action was performed; the row closes when it is called (LE9).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of an action.
    public enum Style: Int, Sendable {
        /// A grey button (`systemGray`).
        case normal = 0
        /// A red button (`systemRed`) for an action that removes the row.
        case destructive = 1
    }

    /// What runs when the action is tapped: the action, the view showing it, and the
    /// completion handler to call with `true` when the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's style, fixed at creation.
    public let style: Style
    /// The handler, fixed at creation.
    public let handler: Handler
    /// The button's title (nil: image only).
    open var title: String?
    /// The button's colour. Default: `systemRed` for `.destructive`, `systemGray` for `.normal` (LE8).
    open var backgroundColor: UIColor!
    /// The button's image, drawn white above the title.
    open var image: UIImage?

    /// Creates an action of a style, with a title and its handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe on a row reveals, in order from the edge inward (LE8).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions: the first sits at the row's edge and is the one a full swipe performs.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action (LE11). Default true.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of actions (an empty list: the swipe reveals nothing).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

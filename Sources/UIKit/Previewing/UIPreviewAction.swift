import Foundation

/// Deprecated (iOS 13): an action or group shown under a 3D Touch preview (peek). iOS 17
/// devices show no previews, so UIKit never shows or runs one (DP7).
@available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
public protocol UIPreviewActionItem: AnyObject {
    /// The title shown for the item.
    var title: String { get }
}

/// Deprecated (iOS 13): an action under a 3D Touch preview, run with the previewed controller
/// when chosen. Kept as made; never shown or run on iOS 17 (DP7).
@available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
open class UIPreviewAction: NSObject, NSCopying, UIPreviewActionItem {
    /// How an action is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain action.
        case `default` = 0
        /// An action shown with a check mark (its choice is the current one).
        case selected = 1
        /// An action that destroys data, shown in red.
        case destructive = 2
    }

    /// The title shown for the action.
    open var title: String { _title }
    /// The block run with the action and the previewed controller when the action is chosen.
    open var handler: (any UIPreviewActionItem, UIViewController) -> Void { _handler }
    /// The style the action was made with (an OpenUIKit addition: UIKit keeps it private).
    public var _style: Style { style }

    private let _title: String
    private let style: Style
    private let _handler: (any UIPreviewActionItem, UIViewController) -> Void

    /// An action with a title, a style and the block to run with the previewed controller.
    public convenience init(title: String, style: UIPreviewAction.Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void) {
        self.init(title: title, style: style, itemHandler: { item, controller in
            if let action = item as? UIPreviewAction { handler(action, controller) }
        })
    }

    private init(title: String, style: Style, itemHandler: @escaping (any UIPreviewActionItem, UIViewController) -> Void) {
        _title = title; self.style = style; _handler = itemHandler
        super.init()
    }

    /// A copy with the same title, style and handler (`NSCopying`, as in UIKit).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UIPreviewAction in UIPreviewAction(title: _title, style: style, itemHandler: _handler) }
    }
}

/// Deprecated (iOS 13): a group of actions under a 3D Touch preview, shown as one item that
/// opens them. Kept as made; never shown on iOS 17 (DP7).
@available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
open class UIPreviewActionGroup: NSObject, NSCopying, UIPreviewActionItem {
    /// The title shown for the group.
    open var title: String { _title }
    /// The group's actions, in order (an OpenUIKit addition: UIKit keeps them private).
    public var _actions: [UIPreviewAction] { actions }
    /// The style the group was made with (an OpenUIKit addition: UIKit keeps it private).
    public var _style: UIPreviewAction.Style { style }

    private let _title: String
    private let style: UIPreviewAction.Style
    private let actions: [UIPreviewAction]

    /// A group with a title, a style and its actions.
    public convenience init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.init(title: title, groupStyle: style, actions: actions)
    }

    private init(title: String, groupStyle: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        _title = title; style = groupStyle; self.actions = actions
        super.init()
    }

    /// A copy with the same title, style and actions (`NSCopying`, as in UIKit).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UIPreviewActionGroup in UIPreviewActionGroup(title: _title, groupStyle: style, actions: actions) }
    }
}

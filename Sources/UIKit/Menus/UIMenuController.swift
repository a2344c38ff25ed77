import Foundation

/// Deprecated (iOS 16): the edit menu, shown over a target rectangle with the standard edit
/// commands the first responder can perform (Cut, Copy, Select, Select All, Paste, Delete, in
/// that order) followed by the app's ``menuItems`` it can perform (DP9, DP10).
///
/// Differences from iOS: nothing is drawn (OpenUIKit has no edit menu to draw yet), so
/// ``menuFrame`` is `.zero` and a tap elsewhere does not hide the menu; code hides it, as do
/// choosing a command and the app resigning active. Tests read and choose the commands with
/// UIKitTesting's `editMenuTitles()` and `chooseEditMenuCommand(_:)`.
@available(*, deprecated, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Where the menu's arrow points, with UIKit's raw values.
    public enum ArrowDirection: Int, Sendable {
        /// Chosen by the system (above or below the target).
        case `default` = 0
        /// The arrow points up (the menu below its target).
        case up
        /// The arrow points down (the menu above its target).
        case down
        /// The arrow points left.
        case left
        /// The arrow points right.
        case right
    }

    /// Posted before the menu shows, by the menu controller.
    public static let willShowMenuNotification = EditMenuSession.willShow
    /// Posted once the menu has shown (the next run-loop turn).
    public static let didShowMenuNotification = EditMenuSession.didShow
    /// Posted before the menu hides.
    public static let willHideMenuNotification = EditMenuSession.willHide
    /// Posted once the menu has hidden (the next run-loop turn).
    public static let didHideMenuNotification = EditMenuSession.didHide
    /// Posted when the menu's frame changes. Never posted here: nothing is drawn.
    public static let menuFrameDidChangeNotification = EditMenuSession.menuFrameDidChange

    /// The one menu controller.
    public static let shared = UIMenuController(shared: ())

    private var session: EditMenuSession { .shared }
    /// Whether ``menuItems`` changed since the menu last read them (``update()``).
    private var itemsNeedReading = false

    private init(shared: Void) { super.init() }

    /// Whether the menu is on screen. Setting it is ``setMenuVisible(_:animated:)`` without
    /// animation.
    open var isMenuVisible: Bool {
        get { session.isVisible }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The app's commands, shown after the standard ones when the first responder (or a
    /// responder after it) can perform their actions. Read when the menu shows and by
    /// ``update()`` after a change.
    open var menuItems: [UIMenuItem]? {
        didSet { itemsNeedReading = true }
    }

    /// Where the arrow points. Default `.default` (above or below, as there is room).
    open var arrowDirection: ArrowDirection = .default

    /// The menu's frame in the window scene's coordinates. `.zero` here: nothing is drawn.
    open var menuFrame: CGRect { .zero }

    /// Deprecated (iOS 13): shows the menu from the target set with ``setTargetRect(_:in:)``
    /// (nothing without one), or hides it (DP9).
    @available(*, deprecated, message: "Use showMenuFromView:rect: or hideMenuFromView: instead.")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible { present() } else { hideMenu() }
    }

    /// Deprecated (iOS 13): the rectangle of `targetView` the menu points at; a visible menu
    /// from the same view moves there (DP9).
    @available(*, deprecated, message: "Use showMenuFromView:rect: instead.")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        session.setTarget(targetRect, in: targetView)
    }

    /// Shows the menu pointing at `targetRect` of `targetView`: UIKit posts
    /// ``willShowMenuNotification``, the menu is visible, and ``didShowMenuNotification``
    /// follows in the next run-loop turn. A menu visible from the same view just moves; from
    /// another view it hides first. With no first responder, or no command it can perform,
    /// nothing shows (DP9).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        if session.isVisible, session.targetView !== targetView { session.hide() }
        session.setTarget(targetRect, in: targetView)
        present()
    }

    /// Hides the menu if it was shown from `targetView` (DP10).
    open func hideMenu(from targetView: UIView) {
        if session.targetView === targetView { hideMenu() }
    }

    /// Hides the menu: ``willHideMenuNotification``, the menu is gone, and
    /// ``didHideMenuNotification`` follows in the next run-loop turn (DP9).
    open func hideMenu() {
        session.hide()
    }

    /// Reads ``menuItems`` again when they changed since the menu showed, and offers what the
    /// responder chain can perform now (DP10).
    open func update() {
        guard session.isVisible, itemsNeedReading else { return }
        itemsNeedReading = false
        session.reload(commands())
    }

    private func present() {
        guard !session.isVisible else { return }
        itemsNeedReading = false
        session.show(commands(), sender: self)
    }

    /// The standard commands, then the app's items, each offered when the responder chain from
    /// the first responder can perform its action with the menu controller as sender (DP9).
    private func commands() -> [EditMenuSession.Command] {
        guard let first = UIResponder.firstResponder else { return [] }
        let items = (menuItems ?? []).map { EditMenuSession.Command(title: $0.title, action: $0.action) }
        return (EditMenuSession.standardCommands + items).filter { first.target(forAction: $0.action, withSender: self) != nil }
    }
}

/// Deprecated (iOS 16): an app's command in the edit menu: a title, and the action sent up
/// the responder chain when it is chosen (DP9).
@available(*, deprecated, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The title shown.
    open var title: String
    /// The action sent, with the menu controller as sender, to the first responder that can
    /// perform it.
    open var action: Selector

    /// An item with a title and an action.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

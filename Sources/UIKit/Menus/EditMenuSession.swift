import Foundation

/// The edit menu (DP9, DP10, EM1–EM6): whether it is on screen, where it points, and the
/// commands it offers. `UIMenuController`, a list's old row menu and `UIEditMenuInteraction`
/// all show it through here, the one place the menu's state and notifications live; nothing
/// is drawn.
@preconcurrency @MainActor
final class EditMenuSession {
    /// One command offered: its title, and either the action sent up the responder chain
    /// from the first responder or what choosing it does (a list's delegate, a `UIAction`).
    struct Command {
        let title: String
        let action: Selector
        var perform: (@MainActor () -> Void)?

        init(title: String, action: Selector, perform: (@MainActor () -> Void)? = nil) {
            self.title = title
            self.action = action
            self.perform = perform
        }
    }

    /// Who shows the menu: the notifications come from `sender` when `postsNotifications`
    /// (a `UIMenuController`'s menu, DP9; an edit menu interaction's tells its delegate
    /// instead, EM3), and `didHide` runs once it is gone.
    struct Owner {
        weak var sender: AnyObject?
        var postsNotifications = true
        var didHide: (@MainActor () -> Void)?
    }

    static let shared = EditMenuSession()

    static let willShow = Notification.Name("UIMenuControllerWillShowMenuNotification")
    static let didShow = Notification.Name("UIMenuControllerDidShowMenuNotification")
    static let willHide = Notification.Name("UIMenuControllerWillHideMenuNotification")
    static let didHide = Notification.Name("UIMenuControllerDidHideMenuNotification")
    static let menuFrameDidChange = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The standard edit actions the menu offers before the app's items, in the order iOS's
    /// menu shows them (DP9).
    static let standardCommands = [
        Command(title: "Cut", action: "cut:"), Command(title: "Copy", action: "copy:"),
        Command(title: "Select", action: "select:"), Command(title: "Select All", action: "selectAll:"),
        Command(title: "Paste", action: "paste:"), Command(title: "Delete", action: "delete:"),
    ]

    /// Whether the menu is on screen.
    private(set) var isVisible = false
    /// The view the menu points from (not retained) and the rectangle in it.
    @Unretained private(set) var targetView: UIView?
    private(set) var targetRect: CGRect = .zero
    /// The commands on screen, in order.
    private(set) var commands: [Command] = []
    /// Who showed the menu on screen.
    private var owner = Owner()
    /// The object notifications come from and actions are sent by: the menu controller.
    private var sender: AnyObject? { owner.sender }
    private var resignObserver: NSObjectProtocol?

    private init() {}

    /// Sets where the menu points from.
    func setTarget(_ rect: CGRect, in view: UIView) {
        targetRect = rect
        targetView = view
    }

    /// Shows `commands` from the target: the will-show notification, then the menu is
    /// visible, and the did-show notification follows in the next run-loop turn (DP9). No
    /// command, no target or a menu already visible: nothing happens.
    func show(_ commands: [Command], sender: AnyObject) {
        show(commands, owner: Owner(sender: sender))
    }

    /// Shows `commands` for `owner`; returns whether the menu showed.
    @discardableResult
    func show(_ commands: [Command], owner: Owner) -> Bool {
        guard !isVisible, targetView != nil, !commands.isEmpty else { return false }
        self.owner = owner
        observeResignActive()
        let sender = owner.sender, notifies = owner.postsNotifications
        if notifies { NotificationCenter.default.post(name: Self.willShow, object: sender) }
        self.commands = commands
        isVisible = true
        if notifies {
            UIKitScheduler.shared.enqueue(.completions) { NotificationCenter.default.post(name: Self.didShow, object: sender) }
        }
        return true
    }

    /// Puts other commands in the visible menu (`update()`), without notifications.
    func reload(_ commands: [Command]) {
        guard isVisible else { return }
        self.commands = commands
    }

    /// Hides the visible menu: the will-hide notification, then the menu is gone, and the
    /// did-hide notification follows in the next run-loop turn (DP9).
    func hide() {
        guard isVisible else { return }
        let owner = self.owner, sender = owner.sender
        if owner.postsNotifications { NotificationCenter.default.post(name: Self.willHide, object: sender) }
        isVisible = false
        commands = []
        self.owner = Owner()
        owner.didHide?()
        if owner.postsNotifications {
            UIKitScheduler.shared.enqueue(.completions) { NotificationCenter.default.post(name: Self.didHide, object: sender) }
        }
    }

    /// The user chose the command titled `title`: the menu hides, then the command is
    /// performed — by default its action goes up the responder chain from the first
    /// responder, sent by the menu controller (DP9). Returns false when the menu offers no such
    /// command.
    func choose(_ title: String) -> Bool {
        guard isVisible, let command = commands.first(where: { $0.title == title }) else { return false }
        let sender = self.sender
        hide()
        if let perform = command.perform { perform() } else { UIApplication.shared.sendAction(command.action, to: nil, from: sender, for: nil) }
        return true
    }

    /// DP10: the menu hides when the app resigns active (UIKit hides it for every reason the
    /// app deactivates).
    private func observeResignActive() {
        guard resignObserver == nil else { return }
        resignObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { EditMenuSession.shared.hide() } }
    }

    /// Forgets the menu and its target, without notifications (a test's fresh UIKit state).
    func reset() {
        owner = Owner()
        isVisible = false
        commands = []
        targetView = nil
        targetRect = .zero
    }
}

extension UIApplication {
    /// The titles of the edit menu `UIMenuController` shows, in order, or nil when it is not
    /// visible (DP9). Not API: UIKitTesting reads it.
    @_spi(Testing) public var _editMenuTitles: [String]? {
        EditMenuSession.shared.isVisible ? EditMenuSession.shared.commands.map(\.title) : nil
    }

    /// Chooses the edit menu's command titled `title`, as the user's tap would (DP9). Returns
    /// false when the menu is not visible or has no such command. Not API: UIKitTesting calls it.
    @_spi(Testing) public func _chooseEditMenuCommand(_ title: String) -> Bool {
        EditMenuSession.shared.choose(title)
    }
}

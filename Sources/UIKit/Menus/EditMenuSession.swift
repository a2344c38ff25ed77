import Foundation

/// The edit menu `UIMenuController` shows (DP9, DP10): whether it is on screen, where it points,
/// and the commands it offers. OpenUIKit has no `UIEditMenuInteraction` yet, so this is the one
/// place the menu's state and notifications live; nothing is drawn.
@preconcurrency @MainActor
final class EditMenuSession {
    /// One command offered: its title and the action sent up the responder chain.
    struct Command: Equatable {
        let title: String
        let action: Selector
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
    /// The object notifications come from and actions are sent by: the menu controller.
    private weak var sender: AnyObject?
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
        guard !isVisible, targetView != nil, !commands.isEmpty else { return }
        self.sender = sender
        observeResignActive()
        NotificationCenter.default.post(name: Self.willShow, object: sender)
        self.commands = commands
        isVisible = true
        UIKitScheduler.shared.enqueue(.completions) { NotificationCenter.default.post(name: Self.didShow, object: sender) }
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
        let sender = self.sender
        NotificationCenter.default.post(name: Self.willHide, object: sender)
        isVisible = false
        commands = []
        UIKitScheduler.shared.enqueue(.completions) { NotificationCenter.default.post(name: Self.didHide, object: sender) }
    }

    /// The user chose the command titled `title`: the menu hides, then its action goes up the
    /// responder chain from the first responder, sent by the menu controller (DP9). Returns
    /// false when the menu offers no such command.
    func choose(_ title: String) -> Bool {
        guard isVisible, let command = commands.first(where: { $0.title == title }) else { return false }
        let sender = self.sender
        hide()
        UIApplication.shared.sendAction(command.action, to: nil, from: sender, for: nil)
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

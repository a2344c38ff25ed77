import Foundation

/// The edit menu of a view (iOS 16; EM3–EM6): the app presents it at a point with
/// ``presentEditMenu(with:)``; the delegate builds the menu from the suggested standard
/// actions and is told as it appears and goes. Choosing a `UIAction` runs its handler; a
/// `UICommand` goes up the responder chain.
///
/// Differences from UIKit: the menu is not drawn (it is the same edit menu `UIMenuController`
/// shows; tests read and choose it with UIKitTesting's `editMenuTitles()` and
/// `chooseEditMenuCommand(_:)`), so a tap elsewhere does not dismiss it; a submenu's children
/// are offered in the menu itself.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The interaction's delegate (weak).
    open private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// The configuration of the menu on screen, while this interaction's menu is.
    private var presented: UIEditMenuConfiguration?

    /// Creates an interaction; add it to a view with `addInteraction(_:)`.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// The interaction is about to move to `view`: a menu it shows goes (EM6).
    open func willMove(to view: UIView?) { dismissMenu() }
    /// The interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }

    /// EM3, EM4: shows the menu the delegate makes for `configuration`, pointing at its target
    /// rectangle; a menu already up (this one's or another's) goes first. Nothing shows when
    /// the interaction has no view in a window, or the menu has no element to offer.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, view.window != nil else { return }
        let session = EditMenuSession.shared
        if session.isVisible { session.hide() }
        guard let commands = _commands(for: configuration, in: view), !commands.isEmpty else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        session.setTarget(target, in: view)
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        presented = configuration
        session.show(commands, owner: .init(sender: self, postsNotifications: false, didHide: { [weak self] in self?._menuDidHide() }))
        animator.run()
    }

    /// Dismisses this interaction's menu, if it is up (EM4).
    open func dismissMenu() {
        guard presented != nil else { return }
        EditMenuSession.shared.hide()
    }

    /// Asks the delegate for the menu again and shows it in place of the one up (EM5).
    open func reloadVisibleMenu() {
        guard let configuration = presented, let view, let commands = _commands(for: configuration, in: view) else { return }
        EditMenuSession.shared.reload(commands)
    }

    /// Asks the delegate for the target rectangle again (EM5). Nothing is drawn, so only the
    /// target moves.
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let configuration = presented, let view else { return }
        EditMenuSession.shared.setTarget(delegate?.editMenuInteraction(self, targetRectFor: configuration)
                                         ?? CGRect(origin: configuration.sourcePoint, size: .zero), in: view)
    }

    /// Where the menu is for, in `view`'s coordinates: the source point of the menu up, or of
    /// none, `.zero`.
    open func location(in view: UIView) -> CGPoint {
        guard let configuration = presented, let source = self.view else { return .zero }
        return view.convert(configuration.sourcePoint, from: source)
    }

    /// EM4: the menu went (chosen, dismissed, replaced): the delegate hears it will go.
    private func _menuDidHide() {
        guard let configuration = presented else { return }
        presented = nil
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run()
    }

    /// EM3: the standard edit actions the responder chain (from the first responder, else the
    /// view) can perform, as commands; the delegate's menu of them, flattened to its actions
    /// and commands, hidden elements left out.
    private func _commands(for configuration: UIEditMenuConfiguration, in view: UIView) -> [EditMenuSession.Command]? {
        let responder: UIResponder = UIResponder.firstResponder ?? view
        let suggested: [UIMenuElement] = EditMenuSession.standardCommands
            .filter { responder.target(forAction: $0.action, withSender: nil) != nil }
            .map { UICommand(title: $0.title, action: $0.action) }
        let menu: UIMenu?
        if let delegate { menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
        else { menu = UIMenu(children: suggested) }
        guard let menu else { return nil }
        return Self._flattened(menu.children)
    }

    private static func _flattened(_ elements: [UIMenuElement]) -> [EditMenuSession.Command] {
        elements.flatMap { element -> [EditMenuSession.Command] in
            if element._menuAttributes.contains(.hidden) { return [] }
            switch element {
            case let menu as UIMenu: return _flattened(menu.children)
            case let action as UIAction: return [.init(title: action.title, action: "") { action._perform(sender: nil) }]
            case let command as UICommand: return [.init(title: command.title, action: command.action) { command._perform() }]
            default: return []
            }
        }
    }
}

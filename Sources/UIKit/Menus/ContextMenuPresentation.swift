import Foundation

/// A menu on screen (H1–H3): a container over the window (dimmed for a context menu, clear
/// for a button's menu) holding the preview, when there is one, and the list of elements.
/// It opens and closes with animations on the scheduler's clock and tells the
/// interaction's delegate through the animators. Submenus open in place of their parent.
@preconcurrency @MainActor
final class ContextMenuPresentation {
    /// What opened the menu: a long press (a context menu, dimmed, with a preview) or a
    /// control (a button's or bar button item's menu, over a clear backdrop).
    enum Style { case contextMenu, buttonMenu }
    private enum Phase { case opening, open, closing }

    private weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration
    let previewViewController: UIViewController?
    let style: Style
    /// The menu shown and the submenus opened from it.
    private var menus: [UIMenu]
    private var phase = Phase.opening
    let container = ContextMenuContainerView()
    let list = ContextMenuListView()
    private var source: CGRect = .zero
    /// Elements deferred menu elements provided, by element; absent while they load.
    private var provided: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var asked: Set<ObjectIdentifier> = []

    init(interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, menu: UIMenu,
         preview: UIViewController?, style: Style) {
        self.interaction = interaction; self.configuration = configuration
        previewViewController = preview; self.style = style
        menus = [menu]
    }

    /// The menu whose elements are shown (the innermost open submenu).
    var shownMenu: UIMenu { menus.last! }

    func show(in window: UIWindow, from source: CGRect) {
        self.source = source
        container.presentation = self
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.backgroundColor = style == .contextMenu ? UIColor(white: 0, alpha: 0.2) : .clear
        window.addSubview(container)
        if let preview = previewViewController {
            container.addSubview(preview.view)
        }
        container.addSubview(list)
        rebuild()
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        if let interaction { interaction.delegate?.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator) }
        container.alpha = 0
        list.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
        UIView.animate(withDuration: 0.25, animations: { [list, container] in
            container.alpha = 1
            list.transform = .identity
            for animation in animator.animations { animation() }
        }, completion: { [weak self] _ in
            if self?.phase == .opening { self?.phase = .open }
            for completion in animator.completions { completion() }
        })
    }

    /// The user chose `element` (H3): a submenu opens in place; an action or command runs
    /// after `willEndFor`, and the menu closes unless the element keeps it open. Disabled
    /// elements and choices while the menu closes do nothing.
    func choose(_ element: UIMenuElement) {
        guard phase != .closing, !element._menuAttributes.contains(.disabled) else { return }
        let perform: () -> Void
        switch element {
        case let menu as UIMenu:
            menus.append(menu)
            return rebuild()
        case let action as UIAction: perform = { action._perform(sender: nil) }
        case let command as UICommand: perform = { command._perform() }
        default: return
        }
        if element._menuAttributes.contains(.keepsMenuPresented) {
            perform()
            rebuild()
        } else {
            close(choosing: perform)
        }
    }

    /// Goes back from a submenu to its parent.
    func back() {
        guard menus.count > 1, phase != .closing else { return }
        menus.removeLast()
        rebuild()
    }

    /// Replaces the root menu (``UIContextMenuInteraction/updateVisibleMenu(_:)``).
    func replaceMenu(with block: (UIMenu) -> UIMenu) {
        menus[menus.count - 1] = block(shownMenu)
        rebuild()
    }

    /// The user tapped the preview (H1): the delegate gets `willPerformPreviewActionForMenuWith`
    /// with a commit animator (its completions are where an app shows the previewed
    /// controller for real), then the menu closes as for a tap outside.
    func commitPreview() {
        guard phase != .closing else { return }
        let commit = ContextMenuCommitAnimator(ContextMenuAnimator(previewViewController: previewViewController))
        if let interaction {
            interaction.delegate?.contextMenuInteraction(interaction, willPerformPreviewActionForMenuWith: configuration, animator: commit)
        }
        close(choosing: nil, with: commit.base)
    }

    /// Closes the menu: `willEndFor` (with an animator), then `perform` (the chosen element),
    /// then the menu fades out and leaves the window, then the animators' completions
    /// (`earlier`'s first: a preview commit's).
    func close(choosing perform: (() -> Void)?, with earlier: ContextMenuAnimator? = nil) {
        guard phase != .closing else { return }
        phase = .closing
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        if let interaction { interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator) }
        perform?()
        let animators = [earlier, animator].compactMap { $0 }
        UIView.animate(withDuration: 0.2, animations: { [container] in
            container.alpha = 0
            for animation in animators.flatMap(\.animations) { animation() }
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.container.removeFromSuperview()
            self.container.presentation = nil
            self.interaction?._presentationEnded()
            for completion in animators.flatMap(\.completions) { completion() }
        })
    }

    /// Lays the shown menu's elements out again (deferred elements asked for on the way).
    private func rebuild() {
        list.show(items(of: shownMenu), header: menus.count > 1 ? shownMenu.title : nil, presentation: self)
        place()
    }

    /// Rows for `menu`: hidden elements left out, inline menus between separators, deferred
    /// elements replaced by what they provided (a loading row until then, H2).
    private func items(of menu: UIMenu) -> [ContextMenuListView.Item] {
        var rows: [ContextMenuListView.Item] = []
        func separate() { if let last = rows.last, last != .separator { rows.append(.separator) } }
        for child in menu.children where !child._menuAttributes.contains(.hidden) {
            switch child {
            case let inline as UIMenu where inline.options.contains(.displayInline):
                separate()
                rows += items(of: inline)
                separate()
            case let deferred as UIDeferredMenuElement:
                let key = ObjectIdentifier(deferred)
                if provided[key] == nil, !asked.contains(key) {
                    asked.insert(key)
                    deferred._resolve { [weak self] elements in
                        guard let self else { return }
                        let first = self.provided[key] == nil
                        self.provided[key] = elements
                        if first, self.phase != .closing, self.list.window != nil { self.rebuild() }
                    }
                }
                if let elements = provided[key] {
                    rows += items(of: UIMenu(children: elements))
                } else {
                    rows.append(.loading)
                }
            default:
                rows.append(.element(child))
            }
        }
        if rows.last == .separator { rows.removeLast() }
        return rows
    }

    /// Puts the preview and the list next to the source: below it when there is room, else
    /// above, inside the safe area.
    private func place() {
        let bounds = container.bounds.inset(by: container.safeAreaInsets).insetBy(dx: 8, dy: 8)
        let size = list.fittingSize
        var anchor = source
        if let preview = previewViewController?.viewIfLoaded {
            let wanted = previewViewController!.preferredContentSize
            let width = min(wanted.width > 0 ? wanted.width : bounds.width, bounds.width)
            let height = min(wanted.height > 0 ? wanted.height : width, bounds.height - size.height - 16)
            preview.frame = CGRect(x: (bounds.midX - width / 2).rounded(), y: bounds.minY, width: width, height: height)
            preview.layer.cornerRadius = 13
            preview.clipsToBounds = true
            anchor = preview.frame
        }
        var y = anchor.maxY + 8
        if y + size.height > bounds.maxY { y = anchor.minY - 8 - size.height }
        y = min(max(y, bounds.minY), bounds.maxY - size.height)
        let x = min(max(anchor.minX, bounds.minX), bounds.maxX - size.width)
        list.bounds = CGRect(origin: .zero, size: size)
        list.center = CGPoint(x: x + size.width / 2, y: y + size.height / 2)
    }
}

/// The view over the window while a menu is open: a touch on the preview commits it, any
/// other touch outside the menu closes it. (Touches on the preview controller's views reach
/// here through the responder chain unless they handle them.)
@preconcurrency @MainActor
final class ContextMenuContainerView: UIView {
    weak var presentation: ContextMenuPresentation?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presentation else { return }
        if let preview = presentation.previewViewController?.viewIfLoaded, preview.superview === self,
           let touch = touches.first, preview.frame.contains(touch.location(in: self)) {
            presentation.commitPreview()
        } else {
            presentation.close(choosing: nil)
        }
    }
}

import Foundation

/// The old menu of a table's rows or a collection view's items (EM1, EM2; deprecated in iOS
/// 13 for context menus, still honoured): a long press on a row whose delegate answers
/// `shouldShowMenuForRowAt` shows the edit menu from the cell, highlighted while the menu
/// is up, with the commands the delegate's `canPerformAction` allows; choosing one calls its
/// `performAction`. A context menu for the same place wins: this press waits for the context
/// menu's press to fail.
@preconcurrency @MainActor
final class ListEditMenuSource: UIGestureRecognizerDelegate {
    /// What the list's delegate answers, for the row or item at an index path.
    struct Callbacks {
        var indexPath: @MainActor (CGPoint) -> IndexPath?
        var shouldShowMenu: @MainActor (IndexPath) -> Bool
        var canPerform: @MainActor (Selector, IndexPath, Any?) -> Bool
        var perform: @MainActor (Selector, IndexPath, Any?) -> Void
        var cell: @MainActor (IndexPath) -> UIView?
        var setHighlighted: @MainActor (IndexPath, Bool) -> Void
    }

    private let callbacks: Callbacks
    private let longPress = UILongPressGestureRecognizer()
    /// The row the press asked about, between the gate and the press beginning.
    private var pressedIndexPath: IndexPath?

    init(view: UIView, waitingFor contextMenu: UIContextMenuInteraction, callbacks: Callbacks) {
        self.callbacks = callbacks
        longPress.minimumPressDuration = UIContextMenuInteraction.pressDuration
        longPress.delegate = self
        longPress.require(toFail: contextMenu.longPress)
        longPress._addHandler { [weak self, unowned view] recognizer in
            guard let self, recognizer.state == .began, let indexPath = self.pressedIndexPath else { return }
            self.pressedIndexPath = nil
            self.showMenu(for: indexPath, in: view)
        }
        view.addGestureRecognizer(longPress)
    }

    /// EM1: the press begins on a row whose delegate wants the menu (asked first).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view, let indexPath = callbacks.indexPath(gestureRecognizer.location(in: view)),
              callbacks.shouldShowMenu(indexPath) else { return false }
        pressedIndexPath = indexPath
        return true
    }

    /// EM1, EM2: the standard edit commands, then `UIMenuController`'s menu items, that the
    /// delegate can perform for the row, with the menu controller as sender; the cell is
    /// highlighted until the menu hides. The standard commands are performed by the delegate;
    /// an app's menu item is sent up the responder chain from the cell.
    private func showMenu(for indexPath: IndexPath, in view: UIView) {
        guard let cell = callbacks.cell(indexPath) else { return }
        let controller = UIMenuController.shared
        let callbacks = self.callbacks
        let standard = EditMenuSession.standardCommands.map { command in
            EditMenuSession.Command(title: command.title, action: command.action) { callbacks.perform(command.action, indexPath, controller) }
        }
        let items = (controller.menuItems ?? []).map { item in
            EditMenuSession.Command(title: item.title, action: item.action) { [weak cell] in
                UIApplication.shared.sendAction(item.action, to: cell?.target(forAction: item.action, withSender: controller), from: controller, for: nil)
            }
        }
        let commands = (standard + items).filter { callbacks.canPerform($0.action, indexPath, controller) }
        let session = EditMenuSession.shared
        if session.isVisible { session.hide() }
        session.setTarget(cell.bounds, in: cell)
        callbacks.setHighlighted(indexPath, true)
        let shown = session.show(commands, owner: .init(sender: controller, didHide: { callbacks.setHighlighted(indexPath, false) }))
        if !shown { callbacks.setHighlighted(indexPath, false) }
    }
}

extension UITableView {
    /// Installs the rows' old edit menu (EM1), after the context menu it gives way to.
    func _installEditMenu() {
        guard let contextMenu = _contextMenuSource?.interaction else { return }
        _editMenuSource = ListEditMenuSource(view: self, waitingFor: contextMenu, callbacks: .init(
            indexPath: { [unowned self] in indexPathForRow(at: $0) },
            shouldShowMenu: { [unowned self] in _tableDelegate?.tableView(self, shouldShowMenuForRowAt: $0) ?? false },
            canPerform: { [unowned self] in _tableDelegate?.tableView(self, canPerformAction: $0, forRowAt: $1, withSender: $2) ?? false },
            perform: { [unowned self] in _tableDelegate?.tableView(self, performAction: $0, forRowAt: $1, withSender: $2) },
            cell: { [unowned self] in cellForRow(at: $0) },
            setHighlighted: { [unowned self] in
                if $1 { _endHighlight() }  // the press's own highlight ends as the menu's begins
                cellForRow(at: $0)?.setHighlighted($1, animated: false)
            }))
    }
}

extension UICollectionView {
    /// Installs the items' old edit menu (EM1), after the context menu it gives way to.
    func _installEditMenu() {
        guard let contextMenu = _contextMenuSource?.interaction else { return }
        _editMenuSource = ListEditMenuSource(view: self, waitingFor: contextMenu, callbacks: .init(
            indexPath: { [unowned self] in indexPathForItem(at: $0) },
            shouldShowMenu: { [unowned self] in _collectionDelegate?.collectionView(self, shouldShowMenuForItemAt: $0) ?? false },
            canPerform: { [unowned self] in
                _collectionDelegate?.collectionView(self, canPerformAction: $0, forItemAt: $1, withSender: $2) ?? false
            },
            perform: { [unowned self] in _collectionDelegate?.collectionView(self, performAction: $0, forItemAt: $1, withSender: $2) },
            cell: { [unowned self] in cellForItem(at: $0) },
            setHighlighted: { [unowned self] in
                if $1 { _endHighlight() }  // the press's own highlight ends as the menu's begins
                cellForItem(at: $0)?.isHighlighted = $1
            }))
    }
}

import Foundation

/// A table's rows reveal swipe actions (LE7–LE11): the table answers the swipe controller
/// from its delegate, its data source's editing styles and its cells.
extension UITableView: SwipeActionsHost {
    /// The swipe controller, made (with its pan gesture recognizer) on first use.
    var _swipeController: SwipeActionsController {
        if let controller = _editing.swipe { return controller }
        let controller = SwipeActionsController(host: self)
        _editing.swipe = controller
        return controller
    }

    /// Adds the swipe pan to the table once it shows rows (LE7).
    func _installSwipeIfNeeded() {
        _ = _swipeController
    }

    /// LE10: a touch on the table while a row shows its actions only closes them.
    func _swipeActionsSwallowTouch() -> Bool {
        _editing.swipe?.swallowsTouch() ?? false
    }

    var _activeSwipeController: SwipeActionsController? { _editing.swipe }

    func _swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func _swipeCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    /// LE8: the delegate's configuration for the edge; without one, the trailing edge of a
    /// row that can be edited with `.delete` shows one destructive action titled from
    /// `titleForDeleteConfirmationButtonForRowAt` ("Delete") that commits `.delete`, while
    /// the data source commits edits (LE19).
    func _swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        let delegate = _tableDelegate
        switch edge {
        case .leading:
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                return configuration
            }
            return _defaultTrailingConfiguration(at: indexPath)
        }
    }

    /// LE8: the default Delete action of an editable `.delete` row.
    func _defaultTrailingConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource, !_editing.commitIsDefault, dataSource.tableView(self, canEditRowAt: indexPath),
              (_tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = _deleteConfirmationTitle(for: indexPath)
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let dataSource = self.dataSource else { completion(false); return }
            // Batch updates plug in here: the data source's commit deletes the row
            // (`deleteRows(at:with:)` on iOS; `reloadData()` where row animations are absent).
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(!self._editing.commitIsDefault)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// LE7: no swipe in editing mode or during a reorder.
    var _swipeIsAllowed: Bool { !isEditing && _editing.reorder == nil }

    func _swipeWillBegin(at indexPath: IndexPath) {
        _tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    /// LE6: the cell's state mask gains or loses `.showingDeleteConfirmation`.
    func _swipeCell(_ view: UIView, showsActions: Bool, didSettle: Bool) {
        guard let cell = view as? UITableViewCell else { return }
        var mask: UITableViewCell.StateMask = cell.isEditing ? [.showingEditControl] : []
        if showsActions { mask.insert(.showingDeleteConfirmation) }
        if didSettle {
            cell.didTransition(to: mask)
        } else {
            cell._editingParts.stateMask = mask
            cell._setSwiped(showsActions)
            cell.willTransition(to: mask)
        }
    }

    func _swipeDidEnd(at indexPath: IndexPath, rowRemains: Bool) {
        _tableDelegate?.tableView(self, didEndEditingRowAt: rowRemains ? indexPath : nil)
    }

    func _swipeRowCount(inSection section: Int) -> Int {
        section < numberOfSections ? numberOfRows(inSection: section) : 0
    }
}

import Foundation

/// Editing mode: the questions each row asks, the controls its cell shows, the Delete
/// confirmation and commits (LE1–LE6), and the editing-mode selection flags (LE16–LE18).
extension UITableView {
    /// Whether a tap in editing mode selects several rows, each showing a checkmark circle
    /// instead of its editing control (LE16). Default false.
    ///
    /// Difference from UIKit: not `open` (it cannot be overridden).
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { _editing.allowsMultipleSelectionDuringEditing }
        set {
            _editing.allowsMultipleSelectionDuringEditing = newValue
            if isEditing { _reconfigureVisibleCells(animated: false) }
        }
    }

    /// Whether moving the focus selects the focused row (LE18). Default false, as iOS
    /// (true only on Mac Catalyst). Stored: OpenUIKit has no focus engine for rows.
    public var selectionFollowsFocus: Bool {
        get { _editing.selectionFollowsFocus }
        set { _editing.selectionFollowsFocus = newValue }
    }

    /// LE16: the multiple-selection flag in force: the editing one while editing.
    var _allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// LE1, LE17: enters or leaves editing mode. An open swipe closes first (LE10); leaving
    /// clears the selection without telling the delegate; every visible cell gets the state
    /// and its controls.
    func _setEditingMode(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _editing.swipe?.close(animated: false)
        _isEditing = editing
        if !editing {
            for row in _selectedRows { _visibleCells[row]?.setSelected(false, animated: animated) }
            _selectedRows = []
        }
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            _configureEditingControls(of: cell, at: indexPath, animated: animated)
            if cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
        }
    }

    /// Asks again for the editing flags of the visible rows.
    func _reconfigureVisibleCells(animated: Bool) {
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            _configureEditingControls(of: cell, at: indexPath, animated: animated)
        }
    }

    /// LE1–LE3, LE12, LE16: in editing mode, a row asks `canEditRowAt`; an editable row asks
    /// `editingStyleForRowAt` and `shouldIndentWhileEditingRowAt`; then `canMoveRowAt`, while
    /// the data source moves rows. Outside editing nothing is asked.
    func _configureEditingControls(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        _installSwipeIfNeeded()
        guard isEditing, let dataSource else {
            cell._applyEditing(style: .none, indents: true, reorders: false, selectionCircle: false)
            return
        }
        let delegate = _tableDelegate
        let selecting = allowsMultipleSelectionDuringEditing
        let editable = dataSource.tableView(self, canEditRowAt: indexPath)
        var style = UITableViewCell.EditingStyle.none
        var indents = true
        if editable {
            if !selecting { style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete }
            indents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        }
        let reorders = !_moveIsDefault && dataSource.tableView(self, canMoveRowAt: indexPath)
        cell._applyEditing(style: style, indents: indents, reorders: reorders, selectionCircle: selecting && editable)
    }

    /// LE14: the data source's `moveRowAt` turned out to be the default (found by a reorder or drop).
    var _moveIsDefault: Bool { _listDragDrop?.moveMethodIsDefault ?? false }

    /// LE4, LE5: the editing control of a cell was tapped: a delete control reveals the row's
    /// trailing actions (the Delete confirmation unless the delegate gives others); an insert
    /// control commits `.insert`.
    func _editingControlTapped(in cell: UITableViewCell) {
        guard isEditing, let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            if _editing.swipe?.isOpen(at: indexPath) == true {
                _editing.swipe?.close(animated: true)
            } else {
                _swipeController.reveal(at: indexPath, edge: .trailing, animated: true)
            }
        case .none:
            break
        }
    }

    /// LE4: the title of a row's Delete button: the delegate's, else "Delete".
    func _deleteConfirmationTitle(for indexPath: IndexPath) -> String {
        _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// LE10: a cell leaving the screen closes its swipe actions.
    func _editingCellWillRetire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        _editing.swipe?.cellWillLeave(at: indexPath)
        if _editing.reorder?.source == indexPath { _editing.reorder = nil }
    }
}

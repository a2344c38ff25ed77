import Foundation

/// Selecting rows: in code (no delegate calls, as UIKit) and by the user's tap (the
/// delegate's highlight, will-select, deselect and select calls, then a storyboard
/// selection segue).
extension UITableView {
    /// Selects a row (nil: deselects every row) and scrolls it to `scrollPosition`. The
    /// delegate is not told, as in UIKit. Without multiple selection, the row replaces the
    /// selection.
    func _selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in _selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard allowsSelection, _countIfNeeded().contains(indexPath) else { return }
        if !_allowsMultipleSelectionNow {  // LE16: the editing-mode flag while editing
            for row in _selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !_selectedRows.contains(indexPath) { _selectedRows.append(indexPath) }
        _visibleCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row. The delegate is not told, as in UIKit.
    func _deselectRow(at indexPath: IndexPath, animated: Bool) {
        _selectedRows.removeAll { $0 == indexPath }
        _visibleCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: The user's tap

    /// A touch went down on a row: it highlights if the delegate lets it.
    func _touchDown(_ touches: Set<UITouch>) {
        // LE10: a touch while a row shows its swipe actions only closes them.
        if _swipeActionsSwallowTouch() { return }
        // While editing, taps select only when the table allows it (H7, LE16).
        let selects = isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
        guard selects, let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)),
              _tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        _highlightedRow = indexPath
        _visibleCells[indexPath]?.setHighlighted(true, animated: false)
        _tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The touch lifted: the highlight ends, then the row is selected as a tap.
    func _touchUp(_ touches: Set<UITouch>) {
        guard let indexPath = _endHighlight() else { return }
        if let touch = touches.first, indexPathForRow(at: touch.location(in: self)) != indexPath { return }
        _userSelectRow(at: indexPath)
    }

    /// The touch was cancelled (or lifted): the highlight ends; the row it was on.
    @discardableResult
    func _endHighlight() -> IndexPath? {
        guard let indexPath = _highlightedRow else { return nil }
        _highlightedRow = nil
        _visibleCells[indexPath]?.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        return indexPath
    }

    /// A tap on a row, as UIKit handles it: with multiple selection a selected row is
    /// deselected (`willDeselect`, `didDeselect`); otherwise `willSelect` may redirect or
    /// refuse, the old selection is deselected (`willDeselect`, `didDeselect`), the row is
    /// selected and `didSelect` is sent, then its primary action (TP5); then the cell's
    /// storyboard selection segue runs.
    func _userSelectRow(at tapped: IndexPath) {
        let delegate = _tableDelegate
        if _allowsMultipleSelectionNow, _selectedRows.contains(tapped) {
            guard let row = delegate.map({ $0.tableView(self, willDeselectRowAt: tapped) }) ?? tapped else { return }
            deselectRow(at: row, animated: false)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        // TP5: a tap selecting one row performs its primary action, even when `willSelect`
        // keeps the selection as it is.
        let performsPrimaryAction = !_allowsMultipleSelectionNow
            && delegate?.tableView(self, canPerformPrimaryActionForRowAt: tapped) == true
        guard let row = delegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped, _countIfNeeded().contains(row) else {
            if performsPrimaryAction { delegate?.tableView(self, performPrimaryActionForRowAt: tapped) }
            return
        }
        if !_allowsMultipleSelectionNow {
            for old in _selectedRows where old != row {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: row, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: row)
        if performsPrimaryAction { delegate?.tableView(self, performPrimaryActionForRowAt: row) }
        if let cell = _visibleCells[row] { cell._selectionSegue?(cell) }
    }

    /// The detail button of a cell on screen was tapped: the delegate hears it, then the
    /// cell's storyboard accessory segue runs.
    func _accessoryButtonTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        _tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        cell._accessorySegue?(cell)
    }
}

import Foundation

/// A table cell's background views (TB1, TB2): behind the content view, filling the cell,
/// the selected one shown only while the cell is selected or highlighted.
extension UITableViewCell {
    /// TB1: a background view was replaced: the old one leaves, the new one fills the cell
    /// behind the content, in the order background, (multiple) selected background, content.
    func _backgroundViewChanged(from old: UIView?, to new: UIView?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new {
            new.frame = bounds
            new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if new.superview !== self { addSubview(new) }
        }
        // Background lowest, then the selected backgrounds, all below the content view.
        for view in [multipleSelectionBackgroundView, selectedBackgroundView, backgroundView].compactMap({ $0 }) where view.superview === self {
            sendSubviewToBack(view)
        }
        _updateBackgroundViews()
    }

    /// TB1: which selected background shows: the multiple-selection one for a cell selected
    /// in a table that allows multiple selection during editing (when the cell has one), else
    /// the selected one, while the cell is selected or highlighted and its style is not `.none`.
    func _updateBackgroundViews() {
        let on = selectionStyle != .none && (isSelected || isHighlighted)
        let multiple = isSelected && isEditing && (_tableView?.allowsMultipleSelectionDuringEditing ?? false)
            && multipleSelectionBackgroundView != nil
        selectedBackgroundView?.isHidden = !(on && !multiple)
        multipleSelectionBackgroundView?.isHidden = !(on && multiple)
    }
}

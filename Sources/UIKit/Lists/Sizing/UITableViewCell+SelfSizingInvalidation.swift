import Foundation

/// How a cell on screen asks its table to size its row again (LT5).
extension UIView {
    /// This view's intrinsic size (or one of its constraints) changed: the nearest table
    /// view cell above it, if it is on screen in a table, may ask to be sized again. Called
    /// from `invalidateIntrinsicContentSize()` and constraint changes.
    func _selfSizingContentChanged(isConstraintChange: Bool) {
        var view: UIView? = self
        while let current = view {
            if let cell = current as? UITableViewCell {
                guard let table = cell._tableView else { return }
                let byItself = current === self || cell.contentView === self
                table._cellAskedToResize(cell, byItself: byItself, isConstraintChange: isConstraintChange)
                return
            }
            if current is UITableView { return }
            view = current._superview
        }
    }
}

extension NSLayoutConstraint {
    /// A constraint inside a cell changed (LT5, `.enabledIncludingConstraints`).
    func _selfSizingConstraintChanged() {
        // LT5: only `.enabledIncludingConstraints` tables act on constraint changes.
        guard UITableView._someTableResizesOnConstraintChanges else { return }
        _firstReference?.itemView?._selfSizingContentChanged(isConstraintChange: true)
    }
}

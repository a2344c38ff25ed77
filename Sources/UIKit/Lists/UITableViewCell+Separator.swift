import Foundation

/// Where a cell's separator starts and ends (SX9–SX11): the app's own inset, or the
/// table's rule applied to the row's automatic inset, kept in ``UITableViewCell/separatorInset``
/// as UIKit's styling (so a later value from the app still wins).
extension UITableViewCell {
    /// SX9, LC20: where the row's text starts, in the cell's coordinates: the list
    /// content's text, else the built-in styles' text start (after the indentation and the
    /// image), which is the content's 16-pt leading margin for other content.
    var _automaticSeparatorLeading: CGFloat {
        let content = contentView.frame
        if let list = contentView as? UIListContentView {
            let layout = list._layout(width: max(content.width, 1), height: content.height)
            if let text = layout.text ?? layout.secondaryText { return content.minX + text.minX }
        }
        return content.minX + _standardTextInset
    }

    /// SX9–SX11: unless the app or an appearance proxy set the cell's inset, gives it the
    /// one its table's rule makes of the automatic inset (the automatic one outside a table).
    func _updateSeparatorInset() {
        guard _appearanceState.isUnstyled(AppearanceKey("separatorInset")), !_separatorInsetFromFile else { return }
        let automatic = UIEdgeInsets(top: 0, left: _automaticSeparatorLeading, bottom: 0, right: 0)
        let inset = _tableView?._separatorInset(forAutomatic: automatic) ?? automatic
        if inset != separatorInset { _setSystemStyle("separatorInset", \.separatorInset, inset) }
    }
}

extension UITableView {
    /// SX10, SX11: a row's separator inset, from its automatic inset and the table's: the
    /// automatic one until the app sets the table's; then the table's from the cell's edges
    /// (`.fromCellEdges`) or added to the automatic one (`.fromAutomaticInsets`).
    func _separatorInset(forAutomatic automatic: UIEdgeInsets) -> UIEdgeInsets {
        guard let inset = _separatorInset else { return automatic }
        switch separatorInsetReference {
        case .fromCellEdges:
            return UIEdgeInsets(top: 0, left: inset.left, bottom: 0, right: inset.right)
        case .fromAutomaticInsets:
            return UIEdgeInsets(top: 0, left: automatic.left + inset.left, bottom: 0, right: automatic.right + inset.right)
        }
    }

    /// The table's inset or its reference changed: the cells on screen take the new one at
    /// their next layout (SX10, SX11).
    func _separatorInsetsDidChange() {
        for cell in _visibleCells.values { cell.setNeedsLayout() }
        setNeedsLayout()
    }
}

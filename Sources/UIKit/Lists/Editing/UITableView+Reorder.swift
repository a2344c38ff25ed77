import Foundation

/// A row dragged by its reorder control (LE13, LE14).
@MainActor
struct TableReorder {
    /// Where the row was when the finger went down.
    let source: IndexPath
    /// Where it would go now (the delegate's answer for the proposed row).
    var destination: IndexPath
    /// The row last proposed to the delegate.
    var proposed: IndexPath
    /// The dragged cell, which follows the finger.
    @Unretained var cell: UITableViewCell?  // PL11
    /// The finger's distance below the cell's top.
    let grabOffset: CGFloat
    /// The dragged row's height: the room the other rows make.
    let height: CGFloat
}

/// Reordering rows with the reorder control: the row follows the finger, the others make
/// way live, the delegate retargets each proposed row, and on release the data source's
/// `moveRowAt` is called once and the row moves through the batch-update path (the drag and
/// drop reorder's own path, O23, LE30).
extension UITableView {
    /// LE13: a finger went down on a row's reorder control.
    func _reorderBegan(from grabber: ReorderControlView, at point: CGPoint) {
        guard isEditing, _editing.reorder == nil, let cell = grabber.superview as? UITableViewCell,
              let source = indexPath(for: cell) else { return }
        _editing.swipe?.close(animated: false)
        _editing.reorder = TableReorder(source: source, destination: source, proposed: source, cell: cell,
                                        grabOffset: point.y - cell.frame.minY, height: cell.frame.height)
        bringSubviewToFront(cell)
    }

    /// LE13: the finger moved: the row follows it; when the row under the finger changes,
    /// the delegate's `targetIndexPathForMoveFromRowAt` chooses the destination and the
    /// other rows make way.
    func _reorderMoved(to point: CGPoint) {
        guard var reorder = _editing.reorder, let cell = reorder.cell else { return }
        let top = min(max(point.y - reorder.grabOffset, 0), max(0, contentSize.height - cell.frame.height))
        cell.frame.origin.y = top
        let probe = CGPoint(x: cell.frame.midX, y: top + cell.frame.height / 2)
        guard let proposed = dragDrop.destinationIndexPath(at: probe, movingFrom: reorder.source),
              proposed != reorder.proposed else { return }
        reorder.proposed = proposed
        _editing.reorder = reorder
        let target = _tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source,
                                               toProposedIndexPath: proposed) ?? proposed
        guard target != reorder.destination, _isValidMoveDestination(target, from: reorder.source) else { return }
        reorder.destination = target
        _editing.reorder = reorder
        UIView.animate(withDuration: EditingMetrics.animationDuration) { self._layoutVisibleCells() }
    }

    /// LE14, LE30: the finger lifted: the data source's `moveRowAt` runs once (not when the
    /// row is back where it was), then the table moves the row through its batch-update path
    /// (every cell kept, nothing asked for); a cancelled touch puts the row back.
    func _reorderEnded(cancelled: Bool) {
        guard let reorder = _editing.reorder else { return }
        _editing.reorder = nil
        if !cancelled, reorder.destination != reorder.source,
           dragDrop.moveRowThroughDataSource(from: reorder.source, to: reorder.destination) {
            return
        }
        if _moveIsDefault { _reconfigureVisibleCells(animated: false) }  // LE19: no reorder controls
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// A destination a row can move to: a row of its own section, or up to one past the
    /// last row of another.
    private func _isValidMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.section >= 0, destination.section < numberOfSections, destination.row >= 0 else { return false }
        let count = numberOfRows(inSection: destination.section)
        return destination.section == source.section ? destination.row < count : destination.row <= count
    }

    /// LE13: a visible row's frame while a row is dragged: the dragged row stays under the
    /// finger; rows between its place and its destination move by its height.
    func _reorderedFrame(_ frame: CGRect, of indexPath: IndexPath) -> CGRect {
        guard let reorder = _editing.reorder else { return frame }
        if indexPath == reorder.source, let cell = reorder.cell { return cell.frame }
        let (source, destination) = (reorder.source, reorder.destination)
        var shift: CGFloat = 0
        var row = indexPath.row
        if indexPath.section == source.section, indexPath.row > source.row {
            shift -= reorder.height
            row -= 1
        }
        if indexPath.section == destination.section, row >= destination.row { shift += reorder.height }
        return frame.offsetBy(dx: 0, dy: shift)
    }
}

import Foundation

/// Batch updates of items and sections (LU1–LU8, LU12, LU14): the same recording, check and
/// plan as a table's, applied to the collection view's counts, cells on screen and selection;
/// the layout is prepared again and the cells move to their new places on the scheduler's clock.
extension UICollectionView {
    /// Runs `updates` (inserts, deletes, reloads, moves and the data source's own changes)
    /// as one batch, then checks the counts and animates the change; `completion` gets
    /// `true` once the animation has run (or on the next turn when nothing animates, LU3).
    /// The items are counted before `updates` runs, as UIKit does. Batches nest.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if _listUpdates.begin() { _countIfNeeded() }
        updates?()
        if let completion { _listUpdates.completions.append(completion) }
        guard case .some(.success(let batch?)) = _listUpdates.end() else { return }
        _commit(batch.0, completions: batch.1)
    }

    /// Inserts items, named by their index paths after the batch.
    public func insertItems(at indexPaths: [IndexPath]) {
        _recordUpdate { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes items, named by their index paths before the batch.
    public func deleteItems(at indexPaths: [IndexPath]) {
        _recordUpdate { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Reloads items (named before the batch): the data source gives new cells; a reloaded
    /// selected item is deselected (LU8).
    public func reloadItems(at indexPaths: [IndexPath]) {
        _recordUpdate { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves an item from its index path before the batch to the one after it; the cell and
    /// the selection go with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for the cells of items on screen (named before the batch)
    /// without replacing them: its dequeue returns the same cell, not prepared for reuse
    /// (iOS 15, LU12).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        _recordUpdate { $0.reconfiguredItems.append(contentsOf: indexPaths) }
    }

    /// Inserts sections, named by their indexes after the batch.
    public func insertSections(_ sections: IndexSet) {
        _recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections, named by their indexes before the batch.
    public func deleteSections(_ sections: IndexSet) {
        _recordUpdate { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections (named before the batch): counted and shown again.
    public func reloadSections(_ sections: IndexSet) {
        _recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section from its index before the batch to its index after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        _recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    /// Records a change into the open batch, or into a batch of its own (LU1).
    func _recordUpdate(_ change: (inout ListUpdate) -> Void) {
        if _listUpdates.isRecording {
            change(&_listUpdates.pending)
            return
        }
        _ = _listUpdates.begin()
        _countIfNeeded()
        change(&_listUpdates.pending)
        guard case .some(.success(let batch?)) = _listUpdates.end() else { return }
        _commit(batch.0, completions: batch.1)
    }

    /// LU12: asks the data source again for items on screen; its dequeue returns the item's own cell.
    func _reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = _visibleCells[indexPath] else { continue }
            _listUpdates.reconfiguring = (indexPath, cell)
            let answer = dataSource.collectionView(self, cellForItemAt: indexPath)
            _listUpdates.reconfiguring = nil
            guard answer !== cell else { continue }
            _retireDisappearing(DisappearingCell(cell: cell, oldIndexPath: indexPath, animation: .none))
            answer.frame = cell.frame
            answer.isSelected = _selectedItems.contains(indexPath)
            _visibleCells[indexPath] = answer
            if answer.superview !== self { addSubview(answer) }
            _collectionDelegate?.collectionView(self, willDisplay: answer, forItemAt: indexPath)
        }
    }

    /// Takes a leaving cell away: removed, its look reset, the delegate told with the item it
    /// had before the batch, kept for reuse.
    func _retireDisappearing(_ leaving: DisappearingCell<UICollectionViewCell>) {
        let cell = leaving.cell
        cell.removeFromSuperview()
        UIView.performWithoutAnimation {
            cell.alpha = 1
            cell.transform3D = CATransform3DIdentity  // CV12: an end transform is not kept for reuse
        }
        cell._appliedAttributes = nil
        cell.isHighlighted = false
        _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: leaving.oldIndexPath)
        if let identifier = cell.reuseIdentifier { _reuseQueue.enqueue(cell, identifier: identifier) }
    }
}

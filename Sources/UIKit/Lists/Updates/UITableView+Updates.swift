import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows and sections come and go.
    public enum RowAnimation: Int, Sendable {
        /// They fade in or out.
        case fade = 0
        /// They slide in from, or out to, the right.
        case right
        /// They slide in from, or out to, the left.
        case left
        /// They slide in from, or out to, above.
        case top
        /// They slide in from, or out to, below.
        case bottom
        /// They appear or vanish at once; the other rows still move (LU11).
        case none
        /// They grow from, or shrink to, their middle.
        case middle
        /// The table chooses: a fade here, as UIKit chooses for most changes.
        case automatic = 100
    }
}

/// Batch updates of rows and sections (LU1–LU13): the changes are recorded, checked against
/// the data source's counts at the end of the batch, and applied to the measurements, the
/// cells on screen and the selection at the cost of the change (LU9), animated on the
/// scheduler's clock.
extension UITableView {
    /// Runs `updates` (inserts, deletes, reloads, moves and the data source's own changes)
    /// as one batch, then checks the counts and animates the change; `completion` gets
    /// `true` once the animation has run (or on the next turn when nothing animates, LU3).
    /// The rows are counted before `updates` runs, as UIKit does.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { _listUpdates.completions.append(completion) }
        endUpdates()
    }

    /// Opens a batch (they nest): the changes until the matching ``endUpdates()`` animate
    /// together. The rows are counted now if they have not been (LU2).
    public func beginUpdates() {
        if _listUpdates.begin() { _countIfNeeded() }
    }

    /// Closes a batch; the outermost one is checked and applied (LU4).
    public func endUpdates() {
        guard let result = _listUpdates.end() else { UIKitDiagnostics.raise(.unbalancedEndUpdates(self)) }
        guard case .success(let batch?) = result else { return }
        _commit(batch.0, completions: batch.1)
    }

    /// Inserts rows, named by their index paths after the batch.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _recordUpdate { update in
            for path in indexPaths {
                update.insertedItems.insert(path)
                update.insertedRowAnimations[path] = animation
            }
        }
    }

    /// Deletes rows, named by their index paths before the batch.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _recordUpdate { update in
            for path in indexPaths {
                update.deletedItems.insert(path)
                update.leavingRowAnimations[path] = animation
            }
        }
    }

    /// Reloads rows (named before the batch): they are measured again and the data source
    /// gives new cells; a reloaded selected row is deselected (LU8).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _recordUpdate { update in
            for path in indexPaths {
                update.reloadedItems.insert(path)
                update.leavingRowAnimations[path] = animation
            }
        }
    }

    /// Moves a row from its index path before the batch to the one after it; the cell, and
    /// the selection, go with it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for the cells of rows on screen (named before the batch)
    /// without replacing them: its dequeue for such a row returns the same cell, not
    /// prepared for reuse (iOS 15, LU12). Rows off screen are not asked.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        _recordUpdate { $0.reconfiguredItems.append(contentsOf: indexPaths) }
    }

    /// Inserts sections, named by their indexes after the batch.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _recordUpdate { update in
            for section in sections {
                update.insertedSections.insert(section)
                update.insertedSectionAnimations[section] = animation
            }
        }
    }

    /// Deletes sections, named by their indexes before the batch.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _recordUpdate { update in
            for section in sections {
                update.deletedSections.insert(section)
                update.deletedSectionAnimations[section] = animation
            }
        }
    }

    /// Reloads sections (named before the batch): counted, measured and shown again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _recordUpdate { update in
            for section in sections {
                update.reloadedSections.insert(section)
                update.deletedSectionAnimations[section] = animation
            }
        }
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
        beginUpdates()
        change(&_listUpdates.pending)
        endUpdates()
    }
}

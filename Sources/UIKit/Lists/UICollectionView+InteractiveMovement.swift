import Foundation

/// An item being moved by `beginInteractiveMovementForItem(at:)` (TP6).
struct InteractiveMovement {
    /// Where the item was when the movement began.
    let original: IndexPath
    /// Where it would go now: the delegate's last answer.
    var current: IndexPath
    /// The last target position (content coordinates); its cell's centre follows it.
    var position: CGPoint?
}

/// Interactive movement of an item (TP6): the data source may refuse it, the delegate steers
/// where it goes, and at the end the data source moves the data and the collection view the
/// item, through the same path as a drag reorder (LE30).
extension UICollectionView {
    func _beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
        guard _movement == nil, let dataSource, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        _movement = InteractiveMovement(original: indexPath, current: indexPath)
        if let cell = _visibleCells[indexPath] { cell.superview?.bringSubviewToFront(cell) }
        return true
    }

    /// The cell follows the position; when the item under it changes, the delegate is asked
    /// where the moving item goes instead.
    func _updateInteractiveMovement(to position: CGPoint) {
        guard var movement = _movement else { return }
        movement.position = position
        if let proposed = indexPathForItem(at: position), proposed != movement.current {
            movement.current = _collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                                                   atCurrentIndexPath: movement.current,
                                                                   toProposedIndexPath: proposed) ?? proposed
        }
        _movement = movement
        if let cell = _visibleCells[movement.original] { cell.center = position }
    }

    func _endInteractiveMovement() {
        guard let movement = _movement else { return }
        _movement = nil
        if movement.current != movement.original {
            if _listDragDrop == nil { _listDragDrop = CollectionDragDrop(collectionView: self) }
            // LE30: the data source moves the data, then the item moves through the batch path.
            _ = _listDragDrop?.moveRowThroughDataSource(from: movement.original, to: movement.current)
        }
        setNeedsLayout()  // the cell settles in its item's place
    }

    func _cancelInteractiveMovement() {
        guard _movement != nil else { return }
        _movement = nil
        setNeedsLayout()
    }

    /// A layout pass leaves the moving item's cell where the movement put it.
    func _keepMovingCellAtTarget(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let movement = _movement, movement.original == indexPath, let position = movement.position else { return }
        cell.center = position
    }
}

import Foundation

/// Counting, the cells on screen, and selection by the user's tap.
extension UICollectionView {
    var _collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Forgets the counts and the layout; the cells on screen go back to the reuse pool.
    func _invalidateData() {
        _counts = nil
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) { _retire(cell, from: indexPath) }
        _retireAllElementViews()
        // CV7: a reload invalidates everything, the counts included.
        let context = collectionViewLayout._makeInvalidationContext()
        context._invalidateEverything = true
        context._invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    @discardableResult
    func _countIfNeeded() -> [Int] {
        if let counts = _counts { return counts }
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let counts = (0..<sections).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        _counts = counts
        _indexTitles = dataSource?.indexTitles(for: self)  // TP4
        return counts
    }

    func _indexPathForItem(at point: CGPoint) -> IndexPath? {
        _countIfNeeded()
        collectionViewLayout._prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.5, height: 0.5)
        let target = _pointInLayout(point)  // LL16: inside an orthogonal section, its own scrolling added
        return collectionViewLayout.layoutAttributesForElements(in: probe)?.first { $0._category == .cell && $0.frame.contains(target) }?.indexPath
    }

    func _layoutVisibleCells() {
        _countIfNeeded()
        _applyPendingAdjustments()  // CV9
        collectionViewLayout._prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        var elements = collectionViewLayout._visibleElements(collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])  // LE31
        let preparations = collectionViewLayout._preparations
        let attributes = elements.filter { $0._category == .cell }.sorted { $0.indexPath < $1.indexPath }
        let wanted = Set(attributes.map(\.indexPath))
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            _retire(cell, from: indexPath)
        }
        for item in attributes {
            if let cell = _visibleCells[item.indexPath] {
                _place(cell, item)
                _keepMovingCellAtTarget(cell, at: item.indexPath)  // TP6
                // LL20: a cell kept through an invalidation or a batch update is sized again.
                if collectionViewLayout._needsSelfSizing(item) { _selfSize(cell, item) }
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: item.indexPath) else { continue }
            _place(cell, item)
            cell.alpha = item.alpha
            cell.isHidden = item.isHidden
            cell.isSelected = _selectedItems.contains(item.indexPath)
            cell._isEditing = isEditing
            _visibleCells[item.indexPath] = cell
            _host(cell, item)  // LL16: orthogonal sections' cells live in their scroller
            _selfSize(cell, item)  // LL20
            _installSwipeIfNeeded(for: item.indexPath.section)  // LE21
            _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: item.indexPath)
        }
        // LC31: the separators are placed from the layout as it is now: the texts may have
        // moved them, or a layout pass run inside this one (a cell laying out its list) may
        // have prepared the layout again since `elements` was read.
        if _updateListDrawing() || collectionViewLayout._preparations != preparations {
            collectionViewLayout._prepareIfNeeded()
            elements = collectionViewLayout._visibleElements(collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])  // LE31
        }
        _layoutElementViews(elements)  // LL5: supplementary and decoration views; LL20: sizing passes
        _updatePrefetching()  // LT10
    }

    func _retire(_ cell: UICollectionViewCell, from indexPath: IndexPath) {
        _editing.swipe?.cellWillLeave(at: indexPath)  // LE10
        _visibleCells[indexPath] = nil
        if _listUpdates.leaving != nil {  // CV12: it animates out with the batch
            _listUpdates.leaving?.cells.append((indexPath, cell))
            return
        }
        cell._appliedAttributes = nil  // CV4: a reused cell is given its attributes again
        cell.removeFromSuperview()
        cell.isHighlighted = false
        _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { _reuseQueue.enqueue(cell, identifier: identifier) }
    }

    // MARK: Selection

    func _selectItem(at indexPath: IndexPath?) {
        guard let indexPath else {
            for item in _selectedItems { deselectItem(at: item, animated: false) }
            return
        }
        guard _allowsSelectionNow, numberOfItems(inSection: indexPath.section) > indexPath.item else { return }
        if !_allowsMultipleSelectionNow {  // LE20: the editing-mode flags while editing
            for item in _selectedItems where item != indexPath { deselectItem(at: item, animated: false) }
        }
        if !_selectedItems.contains(indexPath) { _selectedItems.append(indexPath) }
        _visibleCells[indexPath]?.isSelected = true
    }

    func _touchDown(_ touches: Set<UITouch>) {
        if _editing.swipe?.swallowsTouch() ?? false { return }  // LE10: a touch only closes an open row
        guard _allowsSelectionNow, let touch = touches.first, let indexPath = indexPathForItem(at: touch.location(in: self)),
              _collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        _highlightedItem = indexPath
        _visibleCells[indexPath]?.isHighlighted = true
        _collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func _touchUp(_ touches: Set<UITouch>) {
        guard let indexPath = _endHighlight() else { return }
        if let touch = touches.first, indexPathForItem(at: touch.location(in: self)) != indexPath { return }
        _userSelectItem(at: indexPath)
    }

    @discardableResult
    func _endHighlight() -> IndexPath? {
        guard let indexPath = _highlightedItem else { return nil }
        _highlightedItem = nil
        _visibleCells[indexPath]?.isHighlighted = false
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        return indexPath
    }

    /// A tap on an item, as UIKit handles it: a selected item under multiple selection is
    /// deselected if `shouldDeselect` agrees; otherwise `shouldSelect` decides, the old
    /// selection is deselected (`didDeselect`), the item is selected, `didSelect` is sent,
    /// then its primary action (TP5), then the cell's storyboard selection segue runs.
    func _userSelectItem(at indexPath: IndexPath) {
        let delegate = _collectionDelegate
        if _allowsMultipleSelectionNow, _selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        // TP5: a tap selecting one item performs its primary action, even when `shouldSelect`
        // keeps the selection as it is.
        let performsPrimaryAction = !_allowsMultipleSelectionNow
            && delegate?.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) == true
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
            if performsPrimaryAction { delegate?.collectionView(self, performPrimaryActionForItemAt: indexPath) }
            return
        }
        if !_allowsMultipleSelectionNow {
            for old in _selectedItems where old != indexPath {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        _selectItem(at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        if performsPrimaryAction { delegate?.collectionView(self, performPrimaryActionForItemAt: indexPath) }
        if let cell = _visibleCells[indexPath] { cell._selectionSegue?(cell) }
    }
}

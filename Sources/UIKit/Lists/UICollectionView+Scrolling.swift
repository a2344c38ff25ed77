import Foundation

/// Scrolling to an item (CV20).
extension UICollectionView {
    /// CV20: the item's frame in the layout is brought to the position asked along each axis
    /// (top, centred or bottom; left, centred or right, inside the adjusted content inset);
    /// along an axis with no position the item is just brought into view. The offset stays
    /// in the content's range. An item the layout does not place scrolls nothing.
    func _scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        _countIfNeeded()
        _applyPendingAdjustments()
        collectionViewLayout._prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let offset = CGPoint(
            x: Self._scrollTarget(frame.minX, frame.maxX, start: position.contains(.left), centred: position.contains(.centeredHorizontally),
                                  end: position.contains(.right), offset: contentOffset.x, inset: inset.left, length: visibleWidth),
            y: Self._scrollTarget(frame.minY, frame.maxY, start: position.contains(.top), centred: position.contains(.centeredVertically),
                                  end: position.contains(.bottom), offset: contentOffset.y, inset: inset.top, length: visibleHeight))
        setContentOffset(_clampedOffset(offset), animated: animated)
    }

    /// CV20, along one axis: the offset that puts `low…high` at the visible area's start,
    /// centre or end (the area begins `inset` in and is `length` long), or, with none of
    /// those asked, moves the least that shows it.
    private static func _scrollTarget(_ low: CGFloat, _ high: CGFloat, start: Bool, centred: Bool, end: Bool,
                                      offset: CGFloat, inset: CGFloat, length: CGFloat) -> CGFloat {
        if start { return low - inset }
        if centred { return (low + high) / 2 - length / 2 - inset }
        if end { return high - length - inset }
        return _leastMove(showing: low, high, from: offset + inset, length: length) - inset
    }
}

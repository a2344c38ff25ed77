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
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - visibleHeight / 2 - inset.top
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - visibleHeight - inset.top
        } else {
            offset.y = Self._intoView(frame.minY, frame.maxY, offset: offset.y + inset.top, length: visibleHeight) - inset.top
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - visibleWidth / 2 - inset.left
        } else if position.contains(.right) {
            offset.x = frame.maxX - visibleWidth - inset.left
        } else {
            offset.x = Self._intoView(frame.minX, frame.maxX, offset: offset.x + inset.left, length: visibleWidth) - inset.left
        }
        setContentOffset(_clampedContentOffset(offset), animated: animated)
    }

    /// The least move of a window at `offset` of `length` that shows `min...max` (its start
    /// when it does not fit).
    private static func _intoView(_ min: CGFloat, _ max: CGFloat, offset: CGFloat, length: CGFloat) -> CGFloat {
        if min < offset || max - min > length { return min }
        if max > offset + length { return max - length }
        return offset
    }
}

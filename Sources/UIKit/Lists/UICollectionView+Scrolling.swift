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
            offset.y = Self._leastMove(showing: frame.minY, frame.maxY, from: offset.y + inset.top, length: visibleHeight) - inset.top
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - visibleWidth / 2 - inset.left
        } else if position.contains(.right) {
            offset.x = frame.maxX - visibleWidth - inset.left
        } else {
            offset.x = Self._leastMove(showing: frame.minX, frame.maxX, from: offset.x + inset.left, length: visibleWidth) - inset.left
        }
        setContentOffset(_clampedOffset(offset), animated: animated)
    }
}

import Foundation

/// What the section indexes of tables and collection views share (SX5, SX8).
extension UIScrollView {
    /// SX5, SX8: scrolls (without animation) so that the content's `y` is at the top of the
    /// visible area, below the adjusted top inset, as far as the content allows.
    func _scrollContentTop(to y: CGFloat) {
        setContentOffset(_clampedOffset(CGPoint(x: contentOffset.x, y: y - adjustedContentInset.top)), animated: false)
    }
}

extension UIScrollView {
    /// The index's titles with their frames in this list's coordinates, top to bottom; empty
    /// when the list (a table or a collection view) shows no index. For `UIKitTesting`.
    @_spi(Testing) public var _sectionIndexTitleFrames: [(title: String, frame: CGRect)] {
        guard let index = (self as? UITableView)?._sectionIndex ?? (self as? UICollectionView)?._sectionIndex else { return [] }
        index.layoutIfNeeded()
        return zip(index.titles, index.labels).map { ($0, index.convert($1.frame, to: self)) }
    }
}

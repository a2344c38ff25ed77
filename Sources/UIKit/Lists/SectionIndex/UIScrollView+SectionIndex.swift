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
    /// The index's rows with their frames in this list's coordinates, top to bottom (a title,
    /// or a bullet standing for titles left out, SX14); empty when the list (a table or a
    /// collection view) shows no index. For `UIKitTesting`.
    @_spi(Testing) public var _sectionIndexTitleFrames: [(title: String, frame: CGRect)] {
        guard let index = (self as? UITableView)?._sectionIndex ?? (self as? UICollectionView)?._sectionIndex else { return [] }
        index.layoutIfNeeded()
        return zip(index.rows, index.labels).map { row, label in
            (row.map { index.titles[$0] } ?? UITableViewIndex.bullet, index.convert(label.frame, to: self))
        }
    }
}

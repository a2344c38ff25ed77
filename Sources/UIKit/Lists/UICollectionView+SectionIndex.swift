import Foundation

/// The index of a collection view (iOS 14, SX8): shown at the trailing edge when the data
/// source gives `indexTitles(for:)`, as a table's (SX2, SX3); a finger on a title scrolls
/// the item the data source names to the top.
extension UICollectionView {
    /// SX8: makes, fills and places the index, or takes it away.
    func _layoutSectionIndex() {
        if let titles = _indexTitles, !titles.isEmpty {
            let index = _sectionIndex ?? {
                let made = UITableViewIndex(frame: .zero)
                made.onSelect = { [unowned self] position in self._indexTitleSelected(at: position) }
                _sectionIndex = made
                return made
            }()
            index.titles = titles
            index.place(in: self)
        } else if let index = _sectionIndex {
            index.removeFromSuperview()
            _sectionIndex = nil
        }
    }

    /// SX8: a finger picked the title at `position`: the data source names an item
    /// (`collectionView(_:indexPathForIndexTitle:at:)`, by default the first of the section
    /// at the title's position), whose top goes to the top of the visible area, as far as the
    /// content lets it, without animation; an item that does not exist does nothing.
    func _indexTitleSelected(at position: Int) {
        guard let titles = _indexTitles, titles.indices.contains(position), let dataSource else { return }
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: titles[position], at: position)
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
              indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
              let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        _scrollContentTop(to: frame.minY)
        _sectionIndex?.place(in: self)  // under the finger still, for its next move (SX6)
    }
}

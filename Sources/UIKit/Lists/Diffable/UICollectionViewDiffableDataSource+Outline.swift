import Foundation

/// The outline of a collection view list: a list cell's outline disclosure without its own
/// action handler expands or collapses its item through the section snapshot handlers
/// (LC19, LU31), and each list cell shown says whether its item is expanded.
extension UICollectionViewDiffableDataSource: ListOutlineExpansionHandling {
    func _outlineDisclosureTapped(in cell: UICollectionViewListCell) {
        guard let collectionView = _collectionView, let indexPath = collectionView.indexPath(for: cell),
              let item = itemIdentifier(for: indexPath), _toggleExpansion(of: item) else { return }
        _showExpansion(of: item, on: cell)
    }

    /// LC19: the cell's configuration state is expanded while its item is (the outline
    /// disclosure points down).
    func _showExpansion(of item: ItemIdentifierType, on cell: UICollectionViewCell) {
        guard let listCell = cell as? UICollectionViewListCell, let section = _snapshot._sectionOfItem[item],
              let outline = _sectionSnapshots[section], outline.contains(item) else { return }
        listCell._isExpanded = outline.isExpanded(item)
    }
}

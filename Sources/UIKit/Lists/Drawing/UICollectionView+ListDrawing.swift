import Foundation

/// How a collection view's list sections draw their rows once the cells are placed: the
/// rows of an inset-grouped section clipped to one rounded card (LC30), and separators that
/// start where each list cell's text starts (LC31).
extension UICollectionView {
    /// LC30, LC31: shapes the cells on screen and takes where their texts start; returns
    /// whether a text moved, so the layout places the separators again before they are
    /// shown (the cells' frames do not depend on them).
    func _updateListDrawing() -> Bool {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return false }
        var moved = false
        let counts = _countIfNeeded()
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            let list = _listConfiguration(forSection: indexPath.section)
            let card: ListSectionCard = list?.appearance == .insetGrouped && counts.indices.contains(indexPath.section)
                ? ListSectionCard(row: indexPath.item, of: counts[indexPath.section]) : .none
            cell._applyListSectionCard(card, previous: &cell._configurationStorage.sectionCard)
            guard let list, list.showsSeparators, let listCell = cell as? UICollectionViewListCell else { continue }
            listCell.layoutIfNeeded()
            let leading = listCell._separatorInset
            guard layout._separatorLeadings[indexPath] != leading else { continue }
            layout._separatorLeadings[indexPath] = leading
            layout._isPrepared = false
            moved = true
        }
        return moved
    }
}

import Foundation

/// The rows of an inset-grouped table are clipped to one rounded card per section (LC30),
/// as the rows of an inset-grouped collection-view list are.
extension UITableView {
    /// LC30: gives each cell on screen its place in its section's card (none outside
    /// inset-grouped tables).
    func _applySectionCards() {
        for (indexPath, cell) in _visibleCells {
            let card: ListSectionCard = style == .insetGrouped
                ? ListSectionCard(row: indexPath.row, of: numberOfRows(inSection: indexPath.section)) : .none
            cell._applyListSectionCard(card, previous: &cell._configurationStorage.sectionCard)
        }
    }
}

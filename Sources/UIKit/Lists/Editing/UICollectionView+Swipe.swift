import Foundation

/// The rows of a collection view list reveal swipe actions as a table's do (LE21): the same
/// ``SwipeActionsController``, answered from the swipe action providers of the row's
/// section's ``UICollectionLayoutListConfiguration``.
extension UICollectionView: SwipeActionsHost {
    /// The list configuration of a section laid out by a list layout, or nil.
    func _listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout._geometry.sections.indices.contains(section) else { return nil }
        return layout._geometry.sections[section].list
    }

    /// LE21: the swipe pan is added once a row of a list section whose configuration has a
    /// swipe action provider is shown; collection views without them never get one.
    func _installSwipeIfNeeded(for section: Int) {
        guard _editing.swipe == nil, let list = _listConfiguration(forSection: section),
              list.leadingSwipeActionsConfigurationProvider != nil || list.trailingSwipeActionsConfigurationProvider != nil else { return }
        _editing.swipe = SwipeActionsController(host: self)
    }

    /// LC16: a list cell (or header or footer) dequeued for a list section takes the list's
    /// appearance before the app configures it, so `defaultContentConfiguration()` and the
    /// default background match the list.
    func _adoptListAppearance(_ view: UICollectionReusableView, at indexPath: IndexPath, kind: String?) {
        guard let cell = view as? UICollectionViewListCell, let list = _listConfiguration(forSection: indexPath.section) else { return }
        switch list.appearance {
        case .plain: cell._listAppearance = .plain
        case .grouped: cell._listAppearance = .grouped
        case .insetGrouped: cell._listAppearance = .insetGrouped
        case .sidebar: cell._listAppearance = .sidebar
        case .sidebarPlain: cell._listAppearance = .sidebarPlain
        }
        switch kind {
        case UICollectionView.elementKindSectionHeader?: cell._listSupplementaryKind = .header
        case UICollectionView.elementKindSectionFooter?: cell._listSupplementaryKind = .footer
        default: cell._listSupplementaryKind = nil
        }
    }

    var _activeSwipeController: SwipeActionsController? { _editing.swipe }

    func _swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func _swipeCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    /// LE21: the provider of the edge, from the row's section's list configuration.
    func _swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard let list = _listConfiguration(forSection: indexPath.section) else { return nil }
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }
    }

    /// No swipe while the list is editing (LE7).
    var _swipeIsAllowed: Bool { !isEditing }

    /// Collection views have no `willBeginEditingRowAt` (LE21).
    func _swipeWillBegin(at indexPath: IndexPath) {}

    /// LE21: the cell's configuration state is swiped while its actions show.
    func _swipeCell(_ view: UIView, showsActions: Bool, didSettle: Bool) {
        guard !didSettle, let cell = view as? UICollectionViewCell else { return }
        cell._setSwiped(showsActions)
    }

    /// Collection views have no `didEndEditingRowAt` (LE21).
    func _swipeDidEnd(at indexPath: IndexPath, rowRemains: Bool) {}

    func _swipeRowCount(inSection section: Int) -> Int {
        section < numberOfSections ? numberOfItems(inSection: section) : 0
    }
}

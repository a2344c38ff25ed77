import Foundation

/// Drag reorders (LU29) and outline expansion (LU31) of a collection view diffable data source.
extension UICollectionViewDiffableDataSource {
    /// A reorder the collection view already shows: asked through `canReorderItem`, then
    /// `willReorder`, the snapshot takes the move, `didReorder`.
    func _reorder(from source: IndexPath, to destination: IndexPath) {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = _snapshot._item(at: source), canReorder(item) else {
            // LE30: the collection view does not show a move the snapshot did not take.
            _collectionView?._listDragDrop?.moveWasRefused = true
            return
        }
        let initial = _snapshot
        var final = initial
        final._moveForReorder(from: source, to: destination)
        var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in final._sections {
            let before = initial._itemsBySection[section] ?? [], after = final._itemsBySection[section] ?? []
            guard before != after else { continue }
            var initialSection = SectionSnapshot(), finalSection = SectionSnapshot()
            initialSection.append(before)
            finalSection.append(after)
            sectionTransactions.append(.init(sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
                                             difference: after.difference(from: before)))
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                                          difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
                                                          sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        _snapshot = final
        if let section = final._sectionOfItem[item], _sectionSnapshots[section] != nil {
            var sectionSnapshot = SectionSnapshot()
            sectionSnapshot.append(final._itemsBySection[section] ?? [])
            _sectionSnapshots[section] = sectionSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }

    /// Expands a collapsed outline item, or collapses an expanded one, as the outline
    /// disclosure does: `shouldExpandItem`/`shouldCollapseItem` may refuse, then
    /// `willExpandItem`/`willCollapseItem`, `snapshotForExpandingParent` may replace the
    /// children, and the section snapshot is applied (animated). Returns whether it changed.
    @discardableResult
    func _toggleExpansion(of item: ItemIdentifierType) -> Bool {
        guard let section = _snapshot._sectionOfItem[item] else { return false }
        var sectionSnapshot = snapshot(for: section)
        guard sectionSnapshot.contains(item) else { return false }
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                let children = provide(item, sectionSnapshot.snapshot(of: item))
                sectionSnapshot.replace(childrenOf: item, using: children)
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: true)
        return true
    }
}

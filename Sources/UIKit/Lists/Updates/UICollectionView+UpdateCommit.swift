import Foundation

/// Applying a checked batch to a collection view: counts, cells, selection, the layout's
/// questions about the batch, animation.
extension UICollectionView {
    /// Applies the outermost batch: new counts checked (LU4, LU5), cells and selection moved
    /// with their items (LU7, LU8), the layout invalidated with the counts (CV7) and prepared,
    /// told of the batch (`prepare(forCollectionViewUpdates:)`, CV10), new cells asked for,
    /// then each cell on screen after the batch animated from its initial attributes and each
    /// leaving cell to its final ones (CV11, CV12), `finalizeCollectionViewUpdates()` running
    /// inside the animation block.
    func _commit(_ update: ListUpdate, completions: [(Bool) -> Void]) {
        _listUpdates.generation += 1
        guard let oldCounts = _counts else {
            _finishUpdate(disappearing: [], completions: completions, animated: false)
            return
        }
        let dataSource = self.dataSource
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let newCounts = (0..<sectionCount).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        let plan: ListUpdatePlan
        switch update.plan(oldCounts: oldCounts, newSectionCount: sectionCount, newCounts: newCounts, nouns: .collection) {
        case .success(let made): plan = made
        case .failure(let diagnostic): UIKitDiagnostics.raise(diagnostic)
        }
        let animated = _listUpdatesAnimate()
        let layout = collectionViewLayout
        let wanted = Set(_visibleCells.keys).union(_selectedItems).union(update.reconfiguredItems)
            .union(_highlightedItem.map { [$0] } ?? [])
        let moved = plan.newIndexPaths(of: wanted)
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var oldPathOfKept: [IndexPath: IndexPath] = [:]
        var oldAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var disappearing: [DisappearingCell<UICollectionViewCell>] = []
        for (path, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            oldAttributes[path] = cell._appliedAttributes ?? layout.layoutAttributesForItem(at: path)
            if let target = moved[path] {
                kept[target] = cell
                oldPathOfKept[target] = path
            } else {
                disappearing.append(DisappearingCell(cell: cell, oldIndexPath: path, animation: .fade))
            }
        }
        var oldElements: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
        var oldElementAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for (key, view) in _elements.visible {
            oldElements[ObjectIdentifier(view)] = view._appliedAttributes
            oldElementAttributes[key] = view._appliedAttributes
        }
        _selectedItems = _selectedItems.compactMap { moved[$0] }
        _highlightedItem = _highlightedItem.flatMap { moved[$0] }
        _counts = newCounts
        _visibleCells = kept
        _listUpdates.leaving = CollectionLeavingViews()
        _moveElementViews(with: plan)  // CV24

        // CV7, CV10: the counts are invalid; the layout prepares the state after the batch,
        // then hears of the batch, before it is asked for the elements on screen.
        let reloadTargets = plan.newIndexPaths(of: plan.reloaded, includingReloaded: true)
        let items = update.collectionUpdateItems(reloadTargets: reloadTargets)
        layout._batch = CollectionBatchRecord(update, reloadTargets: reloadTargets, items: items, oldAttributes: oldAttributes,
                                              oldElementAttributes: oldElementAttributes)
        let context = layout._makeInvalidationContext()
        context._invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        _applyPendingAdjustments()
        layout._prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: items)
        UIView.performWithoutAnimation { _layoutVisibleCells() }
        let leavingViews = _listUpdates.leaving ?? CollectionLeavingViews()
        _listUpdates.leaving = nil
        _reconfigure(update.reconfiguredItems.compactMap { moved[$0] })

        // CV11: where each cell on screen starts; CV12: where each leaving one ends.
        var appearing: [(view: UICollectionReusableView, start: UICollectionViewLayoutAttributes, end: UICollectionViewLayoutAttributes)] = []
        for (path, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            guard let end = cell._appliedAttributes else { continue }
            var start = layout.initialLayoutAttributesForAppearingItem(at: path)
            if start == nil, let oldPath = oldPathOfKept[path], kept[path] === cell, let old = oldAttributes[oldPath] {
                let from = old._copy()  // a cell that was on screen moves from where it was
                from.indexPath = path
                start = from
            }
            if let start { appearing.append((cell, start, end)) }
        }
        // CV13: supplementary and decoration views move from where they were; new ones start
        // where the layout says.
        for (key, view) in _elements.visible.sorted(by: { $0.key < $1.key }) {
            guard let end = view._appliedAttributes else { continue }
            let start = oldElements[ObjectIdentifier(view)] ?? (key.category == .supplementaryView
                ? layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                : layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath))
            if let start { appearing.append((view, start, end)) }
        }
        var leaving: [(cell: UICollectionViewCell, end: UICollectionViewLayoutAttributes)] = []
        for gone in disappearing {
            if let end = layout.finalLayoutAttributesForDisappearingItem(at: gone.oldIndexPath) { leaving.append((gone.cell, end)) }
        }
        let oldPathOfCell = Dictionary(uniqueKeysWithValues: oldPathOfKept.compactMap { new, old in kept[new].map { (ObjectIdentifier($0), old) } })
        for (path, view) in leavingViews.cells {
            guard let cell = view as? UICollectionViewCell, let oldPath = oldPathOfCell[ObjectIdentifier(cell)] else { continue }
            disappearing.append(DisappearingCell(cell: cell, oldIndexPath: oldPath, animation: .none))
            if let end = layout.finalLayoutAttributesForDisappearingItem(at: oldPath) ?? layout.layoutAttributesForItem(at: path) {
                leaving.append((cell, end))
            }
        }
        // CV24: each leaving supplementary or decoration view, by its index path before the batch.
        var leavingElements: [(view: UICollectionReusableView, end: UICollectionViewLayoutAttributes)] = []
        for element in leavingViews.elements {
            let key = element.oldKey
            let end = key.category == .supplementaryView
                ? layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                : layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            if let end { leavingElements.append((element.view, end)) }
        }
        guard animated else {
            _finishBatch(layout)
            _endDisplayingLeavingElements(leavingViews.elements)
            _finishUpdate(disappearing: disappearing, completions: completions, animated: false)
            return
        }
        UIView.performWithoutAnimation { for item in appearing { _place(item.view, item.start) } }
        let retireElements: (Bool) -> Void = { [weak self] _ in self?._endDisplayingLeavingElements(leavingViews.elements) }
        _finishUpdate(disappearing: disappearing, completions: [retireElements] + completions, animated: true) { [self] in
            _finishBatch(layout)
            for item in appearing { _place(item.view, item.end) }
            for item in leaving { _place(item.cell, item.end) }
            for item in leavingElements { _place(item.view, item.end) }
        }
    }

    /// CV24: supplementary and decoration views go with their sections. A view of a kept or
    /// moved section takes the section's index after the batch (its item index unchanged);
    /// a view of a deleted or reloaded section leaves with the batch.
    private func _moveElementViews(with plan: ListUpdatePlan) {
        var newSectionOfOld: [Int: Int] = [:]
        for index in plan.sections.indices {
            if let old = plan.keptSection(index) { newSectionOfOld[old] = index }
        }
        var moved: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, view) in _elements.visible.sorted(by: { $0.key < $1.key }) {
            _listUpdates.leaving?.oldKeys[ObjectIdentifier(view)] = key
            guard key.indexPath.count == 2 else { moved[key] = view; continue }
            guard let section = newSectionOfOld[key.indexPath.section] else {
                _listUpdates.leaving?.elements.append((key, view))
                continue
            }
            var target = key
            target.indexPath = IndexPath(item: key.indexPath.item, section: section)
            moved[target] = view
        }
        _elements.visible = moved
    }

    /// CV24: the views that left in a batch are taken away, each named by its element before
    /// the batch.
    func _endDisplayingLeavingElements(_ elements: [(oldKey: CollectionElementKey, view: UICollectionReusableView)]) {
        for element in elements { _endDisplayingElementView(element.view, key: element.oldKey) }
    }

    /// CV10: the batch's last word to the layout.
    private func _finishBatch(_ layout: UICollectionViewLayout) {
        layout.finalizeCollectionViewUpdates()
        layout._batch = nil
    }

    /// CV9: the content offset and size adjustments of the invalidations since the last pass.
    func _applyPendingAdjustments() {
        let layout = collectionViewLayout
        let adjustment = layout._pendingAdjustment
        guard adjustment.offset != .zero || adjustment.size != .zero else { return }
        layout._pendingAdjustment = (.zero, .zero)
        if adjustment.size != .zero {
            contentSize = CGSize(width: contentSize.width + adjustment.size.width, height: contentSize.height + adjustment.size.height)
        }
        if adjustment.offset != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.offset.x, y: contentOffset.y + adjustment.offset.y)
        }
    }
}

extension CollectionBatchRecord {
    /// The record of `update`: the items it brings in (inserted, in inserted or reloaded
    /// sections, or reloaded) and takes away (deleted, in deleted or reloaded sections, or
    /// reloaded).
    init(_ update: ListUpdate, reloadTargets: [IndexPath: IndexPath], items: [UICollectionViewUpdateItem],
         oldAttributes: [IndexPath: UICollectionViewLayoutAttributes],
         oldElementAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]) {
        self.items = items
        self.oldAttributes = oldAttributes
        self.oldElementAttributes = oldElementAttributes
        appearingItems = update.insertedItems.union(reloadTargets.values)
        appearingSections = update.insertedSections.union(update.reloadedSections)
        disappearingItems = update.deletedItems.union(update.reloadedItems)
        disappearingSections = update.deletedSections.union(update.reloadedSections)
    }
}

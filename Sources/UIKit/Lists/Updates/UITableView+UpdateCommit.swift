import Foundation

/// A cell leaving the screen because its row was deleted or reloaded: it stays (animating
/// out) until the batch's animation ends, then is retired (LU7).
struct DisappearingCell<Cell: UIView> {
    let cell: Cell
    let oldIndexPath: IndexPath
    let animation: UITableView.RowAnimation
}

/// Applying a checked batch to a table: counts, measurements, cells, selection, animation.
extension UITableView {
    /// Applies the outermost batch: asks the data source for the counts after it, checks
    /// them (LU4, LU5), measures only the new and reloaded rows (LU9), moves the cells on
    /// screen and the selection with their rows (LU7, LU8), asks for the cells of rows that
    /// came on screen, reconfigures (LU12), then animates (LU3, LU11).
    func _commit(_ update: ListUpdate, completions: [(Bool) -> Void]) {
        _listUpdates.generation += 1
        guard let old = _geometry else {
            // The data was reloaded inside the batch: the next layout counts it all.
            _finishUpdate(disappearing: [], completions: completions, animated: false)
            return
        }
        let dataSource = self.dataSource
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let newCounts = (0..<sectionCount).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let plan: ListUpdatePlan
        switch update.plan(oldCounts: old.sections.map { $0.rowTops.count }, newSectionCount: sectionCount, newCounts: newCounts,
                           nouns: .table) {
        case .success(let made): plan = made
        case .failure(let diagnostic): UIKitDiagnostics.raise(diagnostic)
        }
        let animated = _listUpdatesAnimate()
        let geometry = _measure(plan, old: old, remeasureAll: update.isEmpty)

        // Where the cells on screen, the selection and the reconfigured rows go.
        let wanted = Set(_visibleCells.keys).union(_selectedRows).union(update.reconfiguredItems)
            .union(_highlightedRow.map { [$0] } ?? [])
        let moved = plan.newIndexPaths(of: wanted)
        let reloadedTargets = plan.newIndexPaths(of: plan.reloaded, includingReloaded: true)
        var kept: [IndexPath: UITableViewCell] = [:]
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var disappearing: [DisappearingCell<UITableViewCell>] = []
        for (path, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            if let target = moved[path] {
                kept[target] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                disappearing.append(DisappearingCell(cell: cell, oldIndexPath: path, animation: update.leavingAnimation(path)))
            }
        }
        // LU8: selected rows move with their rows; deleted and reloaded ones are deselected.
        _selectedRows = _selectedRows.compactMap { moved[$0] }
        _highlightedRow = _highlightedRow.flatMap { moved[$0] }
        _remapSupplementaries(plan)

        _geometry = geometry
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        if let footerView = tableFooterView {
            footerView.frame.origin.y = geometry.contentHeight - footerView.frame.height
        }
        _visibleCells = kept
        let before = Set(kept.values.map(ObjectIdentifier.init))
        UIView.performWithoutAnimation { _layoutVisibleCells() }
        _reconfigure(update.reconfiguredItems.compactMap { moved[$0] })

        // The start of the animation: kept cells where they were, new ones in their start state.
        let appearingAnimations = update.appearingAnimations(reloadedTargets: reloadedTargets)
        var moving: [(cell: UITableViewCell, frame: CGRect)] = []
        var appearing: [(cell: UITableViewCell, frame: CGRect)] = []
        if animated {
            UIView.performWithoutAnimation {
                for (path, cell) in _visibleCells {
                    if let oldFrame = oldFrames[ObjectIdentifier(cell)] {
                        moving.append((cell, cell.frame))
                        cell.frame = oldFrame
                    } else if !before.contains(ObjectIdentifier(cell)),
                              let animation = appearingAnimations[path] ?? update.insertedSectionAnimations[path.section] {
                        appearing.append((cell, cell.frame))
                        _applyRowAnimationState(animation, to: cell, appearing: true)
                    }
                }
            }
        }
        _finishUpdate(disappearing: disappearing, completions: completions, animated: animated) { [self] in
            for (cell, frame) in moving { cell.frame = frame }
            for (cell, frame) in appearing {
                cell.alpha = 1
                cell.transform = .identity
                cell.frame = frame
            }
            for leaving in disappearing { _applyRowAnimationState(leaving.animation, to: leaving.cell, appearing: false) }
        }
    }

    /// Measures the table after the batch: kept rows, headers and footers keep their
    /// heights; only inserted and reloaded ones (or, for a batch without changes, every
    /// row: UIKit's way to animate new heights, LU10) are asked. The tops are then summed
    /// in one pass (LU9).
    private func _measure(_ plan: ListUpdatePlan, old: TableGeometry, remeasureAll: Bool) -> TableGeometry {
        let delegate = _tableDelegate
        let dataSource = self.dataSource
        var geometry = TableGeometry()
        geometry.sections.reserveCapacity(plan.sections.count)
        // What is known of kept rows' and sections' sizes follows them to their new index
        // paths; new and reloaded ones are counted as at a reload (LT2: an estimate, sized
        // when the row comes on screen), through the same questions.
        let oldRowSizes = _sizing.rows
        let oldSupplementarySizes = _sizing.supplementaries
        _sizing.rows = [:]
        _sizing.supplementaries = [:]
        _sizing.invalidatedRows = []
        func countedHeight(_ indexPath: IndexPath) -> CGFloat { _countedRowHeight(at: indexPath, delegate: delegate) }
        for (index, planned) in plan.sections.enumerated() {
            var section: TableGeometry.Section
            if let oldIndex = plan.keptSection(index) {
                let oldSection = old.sections[oldIndex]
                section = TableGeometry.Section(top: 0, headerHeight: oldSection.headerHeight, rowTops: [], rowHeights: [],
                                                footerHeight: oldSection.footerHeight, headerTitle: oldSection.headerTitle,
                                                footerTitle: oldSection.footerTitle)
                section.headerTopPadding = oldSection.headerTopPadding
                for isHeader in [true, false] {
                    if let known = oldSupplementarySizes[TableSupplementaryKey(section: oldIndex, isHeader: isHeader)] {
                        _sizing.supplementaries[TableSupplementaryKey(section: index, isHeader: isHeader)] = known
                    }
                }
                section.rowHeights.reserveCapacity(planned.count)
                for (row, source) in planned.sources.enumerated() {
                    let oldPath = IndexPath(row: source.item, section: source.section)
                    if remeasureAll || source.section < 0 || plan.reloaded.contains(oldPath) {
                        section.rowHeights.append(countedHeight(IndexPath(row: row, section: index)))
                    } else {
                        section.rowHeights.append(old.sections[source.section].rowHeights[source.item])
                        if let known = oldRowSizes[oldPath] { _sizing.rows[IndexPath(row: row, section: index)] = known }
                    }
                }
            } else {
                let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: index)
                let header = _countedSupplementaryHeight(section: index, isHeader: true, title: headerTitle, delegate: delegate)
                section = TableGeometry.Section(top: 0, headerHeight: header, rowTops: [], rowHeights: [], footerHeight: 0,
                                                headerTitle: headerTitle)
                section.headerTopPadding = _headerTopPadding(forHeaderHeight: header)  // LT9
                section.rowHeights = (0..<planned.count).map { countedHeight(IndexPath(row: $0, section: index)) }
                let footerTitle = dataSource?.tableView(self, titleForFooterInSection: index)
                section.footerHeight = _countedSupplementaryHeight(section: index, isHeader: false, title: footerTitle, delegate: delegate)
                section.footerTitle = footerTitle
            }
            geometry.sections.append(section)
        }
        // One pass for the tops (LU9: linear shifting, no questions).
        var y = tableHeaderView?.frame.height ?? 0
        for index in geometry.sections.indices {
            geometry.sections[index].top = y
            y += geometry.sections[index].headerTopPadding + geometry.sections[index].headerHeight
            var tops = [CGFloat]()
            tops.reserveCapacity(geometry.sections[index].rowHeights.count)
            for height in geometry.sections[index].rowHeights {
                tops.append(y)
                y += height
            }
            geometry.sections[index].rowTops = tops
            y += geometry.sections[index].footerHeight
        }
        geometry.contentHeight = y + (tableFooterView?.frame.height ?? 0)
        return geometry
    }

    /// Headers and footers on screen follow their sections; those of deleted or reloaded
    /// sections leave (the delegate told, TP2; kept for reuse).
    private func _remapSupplementaries(_ plan: ListUpdatePlan) {
        var newSectionOfOld: [Int: Int] = [:]
        for index in plan.sections.indices { if let old = plan.keptSection(index) { newSectionOfOld[old] = index } }
        var remapped: [TableSupplementaryKey: UIView] = [:]
        var leaving: [(key: TableSupplementaryKey, view: UIView)] = []
        for (key, view) in _visibleSupplementaries {
            if let section = newSectionOfOld[key.section] {
                remapped[TableSupplementaryKey(section: section, isHeader: key.isHeader)] = view
            } else {
                leaving.append((key, view))
            }
        }
        _visibleSupplementaries = remapped
        // TP2: the delegate hears of each with the section it had before the batch.
        for (key, view) in leaving.sorted(by: { $0.key < $1.key }) { _retireSupplementary(view, key: key) }
    }

    /// LU12: asks the data source again for rows on screen; its dequeue returns the row's own cell.
    func _reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = _visibleCells[indexPath] else { continue }
            _listUpdates.reconfiguring = (indexPath, cell)
            let answer = dataSource.tableView(self, cellForRowAt: indexPath)
            _listUpdates.reconfiguring = nil
            _indent(answer, at: indexPath)  // TP3
            guard answer !== cell else { continue }
            // A different cell: it replaces the one on screen.
            _retireDisappearing(DisappearingCell(cell: cell, oldIndexPath: indexPath, animation: .none))
            answer.frame = cell.frame
            answer._tableView = self
            answer._adoptDefaultBackground(of: self)
            answer.setSelected(_selectedRows.contains(indexPath), animated: false)
            _visibleCells[indexPath] = answer
            if answer.superview !== self { addSubview(answer) }
            _tableDelegate?.tableView(self, willDisplay: answer, forRowAt: indexPath)
        }
    }

    /// Takes a leaving cell away: removed, its look reset, the delegate told with the row it
    /// had before the batch, kept for reuse.
    func _retireDisappearing(_ leaving: DisappearingCell<UITableViewCell>) {
        let cell = leaving.cell
        cell.removeFromSuperview()
        UIView.performWithoutAnimation {
            cell.alpha = 1
            cell.transform = .identity
            cell.isHidden = false
        }
        cell.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: leaving.oldIndexPath)
        if let identifier = cell.reuseIdentifier, _staticSections == nil { _reuseQueue.enqueue(cell, identifier: identifier) }
    }

    /// LU11: where a row's cell starts (appearing) or ends (leaving) for an animation.
    func _applyRowAnimationState(_ animation: RowAnimation, to cell: UIView, appearing: Bool) {
        let frame = cell.frame
        switch animation {
        case .fade, .automatic: cell.alpha = 0
        case .right: cell.frame = frame.offsetBy(dx: bounds.width, dy: 0)
        case .left: cell.frame = frame.offsetBy(dx: -bounds.width, dy: 0)
        case .top: cell.frame = frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: cell.frame = frame.offsetBy(dx: 0, dy: frame.height)
        case .middle: cell.transform = CGAffineTransform(scaleX: 1, y: 0.01)
        case .none: if !appearing { cell.isHidden = true }
        }
    }
}

extension ListUpdate {
    /// The animation a row on screen before the batch leaves with: its own, else its section's.
    func leavingAnimation(_ oldPath: IndexPath) -> UITableView.RowAnimation {
        leavingRowAnimations[oldPath] ?? deletedSectionAnimations[oldPath.section] ?? .automatic
    }

    /// The animation each appearing row (named after the batch) comes with: inserted rows
    /// their own, rows of inserted sections their section's, reloaded rows their reload's.
    func appearingAnimations(reloadedTargets: [IndexPath: IndexPath]) -> [IndexPath: UITableView.RowAnimation] {
        var result: [IndexPath: UITableView.RowAnimation] = [:]
        for path in insertedItems { result[path] = insertedRowAnimations[path] ?? .automatic }
        for (old, new) in reloadedTargets { result[new] = leavingRowAnimations[old] ?? .automatic }
        return result
    }
}

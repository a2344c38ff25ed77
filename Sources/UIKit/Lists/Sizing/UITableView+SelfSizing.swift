import Foundation

/// Self-sizing rows, headers and footers: heights from the cells' Auto Layout constraints
/// (or `sizeThatFits`), estimates for rows not yet on screen, and sizing again when a cell
/// asks.
///
/// Cost (LT3): a row is sized when it comes on screen (one `heightForRowAt`, and for an
/// automatic height the cell the data source gives, which is then the cell shown), never
/// for the rows off screen; a layout pass applies its new heights to the geometry in one
/// pass over the rows below the first change (O(rows below)), and none when the sized
/// heights equal the estimates.
extension UITableView {
    /// Whether a cell on screen can ask its table to size its row again (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells are sized when they come on screen, and again only on a reload or
        /// `beginUpdates()`/`endUpdates()`.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on the cell or its content view sizes its row
        /// again at the next layout pass.
        case enabled = 1
        /// As `.enabled`, and any change of intrinsic size or of a constraint inside the cell
        /// sizes its row again.
        case enabledIncludingConstraints = 2
    }

    /// Whether cells on screen can ask to be sized again. Default `.enabled` (LT5).
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { _sizing.selfSizingInvalidation }
        set {
            _sizing.selfSizingInvalidation = newValue
            if newValue == .enabledIncludingConstraints { UITableView._someTableResizesOnConstraintChanges = true }
        }
    }

    /// Whether any table was ever set to `.enabledIncludingConstraints`: until one is, no
    /// constraint change can resize a cell, and activating constraints does not look for one
    /// (a walk to the root per constraint). Never cleared: it only allows that walk.
    static var _someTableResizesOnConstraintChanges = false

    /// The estimate used for section headers not yet on screen; `0` sizes every header at
    /// the count. Default `automaticDimension` (the standard height of the style).
    public var estimatedSectionHeaderHeight: CGFloat {
        get { _sizing.estimatedSectionHeaderHeight }
        set { _sizing.estimatedSectionHeaderHeight = newValue; _invalidateData() }
    }

    /// The estimate used for section footers not yet on screen; `0` sizes every footer at
    /// the count. Default `automaticDimension`.
    public var estimatedSectionFooterHeight: CGFloat {
        get { _sizing.estimatedSectionFooterHeight }
        set { _sizing.estimatedSectionFooterHeight = newValue; _invalidateData() }
    }

    /// The space above each section header (iOS 15). Default `automaticDimension`: 22 pt
    /// above the headers of a plain table, none in grouped tables (LT9).
    public var sectionHeaderTopPadding: CGFloat {
        get { _sizing.sectionHeaderTopPadding }
        set { _sizing.sectionHeaderTopPadding = newValue; _invalidateData() }
    }

    /// The padding above a header of `height` (LT9).
    func _headerTopPadding(forHeaderHeight height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        let padding = sectionHeaderTopPadding
        if padding == UITableView.automaticDimension { return style == .plain ? 22 : 0 }
        return max(0, padding)
    }

    /// The height of the separator under a row: one pixel (LT1).
    var _separatorThickness: CGFloat {
        guard separatorStyle != .none else { return 0 }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        return 1 / scale
    }

    // MARK: Counting

    /// A row's height at the count (LT2): with estimates, the delegate's estimate (or
    /// `estimatedRowHeight`; automatic: `rowHeight` when fixed, else 44), the real height
    /// being asked when the row comes on screen; without (`estimatedRowHeight == 0`), the
    /// delegate's height, an automatic one sized now from the data source's cell (LT4).
    func _countedRowHeight(at indexPath: IndexPath, delegate: (any UITableViewDelegate)?) -> CGFloat {
        if _sizing.estimatesRows {
            let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            guard estimate > 0 else { return rowHeight >= 0 ? rowHeight : UITableView.defaultRowHeight }
            return estimate
        }
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked == UITableView.automaticDimension else {
            _sizing.rows[indexPath] = .fixed
            return max(0, asked)
        }
        guard let cell = _cellFromDataSource(at: indexPath) else { return UITableView.defaultRowHeight }  // TP3
        let (height, kind) = _fittingHeight(of: cell)
        _sizing.rows[indexPath] = kind
        _recycleSizingCell(cell)
        return height
    }

    /// A header's or footer's height at the count: the delegate's; for an automatic one the
    /// estimate (the standard height of the style unless an estimate is set), or, with the
    /// estimate 0, the delegate's view sized now (LT6).
    func _countedSupplementaryHeight(section: Int, isHeader: Bool, title: String?, delegate: (any UITableViewDelegate)?) -> CGFloat {
        let asked = isHeader ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let standard = _resolvedHeight(asked, title: title, isHeader: isHeader, section: section)
        let key = TableSupplementaryKey(section: section, isHeader: isHeader)
        guard asked == UITableView.automaticDimension, let delegate else {
            _sizing.supplementaries[key] = .fixed
            return standard
        }
        let estimate = isHeader ? delegate.tableView(self, estimatedHeightForHeaderInSection: section)
            : delegate.tableView(self, estimatedHeightForFooterInSection: section)
        if estimate == 0 { return _measureSupplementary(key, standard: standard) }
        return estimate > 0 ? estimate : standard
    }

    /// A cell made only to be measured goes back to the reuse pool.
    func _recycleSizingCell(_ cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier, _staticSections == nil { _reuseQueue.enqueue(cell, identifier: identifier) }
    }

    // MARK: Sizing what comes on screen

    /// Sizes the rows, headers and footers in the visible band that are still estimates (and
    /// the rows whose cells asked), top to bottom, showing each cell made to be measured as soon
    /// as it is measured (`cellForRowAt`, then `willDisplay`), then applies the new heights at
    /// once (LT2, LT3). A change
    /// above the top of the band moves the content offset by the same amount, so what is on
    /// screen stays where it is; the band is then sized again.
    func _sizeComingOnScreen() {
        var passes = 0
        while passes < 4, _sizingPass(in: bounds) { passes += 1 }
        _sizing.invalidatedRows = []
    }

    /// One pass over the band; true when it moved the content offset.
    private func _sizingPass(in band: CGRect) -> Bool {
        guard var geometry = _geometry else { return false }
        var changes = TableHeightChanges()
        var shift: CGFloat = 0, aboveBand: CGFloat = 0
        var index = geometry.sectionIndices(between: band.minY, and: band.maxY).first ?? geometry.sections.count
        sections: while index < geometry.sections.count {
            let section = geometry.sections[index]
            guard section.top + shift < band.maxY else { break }
            let headerKey = TableSupplementaryKey(section: index, isHeader: true)
            if _sizing.supplementaries[headerKey] == nil {
                let height = _measureSupplementary(headerKey, standard: section.headerHeight)
                if height != section.headerHeight {
                    changes.headers[index] = height
                    if section.top + shift < band.minY { aboveBand += height - section.headerHeight }
                    shift += height - section.headerHeight
                }
            }
            // The rows before the first one in the band keep their estimates.
            var row = Self._firstRow(of: section, endingAfter: band.minY - shift)
            while row < section.rowTops.count {
                let top = section.rowTops[row] + shift
                guard top < band.maxY else { break sections }
                let indexPath = IndexPath(row: row, section: index)
                let old = section.rowHeights[row]
                if let height = _measureRowIfNeeded(indexPath) {
                    if height != old {
                        changes.rows[indexPath] = height
                        if top < band.minY { aboveBand += height - old }
                        shift += height - old
                    }
                    // A cell made to be measured is shown now: the rows above it are final.
                    if let cell = _sizing.madeCells.removeValue(forKey: indexPath) {
                        let (x, width) = _rowHorizontalExtent
                        _display(cell, at: indexPath, frame: CGRect(x: x, y: top, width: width, height: height))
                    }
                }
                row += 1
            }
            let footerKey = TableSupplementaryKey(section: index, isHeader: false)
            guard section.footerTop + shift < band.maxY else { break }
            if _sizing.supplementaries[footerKey] == nil {
                let height = _measureSupplementary(footerKey, standard: section.footerHeight)
                if height != section.footerHeight {
                    changes.footers[index] = height
                    if section.footerTop + shift < band.minY { aboveBand += height - section.footerHeight }
                    shift += height - section.footerHeight
                }
            }
            index += 1
        }
        guard !changes.isEmpty else { return false }
        geometry.apply(changes)
        _geometry = geometry
        if let footerView = tableFooterView {
            footerView.frame.origin.y = geometry.contentHeight - footerView.frame.height
        }
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        guard aboveBand != 0 else { return false }
        bounds.origin.y += aboveBand
        return true
    }

    /// The index of the first row of `section` whose bottom is below `y` (binary search).
    private static func _firstRow(of section: TableGeometry.Section, endingAfter y: CGFloat) -> Int {
        var low = 0, high = section.rowTops.count
        while low < high {
            let middle = (low + high) / 2
            if section.rowTops[middle] + section.rowHeights[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A row's real height if it is still an estimate or its cell asked to be sized again;
    /// nil when it is known. The delegate's `heightForRowAt` is asked; an automatic height
    /// is the cell's: the one on screen, else the data source's (kept to be shown).
    private func _measureRowIfNeeded(_ indexPath: IndexPath) -> CGFloat? {
        let known = _sizing.rows[indexPath]
        if let known {
            guard _sizing.invalidatedRows.contains(indexPath), known != .fixed, let cell = _visibleCells[indexPath] else { return nil }
            let (height, kind) = _fittingHeight(of: cell)
            _sizing.rows[indexPath] = kind
            return height
        }
        let asked = _tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked == UITableView.automaticDimension else {
            _sizing.rows[indexPath] = .fixed
            return max(0, asked)
        }
        var cell = _visibleCells[indexPath] ?? _sizing.madeCells[indexPath]
        if cell == nil {
            cell = _cellFromDataSource(at: indexPath)  // TP3
            _sizing.madeCells[indexPath] = cell
        }
        guard let cell else { _sizing.rows[indexPath] = .fixed; return UITableView.defaultRowHeight }
        let (height, kind) = _fittingHeight(of: cell)
        _sizing.rows[indexPath] = kind
        return height
    }

    /// A header's or footer's height from the delegate's view, asked now and kept to be
    /// shown: its Auto Layout height at the table's width, else `standard` (LT6).
    func _measureSupplementary(_ key: TableSupplementaryKey, standard: CGFloat) -> CGFloat {
        _sizing.supplementaries[key] = .fixed
        let view = key.isHeader ? _tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
            : _tableDelegate?.tableView(self, viewForFooterInSection: key.section)
        _sizing.madeSupplementaries[key] = .some(view)
        guard let view else { return standard }
        let measured = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        guard measured._hasConstraintsInside else { return standard }
        let fitted = measured.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height > 0 else { return standard }
        _sizing.supplementaries[key] = .selfSized(constraints: true)
        return fitted.height
    }

    /// The view asked of the delegate while sizing a header or footer, taken to be shown
    /// (`.some(nil)`: it gave none); nil when it was not asked.
    func _takeMeasuredSupplementary(_ key: TableSupplementaryKey) -> UIView?? {
        _sizing.madeSupplementaries.removeValue(forKey: key)
    }

    /// A cell's row height at the table's width (LT1): with constraints in its content
    /// view, the content view's Auto Layout height (`systemLayoutSizeFitting` with the width
    /// required and the height at fitting priority) plus the separator; constraints that
    /// give no height keep 44 (UIKit's warning, once); without constraints, the cell's
    /// `sizeThatFits` (44 unless the cell says otherwise).
    func _fittingHeight(of cell: UITableViewCell) -> (CGFloat, TableSizingState.Height) {
        let width = _rowHorizontalExtent.width
        let separator = _separatorThickness
        let content = cell.contentView
        guard content._hasConstraintsInside else {
            // A cell laid out by hand answers for its width; a plain one keeps the standard height.
            cell._separatorHeight = 0
            cell.frame = CGRect(x: cell.frame.minX, y: cell.frame.minY, width: width, height: UITableView.defaultRowHeight)
            let fitted = cell.sizeThatFits(CGSize(width: width, height: 0)).height
            return (fitted > 0 ? fitted : UITableView.defaultRowHeight, .selfSized(constraints: false))
        }
        // Only the width is given to the cell: its constraints are measured apart (no layout).
        if cell.frame.width != width { cell.frame.size.width = width }
        let fitted = content.systemLayoutSizeFitting(CGSize(width: cell._contentFrame.width, height: 0),
                                                     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height > 0 else {
            if !_sizing.warnedZeroHeight {
                _sizing.warnedZeroHeight = true
                UIKitDiagnostics.warn(.zeroHeightSelfSizingCell(cell))
            }
            return (UITableView.defaultRowHeight, .selfSized(constraints: false))
        }
        cell._separatorHeight = separator
        return (fitted.height + separator, .selfSized(constraints: true))
    }


    /// The part of the row the separator takes below a shown cell's content view.
    func _contentSeparatorHeight(at indexPath: IndexPath) -> CGFloat {
        _sizing.rows[indexPath] == .selfSized(constraints: true) ? _separatorThickness : 0
    }

    // MARK: Sizing again

    /// Every row on screen is sized again at the next layout pass: its height asked again,
    /// an automatic one measured from the cell on screen (what `beginUpdates()` and
    /// `endUpdates()` do to heights, LT5).
    func _resizeVisibleRows() {
        for indexPath in _visibleCells.keys { _sizing.rows[indexPath] = nil }
        setNeedsLayout()
    }

    /// A cell on screen asked to be sized again (LT5).
    func _cellAskedToResize(_ cell: UITableViewCell, byItself: Bool, isConstraintChange: Bool) {
        guard !_sizing.isUpdatingVisibleCells else { return }
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: guard byItself, !isConstraintChange else { return }
        case .enabledIncludingConstraints: break
        }
        guard let indexPath = _indexPath(for: cell), case .selfSized? = _sizing.rows[indexPath] else { return }
        _sizing.invalidatedRows.insert(indexPath)
        setNeedsLayout()
    }

    // MARK: The cells on screen

    /// Retires the cells whose rows no longer meet `band`, before new rows are sized, so that
    /// the data source can reuse them for the rows coming on screen (LT2).
    func _retireRowsLeaving(_ band: CGRect) {
        guard let geometry = _geometry, !_visibleCells.isEmpty else { return }
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            if let rect = geometry.rowRect(indexPath), rect.height > 0, rect.minY < band.maxY, rect.minY + rect.height > band.minY {
                continue  // still on screen
            }
            _retire(cell, from: indexPath)
        }
    }

    /// Before a layout pass shows cells.
    func _willLayoutVisibleCells() {
        _sizing.isUpdatingVisibleCells = true
    }

    /// After a layout pass: cells made for sizing but not shown go back to the pool, the
    /// band is remembered (LT7), and prefetching follows the scroll (LT10).
    func _didLayoutVisibleCells() {
        for (_, cell) in _sizing.madeCells.sorted(by: { $0.key < $1.key }) { _recycleSizingCell(cell) }
        _sizing.madeCells = [:]
        _sizing.madeSupplementaries = [:]
        _sizing.laidOutBounds = bounds
        _sizing.isUpdatingVisibleCells = false
        _updatePrefetching()
    }

    /// Lays the cells out now when the table scrolled (or reloaded) since its last layout, so
    /// that `visibleCells` and `indexPathsForVisibleRows` answer for the current offset (LT7).
    func _updateVisibleCellsIfNeeded() {
        guard !_sizing.isUpdatingVisibleCells, let laidOut = _sizing.laidOutBounds,
              laidOut != bounds || _geometry == nil else { return }
        _layoutVisibleCells()
    }
}

extension UIView {
    /// Whether the view or one of its subviews has constraints installed: such a cell is
    /// sized with `systemLayoutSizeFitting`, others with `sizeThatFits` (LT1, LL20).
    var _hasConstraintsInside: Bool {
        var stack: [UIView] = [self]
        while let current = stack.popLast() {
            if !current.constraints.isEmpty { return true }
            stack.append(contentsOf: current.subviews)
        }
        return false
    }
}

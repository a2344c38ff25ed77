import Foundation

/// Counting rows (reload), their rectangles, and the cells of the visible rows.
extension UITableView {
    /// The delegate as a table view delegate (the inherited property is a scroll view's).
    var _tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// Forgets the counts and the cells on screen; rows are counted again at the next layout
    /// or question. Cells on screen go back to the reuse pool, as `reloadData()` does.
    func _invalidateData() {
        guard _geometry != nil || !_visibleCells.isEmpty else { setNeedsLayout(); return }
        _geometry = nil
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) { _retire(cell, from: indexPath) }
        _retireAllSupplementaries()
        setNeedsLayout()
    }

    /// Counts the sections and rows again and asks for the visible cells again at the next
    /// layout. The counts are asked for now, as UIKit does.
    func _reloadData() {
        _invalidateData()
        _countIfNeeded()
    }

    /// The number of sections (counted now if the table has not counted yet).
    var _numberOfSections: Int {
        _countIfNeeded().sections.count
    }

    /// The number of rows in `section`.
    func _numberOfRows(inSection section: Int) -> Int {
        _countIfNeeded().numberOfRows(section)
    }

    /// A row's rectangle in the table's coordinates. A row that does not exist is UIKit's
    /// `NSInvalidArgumentException` ("request for rect at invalid index path").
    func _rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let (minY, height) = _countIfNeeded().rowRect(indexPath) else {
            UIKitDiagnostics.raise(.invalidIndexPath(indexPath, request: "rect"))
        }
        return CGRect(x: 0, y: minY, width: bounds.width, height: height)
    }

    /// The parts of a section whose rectangles the table answers for (TH2).
    enum _SectionPart { case whole, header, footer }

    /// A section's rectangle, or its header's or footer's, in the table's coordinates, as the
    /// geometry counted them; `.zero` for a section that does not exist.
    func _rect(forSection index: Int, part: _SectionPart) -> CGRect {
        let geometry = _countIfNeeded()
        guard geometry.sections.indices.contains(index) else { return .zero }
        let section = geometry.sections[index]
        switch part {
        case .whole: return CGRect(x: 0, y: section.top, width: bounds.width, height: section.bottom - section.top)
        case .header: return CGRect(x: 0, y: geometry.headerTop(index), width: bounds.width, height: section.headerHeight)
        case .footer: return CGRect(x: 0, y: section.footerTop, width: bounds.width, height: section.footerHeight)
        }
    }

    /// The row at a point of the table, or nil.
    func _indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return _countIfNeeded().row(atY: point.y)
    }

    /// The row a cell on screen shows, or nil.
    func _indexPath(for cell: UITableViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }

    /// The cell on screen for a row; nil when the row is off screen.
    func _cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        _visibleCells[indexPath]
    }

    /// The cells on screen, top to bottom.
    var _sortedVisibleCells: [UITableViewCell] {
        _updateVisibleCellsIfNeeded()  // LT7
        return _visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom (nil when there are none, as UIKit).
    var _indexPathsForVisibleRows: [IndexPath]? {
        _updateVisibleCellsIfNeeded()  // LT7
        let rows = _visibleCells.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// Scrolls so that a row is at `scrollPosition` (`.none`: just into view).
    func _scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        let visible = bounds.inset(by: adjustedContentInset)
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY - adjustedContentInset.top
        case .middle: y = row.midY - visible.height / 2 - adjustedContentInset.top
        case .bottom: y = row.maxY - visible.height - adjustedContentInset.top
        case .none:
            if row.minY < visible.minY { y = row.minY - adjustedContentInset.top }
            else if row.maxY > visible.maxY { y = row.maxY - visible.height - adjustedContentInset.top }
        }
        let maxY = max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        y = min(max(y, -adjustedContentInset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Counting

    /// The geometry, counted from the data source and delegate when not known.
    @discardableResult
    func _countIfNeeded() -> TableGeometry {
        if let geometry = _geometry { return geometry }
        let delegate = _tableDelegate
        var geometry = TableGeometry()
        var y = tableHeaderView?.frame.height ?? 0
        _sizing.beginCount(estimatesRows: estimatedRowHeight != 0)  // LT2
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for index in 0..<max(0, sections) {
            let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: index)
            let header = _countedSupplementaryHeight(section: index, isHeader: true, title: headerTitle, delegate: delegate)  // LT6
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: index) ?? 0)
            var section = TableGeometry.Section(top: y, headerHeight: header, rowTops: [], rowHeights: [], footerHeight: 0,
                                                headerTitle: headerTitle)
            section.headerTopPadding = _headerTopPadding(forHeaderHeight: header)  // LT9
            y += section.headerTopPadding + header
            section.rowTops.reserveCapacity(rows)
            section.rowHeights.reserveCapacity(rows)
            for row in 0..<rows {
                let height = _countedRowHeight(at: IndexPath(row: row, section: index), delegate: delegate)  // LT2, LT4
                section.rowTops.append(y)
                section.rowHeights.append(height)
                y += height
            }
            let footerTitle = dataSource?.tableView(self, titleForFooterInSection: index)
            let footer = _countedSupplementaryHeight(section: index, isHeader: false, title: footerTitle, delegate: delegate)  // LT6
            section.footerHeight = footer
            section.footerTitle = footerTitle
            y += footer
            geometry.sections.append(section)
        }
        if let footerView = tableFooterView {
            footerView.frame = CGRect(x: 0, y: y, width: bounds.width, height: footerView.frame.height)
            y += footerView.frame.height
        }
        if let header = tableHeaderView, header.superview === self {  // a search bar may be away in its search (P16)
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        geometry.contentHeight = y
        _geometry = geometry
        contentSize = CGSize(width: bounds.width, height: y)
        _reloadSectionIndexTitles()  // TP4
        return geometry
    }

    /// The standard row height: a self-sizing row whose cell gives no height, the estimate
    /// of rows when nothing else is known (LT1, LT2).
    static let defaultRowHeight: CGFloat = 44

    /// A header or footer height: the asked one, or for `automaticDimension` the standard one
    /// of the style (plain: 28 with a title, else none; grouped: 38 with a title, else 18,
    /// and 35 above the first section).
    func _resolvedHeight(_ asked: CGFloat, title: String?, isHeader: Bool, section: Int) -> CGFloat {
        guard asked == UITableView.automaticDimension else { return max(0, asked) }
        switch style {
        case .plain:
            return title == nil ? 0 : 28
        case .grouped, .insetGrouped:
            if title != nil { return 38 }
            return isHeader && section == 0 ? 35 : 18
        }
    }

    // MARK: Cells on screen

    /// Counts if needed, then shows the cells of the rows in the visible band and retires
    /// the others to the reuse pool.
    func _layoutVisibleCells() {
        guard !_sizing.isUpdatingVisibleCells else { return }  // a cell measured inside the pass may lay out its table
        _willLayoutVisibleCells()
        defer { _didLayoutVisibleCells() }  // LT7, LT10
        _countIfNeeded()
        _retireRowsLeaving(bounds)  // LT2: their cells can be reused by the rows sized next
        _sizeComingOnScreen()  // LT2: rows coming on screen are sized (this may move the content offset)
        let geometry = _countIfNeeded()
        let band = bounds
        let wanted = geometry.rows(between: band.minY, and: band.maxY)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(indexPath) {
            _retire(cell, from: indexPath)
        }
        // Inset-grouped rows sit inside the layout margins (iOS 13).
        let inset = style == .insetGrouped ? (left: layoutMargins.left, right: layoutMargins.right) : (left: 0, right: 0)
        for indexPath in wanted {
            let (minY, height) = geometry.rowRect(indexPath)!
            let frame = CGRect(x: inset.left, y: minY, width: max(0, bounds.width - inset.left - inset.right), height: height)
            if let cell = _visibleCells[indexPath] {
                cell.frame = _reorderedFrame(frame, of: indexPath)  // LE14: rows make way for a reorder
                continue
            }
            guard let cell = _sizing.madeCells.removeValue(forKey: indexPath) ?? _cellFromDataSource(at: indexPath) else { continue }  // TP3
            _display(cell, at: indexPath, frame: frame)
        }
        _applySectionCards()  // LC30
        _layoutVisibleSupplementaries(geometry, in: band)
    }

    /// Puts a row's new cell on screen: its frame and state, then the delegate's `willDisplay`.
    /// (Also called for a self-sizing row right after its cell is measured, LT2.)
    func _display(_ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect) {
        cell._separatorHeight = _contentSeparatorHeight(at: indexPath)  // LT1
        cell._sectionIndexInset = _sectionIndexCellInset  // SX4: clear of the index before willDisplay
        cell.frame = frame
        cell._tableView = self
        cell._adoptDefaultBackground(of: self)
        cell.setSelected(_selectedRows.contains(indexPath), animated: false)
        _configureEditingControls(of: cell, at: indexPath, animated: false)  // LE1–LE3
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        _visibleCells[indexPath] = cell
        if cell.superview !== self { addSubview(cell) }
        _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// The x and width of rows: inset-grouped rows sit inside the layout margins (iOS 13).
    var _rowHorizontalExtent: (x: CGFloat, width: CGFloat) {
        let inset = style == .insetGrouped ? (left: layoutMargins.left, right: layoutMargins.right) : (left: 0, right: 0)
        return (inset.left, max(0, bounds.width - inset.left - inset.right))
    }

    /// Takes a cell off screen: removed, the delegate told, kept for reuse.
    func _retire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        _visibleCells[indexPath] = nil
        _editingCellWillRetire(cell, from: indexPath)  // LE10: a swiped row leaving closes
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        // Static cells belong to their row for good; the others go back to the pool.
        if let identifier = cell.reuseIdentifier, _staticSections == nil { _reuseQueue.enqueue(cell, identifier: identifier) }
    }
}

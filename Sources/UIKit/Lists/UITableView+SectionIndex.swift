import Foundation

/// The section index of a table (SX1–SX8): shown at the trailing edge when the data source
/// gives titles and the table has enough rows, in front of the rows and still while they
/// scroll; a finger on a title scrolls its section to the top.
extension UITableView {
    /// A title of the section index shown as a magnifying glass (SX16): UIKit's `"{search}"`.
    /// Put it first to let the index lead to a search bar at the top of the table.
    public static let indexSearch = "{search}"

    /// SX1: whether the index shows: the data source gave titles, and (in a plain table) the
    /// rows of all the sections together are at least ``sectionIndexMinimumDisplayRowCount``.
    var _showsSectionIndex: Bool {
        guard let titles = _sectionIndexTitles, !titles.isEmpty, let geometry = _geometry else { return false }
        guard style == .plain else { return true }
        let rows = geometry.sections.reduce(0) { $0 + $1.rowTops.count }
        return rows >= sectionIndexMinimumDisplayRowCount
    }

    /// SX4: the width the cells keep clear of on their trailing side.
    var _sectionIndexCellInset: CGFloat { _showsSectionIndex ? UITableViewIndex.width : 0 }

    /// SX1, SX2, SX4: makes, fills and places the index, or takes it away; the cells on
    /// screen keep clear of it.
    func _layoutSectionIndex() {
        if _showsSectionIndex, let titles = _sectionIndexTitles {
            let index = _sectionIndex ?? _makeSectionIndex()
            index.titles = titles
            index.place(in: self)
        } else if let index = _sectionIndex {
            index.removeFromSuperview()
            _sectionIndex = nil
        }
        let inset = _sectionIndexCellInset
        for cell in _visibleCells.values where cell._sectionIndexInset != inset { cell._sectionIndexInset = inset }
    }

    private func _makeSectionIndex() -> UITableViewIndex {
        let index = UITableViewIndex(frame: .zero)
        index.onSelect = { [unowned self] position in self._sectionIndexTitleSelected(at: position) }
        _sectionIndex = index
        _applySectionIndexColors()
        return index
    }

    /// SX3: the index's colours are the table's.
    func _applySectionIndexColors() {
        guard let index = _sectionIndex else { return }
        index.titleColor = sectionIndexColor
        index.indexBackgroundColor = sectionIndexBackgroundColor
        index.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
    }

    /// TP4, SX7: the titles read again, and shown now when the table has counted its rows.
    func _reloadSectionIndexTitlesAndIndex() {
        _reloadSectionIndexTitles()
        if _geometry != nil { _layoutSectionIndex() }
    }

    /// SX5: a finger picked the title at `position`: the data source names its section
    /// (`tableView(_:sectionForSectionIndexTitle:at:)`, by default the title's position),
    /// whose header (or first row, without a header) then goes to the top of the visible
    /// area, as far as the content lets it, without animation; a section that does not
    /// exist (-1 included) does nothing.
    func _sectionIndexTitleSelected(at position: Int) {
        guard let titles = _sectionIndexTitles, titles.indices.contains(position), let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[position], at: position)
        guard section >= 0, section < numberOfSections else { return }
        _scrollContentTop(to: rectForHeader(inSection: section).minY)
        _sectionIndex?.place(in: self)  // under the finger still, for its next move (SX6)
    }
}

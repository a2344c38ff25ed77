import Foundation

/// The section index titles the table reads (TP4) and the indentation it gives each row's
/// cell (TP3).
extension UITableView {
    /// TP4: reads the titles from the data source (at each count, and on
    /// `reloadSectionIndexTitles()`), for the index view (SX1).
    func _reloadSectionIndexTitles() {
        _sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
    }

    /// A row's cell from the data source, indented for its row (TP3).
    func _cellFromDataSource(at indexPath: IndexPath) -> UITableViewCell? {
        guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
        _indent(cell, at: indexPath)
        return cell
    }

    /// TP3: the delegate's indentation level for the row goes to the cell, right after the
    /// data source made it and before it is measured or shown. The default answer is the
    /// cell's own level, so without the method the cell keeps it, as in UIKit.
    func _indent(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard let delegate = _tableDelegate else { return }
        let previous = _cellBeingPrepared
        _cellBeingPrepared = cell
        defer { _cellBeingPrepared = previous }
        let level = delegate.tableView(self, indentationLevelForRowAt: indexPath)
        if cell.indentationLevel != level { cell.indentationLevel = level }
    }

    /// The level of the cell being indented (0 when the delegate is asked from elsewhere).
    var _indentationLevelOfPreparedCell: Int { _cellBeingPrepared?.indentationLevel ?? 0 }
}

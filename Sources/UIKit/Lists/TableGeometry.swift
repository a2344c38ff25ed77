import Foundation

/// Where every section header, row and footer of a table view sits, counted once per
/// reload: the answers of the data source and delegate, kept until the next reload.
struct TableGeometry {
    struct Section {
        var top: CGFloat
        var headerHeight: CGFloat
        var rowTops: [CGFloat]
        var rowHeights: [CGFloat]
        var footerHeight: CGFloat
        /// The data source's titles, asked when counting.
        var headerTitle: String?
        var footerTitle: String?
        /// The space above the header view (`sectionHeaderTopPadding`, LT9).
        var headerTopPadding: CGFloat = 0
        var bottom: CGFloat { footerTop + footerHeight }
        var footerTop: CGFloat { (rowTops.last.map { $0 + rowHeights[rowHeights.count - 1] }) ?? top + headerTopPadding + headerHeight }
    }

    var sections: [Section] = []
    /// The height of everything, the table's header and footer views included.
    var contentHeight: CGFloat = 0

    /// The number of rows in a section (0 for a section that does not exist).
    func numberOfRows(_ section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rowTops.count : 0
    }

    /// Whether a row exists.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.row >= 0 && indexPath.row < numberOfRows(indexPath.section)
    }

    /// A row's rectangle's vertical extent (x and width are the table's); nil when it does not exist.
    func rowRect(_ indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat)? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section]
        return (section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
    }

    /// The sections (header to footer) that meet the vertical band `minY..<maxY`, in order:
    /// a binary search for the first, then on while they start above `maxY`.
    func sectionIndices(between minY: CGFloat, and maxY: CGFloat) -> [Int] {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].bottom <= minY { low = middle + 1 } else { high = middle }
        }
        var indices: [Int] = []
        var index = low
        while index < sections.count, sections[index].top < maxY {
            if sections[index].bottom > minY { indices.append(index) }
            index += 1
        }
        return indices
    }

    /// The rows that meet the vertical band `minY..<maxY`, in order (binary search per section).
    func rows(between minY: CGFloat, and maxY: CGFloat) -> [IndexPath] {
        var rows: [IndexPath] = []
        for index in sectionIndices(between: minY, and: maxY) {
            let section = sections[index]
            var low = 0, high = section.rowTops.count
            while low < high {
                let middle = (low + high) / 2
                if section.rowTops[middle] + section.rowHeights[middle] <= minY { low = middle + 1 } else { high = middle }
            }
            var row = low
            while row < section.rowTops.count, section.rowTops[row] < maxY {
                if section.rowHeights[row] > 0 { rows.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return rows
    }

    /// The row at a vertical position, if one is there.
    func row(atY y: CGFloat) -> IndexPath? {
        rows(between: y, and: y + 0.5).first { indexPath in
            let rect = rowRect(indexPath)!
            return y >= rect.minY && y < rect.minY + rect.height
        }
    }
}

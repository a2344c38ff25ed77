import Foundation

/// New heights for some rows, headers and footers of a table, applied to its geometry at once.
struct TableHeightChanges {
    var rows: [IndexPath: CGFloat] = [:]
    var headers: [Int: CGFloat] = [:]
    var footers: [Int: CGFloat] = [:]

    var isEmpty: Bool { rows.isEmpty && headers.isEmpty && footers.isEmpty }

    /// The first section any change is in.
    var firstSection: Int? {
        (rows.keys.map(\.section) + Array(headers.keys) + Array(footers.keys)).min()
    }
}

extension TableGeometry {
    /// Replaces heights and moves everything below each change by the change (LT3): one
    /// pass from the first changed section to the end, however many changes there are, so a
    /// layout pass that sizes the rows coming on screen costs O(rows below them) once, and
    /// nothing when the sized heights equal the estimates (the pass stops as soon as no change
    /// is left and nothing has moved). Returns how far the content's end moved.
    @discardableResult
    mutating func apply(_ changes: TableHeightChanges) -> CGFloat {
        guard let first = changes.firstSection, first < sections.count else { return 0 }
        let lastChanged = (changes.rows.keys.map(\.section) + Array(changes.headers.keys) + Array(changes.footers.keys)).max() ?? first
        var shift: CGFloat = 0
        for index in first..<sections.count {
            if index > lastChanged && shift == 0 { break }
            var section = sections[index]
            section.top += shift
            if let height = changes.headers[index] {
                shift += height - section.headerHeight
                section.headerHeight = height
            }
            let rowChanges = changes.rows.filter { $0.key.section == index }.map { ($0.key.row, $0.value) }.sorted { $0.0 < $1.0 }
            var next = 0
            for row in section.rowTops.indices {
                section.rowTops[row] += shift
                if next < rowChanges.count, rowChanges[next].0 == row {
                    shift += rowChanges[next].1 - section.rowHeights[row]
                    section.rowHeights[row] = rowChanges[next].1
                    next += 1
                } else if next == rowChanges.count, shift == 0, changes.footers[index] == nil {
                    break  // nothing more moves in this section
                }
            }
            if let height = changes.footers[index] {
                shift += height - section.footerHeight
                section.footerHeight = height
            }
            sections[index] = section
        }
        contentHeight += shift
        return shift
    }

    /// The top of a section's header view (below its top padding).
    func headerTop(_ index: Int) -> CGFloat { sections[index].top + sections[index].headerTopPadding }
}

@_spi(Rendering) import UIKit

/// Table view cells: the separator under each row and the accessory marks.
@MainActor
enum ListDrawing {
    /// The tertiary grey of disclosure chevrons.
    static let chevronColor = UIColor.tertiaryLabel

    /// A cell's separator and accessory. Between rows the separator is inset by the cell's
    /// `separatorInset` (the table's rule keeps it, SX9–SX11; a negative edge counts as 0);
    /// in a grouped table the section's first row has a full-width hairline above and its last
    /// row one below; an inset-grouped section (a rounded card) has none at its edges.
    static func drawCellChrome(_ cell: UITableViewCell, role: _UIRenderingRole, in rect: CGRect, canvas: Canvas) {
        if let table = cell.superview as? UITableView ?? cell.superview?.superview as? UITableView,
           table.separatorStyle != .none {
            let hairline = 1 / canvas.scale
            let color = table.separatorColor ?? .separator
            let inset = UIEdgeInsets(top: 0, left: max(0, cell.separatorInset.left), bottom: 0, right: max(0, cell.separatorInset.right))
            var (isFirst, isLast, isInset) = (false, false, false)
            if case let .groupedCell(first, last, inset) = role { (isFirst, isLast, isInset) = (first, last, inset) }
            if isLast && isInset {
                // No separator under an inset-grouped section.
            } else if isLast {
                canvas.fill(CGRect(x: rect.minX, y: rect.maxY - hairline, width: rect.width, height: hairline), color: color)
            } else {
                canvas.fill(CGRect(x: rect.minX + inset.left, y: rect.maxY - hairline,
                                   width: max(0, rect.width - inset.left - inset.right), height: hairline), color: color)
            }
            if isFirst && !isInset {
                canvas.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: hairline), color: color)
            }
        }
        guard cell.accessoryView == nil || cell.isEditing else { return }
        // LE15: the editing accessory while editing, left of the reorder control.
        let center = CGPoint(x: rect.maxX - 22 - cell._shownAccessoryTrailingInset, y: rect.midY)
        switch cell._shownAccessoryType {
        case .disclosureIndicator:
            canvas.strokeLines([CGPoint(x: center.x - 2, y: center.y - 6), CGPoint(x: center.x + 3, y: center.y),
                                CGPoint(x: center.x - 2, y: center.y + 6)], width: 2, color: chevronColor)
        case .checkmark:
            canvas.strokeLines([CGPoint(x: center.x - 6, y: center.y), CGPoint(x: center.x - 2, y: center.y + 5),
                                CGPoint(x: center.x + 6, y: center.y - 6)], width: 2.2, color: cell.tintColor ?? .systemBlue)
        case .none, .detailButton, .detailDisclosureButton:
            break  // the detail button is a real button subview
        }
    }
}

import UIKit

/// Table view cells: the separator under each row and the accessory marks.
@MainActor
enum ListDrawing {
    /// The tertiary grey of disclosure chevrons.
    static let chevronColor = UIColor.tertiaryLabel

    /// A cell's selection or highlight, separator and accessory.
    static func drawCellChrome(_ cell: UITableViewCell, in rect: CGRect, canvas: Canvas) {
        if let table = cell.superview as? UITableView ?? cell.superview?.superview as? UITableView,
           table.separatorStyle != .none {
            let hairline = 1 / canvas.scale
            let inset = cell.separatorInset
            canvas.fill(CGRect(x: rect.minX + inset.left, y: rect.maxY - hairline,
                               width: rect.width - inset.left - inset.right, height: hairline),
                        color: table.separatorColor ?? .separator)
        }
        guard cell.accessoryView == nil else { return }
        let center = CGPoint(x: rect.maxX - 22, y: rect.midY)
        switch cell.accessoryType {
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

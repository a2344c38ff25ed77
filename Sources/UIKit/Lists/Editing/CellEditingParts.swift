import Foundation

/// What a table view cell keeps for editing: the style and flags the table gave it, the
/// accessory it shows while editing, the parts it shows now (its ``UITableViewCell/StateMask``)
/// and the control views (LE1–LE3, LE12, LE15).
@preconcurrency @MainActor
final class CellEditingParts {
    var style: UITableViewCell.EditingStyle = .none
    var showsReorderControl = false
    var shouldIndent = true
    var accessoryType: UITableViewCell.AccessoryType = .none
    var accessoryView: UIView?
    /// The parts shown now, as last announced to `willTransition(to:)`.
    var stateMask: UITableViewCell.StateMask = []
    /// Whether the table shows selection circles instead of editing controls (LE16).
    var showsSelectionCircle = false
    var editingControl: EditingControlView?
    var reorderControl: ReorderControlView?
}

/// The sizes of the editing parts, as iOS 17 lays them out at the default text size.
enum EditingMetrics {
    /// LE3: how far the content moves right for the editing control.
    static let controlWidth: CGFloat = 38
    /// The control's circle, and its leading inset.
    static let circleDiameter: CGFloat = 22
    static let circleInset: CGFloat = 12
    /// LE12: the reorder control's width at the trailing edge.
    static let reorderWidth: CGFloat = 40
    /// The duration of an animated `setEditing(_:animated:)`.
    static let animationDuration: TimeInterval = 0.3
}

import Foundation

/// The state of a cell a configuration is updated for (iOS 14): the view states of
/// ``UIViewConfigurationState`` plus the cell's editing, expansion, swipe, reorder, drag and
/// drop states. Cells pass one to `updateConfiguration(using:)` and to their configurations'
/// `updated(for:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable, Hashable {
        /// Not being dragged.
        case none
        /// Lifting: the drag is starting.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Where a cell is in a drop.
    public enum DropState: Int, Sendable, Hashable {
        /// No drop is under way, or it is not over the list.
        case none
        /// A drop is under way but does not target this cell.
        case notTargeted
        /// A drop targets this cell.
        case targeted
    }

    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled (its `isUserInteractionEnabled` is false).
    public var isDisabled = false
    /// Whether the cell is highlighted (a touch is down on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus. Difference from UIKit: OpenUIKit has no focus engine,
    /// so UIKit never sets it.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's item is expanded (an outline's parent showing its children).
    public var isExpanded = false
    /// Whether the cell is swiped to show swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState: DragState = .none
    /// The cell's drop state.
    public var cellDropState: DropState = .none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits, every flag off, no drag or drop and no custom states.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state, nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// The flags of a configuration state that the system configurations read, whatever its type.
struct ConfigurationStateFlags {
    var isSelected = false
    var isHighlighted = false
    var isDisabled = false
    var isEditing = false
    var traitCollection: UITraitCollection?

    init(_ state: any UIConfigurationState) {
        traitCollection = state.traitCollection
        if let cell = state as? UICellConfigurationState {
            isSelected = cell.isSelected; isHighlighted = cell.isHighlighted; isDisabled = cell.isDisabled; isEditing = cell.isEditing
        } else if let view = state as? UIViewConfigurationState {
            isSelected = view.isSelected; isHighlighted = view.isHighlighted; isDisabled = view.isDisabled
        }
    }
}

import Foundation

/// What a collection view keeps for editing: its selection flags in editing mode (LE20)
/// and its list rows' swipe actions (LE21), made on first use.
struct CollectionEditing {
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var swipe: SwipeActionsController?
}

/// Selection while a collection view is editing (iOS 14): the editing-mode flags replace
/// `allowsSelection` and `allowsMultipleSelection` (LE20).
extension UICollectionView {
    /// Whether a tap selects an item while editing (LE20). Default false.
    ///
    /// Difference from UIKit: not `open` (it cannot be overridden).
    public var allowsSelectionDuringEditing: Bool {
        get { _editing.allowsSelectionDuringEditing }
        set { _editing.allowsSelectionDuringEditing = newValue }
    }

    /// Whether taps select several items while editing (LE20). Default false. Setting it
    /// true lets taps select while editing even when ``allowsSelectionDuringEditing`` is false.
    ///
    /// Difference from UIKit: not `open` (it cannot be overridden).
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { _editing.allowsMultipleSelectionDuringEditing }
        set { _editing.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// LE20: whether a tap selects now.
    var _allowsSelectionNow: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// LE20: whether taps select several items now.
    var _allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
}

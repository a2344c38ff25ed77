import Foundation

/// A collection view's selection flags in editing mode (LE20).
struct CollectionEditingSelection {
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
}

/// Selection while a collection view is editing (iOS 14): the editing-mode flags replace
/// `allowsSelection` and `allowsMultipleSelection` (LE20).
extension UICollectionView {
    /// Whether a tap selects an item while editing (LE20). Default false.
    ///
    /// Difference from UIKit: not `open` (it cannot be overridden).
    public var allowsSelectionDuringEditing: Bool {
        get { _editingSelection.allowsSelectionDuringEditing }
        set { _editingSelection.allowsSelectionDuringEditing = newValue }
    }

    /// Whether taps select several items while editing (LE20). Default false. Setting it
    /// true lets taps select while editing even when ``allowsSelectionDuringEditing`` is false.
    ///
    /// Difference from UIKit: not `open` (it cannot be overridden).
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { _editingSelection.allowsMultipleSelectionDuringEditing }
        set { _editingSelection.allowsMultipleSelectionDuringEditing = newValue }
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

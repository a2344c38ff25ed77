import Foundation

/// What a table view keeps for editing: the editing-mode selection flags, the swipe
/// actions of its rows, a reorder in progress, and what it learnt of its data source.
@MainActor
struct TableEditing {
    /// LE16: `allowsMultipleSelectionDuringEditing`.
    var allowsMultipleSelectionDuringEditing = false
    /// LE18: `selectionFollowsFocus`.
    var selectionFollowsFocus = false
    /// LE7–LE11: the rows' swipe actions, made on first use.
    var swipe: SwipeActionsController?
    /// LE13, LE14: the reorder under way.
    var reorder: TableReorder?
    /// LE19: the data source's `tableView(_:commit:forRowAt:)` turned out to be the default
    /// (Swift cannot see whether a protocol method is implemented before calling it).
    var commitIsDefault = false
}

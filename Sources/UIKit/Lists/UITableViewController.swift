import Foundation

/// A view controller whose view is a table view, which it serves as data source and
/// delegate.
///
/// As UIKit: without a nib or storyboard view it makes a `UITableView` of its ``style`` with
/// itself as data source and delegate; the first time the table is about to appear it
/// reloads the data; each time, with ``clearsSelectionOnViewWillAppear``, it deselects the
/// selected rows. A storyboard's static table is served from the cells made at load: the
/// data source and delegate methods answer from it, so a subclass calling `super` gets
/// the static content.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table the controller makes.
    public private(set) var style: UITableView.Style = .plain
    /// Whether `viewWillAppear` deselects the selected rows. Default true.
    open var clearsSelectionOnViewWillAppear = true
    private var _hasAppeared = false
    /// LE32: the refresh control of the controller's storyboard scene, until the view loads.
    var _storyboardRefreshControl: UIRefreshControl?

    /// Creates a controller that makes a table of `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view comes from a nib (or a `.plain` table without one).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from a storyboard; its table comes from the scene.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeTableViewControllerRefreshControl(self)  // LE32
    }

    /// The table view: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The scene's or nib's view, which must be a table view (UIKit raises otherwise), else
    /// a new table with the controller as data source and delegate.
    open override func loadView() {
        _defaultLoadView {
            let table = UITableView(frame: UIScreen.main.bounds, style: style)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.dataSource = self
            table.delegate = self
            return table
        }
        if !(viewIfLoaded is UITableView) {
            UIKitDiagnostics.raise(.tableViewControllerWithoutTable(self, nibName: nibName ?? _storyboard.map { "\($0.name) storyboard" }))
        }
        _installStoryboardRefreshControl()  // LE32
    }

    /// Reloads the first time, then clears the selection when asked to.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !_hasAppeared {
            _hasAppeared = true
            if tableView._geometry == nil { tableView.reloadData() }
        }
        if clearsSelectionOnViewWillAppear {
            for row in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: row, animated: animated) }
        }
    }

    // MARK: Data source (static content, or none)

    /// Static tables: the number of static sections; otherwise 1.
    open func numberOfSections(in tableView: UITableView) -> Int {
        tableView._staticSections?.count ?? 1
    }

    /// Static tables: the section's cell count; otherwise 0 (a subclass supplies rows).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView._staticSections.flatMap { $0.indices.contains(section) ? $0[section].cells.count : nil } ?? 0
    }

    /// Static tables: the static cell; otherwise UIKit's "failed to obtain a cell" exception.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let sections = tableView._staticSections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else {
            UIKitDiagnostics.raise(.failedToObtainCell(tableView, dataSource: self))
        }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// Static tables: the section's header title from the storyboard; otherwise nil.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView._staticSections.flatMap { $0.indices.contains(section) ? $0[section].headerTitle : nil }
    }

    /// Static tables: the section's footer title from the storyboard; otherwise nil.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView._staticSections.flatMap { $0.indices.contains(section) ? $0[section].footerTitle : nil }
    }

    /// Moves a row's data (a drag reorder, O23). Default: none (the drop delegate is asked).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView._listDragDrop?.moveMethodIsDefault = true
    }

    /// True: every row can be edited (LE1).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// True: every row can be moved while the data source moves rows (LE12).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Commits nothing: the table stops offering the default Delete swipe action (LE19).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView._editing.commitIsDefault = true
    }

    // MARK: Delegate (UIKit's defaults; static cells keep their storyboard heights)

    /// `.delete` (LE2).
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// nil: "Delete" (LE4).
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// True (LE3).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing (LE7).
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Nothing (LE7).
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposed row (LE13).
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    /// No leading actions (LE8).
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// nil: the table's default Delete action (LE8).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    /// Static tables: the cell's storyboard height if it has its own; otherwise `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let sections = tableView._staticSections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return tableView.rowHeight }
        return sections[indexPath.section].cells[indexPath.row]._ibRowHeight ?? tableView.rowHeight
    }

    /// `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// A row's estimate: `estimatedRowHeight` (LT2).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// A header's estimate: `estimatedSectionHeaderHeight` (LT6).
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// A footer's estimate: `estimatedSectionFooterHeight` (LT6).
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// True.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// No header view of its own: the title shows. Override to give one.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No footer view of its own: the title shows. Override to give one.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Sets the controller's editing state, then the table's (H7).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// No context menu (H6).
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: The rest of iOS 17's data source and delegate (TP1: open, so overrides are called)

    /// No section index (TP4).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's position (SX5).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Nothing (TP2).
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Nothing (TP2).
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// The level the cell already has: its own, or a static cell's from the storyboard (TP3).
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tableView._indentationLevelOfPreparedCell
    }
    /// True unless the table is editing (TP5).
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { !tableView.isEditing }
    /// Nothing (TP5).
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// nil. Never called (TP1).
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// false. Never called (TP1).
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// false. Never called (TP1).
    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool { false }
    /// Nothing. Never called (TP1).
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
    /// true. Never called: no focus engine (TP1).
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    /// true. Never called (TP1).
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { true }
    /// Nothing. Never called (TP1).
    open func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {}
    /// nil. Never called (TP1).
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    /// The table's `selectionFollowsFocus`. Never called (TP1).
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    /// true. Never called: no spring loading (TP1).
    open func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                        with context: any UISpringLoadedInteractionContext) -> Bool { true }
    /// false. Never called: no two-finger selection pan (TP1).
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Nothing. Never called (TP1).
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing. Never called (TP1).
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// nil. Never called: the menu shows no preview (TP1).
    open func tableView(_ tableView: UITableView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// nil. Never called (TP1).
    open func tableView(_ tableView: UITableView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nothing. Never called for rows yet (TP1).
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}

    // MARK: Scroll view delegate

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing: the content comes to rest at the target.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// nil: the list does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// true: a tap on the status bar scrolls the list to its top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

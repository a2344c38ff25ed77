import Foundation

/// UIKit's answers when the data source lacks the section index methods (TP4).
extension UITableViewDataSource {
    /// No index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's position.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// UIKit's answers when the delegate lacks the iOS 17 methods declared beside the older ones
/// (TP1–TP5). The methods OpenUIKit never calls still answer as UIKit would, for an app that
/// calls them itself or a subclass calling `super`.
extension UITableViewDelegate {
    /// Nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// The level of the cell the table is preparing (so a level set in `cellForRowAt` or a
    /// storyboard stays, as when UIKit finds no method); 0 outside that.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tableView._indentationLevelOfPreparedCell
    }
    /// True unless the table is editing.
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { !tableView.isEditing }
    /// Nothing.
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// nil.
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// false.
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// false.
    public func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                          withSender sender: Any?) -> Bool { false }
    /// Nothing.
    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
                          withSender sender: Any?) {}
    /// true.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    /// true.
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                          with coordinator: UIFocusAnimationCoordinator) {}
    /// nil.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    /// The table's `selectionFollowsFocus`.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    /// true.
    public func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                          with context: any UISpringLoadedInteractionContext) -> Bool { true }
    /// false.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// nil.
    public func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// nil.
    public func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Nothing.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
}

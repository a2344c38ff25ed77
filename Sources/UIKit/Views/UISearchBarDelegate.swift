import Foundation

/// The delegate of a search bar: asked before editing begins and ends and before each
/// change; told of editing, text changes and the bar's buttons.
///
/// Every method has a default (Linux has no optional protocol requirements): the `should`
/// questions answer true and the notifications do nothing, as UIKit does for a method the
/// delegate does not implement.
/// It inherits `UIBarPositioningDelegate` (the bar's position, BP1).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting or the clear button; not code).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's change replacing `range` (UTF-16 offsets) with `text` may happen.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The Search key (the keyboard's Return key) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The search results button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user selected another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Default: true.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Default: nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Default: true.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Default: nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Default: nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Default: true.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Default: nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Default: nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Default: nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Default: nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Default: nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

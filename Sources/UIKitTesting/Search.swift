@_spi(Testing) import UIKit

/// Taps the search bar's field, as a finger starting a search does: the field begins
/// editing, and a search controller's search becomes active.
@MainActor
public func tapSearchField(of searchBar: UISearchBar) {
    tap(searchBar.searchTextField)
}

/// Taps the search bar's Cancel button, which must show.
@MainActor
public func tapCancelButton(of searchBar: UISearchBar) {
    let button = searchBar._cancelButtonView
    guard !button.isHidden, button.window != nil else {
        preconditionFailure("tapCancelButton(of:): \(searchBar) shows no Cancel button")
    }
    tap(button)
}

/// Taps the scope button at `index` of the search bar's scope bar, which must show.
@MainActor
public func tapScopeButton(_ index: Int, of searchBar: UISearchBar) {
    let scopeBar = searchBar._scopeBarView
    let count = scopeBar.numberOfSegments
    guard !scopeBar.isHidden, scopeBar.window != nil, index >= 0, index < count else {
        preconditionFailure("tapScopeButton(_:of:): \(searchBar) shows no scope button \(index)")
    }
    scopeBar.window!.layoutIfNeeded()
    tap(at: scopeBar.convert(scopeBar._centerOfSegment(at: index), to: scopeBar.window!), in: scopeBar.window!)
}

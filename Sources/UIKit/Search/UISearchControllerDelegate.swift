import Foundation

/// The delegate of a search controller: told when UIKit presents and dismisses it on its own
/// (the search bar began editing, `isActive` was set, Cancel was tapped), and asked to present
/// it itself.
///
/// Every method has a default (Linux has no optional protocol requirements). As in UIKit,
/// the will/did methods are not called when the app presents or dismisses the search
/// controller itself (P16).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// UIKit is about to present the search controller.
    func willPresentSearchController(_ searchController: UISearchController)
    /// UIKit presented the search controller (its presentation's completion).
    func didPresentSearchController(_ searchController: UISearchController)
    /// UIKit is about to dismiss the search controller.
    func willDismissSearchController(_ searchController: UISearchController)
    /// UIKit dismissed the search controller (its dismissal's completion).
    func didDismissSearchController(_ searchController: UISearchController)
    /// Called when the search becomes active (the bar agreed to begin editing, or `isActive`
    /// was set). Present the controller here to present it yourself; when this returns
    /// without a presentation, UIKit performs its own (the default does nothing).
    func presentSearchController(_ searchController: UISearchController)
    /// The search bar is about to move to `newPlacement` (iOS 16).
    func searchController(_ searchController: UISearchController,
                          willChangeToSearchBarPlacement newPlacement: UINavigationItem.SearchBarPlacement)
    /// The search bar moved from `previousPlacement` (iOS 16).
    func searchController(_ searchController: UISearchController,
                          didChangeFromSearchBarPlacement previousPlacement: UINavigationItem.SearchBarPlacement)
}

extension UISearchControllerDelegate {
    /// Default: nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Default: nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Default: nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Default: nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Default: nothing, so UIKit presents the search controller itself.
    public func presentSearchController(_ searchController: UISearchController) {}
    /// Default: nothing.
    public func searchController(_ searchController: UISearchController,
                                 willChangeToSearchBarPlacement newPlacement: UINavigationItem.SearchBarPlacement) {}
    /// Default: nothing.
    public func searchController(_ searchController: UISearchController,
                                 didChangeFromSearchBarPlacement previousPlacement: UINavigationItem.SearchBarPlacement) {}
}

/// The object that updates search results: told when the search bar becomes first responder,
/// when the user changes its text or scope, and when the search is cancelled (P17).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Update the results for the search controller's current text and scope.
    func updateSearchResults(for searchController: UISearchController)
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Logs a search's delegate, updater and bar-delegate calls into a ``Trace``.
@MainActor
final class SearchObserver: UISearchControllerDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    let trace: Trace
    /// Presents the search controller itself from this controller, when set.
    var presentsFrom: UIViewController?

    init(_ trace: Trace) { self.trace = trace }

    func willPresentSearchController(_ searchController: UISearchController) { trace.add("willPresent active=\(searchController.isActive)") }
    func didPresentSearchController(_ searchController: UISearchController) { trace.add("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { trace.add("willDismiss active=\(searchController.isActive)") }
    func didDismissSearchController(_ searchController: UISearchController) { trace.add("didDismiss") }
    func presentSearchController(_ searchController: UISearchController) {
        trace.add("presentSearchController")
        presentsFrom?.present(searchController, animated: true)
    }
    func updateSearchResults(for searchController: UISearchController) {
        trace.add("update text=\"\(searchController.searchBar.text ?? "nil")\" active=\(searchController.isActive) scope=\(searchController.searchBar.selectedScopeButtonIndex)")
    }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { trace.add("bar.shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { trace.add("bar.didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { trace.add("bar.didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { trace.add("bar.textDidChange \(searchText)") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { trace.add("bar.cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { trace.add("bar.scope \(selectedScope)") }
}

/// A searched list of `rows` plain rows, logging its appearance.
@MainActor
final class SearchedList: UITableViewController {
    let trace: Trace
    let name: String
    var rows = 0
    init(_ name: String, _ trace: Trace) {
        self.name = name; self.trace = trace
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); trace.add("\(name).viewWillAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); trace.add("\(name).viewWillDisappear") }
}

/// A search controller whose own appearance callbacks are traced.
@MainActor
final class TracedSearchController: UISearchController {
    var trace: Trace?
    private func log(_ callback: String) { trace?.add("Search.\(callback) presented=\(isBeingPresented) dismissed=\(isBeingDismissed)") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
}

/// Where a test puts the search bar.
enum SearchBarHome { case tableHeader, navigationItem }

/// A ``SearchedList`` in a navigation controller on screen, with a traced search controller
/// whose bar is at `home`, observed by a ``SearchObserver`` (keep it: the links are weak).
@MainActor
func showSearchedList(_ trace: Trace, results: UIViewController? = nil, home: SearchBarHome, definesContext: Bool,
                      rows: Int = 0, largeTitles: Bool = false)
    -> (list: SearchedList, navigation: UINavigationController, search: TracedSearchController, observer: SearchObserver, window: UIWindow) {
    let list = SearchedList("List", trace)
    list.title = "Fruit"
    list.rows = rows
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    let search = TracedSearchController(searchResultsController: results)
    let observer = SearchObserver(trace)
    search.delegate = observer
    search.searchResultsUpdater = observer
    search.searchBar.delegate = observer
    switch home {
    case .tableHeader:
        search.searchBar.sizeToFit()
        list.tableView.tableHeaderView = search.searchBar
    case .navigationItem:
        list.navigationItem.searchController = search
    }
    list.definesPresentationContext = definesContext
    let window = showInWindow(navigation)
    search.trace = trace
    _ = trace.take()
    return (list, navigation, search, observer, window)
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// A list that shows `search()` while its search finds nothing, logging the text it is
/// updated for.
@MainActor
private final class SearchedEmptyList: UIViewController {
    let trace: Trace
    init(_ trace: Trace) {
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        trace.add("update searchText=\(state.searchText ?? "nil")")
        contentUnavailableConfiguration = (state.searchText ?? "").isEmpty ? nil : UIContentUnavailableConfiguration.search()
    }
}

@MainActor
@Suite(.uikit) struct SearchContentUnavailableTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_V7_theStateCarriesTheSearchTextAndTypingUpdatesItOncePerPass() {
        let trace = Trace()
        let list = SearchedEmptyList(trace)
        let navigation = UINavigationController(rootViewController: list)
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        list.definesPresentationContext = true
        let window = showInWindow(navigation)
        #expect(trace.take() == ["update searchText="])  // the bar's text is "" (UIKit's), not nil
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        typeText("zz", into: search.searchBar.searchTextField)
        #expect(trace.lines.isEmpty)  // deferred to the layout pass, once for both characters
        window.layoutIfNeeded()
        #expect(trace.take() == ["update searchText=zz"])
        #expect(list.contentUnavailableConfiguration is UIContentUnavailableConfiguration)
        // Without a search controller there is no search text.
        let plain = SearchedEmptyList(trace)
        _ = showInWindow(plain)
        #expect(trace.take() == ["update searchText=nil"])
    }
}

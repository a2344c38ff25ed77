import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct SearchResultsTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func showSearch(_ trace: Trace, results: UIViewController?)
        -> (SearchedList, TracedSearchController, SearchObserver, UIWindow) {
        let shown = showSearchedList(trace, results: results, home: .navigationItem, definesContext: true)
        return (shown.list, shown.search, shown.observer, shown.window)
    }

    @Test func test_P17_typingShowsTheResultsControllerAndUpdatesAfterTheBarDelegate() {
        let trace = Trace()
        let results = Traced("Results", trace)
        let (_, search, observer, window) = showSearch(trace, results: results)
        _ = observer
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        #expect(trace.take() == [
            "bar.shouldBegin", "bar.didBegin", "presentSearchController", "willPresent active=true",
            "Results.viewDidLoad", "Search.viewWillAppear presented=true dismissed=false", "Results.viewWillAppear",
            "Results.viewIsAppearing",
            "update text=\"\" active=true scope=0",
            "Search.viewDidAppear presented=true dismissed=false", "Results.viewDidAppear", "didPresent",
        ])
        #expect(results.parent === search && results.view.isHidden == false)
        window.layoutIfNeeded()
        #expect(results.view.superview!.isHidden)  // no text: no results yet
        #expect(!search.showsSearchResultsController)

        typeText("ki", into: search.searchBar.searchTextField)
        #expect(trace.take() == [
            "bar.textDidChange k", "update text=\"k\" active=true scope=0",
            "bar.textDidChange ki", "update text=\"ki\" active=true scope=0",
        ])
        window.layoutIfNeeded()
        #expect(search.showsSearchResultsController && !results.view.superview!.isHidden)
        #expect(results.view.frame.size == search.view.bounds.size)

        // Set by the app: no longer automatic.
        search.showsSearchResultsController = false
        #expect(!search.automaticallyShowsSearchResultsController)
        window.layoutIfNeeded()
        #expect(results.view.superview!.isHidden)
    }

    @Test func test_P17_cancelClearsTheTextEndsEditingDismissesThenUpdatesInactive() {
        let trace = Trace()
        let (list, search, observer, _) = showSearch(trace, results: nil)
        _ = observer
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        typeText("x", into: search.searchBar.searchTextField)
        _ = trace.take()
        tapCancelButton(of: search.searchBar)
        #expect(!search.isActive && search.searchBar.text == "")
        clock.advance(by: 0.5)
        #expect(trace.take() == [
            "bar.cancel", "bar.didEnd", "willDismiss active=true",
            "Search.viewWillDisappear presented=false dismissed=true",
            "update text=\"\" active=false scope=0",
            "Search.viewDidDisappear presented=false dismissed=true", "didDismiss",
        ])
        #expect(list.presentedViewController == nil && !search.searchBar.isFirstResponder)
    }

    @Test func test_P17_theScopeBarShowsWhileSearchingAndAScopeChangeUpdates() {
        let trace = Trace()
        let (_, search, observer, window) = showSearch(trace, results: nil)
        _ = observer
        let bar = search.searchBar
        bar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        let navigationBar = search.searchBar.superview as! UINavigationBar
        window.layoutIfNeeded()
        #expect(!bar.showsScopeBar && bar._scopeBarView.isHidden)
        tapSearchField(of: bar)
        clock.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(bar.showsScopeBar && !bar._scopeBarView.isHidden)
        #expect(navigationBar.frame.height == 96)  // 52 + 44: collapsed to the search row, with the scope bar
        _ = trace.take()
        tapScopeButton(2, of: bar)
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(trace.take() == ["bar.scope 2", "update text=\"\" active=true scope=2"])
        tapScopeButton(2, of: bar)  // the selected one again: nothing
        #expect(trace.take() == [])
        tapCancelButton(of: bar)
        clock.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(!bar.showsScopeBar && navigationBar.frame.height == 96)
    }

    @Test func test_P17_settingTheBarsButtonsTakesThemOverFromTheSearchController() {
        let search = UISearchController(searchResultsController: nil)
        #expect(search.automaticallyShowsCancelButton && search.scopeBarActivation == .automatic)
        #expect(!search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsSearchResultsController && search.automaticallyShowsScopeBar)
        search.searchBar.showsCancelButton = true
        #expect(!search.automaticallyShowsCancelButton)
        search.searchBar.showsScopeBar = false
        #expect(search.scopeBarActivation == .manual && !search.automaticallyShowsScopeBar)
        // A bar alone reports its scope buttons to its delegate only.
        let trace = Trace()
        let observer = SearchObserver(trace)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.delegate = observer
        bar.scopeButtonTitles = ["A", "B"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 100)
        let holder = UIViewController()
        _ = showInWindow(holder)
        bar.frame.size.height = 100
        holder.view.addSubview(bar)
        tapScopeButton(1, of: bar)
        #expect(trace.take() == ["bar.scope 1"])
    }
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct SearchPresentationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A list in a navigation controller whose table header is the search bar.
    private func showList(_ trace: Trace, results: UIViewController? = nil, definesContext: Bool)
        -> (SearchedList, UINavigationController, TracedSearchController, SearchObserver, UIWindow) {
        showSearchedList(trace, results: results, home: .tableHeader, definesContext: definesContext)
    }

    @Test func test_P16_tappingTheSearchFieldPresentsTheSearchOverTheContextThatDefinesIt() {
        let trace = Trace()
        let (list, navigation, search, observer, _) = showList(trace, definesContext: true)
        _ = observer
        #expect(search.modalPresentationStyle == .custom && !search.isActive)
        tapSearchField(of: search.searchBar)
        #expect(search.isActive && search.searchBar.isFirstResponder)
        #expect(search.presentingViewController === list && list.presentedViewController === search)
        clock.advance(by: 0.5)
        #expect(trace.take() == [
            "bar.shouldBegin", "bar.didBegin", "presentSearchController", "willPresent active=true",
            "Search.viewWillAppear presented=true dismissed=false",
            "update text=\"\" active=true scope=0",
            "Search.viewDidAppear presented=true dismissed=false", "didPresent",
        ])  // the searched list gets no appearance callback: its views stay
        // The search covers the list (inside the navigation controller's content, so the
        // navigation bar, hidden for the search, would stay above it), and the bar moved into
        // the search view at the top of the safe area.
        let container = search.view.superview!
        #expect(container.superview === list.view.superview && container.frame == list.view.frame)
        #expect(navigation.isNavigationBarHidden)
        #expect(search.searchBar.superview === search.view)
        #expect(search.searchBar.frame.minY == search.view.safeAreaInsets.top)
        #expect(!search.searchBar._cancelButtonView.isHidden)  // automaticallyShowsCancelButton
    }

    @Test func test_P16_withoutADefiningControllerTheNavigationControllerIsTheContext() {
        let trace = Trace()
        let (list, navigation, search, _, window) = showList(trace, definesContext: false)
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        #expect(search.presentingViewController === navigation)  // E14: it defines a context by default
        #expect(search.view.superview!.superview === window && list.presentedViewController === search)
        // Without a navigation controller, the window's root presents.
        let trace2 = Trace()
        let plain = SearchedList("Plain", trace2)
        let search2 = UISearchController(searchResultsController: nil)
        plain.tableView.tableHeaderView = search2.searchBar
        _ = showInWindow(plain)
        tapSearchField(of: search2.searchBar)
        #expect(search2.presentingViewController === plain && search2.isActive)
    }

    @Test func test_P16_theDelegateMayPresentTheSearchItselfThenNoWillOrDidIsSent() {
        let trace = Trace()
        let (list, _, search, observer, _) = showList(trace, definesContext: true)
        observer.presentsFrom = list
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        #expect(trace.take() == [
            "bar.shouldBegin", "bar.didBegin", "presentSearchController",
            "Search.viewWillAppear presented=true dismissed=false",
            "update text=\"\" active=true scope=0",
            "Search.viewDidAppear presented=true dismissed=false",
        ])
        #expect(search.isActive && search.presentingViewController === list)
    }

    @Test func test_P16_settingIsActivePresentsWithoutEditingAndFalseDismisses() {
        let trace = Trace()
        let (list, navigation, search, observer, _) = showList(trace, definesContext: true)
        _ = observer
        search.isActive = true
        #expect(search.isActive && !search.searchBar.isFirstResponder)
        clock.advance(by: 0.5)
        #expect(trace.take() == [
            "presentSearchController", "willPresent active=true",
            "Search.viewWillAppear presented=true dismissed=false",
            "Search.viewDidAppear presented=true dismissed=false", "didPresent",
        ])  // no update: the bar did not become first responder
        search.isActive = false
        #expect(!search.isActive)
        clock.advance(by: 0.5)
        #expect(trace.take() == [
            "willDismiss active=true",
            "Search.viewWillDisappear presented=false dismissed=true",
            "Search.viewDidDisappear presented=false dismissed=true", "didDismiss",
        ])
        #expect(list.presentedViewController == nil && !navigation.isNavigationBarHidden)
        #expect(search.searchBar.superview === list.tableView && search.searchBar.frame.minY == 0)  // back in its header
    }

    @Test func test_P16_touchesPassThroughToTheContentUnlessItIsObscured() {
        let trace = Trace()
        let (list, _, search, observer, window) = showList(trace, definesContext: true)
        _ = observer
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.frame = CGRect(x: 20, y: 400, width: 100, height: 44)
        list.view.addSubview(button)
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        tap(button)
        #expect(taps == 1 && search.isActive)
        search.isActive = false
        clock.advance(by: 0.5)

        // Obscured: the dimming view takes the tap and ends the search as Cancel does.
        search.obscuresBackgroundDuringPresentation = true
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        _ = trace.take()
        let point = button.convert(CGPoint(x: 50, y: 22), to: window)
        let dimming = window.hitTest(point, with: nil)
        #expect(dimming?.isDescendant(of: search.view) == true && dimming?.backgroundColor == UIColor(white: 0, alpha: 0.2))
        tap(at: point, in: window)
        clock.advance(by: 0.5)
        #expect(taps == 1 && !search.isActive)
        #expect(trace.take() == [
            "bar.didEnd", "willDismiss active=true",
            "Search.viewWillDisappear presented=false dismissed=true",
            "update text=\"\" active=false scope=0",
            "Search.viewDidDisappear presented=false dismissed=true", "didDismiss",
        ])
    }

    @Test func test_P16_aNavigationItemSearchStaysUnderTheNavigationBarWhichCollapsesToIt() {
        let (_, navigation, search, observer, window) = showSearchedList(Trace(), home: .navigationItem, definesContext: false)
        _ = observer
        let bar = navigation.navigationBar
        #expect(search.searchBar.superview === bar && search.searchBarPlacement == .stacked)
        #expect(bar.frame.height == 96)
        tapSearchField(of: search.searchBar)
        clock.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(search.presentingViewController === navigation)
        // The container is inside the navigation controller's view, under its bar; the
        // search view starts below the bar, which shows only its search row.
        let container = search.view.superview!
        #expect(container.superview === navigation.view)
        let subviews = navigation.view.subviews
        #expect(subviews.firstIndex { $0 === container }! < subviews.firstIndex { $0 === bar }!)
        #expect(bar.frame.height == 52 && search.searchBar.superview === bar && !search.searchBar._cancelButtonView.isHidden)
        #expect(search.view.frame.minY == bar.frame.maxY)
        #expect(navigation.isNavigationBarHidden == false)

        tapCancelButton(of: search.searchBar)
        clock.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(!search.isActive && bar.frame.height == 96 && search.searchBar._cancelButtonView.isHidden)
    }

    @Test func test_P16_aSearchControllerAndItsResultsAreReleasedAfterTheSearch() {
        weak var weakSearch: UISearchController?
        weak var weakResults: UIViewController?
        let trace = Trace()
        do {
            let results = UIViewController()
            let (list, _, search, _, _) = showList(trace, results: results, definesContext: true)
            weakSearch = search; weakResults = results
            tapSearchField(of: search.searchBar)
            clock.advance(by: 0.5)
            tapCancelButton(of: search.searchBar)
            clock.advance(by: 0.5)
            list.tableView.tableHeaderView = nil
        }
        #expect(weakSearch == nil && weakResults == nil)
    }
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct NavigationBarSearchTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A list of 40 rows with a search controller in its navigation item.
    private func showList(largeTitles: Bool = false) -> (UITableViewController, UINavigationController, UISearchController, UIWindow) {
        let shown = showSearchedList(Trace(), home: .navigationItem, definesContext: false, rows: 40, largeTitles: largeTitles)
        return (shown.list, shown.navigation, shown.search, shown.window)
    }

    @Test func test_S5_theSearchBarTakesARowUnderTheTitle() {
        let (list, navigation, search, window) = showList()
        let bar = navigation.navigationBar
        #expect(list.navigationItem.hidesSearchBarWhenScrolling && list.navigationItem.preferredSearchBarPlacement == .automatic)
        #expect(bar.frame.height == 96 && search.searchBar.frame == CGRect(x: 0, y: 44, width: window.bounds.width, height: 52))
        #expect(list.tableView.adjustedContentInset.top == bar.frame.maxY)
        let (large, largeNavigation, _, _) = showList(largeTitles: true)
        #expect(largeNavigation.navigationBar.frame.height == 148)  // 44 + 52 + 52
        _ = large
        // Inline: in place of the title, no extra row.
        list.navigationItem.preferredSearchBarPlacement = .inline
        window.layoutIfNeeded()
        #expect(list.navigationItem.searchBarPlacement == .inline && bar.frame.height == 44)
        #expect(search.searchBar.frame.height == 44 && search.searchBar.superview === bar)
        // Removed: the bar goes, and the row with it.
        list.navigationItem.searchController = nil
        window.layoutIfNeeded()
        #expect(search.searchBar.superview == nil && bar.frame.height == 44 && list.navigationItem.searchBarPlacement == .automatic)
    }

    @Test func test_S5_theSearchRowSlidesAwayAsTheContentScrollsUpAndBackWhenPulledDown() {
        let (list, navigation, _, window) = showList()
        let bar = navigation.navigationBar
        let table = list.tableView!
        let rest = -table.adjustedContentInset.top
        table.contentOffset.y = rest + 30
        window.layoutIfNeeded()
        #expect(bar.frame.height == 66)
        #expect(table.adjustedContentInset.top == bar.frame.maxY && table.contentOffset.y == -table.adjustedContentInset.top)
        table.contentOffset.y = rest + 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        table.contentOffset.y = rest
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96 && table.adjustedContentInset.top == bar.frame.maxY)

        // Kept on scrolling when the item says so.
        list.navigationItem.hidesSearchBarWhenScrolling = false
        table.contentOffset.y = rest + 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
    }
}

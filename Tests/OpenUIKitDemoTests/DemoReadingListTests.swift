#if SnapshotTesting
import Foundation
@testable import OpenUIKitDemo
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// The demo's reading list: a compositional list with a diffable data source, list cells and
/// swipe actions, used as a user would (LL22, LU22, LE21) and audited (K30).
@MainActor
@Suite(.uikit) struct DemoReadingListTests {
    init() { prepareDemo() }

    /// The catalog tab with the reading list pushed by VoiceOver's double tap on its row.
    private func showReadingList() -> (ReadingListViewController, DemoInterface, UIWindow) {
        let interface = DemoInterface()
        interface.tabs.selectedIndex = 1
        let window = UIWindow()
        window.rootViewController = interface.tabs
        window.makeKeyAndVisible()
        drainMainRunLoop()
        activate(accessibilityElement(labeled: "Reading list", in: window)!)
        VirtualClock.current?.advance(by: 1, step: 0.1)
        let list = interface.catalogNavigation.topViewController as! ReadingListViewController
        window.layoutIfNeeded()
        return (list, interface, window)
    }

    private func headlines(_ list: ReadingListViewController) -> [String?] {
        list.collectionView.indexPathsForVisibleItems.map { indexPath in
            (list.collectionView.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    @Test func test_LE21_LU22_swipingAnArticleMarksItReadWithAnAnimatedApply() throws {
        let (list, _, window) = showReadingList()
        #expect(headlines(list) == ReadingListViewController.initialArticles.map(\.headline))
        swipeRow(at: IndexPath(item: 1, section: 0), in: list.collectionView, .left)
        #expect(revealedSwipeActionTitles(in: list.collectionView) == ["Delete", "Mark as Read"])
        tapSwipeAction(titled: "Mark as Read", in: list.collectionView)
        VirtualClock.current?.advance(by: 1, step: 0.1)
        window.layoutIfNeeded()
        let snapshot = list.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers == [.unread, .read])
        #expect(snapshot.itemIdentifiers(inSection: .read) == [2])
        #expect(list.collectionView.numberOfSections == 2 && list.collectionView.numberOfItems(inSection: 1) == 1)
        // The read article's row is in the second section, under its header.
        let header = try #require(list.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Read")
        // Deleting the last unread article by a swipe removes its row.
        swipeRow(at: IndexPath(item: 3, section: 0), in: list.collectionView, .left)
        tapSwipeAction(titled: "Delete", in: list.collectionView)
        VirtualClock.current?.advance(by: 1, step: 0.1)
        #expect(list.dataSource.snapshot().itemIdentifiers(inSection: .unread) == [1, 3, 4])
        // UIKit's own `secondaryLabel` on the grouped cell background is 3.30:1, under the
        // 4.5:1 the audit asks of 17 pt text: it reports the subtitles and the grouped headers
        // of UIKit's standard styles (and nothing else), as it would in any app using them.
        let issues = accessibilityAuditIssues(in: window)
        #expect(!issues.isEmpty && issues.allSatisfy { $0.auditType == .contrast && $0.description.contains("3.30:1") })
        #expect(performAccessibilityAudit(for: AccessibilityAuditType.all.subtracting(.contrast), in: window).isEmpty)
    }

    @Test func test_LL22_theReadingListAsDrawn() {
        let (list, _, window) = showReadingList()
        list.markRead(2)
        VirtualClock.current?.advance(by: 1, step: 0.1)
        window.layoutIfNeeded()
        assertSnapshot(of: ViewRenderer(scale: 3).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98),
                       named: "reading-list")
    }
}
#endif

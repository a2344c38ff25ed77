import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Prefetching rows and items ahead of the scroll.
@MainActor
@Suite(.uikit) struct ListPrefetchingTests {
    init() { _ = freshUIKit() }

    @Test func test_LT10_rowsOneScreenAheadArePrefetchedAndCancelledWhenTheScrollTurns() {
        let log = SizingLog([Array(repeating: 0, count: 100)])
        let table = sizingTable(log)
        table.rowHeight = 50
        table.prefetchDataSource = log
        table.layoutIfNeeded()
        #expect(log.take().filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == [])  // not before scrolling
        table.contentOffset.y = 100  // rows 2-5 on screen
        table.layoutIfNeeded()
        // willDisplay for the new rows first, then the rows of the next screen (300-500).
        #expect(log.take().filter { !$0.hasPrefix("height") } == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "cell 0.4",
                                                                   "willDisplay 0.4", "cell 0.5", "willDisplay 0.5",
                                                                   "prefetch 0.6,0.7,0.8,0.9"])
        table.contentOffset.y = 150  // row 6 comes on screen; only row 10 is new ahead
        table.layoutIfNeeded()
        #expect(log.take().filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == ["prefetch 0.10"])
        // Turning back: the rows still pending are cancelled, the rows above are prefetched, nearest first.
        table.contentOffset.y = 120
        table.layoutIfNeeded()
        #expect(log.take().filter { $0.hasPrefix("prefetch") || $0.hasPrefix("cancel") } == ["cancel 0.7,0.8,0.9,0.10", "prefetch 0.1,0.0"])
    }

    @Test func test_LT10_collectionViewsPrefetchItemsAheadUnlessPrefetchingIsOff() {
        final class Prefetcher: UICollectionViewDataSourcePrefetching {
            var events: [String] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                events.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
            }
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
                events.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)  // one item a line, 100 pt apart
        layout.minimumLineSpacing = 0
        let log = CollectionLog(counts: [50])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.dataSource = log
        let prefetcher = Prefetcher()
        #expect(view.isPrefetchingEnabled)
        view.prefetchDataSource = prefetcher
        view.layoutIfNeeded()
        view.contentOffset.y = 150  // items 1-3 on screen
        view.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 4,5"])  // the screen below, 350-550
        view.contentOffset.y = 120  // turning back: item 0 is the one above
        view.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 4,5", "cancel 4,5", "prefetch 0"])
        view.isPrefetchingEnabled = false
        view.contentOffset.y = 400
        view.layoutIfNeeded()
        #expect(prefetcher.events.count == 3)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Lists dragged by a finger: orthogonal sections scroll across, the collection view along;
/// a table scrolls on a vertical drag and swipes a row on a horizontal one; a pull refreshes.
@MainActor
@Suite(.uikit) struct ListDraggingTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A collection view in a window: section 0 a row of six 150-pt groups (10 pt apart,
    /// 10 pt leading inset) scrolling with `behavior`, section 1 twenty 50-pt rows.
    private func collection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = behavior
        row.interGroupSpacing = 10
        row.contentInsets.leading = 10
        let plain = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? row : plain }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        let source = GridSource(counts: [6, 20])
        view.dataSource = source
        view.delegate = source
        keep.append(source)
        let controller = UIViewController()
        controller.view.addSubview(view)
        let window = showInWindow(controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.layoutIfNeeded()
        return view
    }

    private let keep = Holder()

    /// The middle of the row's visible part, in window coordinates.
    private func rowPoint(_ row: UIScrollView) -> CGPoint {
        row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: row.window)
    }

    private func scroller(_ view: UICollectionView) throws -> UIScrollView {
        try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
    }

    @Test func test_SV15_aHorizontalDragScrollsTheSectionAVerticalOneTheCollectionView() throws {
        let view = collection(.continuous)
        let row = try scroller(view)
        let top = view.contentOffset
        drag(view, by: CGPoint(x: -100, y: 0), rest: 0.2, from: rowPoint(row))
        #expect(row.contentOffset == CGPoint(x: 100, y: 0) && view.contentOffset == top)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
        drag(view, by: CGPoint(x: 0, y: -40), rest: 0.2, from: rowPoint(row))
        #expect(view.contentOffset == CGPoint(x: top.x, y: top.y + 40) && row.contentOffset == CGPoint(x: 100, y: 0))
        // Thrown, the section decelerates to the end of its row at most.
        drag(view, by: CGPoint(x: -200, y: 0), duration: 0.1, from: rowPoint(row))
        clock.advance(by: 5)
        #expect(row.contentOffset == CGPoint(x: 640, y: 0) && !row.isDecelerating)
    }

    @Test func test_SV15_pagingSectionsMoveAPageAtATime() throws {
        let view = collection(.paging)
        let row = try scroller(view)
        drag(view, by: CGPoint(x: -100, y: 0), duration: 0.25, from: rowPoint(row))
        clock.advance(by: 1)
        #expect(row.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test func test_SV15_groupPagingMovesOneGroupWithItsLeadingEdgeWhereTheFirstOnesIs() throws {
        let view = collection(.groupPaging)
        let row = try scroller(view)
        drag(view, by: CGPoint(x: -60, y: 0), duration: 0.1, from: rowPoint(row))
        clock.advance(by: 1)
        #expect(row.contentOffset == CGPoint(x: 160, y: 0) && !row.isDecelerating)
        // Slowly, less than half a group: back to the nearest group.
        drag(view, by: CGPoint(x: -50, y: 0), rest: 0.2, from: rowPoint(row))
        clock.advance(by: 1)
        #expect(row.contentOffset == CGPoint(x: 160, y: 0))
    }

    @Test func test_SV15_groupPagingCenteredCentresTheNextGroup() throws {
        let view = collection(.groupPagingCentered)
        let row = try scroller(view)
        drag(view, by: CGPoint(x: -60, y: 0), duration: 0.1, from: rowPoint(row))
        clock.advance(by: 1)
        // The second group spans 170–320: centred in 320 pt at offset 245 − 160.
        #expect(row.contentOffset == CGPoint(x: 85, y: 0))
    }

    @Test func test_SV15_continuousGroupLeadingBoundaryRestsAtTheNearestGroupEdge() throws {
        let view = collection(.continuousGroupLeadingBoundary)
        let row = try scroller(view)
        drag(view, by: CGPoint(x: -100, y: 0), rest: 0.2, from: rowPoint(row))
        clock.advance(by: 5)
        #expect(row.contentOffset == CGPoint(x: 160, y: 0))
    }

    @Test func test_SV16_aVerticalDragScrollsTheTableAHorizontalOneSwipesTheRow() {
        let log = EditingLog([(0..<30).map { "R\($0)" }])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        let top = table.contentOffset
        drag(table, by: CGPoint(x: 0, y: -100), rest: 0.2)
        #expect(table.contentOffset == CGPoint(x: top.x, y: top.y + 100))
        #expect(revealedSwipeActionTitles(in: table).isEmpty && table._swipeStateName == "idle")
        window.layoutIfNeeded()
        let visible = table.indexPathsForVisibleRows ?? []
        swipeRow(at: visible[3], in: table, .left)
        #expect(revealedSwipeActionTitles(in: table) == ["Delete"])
        #expect(table.contentOffset == CGPoint(x: top.x, y: top.y + 100))
    }

    @Test func test_SV14_aPullIsTheScrollViewsDragAndRefreshesContentThatFits() {
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 200)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        let sent = Holder()
        control.addAction(UIAction { _ in sent.append(NSNull()) }, for: .valueChanged)
        _ = hostInWindow(scrollView)
        pullToRefresh(scrollView, distance: 140)
        #expect(sent.count == 1 && control.isRefreshing)
        #expect(recorder.events.first == "willBeginDragging t1d1D0")
        #expect(Array(recorder.compact.suffix(3)) == ["willEndDragging t1d1D0", "didEndDragging true t1d0D1", "willBeginDecelerating t1d0D1"])
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60) && recorder.events.last == "didEndDecelerating t0d0D0")
    }
}

/// Keeps data sources alive for the length of a test (collection views hold them weakly).
@MainActor
final class Holder {
    private var kept: [AnyObject] = []
    func append(_ object: AnyObject) { kept.append(object) }
    var count: Int { kept.count }
}

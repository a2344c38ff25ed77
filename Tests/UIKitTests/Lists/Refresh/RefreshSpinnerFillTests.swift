import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import UIKit
import UIKitTesting

/// The refresh control's spinner fills in tick by tick while the content is pulled (LC34).
@MainActor
@Suite(.uikit) struct RefreshSpinnerFillTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func test_LC34_oneTickShowsPerEighthOfTheTriggerDistance() {
        #expect(UIActivityIndicatorView.tickCount == 8)
        #expect(UIRefreshControl.triggerDistance == 130)
        let distances: [CGFloat] = [-10, 0, 16, 16.25, 32.5, 65, 97.5, 113.75, 129.9, 130, 400]
        #expect(distances.map(UIRefreshControl.ticks(forPull:)) == [0, 0, 0, 1, 2, 4, 6, 7, 7, 8, 8])
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner._tickFill == .all && spinner._visibleTickCount == 8)
        spinner._tickFill = .partial(3)
        #expect(spinner._visibleTickCount == 3)
        spinner._tickFill = .partial(12)
        #expect(spinner._visibleTickCount == 8)
    }

    @Test func test_LC34_aPartlyPulledControlShowsAPartialSpinnerThenAllTicksWhileRefreshing() throws {
        let controller = Rows(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        let table = try #require(controller.tableView)
        let spinner = control._spinnerView
        let rest = -table.adjustedContentInset.top
        #expect(spinner._visibleTickCount == 0 && !spinner.isHidden)  // nothing drawn at rest
        var counts: [Int] = []
        let finger = beginDrag(table, toward: CGPoint(x: 0, y: 1))
        for pulled in [10, 20, 50, 100, 125] as [CGFloat] {
            table.setContentOffset(CGPoint(x: 0, y: rest - pulled), animated: false)
            counts.append(spinner._visibleTickCount)
        }
        #expect(counts == [0, 1, 3, 6, 7])
        #expect(!spinner.isAnimating && !control.isRefreshing)
        table.setContentOffset(CGPoint(x: 0, y: rest - 140), animated: false)
        #expect(control.isRefreshing && spinner.isAnimating && spinner._visibleTickCount == 8)
        finger.lift(after: 0.1)
        clock.advance(by: 0.5)
        #expect(spinner._visibleTickCount == 8)  // still turning while refreshing
        control.endRefreshing()
        #expect(spinner._visibleTickCount == 8)  // while the room goes away
        clock.advance(by: 0.31)
        #expect(control._refreshState == .idle && spinner._visibleTickCount == 0)
        // A pull that is let go shrinks the spinner back with the content.
        let second = beginDrag(table, toward: CGPoint(x: 0, y: 1))
        table.setContentOffset(CGPoint(x: 0, y: rest - 70), animated: false)
        #expect(spinner._visibleTickCount == 4)
        second.lift(after: 0.1)
        clock.advance(by: 1)
        #expect(table.contentOffset.y == rest && spinner._visibleTickCount == 0)
    }

    @Test func test_LC34_beginRefreshingShowsTheWholeSpinner() {
        let control = UIRefreshControl()
        #expect(control._spinnerView._visibleTickCount == 0)
        control.beginRefreshing()
        #expect(control._spinnerView._visibleTickCount == 8 && control._spinnerView.isAnimating)
    }
}

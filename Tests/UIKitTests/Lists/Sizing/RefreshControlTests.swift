import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The refresh control: pulling to refresh, the room it takes, ending.
@MainActor
@Suite(.uikit) struct RefreshControlTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private final class Counter {
        var value = 0
    }

    private final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func test_LT11_theControllersRefreshControlIsItsTablesAndSitsAboveTheContent() throws {
        let controller = Rows(style: .plain)
        let control = UIRefreshControl()
        #expect(!control.isRefreshing && control.attributedTitle == nil)
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control && controller.refreshControl === control)
        #expect(control.superview === controller.tableView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: controller.tableView.bounds.width, height: 60))
        control.attributedTitle = NSAttributedString(string: "Updated just now")
        control.tintColor = .systemRed
        #expect(control._spinnerView.color == .systemRed)
        controller.refreshControl = nil
        #expect(control.superview == nil && controller.tableView.refreshControl == nil)
    }

    @Test func test_LT12_aPullPastTheTriggerStartsOneRefreshAndTheContentRestsBelowTheControl() throws {
        let controller = Rows(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        let counter = Counter()
        control.addAction(UIAction { _ in counter.value += 1 }, for: .valueChanged)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        let table = try #require(controller.tableView)
        let top = table.adjustedContentInset.top
        #expect(table.contentOffset.y == -top)
        // 120 pt is not enough: the content goes back to rest, nothing happens.
        pullToRefresh(table, distance: 120)
        clock.advance(by: 0.5)
        #expect(counter.value == 0 && !control.isRefreshing && table.contentOffset.y == -top)
        // 150 pt passes the 130-pt trigger while the finger is down: one `.valueChanged`.
        pullToRefresh(table, distance: 150)
        #expect(counter.value == 1 && control.isRefreshing)
        #expect(table.adjustedContentInset.top == top + 60 && table.contentInset.top == 0)
        clock.advance(by: 0.5)
        #expect(table.contentOffset.y == -(top + 60))  // at rest below the control
        // A second pull while refreshing sends nothing more.
        pullToRefresh(table, distance: 200)
        #expect(counter.value == 1)
        clock.advance(by: 0.5)
        // Ending takes the room away, animated on the clock.
        control.endRefreshing()
        #expect(!control.isRefreshing && table.adjustedContentInset.top == top)
        #expect(table.contentOffset.y == -top)
        #expect(table.layer.animationKeys()?.isEmpty == false)
        #expect(control._refreshState == .ending)
        clock.advance(by: 0.31)
        #expect(control._refreshState == .idle)
    }

    @Test func test_LT12_beginRefreshingSendsNothingAndLeavesTheOffset() throws {
        let controller = Rows(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        let counter = Counter()
        control.addAction(UIAction { _ in counter.value += 1 }, for: .valueChanged)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        let table = try #require(controller.tableView)
        let top = table.adjustedContentInset.top
        control.beginRefreshing()
        #expect(control.isRefreshing && counter.value == 0)
        #expect(table.adjustedContentInset.top == top + 60 && table.contentOffset.y == -top)
        control.endRefreshing()
        clock.advance(by: 0.5)
        #expect(!control.isRefreshing && table.adjustedContentInset.top == top)
    }
}

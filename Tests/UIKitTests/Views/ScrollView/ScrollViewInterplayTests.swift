import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table controller of fifty plain rows.
@MainActor
private final class FiftyRows: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// The drag with the rest of UIKit: the app setting the offset, a navigation controller
/// hiding its bars on a swipe.
@MainActor
@Suite(.uikit) struct ScrollViewInterplayTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_SV18_settingTheOffsetItIsAtStopsADeceleration() {
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        _ = hostInWindow(scrollView)
        drag(scrollView, by: CGPoint(x: 0, y: -200))
        clock.advance(by: 0.3)
        #expect(scrollView.isDecelerating)
        let stopped = scrollView.contentOffset
        recorder.events = []
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        #expect(!scrollView.isDecelerating && recorder.events.isEmpty)
        clock.advance(by: 4)
        #expect(scrollView.contentOffset == stopped && recorder.events.isEmpty)
        // Any other offset stops it there too.
        drag(scrollView, by: CGPoint(x: 0, y: -200))
        clock.advance(by: 0.3)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        clock.advance(by: 4)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10) && !scrollView.isDecelerating)
    }

    @Test func test_SV17_draggingATableUpHidesTheBarsOfANavigationControllerThatHidesThemOnSwipe() throws {
        let rows = FiftyRows(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        navigation.hidesBarsOnSwipe = true
        let window = showInWindow(navigation)
        defer { window.isHidden = true }
        let table = try #require(rows.tableView)
        let start = table.contentOffset
        drag(table, by: CGPoint(x: 0, y: -200), rest: 0.2)
        #expect(navigation.isNavigationBarHidden)
        #expect(table.contentOffset.y > start.y)
        clock.advance(by: 1)
        drag(table, by: CGPoint(x: 0, y: 100), rest: 0.2)
        #expect(!navigation.isNavigationBarHidden)
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table's background view (LT13).
@MainActor
@Suite(.uikit) struct TableBackgroundViewTests {
    init() { _ = freshUIKit() }

    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    @Test func test_LT13_theBackgroundViewFillsTheBoundsBehindTheCellsWhileScrolling() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        #expect(table.backgroundView == nil)
        let background = UIView()
        table.backgroundView = background
        table.layoutIfNeeded()
        #expect(background.superview === table && table.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(table.visibleCells.count > 0 && table.visibleCells.allSatisfy { $0.superview === table })
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 300, width: 320, height: 400) && table.subviews.first === background)
        table.frame.size.height = 200
        table.layoutIfNeeded()
        #expect(background.frame.size == CGSize(width: 320, height: 200))
        let other = UIView()
        table.backgroundView = other
        #expect(background.superview == nil && other.superview === table && table.subviews.first === other)
        table.backgroundView = nil
        #expect(other.superview == nil)
    }
}

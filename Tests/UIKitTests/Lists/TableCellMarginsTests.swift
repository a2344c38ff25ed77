import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table of ten plain rows with a disclosure indicator.
@MainActor
private final class TenRowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// TM1, TM2: cells' margins at the readable width, content views inside the safe area.
@MainActor
@Suite(.uikit) struct TableCellMarginsTests {
    init() { _ = freshUIKit() }

    @Test func test_TM2_inLandscapeTheContentViewStaysInsideTheSafeAreaUnlessTurnedOff() throws {
        let controller = TenRowsController(style: .plain)
        #expect(controller.tableView.insetsContentViewsToSafeArea && !controller.tableView.cellLayoutMarginsFollowReadableWidth)
        let window = showInWindow(controller)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.layoutIfNeeded()
        let safe = cell.safeAreaInsets
        #expect(safe.left == 47 && safe.right == 47)
        // The cell spans the table; its content view keeps clear of both sides' safe area and
        // of the disclosure indicator (34 points).
        #expect(cell.frame.width == table.bounds.width)
        #expect(cell.contentView.frame == CGRect(x: 47, y: 0, width: cell.bounds.width - 47 - 47 - 34, height: cell.contentView.frame.height))
        table.insetsContentViewsToSafeArea = false
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.width == cell.bounds.width - 34)
        UIScreen.main.setDeviceOrientation(.portrait, animated: false)
        drainMainRunLoop()
        tearDownWindows()
    }

    @Test func test_TM3_inLandscapeTheSeparatorStartsAtTheTextAndReachesThroughTheSafeArea() throws {
        let controller = TenRowsController(style: .plain)
        let window = showInWindow(controller)
        defer { UIScreen.main.setDeviceOrientation(.portrait, animated: false); drainMainRunLoop(); tearDownWindows() }
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.layoutIfNeeded()
        // 47 points of safe area, then the text's 16: the separator starts where the text does
        // and runs to the cell's trailing edge, through the other side's safe area.
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 63, bottom: 0, right: 0))
        table.insetsContentViewsToSafeArea = false
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.separatorInset.left == 16)
        // An inset from the cell's edges is not moved by the safe area: zero spans the row.
        table.insetsContentViewsToSafeArea = true
        table.separatorInset = .zero
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.separatorInset == .zero)
    }

    @Test func test_TM1_cellMarginsReachTheReadableContentGuideWhenTheTableAsks() throws {
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14); tearDownWindows() }
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        defer { UIScreen.main.setDeviceOrientation(.portrait, animated: false) }
        let controller = TenRowsController(style: .plain)
        let window = showInWindow(controller)
        window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let ordinary = cell.layoutMargins
        let readable = table.readableContentGuide.layoutFrame
        #expect(readable.width < table.bounds.width - 100)  // a wide screen: the readable width is narrower
        table.cellLayoutMarginsFollowReadableWidth = true
        table.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.layoutMargins.left == readable.minX - cell.frame.minX)
        #expect(cell.layoutMargins.right == cell.frame.maxX - readable.maxX)
        // The standard label sits at the readable guide's edge (where it sits at the ordinary
        // 16-point margin otherwise); a content view that
        // preserves its superview's margins follows them.
        let label = try #require(cell.textLabel)
        #expect(abs(cell.contentView.convert(label.frame, to: table).minX - readable.minX) < 0.01)
        cell.contentView.preservesSuperviewLayoutMargins = true
        let guide = cell.contentView.convert(cell.contentView.layoutMarginsGuide.layoutFrame, to: table)
        #expect(abs(guide.minX - readable.minX) < 0.01)
        table.cellLayoutMarginsFollowReadableWidth = false
        #expect(cell.layoutMargins == ordinary)
    }
}

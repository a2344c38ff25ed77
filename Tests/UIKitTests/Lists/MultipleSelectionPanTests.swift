import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table of twenty rows whose delegate lets the two-finger pan begin (but on row 9),
/// writing down the calls.
@MainActor
private final class PanSelectTableController: UITableViewController {
    let trace: Trace
    init(_ trace: Trace) { self.trace = trace; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        trace.add("shouldBegin \(indexPath.row) editing \(tableView.isEditing)")
        return indexPath.row != 9
    }
    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        trace.add("didBegin \(indexPath.row) editing \(tableView.isEditing)")
    }
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { trace.add("didEnd") }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { trace.add("select \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { trace.add("deselect \(indexPath.row)") }
}

/// MS1–MS3: the two-finger pan selecting many rows or items.
@MainActor
@Suite(.uikit) struct MultipleSelectionPanTests {
    let clock: VirtualClock
    let trace = Trace()
    init() { clock = freshUIKit() }

    /// Two fingers 20 points apart at the middle of `from` in the table, moved to the
    /// middle of `to` in steps, then lifted.
    private func twoFingerPan(_ table: UIScrollView, from: CGRect, to: CGRect, lift: Bool = true) -> SimulatedFingers {
        let window = table.window!
        let start = table.convert(CGPoint(x: from.midX, y: from.midY), to: window)
        let end = table.convert(CGPoint(x: to.midX, y: to.midY), to: window)
        let fingers = SimulatedFingers(at: [CGPoint(x: start.x - 10, y: start.y), CGPoint(x: start.x + 10, y: start.y)], in: window)
        fingers.move(to: [CGPoint(x: end.x - 10, y: end.y), CGPoint(x: end.x + 10, y: end.y)], steps: 8)
        if lift { fingers.lift() }
        return fingers
    }

    @Test func test_MS1_twoFingersSelectOnlyWhenMultipleSelectionDuringEditingIsAllowedAndTheDelegateAgrees() {
        let controller = PanSelectTableController(trace)
        let window = showInWindow(controller)
        window.layoutIfNeeded()
        let table = controller.tableView!
        table.rowHeight = 44
        table.layoutIfNeeded()
        // Not allowed: the two fingers scroll; the delegate is not asked.
        _ = twoFingerPan(table, from: table.rectForRow(at: IndexPath(row: 6, section: 0)), to: table.rectForRow(at: IndexPath(row: 3, section: 0)))
        #expect(trace.take().isEmpty && table.indexPathsForSelectedRows == nil)
        #expect(table.contentOffset.y > -table.adjustedContentInset.top)
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
        clock.advance(by: 2)
        // Allowed, but the delegate refuses row 9: asked once; the fingers scroll.
        table.allowsMultipleSelectionDuringEditing = true
        _ = twoFingerPan(table, from: table.rectForRow(at: IndexPath(row: 9, section: 0)), to: table.rectForRow(at: IndexPath(row: 11, section: 0)))
        let refused = trace.take()
        #expect(refused == ["shouldBegin 9 editing false"] && table.indexPathsForSelectedRows == nil && !table.isEditing, "\(refused) \(String(describing: table.indexPathsForSelectedRows))")
        clock.advance(by: 2)
        // Row 1: asked before editing begins; the table goes into editing; then the rows.
        _ = twoFingerPan(table, from: table.rectForRow(at: IndexPath(row: 1, section: 0)), to: table.rectForRow(at: IndexPath(row: 3, section: 0)))
        #expect(trace.take() == ["shouldBegin 1 editing false", "didBegin 1 editing true", "select 1", "select 2", "select 3", "didEnd"])
        #expect(table.isEditing && table.indexPathsForSelectedRows?.map(\.row).sorted() == [1, 2, 3], "\(String(describing: table.indexPathsForSelectedRows))")
    }

    @Test func test_MS2_rowsLeftBehindGoBackAndStartingOnASelectedRowDeselects() {
        let controller = PanSelectTableController(trace)
        let window = showInWindow(controller)
        window.layoutIfNeeded()
        let table = controller.tableView!
        table.rowHeight = 44
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        let row = { (r: Int) in table.rectForRow(at: IndexPath(row: r, section: 0)) }
        // Down to row 5, then back up to row 2 (above the start): 1…5 selected, then 3…5
        // go back (4 was selected before), 1…2 stay.
        let fingers = twoFingerPan(table, from: row(2), to: row(5), lift: false)
        #expect(trace.take() == ["shouldBegin 2 editing true", "didBegin 2 editing true", "select 2", "select 3", "select 5"])
        fingers.move(to: fingers.touches.map { CGPoint(x: $0.location(in: nil).x, y: table.convert(CGPoint(x: 0, y: row(0).midY), to: nil).y) }, steps: 6)
        fingers.lift()
        #expect(trace.take() == ["deselect 5", "deselect 3", "select 1", "select 0", "didEnd"])
        #expect(table.indexPathsForSelectedRows?.map(\.row).sorted() == [0, 1, 2, 4])
        // Starting on a selected row deselects the rows passed over.
        _ = twoFingerPan(table, from: row(1), to: row(4))
        #expect(trace.take() == ["shouldBegin 1 editing true", "didBegin 1 editing true", "deselect 1", "deselect 2", "deselect 4", "didEnd"])
        #expect(table.indexPathsForSelectedRows?.map(\.row).sorted() == [0])
    }

    @Test func test_MS3_indexPathsRunAcrossSectionsInOrderFromTheStart() {
        let counts = [3, 0, 2]
        let forward = UIScrollView._indexPaths(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 2), sections: 3) { counts[$0] }
        #expect(forward == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
        let backward = UIScrollView._indexPaths(from: IndexPath(item: 1, section: 2), to: IndexPath(item: 2, section: 0), sections: 3) { counts[$0] }
        #expect(backward == [IndexPath(item: 1, section: 2), IndexPath(item: 0, section: 2), IndexPath(item: 2, section: 0)])
    }
}

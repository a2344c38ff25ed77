import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Reordering rows by their reorder control, with real touches (LE13, LE14).
@MainActor
@Suite(.uikit) struct ReorderTests {
    init() { _ = freshUIKit() }

    @Test func test_LE13_LE14_draggingTheGrabberMovesTheRowLiveAndCommitsOnceOnRelease() throws {
        let log = EditingLog([["A", "B", "C", "D"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        _ = log.take()
        let grabber = try #require(table._reorderControl(forRowAt: .row(0)))
        let dragged = try #require(table.cellForRow(at: .row(0)))
        let start = grabber.convert(CGPoint(x: grabber.bounds.midX, y: grabber.bounds.midY), to: window)
        let finger = SimulatedTouch(at: start, in: window)
        finger.move(to: CGPoint(x: start.x, y: start.y + 88), steps: 4)
        // Live: the dragged row follows the finger; B and C moved up to make room.
        #expect(dragged.frame.minY == 88)
        #expect(log.take() == ["target 0.0 proposed 0.1", "target 0.0 proposed 0.2"])
        #expect(table.cellForRow(at: .row(1))?.frame.minY == 0 && table.cellForRow(at: .row(2))?.frame.minY == 44)
        #expect(table.cellForRow(at: .row(3))?.frame.minY == 132)
        finger.lift()
        #expect(log.take().first == "moveRow 0.0 to 0.2")
        #expect(log.sections == [["B", "C", "A", "D"]])
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["B", "C", "A", "D"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
    }

    @Test func test_LE13_theDelegateRetargetsTheProposedRow() {
        let log = EditingLog([["A", "B", "C", "D"]])
        log.retarget[.row(3)] = .row(2)
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        _ = log.take()
        moveRow(at: .row(0), to: .row(3), in: table)
        let events = log.take()
        #expect(events.prefix(4) == ["target 0.0 proposed 0.1", "target 0.0 proposed 0.2", "target 0.0 proposed 0.3", "moveRow 0.0 to 0.2"])
        #expect(log.sections == [["B", "C", "A", "D"]])
    }

    @Test func test_LE14_movingUpAndAcrossSectionsCallsMoveRowOnceAndBackInPlaceNotAtAll() {
        let log = EditingLog([["A", "B", "C"], ["D", "E"]])
        let (table, window) = editingTable(log)
        defer { window.isHidden = true }
        table.setEditing(true, animated: false)
        _ = log.take()
        moveRow(at: .row(2), to: .row(0), in: table)
        #expect(log.take().filter { $0.hasPrefix("moveRow") } == ["moveRow 0.2 to 0.0"])
        #expect(log.sections == [["C", "A", "B"], ["D", "E"]])
        moveRow(at: .row(0), to: .row(1, 1), in: table)
        #expect(log.take().filter { $0.hasPrefix("moveRow") } == ["moveRow 0.0 to 1.1"])
        #expect(log.sections == [["A", "B"], ["D", "C", "E"]])
        moveRow(at: .row(1), to: .row(1), in: table)
        #expect(log.take().filter { $0.hasPrefix("moveRow") } == [])
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: .row(1))?.frame.minY == table.rectForRow(at: .row(1)).minY)
    }
}

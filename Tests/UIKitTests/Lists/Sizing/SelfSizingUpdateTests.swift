import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Batch updates of a self-sizing table: what is known of kept rows' heights follows them,
/// and inserted rows are counted and sized as at a reload (LU9 with LT2).
@MainActor
@Suite(.uikit) struct SelfSizingUpdateTests {
    init() { _ = freshUIKit() }

    @Test func test_LU9_LT2_rowsInsertedIntoASelfSizingTableAreSizedFromTheirCellsAndKeptRowsKeepTheirs() {
        let log = SizingLog([[60, 30]])
        let table = sizingTable(log, height: 300)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [80, 50])
        log.boxHeights[0].insert(20, at: 1)
        _ = log.take()
        UIView.performWithoutAnimation { table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none) }
        table.layoutIfNeeded()
        // The new row was measured from its cell (not 44); the kept rows were not asked again.
        #expect(table.visibleCells.map(\.frame.height) == [80, 40, 50])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 80, 120])
        #expect(table.contentSize.height == 170)
        #expect(log.take().filter { $0.hasPrefix("height") } == ["height 0.1"])
        // Deleting the first row moves the others up with their heights, asking nothing.
        log.boxHeights[0].remove(at: 0)
        UIView.performWithoutAnimation { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none) }
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [40, 50] && table.contentSize.height == 90)
        #expect(log.take().filter { $0.hasPrefix("height") } == [])
    }
}

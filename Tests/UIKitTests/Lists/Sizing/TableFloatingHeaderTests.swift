import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Plain tables' floating headers and footers, and the padding above headers.
@MainActor
@Suite(.uikit) struct TableFloatingHeaderTests {
    init() { _ = freshUIKit() }

    /// Two sections of five 44-pt rows with titles: in a plain table each header is 28 pt
    /// below 22 pt of padding, so section 0 spans 0-270 (header 22-50) and section 1 270-540
    /// (header 292-320).
    private func titledTable(_ log: SizingLog, style: UITableView.Style = .plain) -> UITableView {
        log.titles = [0: "Zero", 1: "One"]
        let table = sizingTable(log, height: 200, style: style)
        table.rowHeight = 44
        return table
    }

    @Test func test_LT8_plainHeadersStayAtTheTopUntilTheNextSectionPushesThemUp() throws {
        let log = SizingLog([Array(repeating: 0, count: 5), Array(repeating: 0, count: 5)])
        let table = titledTable(log)
        table.layoutIfNeeded()
        let header0 = try #require(table.headerView(forSection: 0))
        #expect(header0.frame == CGRect(x: 0, y: 22, width: 320, height: 28))
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(header0.frame.minY == 100)
        let headerIndex = try #require(table.subviews.firstIndex { $0 === header0 })
        #expect(table.visibleCells.allSatisfy { cell in table.subviews.firstIndex { $0 === cell }! < headerIndex })  // over the rows
        // Section 0 ends at 270: its header is pushed up once the visible top passes 242.
        table.contentOffset.y = 250
        table.layoutIfNeeded()
        #expect(header0.frame.minY == 242)
        #expect(table.headerView(forSection: 1)?.frame.minY == 292)
        table.contentOffset.y = 300
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.frame.minY == 300)
        // The visible area starts below the adjusted top inset.
        table.contentInset.top = 50
        table.contentOffset.y = 280
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame.minY == 330)
    }

    @Test func test_LT8_plainFootersStayAtTheBottomAndGroupedHeadersScrollWithTheirRows() throws {
        let log = SizingLog([Array(repeating: 0, count: 5), Array(repeating: 0, count: 5)])
        log.footerTitles = [0: "End of zero"]
        let table = titledTable(log)
        table.layoutIfNeeded()
        // Section 0's footer (28 pt) is at 270 in the content; it floats at the bottom, 200 - 28.
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 172, width: 320, height: 28))
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.frame.minY == 270)  // its own place is now on screen
        let groupedLog = SizingLog([Array(repeating: 0, count: 5), Array(repeating: 0, count: 5)])
        let grouped = titledTable(groupedLog, style: .grouped)
        grouped.layoutIfNeeded()
        grouped.contentOffset.y = 20
        grouped.layoutIfNeeded()
        #expect(grouped.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 38))  // no padding, no floating
    }

    @Test func test_LT9_plainHeadersHave22PointsOfPaddingAboveThemByDefault() throws {
        let log = SizingLog([[0, 0], [0, 0]])
        let table = titledTable(log)
        #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(50 + 88 + 50))
        table.sectionHeaderTopPadding = 0
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(28 + 88 + 28))
        // Sections without a header get no padding.
        log.titles = [:]
        table.sectionHeaderTopPadding = UITableView.automaticDimension
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    }
}

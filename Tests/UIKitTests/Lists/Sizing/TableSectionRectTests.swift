import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The rectangles a table answers for its sections, headers and footers.
@MainActor
@Suite(.uikit) struct TableSectionRectTests {
    init() { _ = freshUIKit() }

    /// Two plain sections of five 44-pt rows with titled headers (22 pt of padding, 28 pt
    /// header) and, for section 0 only, a titled footer (28 pt): section 0 spans 0-298
    /// (header 22-50, rows 50-270, footer 270-298), section 1 298-568 (header 320-348).
    private func table(_ log: SizingLog) -> UITableView {
        log.titles = [0: "Zero", 1: "One"]
        log.footerTitles = [0: "End of zero"]
        let table = sizingTable(log, height: 200)
        table.rowHeight = 44
        return table
    }

    @Test func test_TH2_sectionHeaderAndFooterRectsAreWhereTheTableLaysThemOut() throws {
        let log = SizingLog([Array(repeating: 0, count: 5), Array(repeating: 0, count: 5)])
        let table = table(log)
        table.layoutIfNeeded()
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 298))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 270, width: 320, height: 28))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 298, width: 320, height: 270))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 320, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 568, width: 320, height: 0))
        #expect(try #require(table.headerView(forSection: 0)).frame == table.rectForHeader(inSection: 0))
        // A floating header moves; its section's header rectangle stays where the section puts it.
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        #expect(table.rectForHeader(inSection: 0).minY == 22)
        // A section that does not exist has no rectangle.
        #expect(table.rect(forSection: 2) == .zero && table.rectForHeader(inSection: -1) == .zero)
    }

    @Test func test_TH2_rectsAreCountedOnDemandBeforeTheFirstLayout() {
        let log = SizingLog([[0, 0], [0]])
        let table = table(log)
        // No layout yet: the table counts its sections to answer, as it does for rows.
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 166, width: 320, height: 94))
    }

    @Test func test_TH1_aHeaderFooterViewMadeWithAFrameHasNoReuseIdentifier() {
        let view = UITableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(view.reuseIdentifier == nil)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(view.contentView.superview === view)
    }
}

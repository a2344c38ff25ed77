import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Self-sizing rows: heights from the cells, estimates off screen, sizing as rows come on
/// screen, sizing again when a cell asks.
@MainActor
@Suite(.uikit) struct TableSelfSizingTests {
    init() {
        _ = freshUIKit()
        CountingCell.made = 0
    }

    @Test func test_LT1_automaticRowsTakeTheirCellsConstraintHeightPlusTheSeparator() throws {
        let log = SizingLog([[60, 100]])
        let table = sizingTable(log, height: 400, separators: true)
        table.layoutIfNeeded()
        let separator = 1 / UIScreen.main.scale
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 80 + separator))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 120 + separator)
        // The content view leaves the separator's pixel below it.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ConstrainedCell)
        cell.layoutIfNeeded()
        #expect(cell.frame.height == 80 + separator && cell.contentView.frame.height == 80)
        // Without separators the row is the content's height.
        let plainLog = SizingLog([[60]])
        let bare = sizingTable(plainLog)
        bare.layoutIfNeeded()
        #expect(bare.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    }

    @Test func test_LT1_cellsWithoutConstraintsUseSizeThatFitsAndAZeroHeightKeeps44WithUIKitsWarning() throws {
        final class ManualCell: UITableViewCell {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 70) }
        }
        final class CollapsedCell: UITableViewCell {
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let line = UIView(frame: .zero)
                line.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(line)
                // Pinned to the top and sides only: nothing gives the content view a height.
                NSLayoutConstraint.activate([line.topAnchor.constraint(equalTo: contentView.topAnchor),
                                             line.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                                             line.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let log = SizingLog([[0, 0]])
        for (type, expected) in [(ManualCell.self as UITableViewCell.Type, CGFloat(70)), (UITableViewCell.self, 44), (CollapsedCell.self, 44)] {
            let table = sizingTable(log, separators: true)
            table.register(type, forCellReuseIdentifier: "Cell")
            table.layoutIfNeeded()
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == expected)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == expected)
        }
        let warnings = capture.messages.filter { $0.contains("ambiguously suggest a height of zero") }
        #expect(warnings.count == 1)  // once, though both rows collapsed
        #expect(warnings.first?.hasPrefix("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
            + "table view cell's content view. We're considering the collapse unintentional and using standard height instead. Cell: <") == true)
    }

    @Test func test_LT2_rowsAreSizedAsTheyComeOnScreenAndTheContentSizeFollows() {
        let log = SizingLog([Array(repeating: 60, count: 10)])
        let table = sizingTable(log)
        ConstrainedCell.made = 0
        #expect(table.numberOfRows(inSection: 0) == 10)
        // Counting asks no height: every row takes the estimate (automatic: 44).
        #expect(log.take() == [] && table.contentSize.height == 440)
        table.layoutIfNeeded()
        // Each row in the band, top to bottom: its height, then (automatic) its cell, measured and shown.
        #expect(log.take() == ["height 0.0", "cell 0.0", "willDisplay 0.0", "height 0.1", "cell 0.1", "willDisplay 0.1",
                               "height 0.2", "cell 0.2", "willDisplay 0.2"])
        #expect(table.contentSize.height == CGFloat(3 * 80 + 7 * 44))
        #expect(table.visibleCells.map(\.frame.minY) == [0, 80, 160])
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        table.layoutIfNeeded()
        // The rows leaving go first: their cells are reused for the rows sized next.
        #expect(log.take() == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "height 0.3", "cell 0.3", "willDisplay 0.3",
                               "height 0.4", "cell 0.4", "willDisplay 0.4"])
        #expect(ConstrainedCell.made == 3)
        #expect(table.contentSize.height == CGFloat(5 * 80 + 5 * 44))
        #expect(rowNames(table) == ["0.2", "0.3", "0.4"])
        // Back up: the rows are known; only their cells are asked for again.
        table.setContentOffset(.zero, animated: false)
        table.layoutIfNeeded()
        #expect(log.take() == ["didEndDisplaying 0.3", "didEndDisplaying 0.4", "cell 0.0", "willDisplay 0.0", "cell 0.1", "willDisplay 0.1"])
    }

    @Test func test_LT2_theDelegatesEstimatesAndAFixedRowHeightAreUsedForRowsOffScreen() {
        let log = SizingLog([[60, 60, 60, 60]])
        log.estimate = 50
        let table = sizingTable(log, height: 100)
        table.reloadData()
        #expect(log.take() == ["estimate 0.0", "estimate 0.1", "estimate 0.2", "estimate 0.3"])
        #expect(table.contentSize.height == 200)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == CGFloat(80 + 80 + 50 + 50))
        // A fixed row height is the estimate when none is given: the content size is exact.
        let fixed = SizingLog([[0, 0, 0]])
        let fixedTable = sizingTable(fixed)
        fixedTable.rowHeight = 60
        fixedTable.reloadData()
        #expect(fixed.take() == [] && fixedTable.contentSize.height == 180)
        fixedTable.layoutIfNeeded()
        #expect(fixed.take().filter { $0.hasPrefix("height") } == ["height 0.0", "height 0.1", "height 0.2"])
        #expect(fixedTable.contentSize.height == 180)
    }

    @Test func test_LT3_sizingIsPerRowShownAndRowsSizedAboveTheTopKeepTheContentInPlace() {
        let log = SizingLog([Array(repeating: 60, count: 10)])
        let table = sizingTable(log, height: 100)
        table.reloadData()
        // Straight to the end (estimates: 44 each): only the rows shown are sized.
        table.setContentOffset(CGPoint(x: 0, y: 352), animated: false)
        table.layoutIfNeeded()
        #expect(log.take() == ["height 0.8", "cell 0.8", "willDisplay 0.8", "height 0.9", "cell 0.9", "willDisplay 0.9"])
        #expect(table.contentSize.height == CGFloat(8 * 44 + 2 * 80))
        // Up by 52: rows 6 (its top above the screen) and 7 come on screen. Row 6 grows by
        // 36 above the top: the offset moves by 36 so that the content does not jump.
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        table.layoutIfNeeded()
        #expect(log.take() == ["didEndDisplaying 0.9", "height 0.6", "cell 0.6", "willDisplay 0.6", "height 0.7", "cell 0.7",
                               "willDisplay 0.7"])
        #expect(table.contentOffset.y == 336)
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)).minY == 344)
        #expect(table.rectForRow(at: IndexPath(row: 8, section: 0)).minY == 424)
        #expect(rowNames(table) == ["0.6", "0.7", "0.8"])
        #expect(table.contentSize.height == CGFloat(6 * 44 + 4 * 80))
    }

    @Test func test_LT4_withoutEstimatesEveryRowIsSizedAtTheCountFromItsCell() {
        let log = SizingLog([[60, 100, 20, 60, 60]])
        let table = sizingTable(log, height: 220)
        ConstrainedCell.made = 0
        table.estimatedRowHeight = 0
        table.reloadData()
        #expect(log.take() == ["height 0.0", "cell 0.0", "height 0.1", "cell 0.1", "height 0.2", "cell 0.2",
                               "height 0.3", "cell 0.3", "height 0.4", "cell 0.4"])
        #expect(table.contentSize.height == CGFloat(80 + 120 + 40 + 80 + 80))
        #expect(ConstrainedCell.made == 1)  // each measured cell went back to the pool
        table.layoutIfNeeded()
        #expect(log.take() == ["cell 0.0", "willDisplay 0.0", "cell 0.1", "willDisplay 0.1", "cell 0.2", "willDisplay 0.2"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 80, 200])
        #expect(ConstrainedCell.made == 3)
    }

    @Test func test_LT5_aCellOnScreenThatInvalidatesItsIntrinsicSizeIsSizedAgainAtTheNextLayout() throws {
        let log = SizingLog([[60, 60, 60]])
        let table = sizingTable(log, height: 400)
        #expect(table.selfSizingInvalidation == .enabled)
        table.layoutIfNeeded()
        _ = log.take()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ConstrainedCell)
        // A constraint change alone does not count under `.enabled`.
        cell.boxHeight.constant = 100
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
        cell.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 120)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 200)
        #expect(table.visibleCells.map(\.frame.minY) == [0, 80, 200])
        #expect(log.take() == [])  // the cell on screen is measured; nothing is asked
        // `.disabled`: the request is ignored.
        table.selfSizingInvalidation = .disabled
        cell.boxHeight.constant = 20
        cell.contentView.invalidateIntrinsicContentSize()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 120)
        // `.enabledIncludingConstraints`: the constraint change is enough.
        table.selfSizingInvalidation = .enabledIncludingConstraints
        cell.boxHeight.constant = 30
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
        #expect(table.contentSize.height == CGFloat(80 + 50 + 80))
    }

    @Test func test_LT5_resizingTheVisibleRowsAsksTheirHeightsAgainAndMeasuresTheCellsOnScreen() throws {
        let log = SizingLog([[60, 60, 60, 60]])
        let table = sizingTable(log, height: 200)
        table.layoutIfNeeded()
        _ = log.take()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ConstrainedCell)
        cell.boxHeight.constant = 10
        table._resizeVisibleRows()
        table.layoutIfNeeded()
        // Rows 0-2 were on screen; row 0 shrank to 30, so row 3 comes on screen and is sized.
        #expect(log.take() == ["height 0.0", "height 0.1", "height 0.2", "height 0.3", "cell 0.3", "willDisplay 0.3"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 30, 110, 190])
    }

    @Test func test_LT6_headersFromTheDelegateAreSizedByTheirConstraints() throws {
        final class BoxHeader: UITableViewHeaderFooterView {
            required init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                let box = UIView(frame: .zero)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5)
                bottom.priority = UILayoutPriority(999)  // made at zero height before it is sized
                NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5), bottom,
                                             box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                                             box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                                             box.heightAnchor.constraint(equalToConstant: 50)])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let log = SizingLog([[60], [60]])
        log.logsHeaderViews = true
        let header = BoxHeader(reuseIdentifier: nil)
        log.headerViews = [0: header]
        let table = sizingTable(log, height: 400, style: .grouped)
        table.reloadData()
        _ = log.take()
        table.layoutIfNeeded()
        // The view is asked once: to size the header, then shown.
        #expect(log.take().filter { $0.hasPrefix("header") } == ["header view 0", "header view 1"])
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        // Without header estimates the view is asked and sized at the count.
        let counted = SizingLog([[60]])
        counted.logsHeaderViews = true
        counted.headerViews = [0: BoxHeader(reuseIdentifier: nil)]
        let countedTable = sizingTable(counted, height: 400, style: .grouped)
        countedTable.estimatedSectionHeaderHeight = 0
        countedTable.reloadData()
        #expect(counted.take() == ["header view 0"])
        #expect(countedTable.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
    }

    @Test func test_LT7_visibleRowsAnswerForTheNewOffsetWithoutALayoutPass() {
        let log = SizingLog([Array(repeating: 0, count: 10)])
        let table = sizingTable(log)
        table.rowHeight = 50
        table.layoutIfNeeded()
        #expect(rowNames(table) == ["0.0", "0.1", "0.2", "0.3"])
        _ = log.take()
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        // No layout pass yet: the question lays the cells out for the offset now.
        #expect(rowNames(table) == ["0.6", "0.7", "0.8", "0.9"])
        #expect(table.visibleCells.map(\.frame.minY) == [300, 350, 400, 450])
        #expect(log.take().filter { $0.hasPrefix("willDisplay") } == ["willDisplay 0.6", "willDisplay 0.7", "willDisplay 0.8", "willDisplay 0.9"])
        table.layoutIfNeeded()
        #expect(log.take() == [])  // already up to date
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A data source and delegate that writes down every question and event, in order.
@MainActor
final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    var rows: [Int]
    var heights: CGFloat?
    var redirect: [IndexPath: IndexPath?] = [:]
    var made = 0

    init(rows: [Int], heights: CGFloat? = nil) {
        self.rows = rows
        self.heights = heights
    }

    func take() -> [String] {
        defer { events = [] }
        return events
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int {
        events.append("sections")
        return rows.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.append("rows \(section)")
        return rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell \(name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = name(indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heights else { return tableView.rowHeight }
        events.append("height \(name(indexPath))")
        return heights
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath)) inTable=\(cell.superview === tableView)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(name(indexPath))")
        if let redirected = redirect[indexPath] { return redirected }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(name(indexPath)) cellSelected=\(tableView.cellForRow(at: indexPath)?.isSelected == true)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(name(indexPath))") }
}

/// A cell class that counts how it is made and reused.
@MainActor
final class CountingCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Table views in code: counting, cells on screen and their reuse, selection.
@MainActor
@Suite(.uikit) struct TableViewTests {
    init() {
        _ = freshUIKit()
        CountingCell.made = 0
    }

    private func table(_ log: TableLog, height: CGFloat = 440) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = log
        table.delegate = log
        return table
    }

    @Test func insetGroupedRowsSitInsideTheLayoutMarginsAndOthersSpanTheWidth() throws {
        let log = TableLog(rows: [2])
        let inset = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .insetGrouped)
        inset.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        inset.dataSource = log
        inset.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 20)
        inset.layoutIfNeeded()
        #expect(inset.visibleCells.map(\.frame.minX) == [16, 16] && inset.visibleCells.map(\.frame.width) == [284, 284])
        let plainLog = TableLog(rows: [2])  // data sources are weak
        let plain = table(plainLog)
        plain.layoutIfNeeded()
        #expect(plain.visibleCells.map(\.frame.minX) == [0, 0] && plain.visibleCells.map(\.frame.width) == [320, 320])
    }

    @Test func test_tableCountsOnFirstLayoutThenAsksForVisibleCellsInOrder() {
        let log = TableLog(rows: [2, 1], heights: 100)
        let table = table(log, height: 250)
        #expect(log.take() == [])  // nothing is asked before the first layout
        table.layoutIfNeeded()
        // Heights are estimated at the count and asked as the rows come on screen (LT2).
        #expect(log.take() == ["sections", "rows 0", "rows 1", "height 0.0", "height 0.1", "height 1.0",
                               "cell 0.0", "willDisplay 0.0 inTable=true", "cell 0.1", "willDisplay 0.1 inTable=true",
                               "cell 1.0", "willDisplay 1.0 inTable=true"])
        #expect(table.contentSize == CGSize(width: 320, height: 300))
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["0.0", "0.1", "1.0"])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 200, width: 320, height: 100))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 1, section: 0))
        table.layoutIfNeeded()
        #expect(log.take() == [])  // counted once, cells kept
    }

    @Test func test_defaultRowHeightIsAutomaticAndSelfSizingRowsTake44() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(UITableView.automaticDimension == -1)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.separatorStyle == .singleLine && table.allowsSelection && !table.allowsMultipleSelection)
        let log = TableLog(rows: [3])
        let sized = self.table(log)
        #expect(sized.numberOfRows(inSection: 0) == 3)
        #expect(sized.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 88)
    }

    @Test func test_cellsLeavingTheScreenAreReusedWithPrepareForReuse() throws {
        let log = TableLog(rows: [100])
        let table = table(log)  // 440 tall: 10 rows of 44
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.count == 10)
        #expect(CountingCell.made == 10)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        _ = log.take()
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        let events = log.take()
        #expect(events.prefix(2) == ["didEndDisplaying 0.0", "didEndDisplaying 0.1"])
        #expect(events.filter { $0.hasPrefix("cell") }.count == 10)
        #expect(CountingCell.made == 10)  // every new row took a cell that left the screen
        #expect(first.reuses == 1 && first.superview === table)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        // Scrolling the last row into view at the bottom.
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == CGFloat(4400 - 440))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
    }

    @Test func test_reloadDataCountsNowAndAsksForTheVisibleCellsAgain() {
        let log = TableLog(rows: [2])
        let table = table(log)
        table.layoutIfNeeded()
        _ = log.take()
        log.rows = [3]
        table.reloadData()
        // The cells on screen end their display; the rows are counted at once.
        #expect(log.take() == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "sections", "rows 0"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.layoutIfNeeded()
        #expect(log.take() == ["cell 0.0", "willDisplay 0.0 inTable=true", "cell 0.1", "willDisplay 0.1 inTable=true",
                               "cell 0.2", "willDisplay 0.2 inTable=true"])
        #expect(CountingCell.made == 3)  // two came back from the pool
    }

    @Test func test_dequeueOfAnUnknownIdentifierIsUIKitsException() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: .zero, style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
            }
        }
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
        #expect(UIKitDiagnostic.unableToDequeueCell(identifier: "Nope", kind: "cell").message
            == "unable to dequeue a cell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func test_userTapHighlightsThenSelectsAndTheNextTapDeselectsTheOldRowFirst() throws {
        let log = TableLog(rows: [5])
        let controller = UIViewController()
        let table = table(log)
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        _ = log.take()
        tap(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))))
        #expect(log.take() == ["didHighlight 0.1", "didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1 cellSelected=true"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        tap(try #require(table.cellForRow(at: IndexPath(row: 3, section: 0))))
        #expect(log.take() == ["didHighlight 0.3", "didUnhighlight 0.3", "willSelect 0.3", "willDeselect 0.1", "didDeselect 0.1",
                               "didSelect 0.3 cellSelected=true"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        // willSelect returning nil refuses the tap; the selection stays.
        log.redirect[IndexPath(row: 4, section: 0)] = .some(nil)
        tap(try #require(table.cellForRow(at: IndexPath(row: 4, section: 0))))
        #expect(log.take() == ["didHighlight 0.4", "didUnhighlight 0.4", "willSelect 0.4"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func test_multipleSelectionTapTogglesAndCodeSelectionTellsNoOne() throws {
        let log = TableLog(rows: [5])
        let controller = UIViewController()
        let table = table(log)
        table.allowsMultipleSelection = true
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        _ = log.take()
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        tap(try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))))
        #expect(log.take() == ["didHighlight 0.2", "didUnhighlight 0.2", "willDeselect 0.2", "didDeselect 0.2"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(log.take() == [] && table.indexPathsForSelectedRows == nil)
    }

    @Test func test_cellStylesHaveTheirLabels() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.textLabel != nil && plain.detailTextLabel == nil)
        #expect(plain.selectionStyle == .default && plain.accessoryType == .none && plain.reuseIdentifier == nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "S")
        #expect(subtitle.detailTextLabel?.superview === subtitle.contentView)
        subtitle.accessoryType = .disclosureIndicator
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        subtitle.layoutIfNeeded()
        #expect(subtitle.contentView.frame.width == CGFloat(320 - 34))
    }
}

/// A table view controller made in code.
@MainActor
final class CodeTableController: UITableViewController {
    let log = TableLog(rows: [4])
    override func numberOfSections(in tableView: UITableView) -> Int { log.numberOfSections(in: tableView) }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.tableView(tableView, numberOfRowsInSection: section)
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.tableView(tableView, cellForRowAt: indexPath)
    }
    override func viewWillAppear(_ animated: Bool) {
        log.events.append("viewWillAppear")
        super.viewWillAppear(animated)
        log.events.append("viewWillAppear end")
    }
}

@MainActor
@Suite(.uikit) struct TableViewControllerTests {
    init() { _ = freshUIKit() }

    @Test func test_tableViewControllerMakesItsTableAndReloadsBeforeItFirstAppears() {
        let controller = CodeTableController(style: .insetGrouped)
        #expect(controller.clearsSelectionOnViewWillAppear)
        controller.loadViewIfNeeded()
        let table = controller.tableView!
        #expect(table.style == .insetGrouped && table.frame == UIScreen.main.bounds)
        #expect(table.dataSource === controller && table.delegate === controller)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        #expect(controller.log.take() == [])
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        // The data is counted inside viewWillAppear (the first time), the cells at layout.
        let events = controller.log.take()
        #expect(Array(events.prefix(4)) == ["viewWillAppear", "sections", "rows 0", "viewWillAppear end"])
        #expect(events.filter { $0.hasPrefix("cell") } == ["cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3"])
    }
}

/// Section headers and footers: titles shown in header-footer views, the delegate's views,
/// registration and reuse.
@MainActor
@Suite(.uikit) struct TableHeaderFooterTests {
    init() { _ = freshUIKit() }

    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var custom: [Int: UIView] = [:]
        var displayed: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 0 ? "About section 0" : nil }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { custom[section] }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            displayed.append("header \(section)")
        }
        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            displayed.append("footer \(section)")
        }
    }

    @Test func titlesShowInHeaderFooterViewsStyledByTheTable() throws {
        let sections = Sections()
        let custom = UIView()
        sections.custom[2] = custom
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .grouped)
        table.dataSource = sections
        table.delegate = sections
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "SECTION 0")  // grouped headers are upper-cased
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 38))
        #expect(header.textLabel?.font.pointSize == 13 && header.textLabel?.textColor == .secondaryLabel)
        let footer = try #require(table.footerView(forSection: 0))
        #expect(footer.textLabel?.text == "About section 0" && footer.frame.minY == 38 + 88)
        #expect(table.footerView(forSection: 1) == nil)  // no footer title: an 18-point gap, no view
        // The delegate's own view wins over the title.
        #expect(custom.superview === table && table.headerView(forSection: 2) == nil)
        #expect(sections.displayed == ["header 0", "footer 0", "header 1", "header 2"])
    }

    @Test func plainHeadersAreSemiboldAndKeepTheirCase() throws {
        let sections = Sections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.dataSource = sections
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Section 1" && header.textLabel?.font.pointSize == 17)
    }

    @Test func registeredHeaderViewsAreReusedAfterPrepareForReuse() throws {
        final class Header: UITableViewHeaderFooterView {
            nonisolated(unsafe) static var prepared = 0
            override func prepareForReuse() { Header.prepared += 1 }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "H")
        let first = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "H") as? Header)
        #expect(first.reuseIdentifier == "H" && table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
        // A header scrolled away goes back to the pool and comes out again.
        let sections = Sections()
        sections.custom = [0: first]
        table.dataSource = sections
        table.delegate = sections
        table.layoutIfNeeded()
        #expect(first.superview === table)
        table.contentOffset.y = 300
        table.layoutIfNeeded()
        #expect(first.superview == nil)
        let again = table.dequeueReusableHeaderFooterView(withIdentifier: "H")
        #expect(again === first && Header.prepared == 1)
    }
}

@Suite struct TableGeometryTests {
    @Test func sectionsMeetingABandAreFoundByBinarySearch() {
        var geometry = TableGeometry()
        // Four sections 100 pt tall each (header 20, two 40-pt rows), one empty one between.
        var y: CGFloat = 0
        for rows in [2, 2, 0, 2, 2] {
            var section = TableGeometry.Section(top: y, headerHeight: rows == 0 ? 0 : 20, rowTops: [], rowHeights: [], footerHeight: 0)
            for row in 0..<rows { section.rowTops.append(y + 20 + CGFloat(row) * 40); section.rowHeights.append(40) }
            geometry.sections.append(section)
            y = section.bottom
        }
        #expect(geometry.sectionIndices(between: 0, and: 1) == [0])
        #expect(geometry.sectionIndices(between: 150, and: 250) == [1, 2, 3])  // the empty one sits at 200, inside
        #expect(geometry.sectionIndices(between: 399.5, and: 1_000) == [4])
        #expect(geometry.sectionIndices(between: 400, and: 1_000) == [])
        #expect(geometry.rows(between: 190, and: 230) == [IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 3)])
    }
}

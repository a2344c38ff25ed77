import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import UIKit
import UIKitTesting

/// Five sections of ten 44-pt rows, titled "A" to "E", with an index of the same titles;
/// writes down the index questions, scrolls, highlights and selections.
@MainActor
final class IndexedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var titles: [String]? = ["A", "B", "C", "D", "E"]
    var sections = 5
    var rows = 10
    /// The section the data source names for a title (nil: the title's position).
    var section: ((String, Int) -> Int)?
    var accessory: UITableViewCell.AccessoryType = .none
    var events: [String] = []

    func take() -> [String] {
        defer { events = [] }
        return events
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        events.append("sectionFor \(title) \(index)")
        return section?(title, index) ?? index
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll \(scrollView.contentOffset.y)") }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect") }
}

/// Three sections of twenty rows and an index, without `sectionForSectionIndexTitle`.
@MainActor
final class TitlesOnlySource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["x", "y", "z"] }
}

/// The section index of tables and collection views (SX1–SX8).
@MainActor
@Suite(.uikit) struct TableSectionIndexTests {
    init() { _ = freshUIKit() }

    /// A full-screen table (390 × 844 on the iPhone 14: safe area 47 pt above, 34 below) in a
    /// window, laid out; the log emptied.
    private func show(_ source: IndexedRows, style: UITableView.Style = .plain) -> (UITableView, UIWindow) {
        let controller = UIViewController()
        let table = UITableView(frame: controller.view.bounds, style: style)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        window.layoutIfNeeded()
        _ = source.take()
        return (table, window)
    }

    private func index(_ table: UITableView) throws -> UITableViewIndex { try #require(table._sectionIndex) }

    @Test func test_SX1_theIndexShowsWhenTheDataSourceGivesTitlesAndTheTableHasEnoughRows() throws {
        let source = IndexedRows()
        let (table, window) = show(source)
        defer { window.isHidden = true }
        #expect(table.sectionIndexMinimumDisplayRowCount == 0)
        #expect(try index(table).superview === table && sectionIndexTitles(in: table) == ["A", "B", "C", "D", "E"])
        // 50 rows: a limit of 51 hides it, 50 shows it.
        table.sectionIndexMinimumDisplayRowCount = 51
        table.layoutIfNeeded()
        #expect(table._sectionIndex == nil && sectionIndexTitles(in: table) == [])
        #expect(!table.subviews.contains { $0 is UITableViewIndex })
        table.sectionIndexMinimumDisplayRowCount = 50
        table.layoutIfNeeded()
        #expect(sectionIndexTitles(in: table) == ["A", "B", "C", "D", "E"])
        // No titles (or none at all): no index.
        source.titles = []
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table._sectionIndex == nil)
        source.titles = nil
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table._sectionIndex == nil)
        // A grouped table shows its index whatever the limit (the limit is the plain style's).
        let grouped = IndexedRows()
        let (groupedTable, groupedWindow) = show(grouped, style: .grouped)
        defer { groupedWindow.isHidden = true }
        groupedTable.sectionIndexMinimumDisplayRowCount = 1000
        groupedTable.layoutIfNeeded()
        #expect(sectionIndexTitles(in: groupedTable) == ["A", "B", "C", "D", "E"])
    }

    @Test func test_SX2_theIndexSpansTheVisibleHeightAtTheTrailingEdgeAndStaysWhileScrolling() throws {
        let source = IndexedRows()
        let (table, window) = show(source)
        defer { window.isHidden = true }
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let index = try index(table)
        // In the table's bounds, scrolled to -47 under the top inset; on the screen below it.
        #expect(table.contentOffset.y == -47 && index.frame == CGRect(x: 375, y: 0, width: 15, height: 763))
        #expect(index.convert(index.bounds, to: window) == CGRect(x: 375, y: 47, width: 15, height: 763))
        #expect(table.subviews.last === index)
        // The titles: one line of the font each, in a column centred in the index's height.
        let line = UITableViewIndex.titleFont.lineHeight
        let top = (763 - 5 * line) / 2
        #expect(index.labels.map(\.frame) == (0..<5).map { CGRect(x: 0, y: top + CGFloat($0) * line, width: 15, height: line) })
        #expect(index.labels.allSatisfy { $0.textAlignment == .center })
        // Scrolled: the index moves with the visible rectangle, still in front of the new cells.
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(index.frame == CGRect(x: 375, y: 647, width: 15, height: 763) && table.subviews.last === index)
        #expect(index.convert(index.bounds, to: window) == CGRect(x: 375, y: 47, width: 15, height: 763))
        // Too many titles for the height: 54 rows fit, 53 show, bullets between titles (SX14).
        source.titles = (0..<100).map { "\($0)" }
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        #expect(index.labels.count == 53 && index.labels[0].frame == CGRect(x: 0, y: (763 - 53 * line) / 2, width: 15, height: line))
        #expect(index.labels.first?.text == "0" && index.labels[1].text == "•" && index.labels.last?.text == "99")
    }

    @Test func test_SX3_titlesTakeTheIndexColourOrTheTintAndTheBackgroundFollowsTheFinger() throws {
        let source = IndexedRows()
        let (table, window) = show(source)
        defer { window.isHidden = true }
        let index = try index(table)
        #expect(index.labels.allSatisfy { $0.textColor == table.tintColor && $0.font.pointSize == 11 && $0.font == UITableViewIndex.titleFont })
        #expect(index.backgroundColor == .clear)
        table.sectionIndexColor = .systemRed
        table.sectionIndexBackgroundColor = .systemYellow
        table.sectionIndexTrackingBackgroundColor = .systemGray
        #expect(index.labels.allSatisfy { $0.textColor == .systemRed } && index.backgroundColor == .systemYellow)
        let title = try #require(table._sectionIndexTitleFrames.first { $0.title == "B" }?.frame)
        let finger = SimulatedTouch(at: table.convert(CGPoint(x: title.midX, y: title.midY), to: window), in: window)
        #expect(index.backgroundColor == .systemGray)
        finger.lift()
        #expect(index.backgroundColor == .systemYellow)
        table.sectionIndexColor = nil
        table.tintColor = .systemGreen
        #expect(index.labels.allSatisfy { $0.textColor == .systemGreen })
    }

    @Test func test_SX4_cellsKeepTheirContentAndAccessoryClearOfTheIndex() throws {
        let source = IndexedRows()
        source.accessory = .disclosureIndicator
        let (table, window) = show(source)
        defer { window.isHidden = true }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 390, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390 - 34 - 15, height: 44))
        #expect(cell._shownAccessoryTrailingInset == 15)
        // Without the index the content takes the width back.
        source.titles = nil
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390 - 34, height: 44) && cell._shownAccessoryTrailingInset == 0)
    }

    @Test func test_SX5_aTapOnATitleScrollsItsSectionHeaderToTheTop() throws {
        let source = IndexedRows()
        let (table, window) = show(source)
        defer { window.isHidden = true }
        // Each section: 22 pt of padding, a 28-pt header, 440 pt of rows.
        #expect(table.rectForHeader(inSection: 2).minY == CGFloat(2 * 490 + 22))
        tapSectionIndexTitle("C", in: table)
        #expect(source.take() == ["sectionFor C 2", "didScroll \(2 * 490 + 22 - 47.0)"])
        #expect(table.contentOffset.y == 955 && !table.isDragging)
        // The last section cannot come to the top: the content stops at its end.
        tapSectionIndexTitle("E", in: table)
        #expect(source.take() == ["sectionFor E 4", "didScroll 1640.0"])
        // The data source's section, not the title's position.
        source.section = { _, _ in 1 }
        tapSectionIndexTitle("D", in: table)
        #expect(source.take() == ["sectionFor D 3", "didScroll \(490 + 22 - 47.0)"])
        // -1, or a section that does not exist: nothing moves.
        for answer in [-1, 5] {
            source.section = { _, _ in answer }
            tapSectionIndexTitle("A", in: table)
            #expect(source.take() == ["sectionFor A 0"] && table.contentOffset.y == 465)
        }
    }

    @Test func test_SX5_withoutTheMethodTheTitlesPositionIsTheSectionAndAboveTheTitlesPicksTheFirst() throws {
        let source = TitlesOnlySource()
        let controller = UIViewController()
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        tapSectionIndexTitle("y", in: table)
        // No headers: the section's first row comes under the top inset.
        #expect(table.contentOffset.y == CGFloat(20 * 44 - 47))
        // A touch above the first title picks the first; one below the last, the last.
        let index = try #require(table._sectionIndex)
        tap(at: index.convert(CGPoint(x: 7, y: 2), to: window), in: window)
        #expect(table.contentOffset.y == -47)
        tap(at: index.convert(CGPoint(x: 7, y: index.bounds.maxY - 2), to: window), in: window)
        #expect(table.contentOffset.y == CGFloat(2 * 20 * 44 - 47))
    }

    @Test func test_SX5_aFingerOnTheIndexNeitherHighlightsRowsNorDragsTheTable() throws {
        let source = IndexedRows()
        let (table, window) = show(source)
        defer { window.isHidden = true }
        let frames = table._sectionIndexTitleFrames
        let start = table.convert(CGPoint(x: frames[0].frame.midX, y: frames[0].frame.midY), to: window)
        let finger = SimulatedTouch(at: start, in: window)
        finger.move(to: CGPoint(x: start.x - 60, y: start.y + 1), steps: 4)  // across, off the index
        #expect(!table.isDragging && table.contentOffset.y == 22 - 47)
        finger.lift()
        #expect(source.take() == ["sectionFor A 0", "didScroll \(22 - 47.0)"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func test_SX6_aDragDownTheIndexAsksOnceForEachTitleItReaches() throws {
        let source = IndexedRows()
        let (table, window) = show(source)
        defer { window.isHidden = true }
        dragSectionIndex(from: "A", to: "D", in: table)
        #expect(source.take().filter { $0.hasPrefix("sectionFor") } == ["sectionFor A 0", "sectionFor B 1", "sectionFor C 2", "sectionFor D 3"])
        #expect(table.contentOffset.y == CGFloat(3 * 490 + 22 - 47))
        // Moving within one title asks nothing more.
        let frame = try #require(table._sectionIndexTitleFrames.first { $0.title == "B" }?.frame)
        let (down, end) = (table.convert(CGPoint(x: frame.midX, y: frame.minY + 1), to: window),
                           table.convert(CGPoint(x: frame.midX, y: frame.maxY - 1), to: window))
        let finger = SimulatedTouch(at: down, in: window)
        finger.move(to: end, steps: 3)
        finger.lift()
        #expect(source.take().filter { $0.hasPrefix("sectionFor") } == ["sectionFor B 1"])
        // Back up.
        dragSectionIndex(from: "E", to: "C", in: table)
        #expect(source.take().filter { $0.hasPrefix("sectionFor") } == ["sectionFor E 4", "sectionFor D 3", "sectionFor C 2"])
    }

    @Test func test_SX7_reloadSectionIndexTitlesShowsTheNewTitlesAtOnce() throws {
        let source = IndexedRows()
        let (table, window) = show(source)
        defer { window.isHidden = true }
        let index = try index(table)
        source.titles = ["#", "A"]
        table.reloadSectionIndexTitles()
        #expect(index.titles == ["#", "A"] && index.labels.map(\.text) == ["#", "A"])
        source.titles = nil
        table.reloadSectionIndexTitles()
        #expect(table._sectionIndex == nil && index.superview == nil)
        // reloadData reads them when it counts (TP4); the next layout shows them.
        source.titles = ["Q"]
        table.reloadData()
        #expect(table._sectionIndex == nil)
        table.layoutIfNeeded()
        #expect(sectionIndexTitles(in: table) == ["Q"])
    }
}

/// A collection view of three sections of twenty 390 × 50 items, with an index.
@MainActor
final class IndexedItems: NSObject, UICollectionViewDataSource {
    var titles: [String]? = ["a", "b", "c"]
    var target: ((String, Int) -> IndexPath)?
    var events: [String] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
    func indexTitles(for collectionView: UICollectionView) -> [String]? { titles }
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        events.append("indexPathFor \(title) \(index)")
        return target?(title, index) ?? IndexPath(item: 0, section: index)
    }
}

@MainActor
@Suite(.uikit) struct CollectionIndexTests {
    init() { _ = freshUIKit() }

    @Test func test_SX8_aCollectionViewShowsItsIndexAndScrollsToTheItemItsDataSourceNames() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let source = IndexedItems()
        let controller = UIViewController()
        let view = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        view.dataSource = source
        controller.view.addSubview(view)
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let top = view.adjustedContentInset.top
        #expect(sectionIndexTitles(in: view) == ["a", "b", "c"] && view.subviews.last === view._sectionIndex)
        let column = try #require(view._sectionIndex)
        #expect(column.convert(column.bounds, to: window) == CGRect(x: 375, y: top, width: 15, height: 844 - top - view.adjustedContentInset.bottom))
        // Default: the first item of the title's section.
        tapSectionIndexTitle("b", in: view)
        #expect(source.events == ["indexPathFor b 1"] && view.contentOffset.y == CGFloat(20 * 50) - top)
        source.target = { _, index in IndexPath(item: 5, section: index) }
        tapSectionIndexTitle("a", in: view)
        #expect(view.contentOffset.y == CGFloat(5 * 50) - top)
        // An item that does not exist: nothing moves.
        source.target = { _, _ in IndexPath(item: 0, section: 7) }
        tapSectionIndexTitle("c", in: view)
        #expect(view.contentOffset.y == CGFloat(5 * 50) - top)
        source.titles = nil
        view.reloadData()
        window.layoutIfNeeded()
        #expect(view._sectionIndex == nil)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// SX14–SX16: an index too short for its titles, VoiceOver on the index, the search title.
@MainActor
@Suite(.uikit) struct TableSectionIndexRowsTests {
    init() { _ = freshUIKit() }

    private static let alphabet = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }

    /// A plain table of `height` points, one row per title, laid out; the log emptied.
    private func table(_ source: IndexedRows, height: CGFloat) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        _ = source.take()
        return table
    }

    @Test func test_SX14_titlesThatDoNotFitAreBulletsBetweenEvenlySpreadTitles() throws {
        let source = IndexedRows()
        source.titles = Self.alphabet
        source.sections = 26
        source.rows = 1
        // 14-point rows (the estimated line height of the 11-point font): 9 fit in 130 points.
        let short = table(source, height: 130)
        #expect(short._sectionIndexTitleFrames.map(\.title) == ["A", "•", "G", "•", "N", "•", "T", "•", "Z"])
        let frames = short._sectionIndexTitleFrames.map(\.frame)
        #expect(frames.first?.minY == 2 && frames.last?.maxY == 128 && frames.allSatisfy { $0.height == 14 })
        // The finger picks among all 26 in proportion: a third of the way down is the 9th title.
        let index = try #require(short._sectionIndex)
        #expect(index.titleIndex(atY: 2) == 0 && index.titleIndex(atY: 2 + 126.0 / 3 + 0.5) == 8 && index.titleIndex(atY: 127.9) == 25)
        // Taller: every title, no bullets.
        short.frame.size.height = 400
        short.layoutIfNeeded()
        #expect(short._sectionIndexTitleFrames.map(\.title) == Self.alphabet)
        #expect(index.titleIndex(atY: index.firstTitleTop + 14 * 8 + 1) == 8)
        // Very short: the first title alone.
        short.frame.size.height = 20
        short.layoutIfNeeded()
        #expect(short._sectionIndexTitleFrames.map(\.title) == ["A"])
    }

    @Test func test_SX15_voiceOverAdjustsTheIndexAsOneElement() throws {
        let source = IndexedRows()
        let table = table(source, height: 480)
        let index = try #require(table._sectionIndex)
        #expect(index.isAccessibilityElement && index.accessibilityTraits == .adjustable)
        #expect(index.accessibilityLabel == "Table index" && index.accessibilityValue == "A")
        index.accessibilityIncrement()
        #expect(index.accessibilityValue == "B")
        #expect(source.take() == ["sectionFor B 1", "didScroll \(490 + 22.0)"])
        index.accessibilityDecrement()
        index.accessibilityDecrement()  // already at the first title: nothing more
        #expect(index.accessibilityValue == "A")
        #expect(source.take() == ["sectionFor A 0", "didScroll 22.0"])
    }

    @Test func test_SX16_theSearchTitleIsAMagnifyingGlassAndAsksLikeAnyTitle() throws {
        let source = IndexedRows()
        source.titles = [UITableView.indexSearch, "A", "B", "C", "D"]
        #expect(UITableView.indexSearch == "{search}")
        let controller = UIViewController()
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { tearDownWindows() }
        window.layoutIfNeeded()
        let index = try #require(table._sectionIndex)
        let glass = try #require(index.labels.first?.attributedText)
        let attachment = try #require(glass.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment)
        guard case .symbol(let name)? = attachment.image?.content else { Issue.record("the search title is not a symbol"); return }
        #expect(name == "magnifyingglass" && glass.length == 1)
        #expect(index.labels[1].text == "A")
        _ = source.take()
        tapSectionIndexTitle(UITableView.indexSearch, in: table)
        #expect(source.take().first == "sectionFor {search} 0")
    }
}

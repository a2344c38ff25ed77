import Foundation
@testable import OpenUIKitDemo
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// The demo's indexed table: an alphabetical list with a section index, drawn, and a tap on a
/// letter scrolling to its section (SX1, SX2, SX5).
@MainActor
@Suite(.uikit) struct DemoIndexedTableTests {
    init() { prepareDemo() }

    @Test func test_SX5_aTapOnALetterOfTheDemosIndexScrollsToItsSection() throws {
        let (_, window, opened) = openCatalogEntry("Indexed table", as: IndexedTableViewController.self)
        let indexed = try #require(opened)
        let table = indexed.tableView!
        window.layoutIfNeeded()
        let letters = indexed.sections.map(\.letter)
        #expect(sectionIndexTitles(in: table) == letters)
        let before = ViewRenderer(scale: 1).image(of: window)
        tapSectionIndexTitle("L", in: table)
        window.layoutIfNeeded()
        let section = try #require(letters.firstIndex(of: "L"))
        // The section's header is at the top of the visible area, under the bars.
        let header = table.rectForHeader(inSection: section)
        #expect(abs(header.minY - (table.contentOffset.y + table.adjustedContentInset.top)) < 0.5)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 0, section: section)) == true)
        // The screen changed: the rows moved, the index stayed.
        let after = ViewRenderer(scale: 1).image(of: window)
        #expect(before != after)
    }
}

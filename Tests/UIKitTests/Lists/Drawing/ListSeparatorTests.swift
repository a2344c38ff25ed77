import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Separators of collection-view lists (LC31-LC33): at the text, from the configuration.
@MainActor
@Suite(.uikit) struct ListSeparatorTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func hairline(_ view: UIView) -> CGFloat { 1 / max(1, view.traitCollection.displayScale) }

    @Test func test_LC31_separatorsStartWhereTheRowsTextStarts() throws {
        let view = makeRowList(.init(appearance: .plain), ListRowsSource(counts: [3]))
        let h = hairline(view)
        let cell = try #require(rowCell(view, 0) as? UICollectionViewListCell)
        let text = try #require((cell.contentView as? UIListContentView)?._textLabel)
        #expect(cell.contentView.frame.minX + text.frame.minX == 62)  // 16 margin, 30 image slot, 16 padding
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 62)
        #expect(try #require(bottomSeparator(view, 0)).frame == CGRect(x: 62, y: 44 - h, width: 258, height: h))
        #expect(try #require(bottomSeparator(view, 2)).frame == CGRect(x: 62, y: 132 - h, width: 258, height: h))
        let views = view.subviews.compactMap { $0 as? ListSeparatorView }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(views.map(\.frame.minX) == [62, 62, 62])
        // In an inset-grouped card: from the card's edge plus the text's start; none under the last row.
        let inset = makeRowList(.init(appearance: .insetGrouped), ListRowsSource(counts: [2]))
        #expect(try #require(bottomSeparator(inset, 0)).frame == CGRect(x: 82, y: 35 + 44 - h, width: 218, height: h))
        #expect(bottomSeparator(inset, 1) == nil)
    }

    @Test func test_LC31_automaticInsetsAreTheDefaultAndNumbersAreKept() throws {
        let defaults = UIListSeparatorConfiguration(listAppearance: .plain)
        #expect(defaults.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(defaults.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(UIListSeparatorConfiguration.automaticInsets == NSDirectionalEdgeInsets(
            top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude))
        #expect(defaults.topSeparatorVisibility == .automatic && defaults.bottomSeparatorVisibility == .automatic)
        #expect(defaults.color == .separator && defaults.multipleSelectionColor == .separator)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).separatorConfiguration == UIListSeparatorConfiguration(listAppearance: .insetGrouped))
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).itemSeparatorHandler == nil)

        var zero = UICollectionLayoutListConfiguration(appearance: .plain)
        zero.separatorConfiguration.bottomSeparatorInsets = .zero
        let full = makeRowList(zero, ListRowsSource(counts: [2]))
        #expect(try #require(bottomSeparator(full, 0)).frame.minX == 0 && bottomSeparator(full, 0)?.frame.width == 320)
        var numbers = UICollectionLayoutListConfiguration(appearance: .plain)
        numbers.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        let set = makeRowList(numbers, ListRowsSource(counts: [2]))
        #expect(try #require(bottomSeparator(set, 0)).frame.minX == 40 && bottomSeparator(set, 0)?.frame.width == 270)
        var trailingOnly = UICollectionLayoutListConfiguration(appearance: .plain)
        trailingOnly.separatorConfiguration.bottomSeparatorInsets.trailing = 10
        let mixed = makeRowList(trailingOnly, ListRowsSource(counts: [2]))
        #expect(try #require(bottomSeparator(mixed, 0)).frame.minX == 62 && bottomSeparator(mixed, 0)?.frame.width == 248)
    }

    @Test func test_LC32_visibilityPutsSeparatorsAboveAndBelowRows() throws {
        let grouped = makeRowList(.init(appearance: .grouped), ListRowsSource(counts: [2]))
        let h = hairline(grouped)
        #expect(bottomSeparator(grouped, 0) != nil && bottomSeparator(grouped, 1) == nil)  // none under a grouped section's last row
        #expect(topSeparator(grouped, 0) == nil && topSeparator(grouped, 1) == nil)
        var shown = UICollectionLayoutListConfiguration(appearance: .grouped)
        shown.separatorConfiguration.bottomSeparatorVisibility = .visible
        shown.separatorConfiguration.topSeparatorVisibility = .visible
        shown.separatorConfiguration.topSeparatorInsets = .zero
        shown.separatorConfiguration.color = .systemRed
        let both = makeRowList(shown, ListRowsSource(counts: [2]))
        #expect(try #require(bottomSeparator(both, 1)).frame == CGRect(x: 62, y: 35 + 88 - h, width: 258, height: h))
        #expect(try #require(topSeparator(both, 0)).frame == CGRect(x: 0, y: 35, width: 320, height: h))
        #expect(try #require(topSeparator(both, 1)).frame == CGRect(x: 0, y: 35 + 44, width: 320, height: h))
        let views = both.subviews.compactMap { $0 as? ListSeparatorView }
        #expect(views.count == 4 && views.allSatisfy { $0.backgroundColor == .systemRed })
        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.separatorConfiguration.bottomSeparatorVisibility = .hidden
        let none = makeRowList(hidden, ListRowsSource(counts: [2]))
        #expect(bottomSeparator(none, 0) == nil && !none.subviews.contains { $0 is ListSeparatorView })
    }

    /// What the handler was given, by row.
    private final class Seen {
        var rows: [IndexPath: UIListSeparatorConfiguration] = [:]
    }

    @Test func test_LC33_theItemSeparatorHandlerGetsTheRowsConfigurationAndHasTheLastWord() throws {
        let seen = Seen()
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.itemSeparatorHandler = { indexPath, section in
            seen.rows[indexPath] = section
            var row = section
            switch indexPath.item {
            case 0: row.color = .systemRed
            case 1: row.bottomSeparatorVisibility = .hidden
            default: row.bottomSeparatorVisibility = .automatic; row.bottomSeparatorInsets.leading = 0
            }
            return row
        }
        let view = makeRowList(configuration, ListRowsSource(counts: [4]))
        // The section's configuration, resolved for the row: automatic values replaced.
        #expect(seen.rows.count == 4)
        let first = try #require(seen.rows[IndexPath(item: 0, section: 0)]), last = try #require(seen.rows[IndexPath(item: 3, section: 0)])
        #expect(first.topSeparatorVisibility == .hidden && first.bottomSeparatorVisibility == .visible)
        #expect(last.topSeparatorVisibility == .hidden && last.bottomSeparatorVisibility == .hidden)
        #expect(first.bottomSeparatorInsets == NSDirectionalEdgeInsets(top: 0, leading: 62, bottom: 0, trailing: 0))
        #expect(first.color == .separator)
        let red = try #require(bottomSeparator(view, 0) as? ListSeparatorAttributes)
        #expect(red.color == .systemRed && red.frame.minX == 62)
        #expect(bottomSeparator(view, 1) == nil)
        #expect(try #require(bottomSeparator(view, 2)).frame.minX == 0)
        #expect(bottomSeparator(view, 3) == nil)  // automatic again: the last row of a grouped section
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Rows of a plain `UITableViewCell` per section.
@MainActor
private final class TableRows: NSObject, UITableViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Inset-grouped sections are rounded cards (LC30), in collection-view lists and tables.
@MainActor
@Suite(.uikit) struct ListSectionCardTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func shape(_ view: UIView?) -> (CGFloat, CACornerMask, Bool)? {
        view.map { ($0.layer.cornerRadius, $0.layer.maskedCorners, $0.clipsToBounds) }
    }

    @Test func test_LC30_insetGroupedListRowsAreClippedToOneRoundedCardPerSection() throws {
        let source = ListRowsSource(counts: [3, 1])
        let view = makeRowList(.init(appearance: .insetGrouped), source)
        let first = try #require(shape(rowCell(view, 0))), middle = try #require(shape(rowCell(view, 1)))
        let last = try #require(shape(rowCell(view, 2))), lone = try #require(shape(rowCell(view, 0, 1)))
        #expect(first == (10, cardTopCorners, true))
        #expect(middle == (10, [], true))
        #expect(last == (10, cardBottomCorners, true))
        #expect(lone == (10, cardAllCorners, true))
        #expect(ListSectionCard.cornerRadius == 10)
        // The card is the rows inside the margins.
        #expect(rowCell(view, 0)?.frame == CGRect(x: 20, y: 35, width: 280, height: 44))
    }

    @Test func test_LC30_theCompositionalListSectionOfAProviderIsACardToo() throws {
        let source = ListRowsSource(counts: [2])
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Row")
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(try #require(shape(rowCell(view, 0))) == (10, cardTopCorners, true))
        #expect(try #require(shape(rowCell(view, 1))) == (10, cardBottomCorners, true))
    }

    @Test func test_LC30_plainAndGroupedListsLeaveTheCellsCornersAlone() throws {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .sidebarPlain] {
            let source = ListRowsSource(counts: [2])
            source.configure = { cell, indexPath in if indexPath.item == 1 { cell.layer.cornerRadius = 4 } }
            let view = makeRowList(.init(appearance: appearance), source)
            #expect(try #require(shape(rowCell(view, 0))) == (0, cardAllCorners, false))
            #expect(try #require(shape(rowCell(view, 1))) == (4, cardAllCorners, false))  // the app's own
        }
    }

    @Test func test_LC30_aReusedCellTakesItsNewPlaceInTheCard() throws {
        let source = ListRowsSource(counts: [1])
        let view = makeRowList(.init(appearance: .insetGrouped), source)
        let lone = try #require(rowCell(view, 0))
        #expect(lone.layer.maskedCorners == cardAllCorners)
        source.counts = [3]
        view.reloadData()
        view.layoutIfNeeded()
        let cells = (0..<3).compactMap { rowCell(view, $0) }
        #expect(cells.contains { $0 === lone })
        #expect(cells.map(\.layer.maskedCorners) == [cardTopCorners, [], cardBottomCorners])
        // A cell leaving the card (the list turns plain) gets square, unclipped corners back.
        view.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        for item in 0..<3 { #expect(try #require(shape(rowCell(view, item))) == (0, cardAllCorners, false)) }
    }

    @Test func test_LC30_sidebarRowsAreRoundedOneByOneByTheirBackground() throws {
        let source = ListRowsSource(counts: [3])
        let view = makeRowList(.init(appearance: .sidebar), source)
        for item in 0..<3 {
            let cell = try #require(rowCell(view, item) as? UICollectionViewListCell)
            #expect(try #require(shape(cell)) == (0, cardAllCorners, false))  // no section card
            let background = try #require(cell._configurationStorage.backgroundView)
            #expect(background.layer.cornerRadius == 10 && background.layer.maskedCorners == cardAllCorners && background.clipsToBounds)
        }
    }

    @Test func test_LC30_insetGroupedTableRowsAreClippedToTheSameCards() throws {
        let source = TableRows([3, 1])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = { (row: Int, section: Int) in table.cellForRow(at: IndexPath(row: row, section: section)) }
        #expect(try #require(shape(cell(0, 0))) == (10, cardTopCorners, true))
        #expect(try #require(shape(cell(1, 0))) == (10, [], true))
        #expect(try #require(shape(cell(2, 0))) == (10, cardBottomCorners, true))
        #expect(try #require(shape(cell(0, 1))) == (10, cardAllCorners, true))
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        grouped.dataSource = source
        grouped.layoutIfNeeded()
        #expect(try #require(shape(grouped.cellForRow(at: IndexPath(row: 0, section: 0)))) == (0, cardAllCorners, false))
    }
}

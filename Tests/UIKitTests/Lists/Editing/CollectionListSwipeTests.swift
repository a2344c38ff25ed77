import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// A collection view list made with `.list(using:)`: its cells take the list's appearance
/// when dequeued (LC16) and its rows reveal the configuration's swipe actions through the
/// same swipe machinery as a table's rows (LE21).
@MainActor
@Suite(.uikit) struct CollectionListSwipeTests {
    init() { _ = freshUIKit() }

    /// A data source of list cells showing strings, one section.
    final class Rows: NSObject, UICollectionViewDataSource {
        var items: [String]
        var configured: [UIListContentConfiguration] = []
        init(_ items: [String]) { self.items = items }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = items[indexPath.item]
            configured.append(content)
            cell.contentConfiguration = content
            return cell
        }
    }

    private func list(_ configuration: UICollectionLayoutListConfiguration, _ rows: Rows) -> (UICollectionView, UIWindow) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = rows
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (collectionView, window)
    }

    @Test func test_LC16_listCellsTakeTheirListsAppearanceBeforeTheAppConfiguresThem() throws {
        let rows = Rows(["A"])
        let (collectionView, window) = list(UICollectionLayoutListConfiguration(appearance: .sidebar), rows)
        defer { window.isHidden = true }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell._listAppearance == .sidebar)
        // The data source's defaultContentConfiguration() was already the sidebar's.
        #expect(rows.configured.map(\._style) == [.sidebarCell])
    }

    @Test func test_LE21_aCollectionListRowRevealsItsProvidersActionsAndRunsThem() throws {
        let rows = Rows(["A", "B", "C"])
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var asked: [String] = []
        var performed: [String] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            asked.append("trailing \(indexPath.item)")
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("delete \(indexPath.item)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            asked.append("leading \(indexPath.item)")
            return nil
        }
        let (collectionView, window) = list(configuration, rows)
        defer { window.isHidden = true }
        swipeRow(at: IndexPath(item: 1, section: 0), in: collectionView, .left)
        #expect(asked == ["trailing 1"])
        #expect(revealedSwipeActionTitles(in: collectionView) == ["Delete"] && collectionView._swipeStateName == "open")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.configurationState.isSwiped)
        // A touch elsewhere only closes the row (LE10): nothing is selected.
        tap(at: CGPoint(x: 100, y: 300), in: window)
        drainMainRunLoop()
        #expect(collectionView._swipeStateName == "idle" && collectionView.indexPathsForSelectedItems == [])
        #expect(!cell.configurationState.isSwiped)
        swipeRow(at: IndexPath(item: 1, section: 0), in: collectionView, .left)
        tapSwipeAction(titled: "Delete", in: collectionView)
        #expect(performed == ["delete 1"] && collectionView._swipeStateName == "idle")
        // A right swipe asks the leading provider; nil reveals nothing.
        swipeRow(at: IndexPath(item: 0, section: 0), in: collectionView, .right)
        #expect(asked.last == "leading 0" && revealedSwipeActionTitles(in: collectionView).isEmpty)
    }

    @Test func test_LE21_collectionViewsWithoutSwipeProvidersGetNoSwipePan() {
        let (collectionView, window) = list(UICollectionLayoutListConfiguration(appearance: .plain), Rows(["A"]))
        defer { window.isHidden = true }
        #expect(collectionView._editing.swipe == nil)
        #expect(!(collectionView.gestureRecognizers ?? []).contains { $0 is SwipeRowPanGestureRecognizer })
    }
}

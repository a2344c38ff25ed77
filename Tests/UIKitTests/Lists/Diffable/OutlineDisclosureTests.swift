import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An outline list: a tap on a list cell's outline disclosure (without its own handler)
/// expands its item through the diffable data source's section snapshot handlers, and the
/// cell's state shows it (LC19, LU31).
@MainActor
@Suite(.uikit) struct OutlineDisclosureTests {
    init() { _ = freshUIKit() }

    @Test func test_LC19_LU31_tappingAnOutlineDisclosureExpandsItsItemThroughTheDataSource() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "Fruit" ? [.outlineDisclosure()] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var events: [String] = []
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { events.append("shouldExpand \($0)"); return true }
        dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("willExpand \($0)") }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        let window = UIWindow(frame: collectionView.frame)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(!cell.configurationState.isExpanded)
        let disclosure = try #require(cell._accessoryViews.first)
        tap(disclosure)
        VirtualClock.current?.advance(by: 0.5)
        drainMainRunLoop()
        window.layoutIfNeeded()
        #expect(events == ["shouldExpand Fruit", "willExpand Fruit"])
        #expect(dataSource.snapshot(for: 0).visibleItems == ["Fruit", "Apple", "Pear"])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(cell.configurationState.isExpanded)
        window.isHidden = true
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Positions of sections and items kept beside the snapshot's storage (LU42).
@MainActor
@Suite(.uikit) struct SnapshotLookupTests {
    init() { _ = freshUIKit() }

    private func bigSnapshot(sections: Int, itemsPerSection: Int) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<sections))
        for section in 0..<sections {
            snapshot.appendItems(Array(section * itemsPerSection..<(section + 1) * itemsPerSection), toSection: section)
        }
        return snapshot
    }

    @Test func test_LU42_lookupsBuildThePositionsOnceAndThenCostAHash() {
        let snapshot = bigSnapshot(sections: 100, itemsPerSection: 100)
        #expect(snapshot._lookupBuilds.sections == 0 && snapshot._lookupBuilds.items == 0)
        // Every item and section looked up: the positions are built once, not per lookup.
        for item in 0..<10_000 { #expect(snapshot.indexOfItem(item) == item) }
        for section in 0..<100 { #expect(snapshot.indexOfSection(section) == section) }
        #expect(snapshot._lookupBuilds.sections == 1 && snapshot._lookupBuilds.items == 1)
        #expect(snapshot._indexPath(of: 4_321) == IndexPath(item: 21, section: 43))
        #expect(snapshot.sectionIdentifier(containingItem: 4_321) == 43)
        #expect(snapshot.indexOfItem(-1) == nil && snapshot.indexOfSection(100) == nil && snapshot._indexPath(of: 10_000) == nil)
        #expect(snapshot._lookupBuilds.sections == 1 && snapshot._lookupBuilds.items == 1)
    }

    @Test func test_LU42_changesForgetThePositionsAndTheNextLookupIsRight() {
        var snapshot = bigSnapshot(sections: 3, itemsPerSection: 3)  // [0 1 2] [3 4 5] [6 7 8]
        #expect(snapshot.indexOfItem(7) == 7 && snapshot.indexOfSection(2) == 2)
        snapshot.deleteItems([1])
        #expect(snapshot.indexOfItem(7) == 6 && snapshot._indexPath(of: 2) == IndexPath(item: 1, section: 0))
        snapshot.moveSection(2, beforeSection: 0)  // [6 7 8] [0 2] [3 4 5]
        #expect(snapshot.indexOfSection(2) == 0 && snapshot.indexOfSection(0) == 1)
        #expect(snapshot.indexOfItem(0) == 3 && snapshot._indexPath(of: 5) == IndexPath(item: 2, section: 2))
        snapshot.moveItem(8, afterItem: 5)  // [6 7] [0 2] [3 4 5 8]
        #expect(snapshot._indexPath(of: 8) == IndexPath(item: 3, section: 2) && snapshot.indexOfItem(8) == 7)
        snapshot.insertItems([42], beforeItem: 6)  // [42 6 7] [0 2] [3 4 5 8]
        #expect(snapshot.indexOfItem(6) == 1 && snapshot.indexOfItem(42) == 0 && snapshot.indexOfItem(8) == 8)
        snapshot._moveForReorder(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))  // [6 7] [0 2 42] [...]
        #expect(snapshot._indexPath(of: 42) == IndexPath(item: 2, section: 1) && snapshot.sectionIdentifier(containingItem: 42) == 0)
        snapshot.deleteSections([0])  // [6 7] [3 4 5 8]
        #expect(snapshot.indexOfSection(1) == 1 && snapshot.indexOfItem(42) == nil && snapshot.indexOfItem(3) == 2)
        snapshot.deleteAllItems()
        #expect(snapshot.indexOfItem(3) == nil && snapshot.indexOfSection(1) == nil)
    }

    @Test func test_LU42_aCopyKeepsItsOwnPositions() {
        let original = bigSnapshot(sections: 2, itemsPerSection: 2)  // [0 1] [2 3]
        #expect(original.indexOfItem(3) == 3)
        var copy = original
        #expect(copy.indexOfItem(3) == 3)
        #expect(copy._lookupBuilds.items == 1 && original._lookupBuilds.items == 1)  // shared until one changes
        copy.deleteItems([0])
        #expect(copy.indexOfItem(3) == 2 && copy._indexPath(of: 1) == IndexPath(item: 0, section: 0))
        #expect(original.indexOfItem(3) == 3 && original._indexPath(of: 1) == IndexPath(item: 1, section: 0))
        copy.moveSection(1, beforeSection: 0)
        #expect(copy.indexOfSection(1) == 0 && original.indexOfSection(1) == 1)
    }

    @Test func test_LU42_aSnapshotIsReadFromSeveralThreadsAtOnce() async {
        let snapshot = bigSnapshot(sections: 10, itemsPerSection: 100)
        let sums = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var sum = 0
                    for item in stride(from: task, to: 1_000, by: 4) { sum += snapshot.indexOfItem(item) ?? -1_000_000 }
                    return sum
                }
            }
            var sums: [Int] = []
            for await sum in group { sums.append(sum) }
            return sums
        }
        #expect(sums.reduce(0, +) == (0..<1_000).reduce(0, +))
    }

    @Test func test_LU42_theDataSourcesAnswerIndexPathsFromThePositions() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in UITableViewCell() }
        dataSource.apply(bigSnapshot(sections: 3, itemsPerSection: 50), animatingDifferences: false)
        for item in 0..<150 { #expect(dataSource.indexPath(for: item) == IndexPath(item: item % 50, section: item / 50)) }
        #expect(dataSource.snapshot()._lookupBuilds.items <= 1)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 7, section: 2)) == 107)
        #expect(dataSource.indexPath(for: 150) == nil)
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        let collectionSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in nil }
        collectionSource.apply(bigSnapshot(sections: 2, itemsPerSection: 10), animatingDifferences: false)
        #expect(collectionSource.indexPath(for: 13) == IndexPath(item: 3, section: 1))
        #expect(collectionSource.itemIdentifier(for: IndexPath(item: 3, section: 1)) == 13)
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Snapshots, section snapshots and the difference between snapshots.
@MainActor
@Suite(.uikit) struct DiffableSnapshotTests {
    init() { _ = freshUIKit() }

    private func snapshot(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func test_LU20_LU22_theSnapshotKeepsSectionsAndItemsInOrder() {
        var s = snapshot([("a", [1, 2, 3]), ("b", [4])])
        s.insertSections(["z"], beforeSection: "a")
        s.insertSections(["c"], afterSection: "b")
        s.appendItems([5])  // the last section
        s.insertItems([0], beforeItem: 1)
        s.insertItems([9], afterItem: 4)
        #expect(s.sectionIdentifiers == ["z", "a", "b", "c"] && s.itemIdentifiers == [0, 1, 2, 3, 4, 9, 5])
        #expect(s.numberOfSections == 4 && s.numberOfItems == 7 && s.numberOfItems(inSection: "b") == 2)
        #expect(s.itemIdentifiers(inSection: "a") == [0, 1, 2, 3] && s.sectionIdentifier(containingItem: 9) == "b")
        #expect(s.indexOfItem(4) == 4 && s.indexOfItem(42) == nil && s.indexOfSection("c") == 3 && s.indexOfSection("q") == nil)
        s.moveItem(0, afterItem: 5)
        s.moveItem(3, beforeItem: 1)
        s.moveSection("z", afterSection: "c")
        s.moveSection("c", beforeSection: "a")
        #expect(s.sectionIdentifiers == ["c", "a", "b", "z"] && s.itemIdentifiers == [5, 0, 3, 1, 2, 4, 9])
        s.reloadItems([1])
        s.reconfigureItems([2])
        s.reloadSections(["b"])
        #expect(s.reloadedItemIdentifiers == [1] && s.reconfiguredItemIdentifiers == [2] && s.reloadedSectionIdentifiers == ["b"])
        s.deleteItems([1, 77])  // a missing item is ignored
        s.deleteSections(["b"])
        #expect(s.itemIdentifiers == [5, 0, 3, 2] && s.reloadedItemIdentifiers == [] && s.reloadedSectionIdentifiers == [])
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test func test_LU20_duplicateIdentifiersAreUIKitsExceptionAndItemsAlreadyThereAreMovedWithAWarning() async {
        #expect(UIKitDiagnostic.duplicateIdentifiers(kind: "item", ["7"]).message
            == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(7)}")
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems([7, 8, 7])
        }
        let stderr = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(7)}"))
        var s = snapshot([("a", [1, 2]), ("b", [3])])
        s.appendItems([1], toSection: "b")  // moved, as iOS 15 does
        #expect(s.itemIdentifiers(inSection: "a") == [2] && s.itemIdentifiers(inSection: "b") == [3, 1])
        #expect(UIKitDiagnostic.identifiersAlreadyExist(["1"]).message.hasPrefix(
            "Diffable data source detected an attempt to insert or append 1 item identifiers that already exist in the snapshot."))
    }

    @Test func test_LU21_missingIdentifiersAreUIKitsExceptions() async {
        #expect(UIKitDiagnostic.noSectionsInSnapshot().message == "There are currently no sections in the data source. Please add a section first.")
        #expect(UIKitDiagnostic.identifierNotInSnapshot(verb: "reload", kind: "item", "X").message
            == "Attempted to reload item identifier that does not exist in the snapshot: X")
        let noSection = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendItems([1])
        }
        let noSectionText = String(decoding: noSection?.standardErrorContent ?? [], as: UTF8.self)
        #expect(noSectionText.contains("There are currently no sections in the data source. Please add a section first."))
        let reload = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.reloadItems(["ghost"])
        }
        let reloadText = String(decoding: reload?.standardErrorContent ?? [], as: UTF8.self)
        #expect(reloadText.contains("Attempted to reload item identifier that does not exist in the snapshot: ghost"))
    }

    @Test func test_LU23_theDifferenceIsTheSmallestBatchAndNamesOldAndNewPlaces() {
        let old = snapshot([("a", [1, 2, 3, 4, 5]), ("b", [6, 7])])
        var new = snapshot([("b", [7, 6, 1]), ("c", [8]), ("a", [2, 3, 4, 9])])
        new.reloadItems([3])
        let update = SnapshotDifference.update(from: old, to: new)
        #expect(update.insertedSections == [1] && update.deletedSections.isEmpty)
        // One section move (not two), one item move inside b, one move across sections.
        #expect(update.movedSections.count == 1)
        #expect(update.movedItems.count == 2)
        #expect(update.movedItems.contains { $0.from == IndexPath(item: 0, section: 0) && $0.to == IndexPath(item: 2, section: 0) })
        #expect(update.deletedItems == [IndexPath(item: 4, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 3, section: 2)])
        #expect(update.reloadedItems == [IndexPath(item: 2, section: 0)])  // where 3 was
        #expect(SnapshotDifference.longestIncreasingRun([3, 1, 2, 5, 4, 6]) == [1, 2, 4, 5])
        // Moving one item to the end is one move, not a shift of all the others.
        let long = snapshot([("a", Array(0..<100))])
        let rotated = snapshot([("a", Array(1..<100) + [0])])
        #expect(SnapshotDifference.update(from: long, to: rotated).movedItems.count == 1)
    }

    @Test func test_LU30_sectionSnapshotsAreOutlines() {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["fruit", "veg"])
        s.append(["apple", "pear"], to: "fruit")
        s.append(["kale"], to: "veg")
        s.append(["gala"], to: "apple")
        #expect(s.items == ["fruit", "apple", "gala", "pear", "veg", "kale"] && s.rootItems == ["fruit", "veg"])
        #expect(s.visibleItems == ["fruit", "veg"] && !s.isVisible("apple"))
        s.expand(["fruit"])
        #expect(s.visibleItems == ["fruit", "apple", "pear", "veg"] && s.isExpanded("fruit") && s.isVisible("pear"))
        #expect(s.level(of: "gala") == 2 && s.parent(of: "gala") == "apple" && s.parent(of: "veg") == nil)
        #expect(s.index(of: "pear") == 3 && s.contains("kale") && !s.contains("rock"))
        let sub = s.snapshot(of: "fruit")
        #expect(sub.rootItems == ["apple", "pear"] && sub.items == ["apple", "gala", "pear"])
        #expect(s.snapshot(of: "fruit", includingParent: true).visibleItems == ["fruit", "apple", "pear"])
        s.insert(["plum"], after: "apple")
        s.insert(["beans"], before: "veg")
        #expect(s.items == ["fruit", "apple", "gala", "plum", "pear", "beans", "veg", "kale"])
        s.delete(["apple"])
        #expect(!s.contains("gala") && s.visibleItems == ["fruit", "plum", "pear", "beans", "veg"])
        s.collapse(["fruit"])
        #expect(s.visibleItems == ["fruit", "beans", "veg"])
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Batches UIKit refuses whatever the counts say (LU40, LU41), for tables and collection views.
@MainActor
@Suite(.uikit) struct BatchRefusalTests {
    init() { _ = freshUIKit() }

    private func failure(_ update: ListUpdate, old: [Int], new: [Int], nouns: UIKitDiagnostic.ListNouns = .table) -> String? {
        if case .failure(let diagnostic) = update.plan(oldCounts: old, newSectionCount: new.count, newCounts: new, nouns: nouns) {
            return diagnostic.message
        }
        return nil
    }

    @Test func test_LU40_deletingAndReloadingTheSameRowIsRefused() {
        var update = ListUpdate()
        update.deletedItems = [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)]
        update.reloadedItems = [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 0)]
        // The counts add up (4 - 2 = 2): the refusal is about the combination, and names the first.
        #expect(failure(update, old: [4], new: [2])
            == "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
        #expect(failure(update, old: [4], new: [2], nouns: .collection)
            == "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
    }

    @Test func test_LU40_movingARowThatIsDeletedOrReloadedIsRefusedAsADeleteAndAMove() {
        var reloadAndMove = ListUpdate()
        reloadAndMove.reloadedItems = [IndexPath(row: 1, section: 0)]
        reloadAndMove.movedItems = [(IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0))]
        #expect(failure(reloadAndMove, old: [3], new: [3])
            == "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
        var deleteAndMove = ListUpdate()
        deleteAndMove.deletedItems = [IndexPath(item: 0, section: 1)]
        deleteAndMove.movedItems = [(IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 0))]
        #expect(failure(deleteAndMove, old: [1, 1], new: [2, 0], nouns: .collection)
            == "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 1 - 0})")
    }

    @Test func test_LU40_insertingWhereARowIsMovedToIsRefused() {
        var update = ListUpdate()
        update.insertedItems = [IndexPath(row: 0, section: 0)]
        update.movedItems = [(IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0))]
        #expect(failure(update, old: [3], new: [4])
            == "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test func test_LU41_movingOutOfADeletedSectionOrIntoAnInsertedOneIsRefused() {
        var fromDeleted = ListUpdate()
        fromDeleted.deletedSections = [1]
        fromDeleted.movedItems = [(IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 0))]
        #expect(failure(fromDeleted, old: [2, 1], new: [3]) == "cannot move a row from a deleted section (1)")
        #expect(failure(fromDeleted, old: [2, 1], new: [3], nouns: .collection) == "cannot move an item from a deleted section (1)")
        var intoInserted = ListUpdate()
        intoInserted.insertedSections = [2]
        intoInserted.movedItems = [(IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 2))]
        #expect(failure(intoInserted, old: [2, 1], new: [1, 1, 1]) == "cannot move a row into a newly inserted section (2)")
        // A move between kept sections stays allowed.
        var kept = ListUpdate()
        kept.insertedSections = [2]
        kept.movedItems = [(IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1))]
        #expect(failure(kept, old: [2, 1], new: [1, 2, 0]) == nil)
    }

    @Test func test_LU40_aTableRaisesTheRefusalAtTheEndOfTheBatch() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = UpdateLog([["A", "B", "C"]])
                let table = makeUpdatingTable(log)
                table.performBatchUpdates {
                    log.model = [["A", "C"]]
                    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                }
            }
        }
        let stderr = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"))
    }

    @Test func test_LU40_aCollectionViewRaisesTheRefusalAtTheEndOfTheBatch() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = UpdateLog([["A", "B", "C"]])
                let collection = makeUpdatingCollection(log)
                collection.performBatchUpdates {
                    log.model = [["B", "A", "C"]]
                    collection.reloadItems(at: [IndexPath(item: 0, section: 0)])
                    collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
                }
            }
        }
        let stderr = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"))
    }

    @Test func test_LU40_aDiffableReloadOfAMovedItemGoesAndComesBackInsteadOfRaising() {
        var old = NSDiffableDataSourceSnapshot<Int, String>()
        old.appendSections([0])
        old.appendItems(["A", "B", "C"])
        var new = NSDiffableDataSourceSnapshot<Int, String>()
        new.appendSections([0])
        new.appendItems(["B", "C", "A"])
        new.reloadItems(["A"])
        let update = SnapshotDifference.update(from: old, to: new)
        #expect(update.movedItems.isEmpty)
        #expect(update.deletedItems == [IndexPath(item: 0, section: 0)] && update.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(update.reloadedItems.isEmpty)
        #expect(update.refusal(nouns: .collection) == nil)
        // A reloaded item that stays keeps its reload.
        var stay = new
        stay.reloadItems(["B"])
        #expect(SnapshotDifference.update(from: old, to: stay).reloadedItems == [IndexPath(item: 1, section: 0)])
    }
}

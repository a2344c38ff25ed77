import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Batch updates of a collection view: the same plan as a table's, applied to its cells,
/// selection and layout.
@MainActor
@Suite(.uikit) struct CollectionBatchUpdateTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    // LU14: a collection view's batch moves surviving cells, fades new ones in and leaving ones out.
    @Test func test_LU1_LU14_itemsFollowTheBatchAndTheCompletionRunsAfterTheAnimation() {
        let log = UpdateLog([["A", "B", "C", "D"]])
        let collection = makeUpdatingCollection(log)
        let a = collection.visibleCells[0], b = collection.visibleCells[1], d = collection.visibleCells[3]
        collection.performBatchUpdates({
            log.model = [["D", "X", "A"]]
            collection.insertItems(at: [IndexPath(item: 1, section: 0)])
            collection.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
            collection.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { log.events.append("completion \($0)") })
        #expect(log.take() == ["sections", "items 0", "cell 0.1 X", "willDisplay 0.1 X"])
        #expect(titles(collection) == ["D", "X", "A"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === d && collection.cellForItem(at: IndexPath(item: 2, section: 0)) === a)
        #expect(d.frame.minY == 0 && a.frame.minY == 80)  // the model frames are the new ones at once
        #expect(b.superview === collection && b.alpha == 0)  // fading out
        clock.advance(by: 0.31)
        #expect(log.take() == ["didEndDisplaying 0.1 B", "didEndDisplaying 0.2 C", "completion true"])
        #expect(b.superview == nil && b.alpha == 1)
    }

    @Test func test_LU4_aCollectionCountMismatchIsUIKitsItemsException() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let log = UpdateLog([["A", "B"]])
                let collection = makeUpdatingCollection(log)
                log.model = [["A", "B", "C"]]
                collection.performBatchUpdates(nil)
            }
        }
        let stderr = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."))
    }

    @Test func test_LU8_selectionFollowsItsItemAndDeletedItemsAreDeselected() {
        let log = UpdateLog([["A", "B", "C"]])
        let collection = makeUpdatingCollection(log)
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        UIView.performWithoutAnimation {
            log.model = [["C"]]
            collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collection.visibleCells.map(\.isSelected) == [true])
    }

    @Test func test_LU12_reconfigureItemsKeepsTheCellAndSectionsMove() {
        let log = UpdateLog([["A"], ["B"]])
        let collection = makeUpdatingCollection(log)
        let a = collection.visibleCells[0] as! TitledCollectionCell
        log.model[0][0] = "A2"
        collection.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        #expect(log.take() == ["sections", "items 0", "items 1", "cell 0.0 A2"])
        #expect(collection.visibleCells[0] === a && a.title == "A2" && a.reuses == 0)
        var finished: Bool?
        UIView.performWithoutAnimation {
            collection.performBatchUpdates({
                log.model = [["B"], ["A2"]]
                collection.moveSection(1, toSection: 0)
            }, completion: { finished = $0 })
        }
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1)) === a && titles(collection) == ["B", "A2"])
        #expect(finished == nil)
        drainMainRunLoop()
        #expect(finished == true)
    }
}

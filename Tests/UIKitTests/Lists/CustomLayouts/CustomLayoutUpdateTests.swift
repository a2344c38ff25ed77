import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A column that says where inserted rows come from (the left, half transparent) and where
/// deleted ones go (the right, transparent), tracking the batch's changes in
/// `prepare(forCollectionViewUpdates:)` as apps do, and noting each question.
@MainActor
final class SlidingColumnLayout: ColumnLayout {
    var inserted: Set<IndexPath> = []
    var deleted: Set<IndexPath> = []
    var updates: [UICollectionViewUpdateItem] = []
    var slides = true

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates = updateItems
        log.append("updates " + updateItems.map { item in
            let path = item.indexPathAfterUpdate ?? item.indexPathBeforeUpdate!
            return "\(item.updateAction) \(path.section).\(path.item == NSNotFound ? "-" : "\(path.item)")"
        }.joined(separator: ", "))
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(itemIndexPath.item)")
        guard slides, inserted.contains(itemIndexPath),
              let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        attributes.frame.origin.x = -320
        attributes.alpha = 0.5
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(itemIndexPath.item)")
        guard slides, deleted.contains(itemIndexPath) else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 320, y: CGFloat(itemIndexPath.item) * rowHeight, width: 320, height: rowHeight)
        attributes.alpha = 0
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize")
        inserted = []
        deleted = []
    }
}

/// CV10–CV13: batch updates as a custom layout sees and animates them.
@MainActor
@Suite(.uikit) struct CustomLayoutUpdateTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// The frame on screen, rounded to a hundredth of a point (the timing curve is solved numerically).
    private func presentedFrame(_ view: UIView) -> CGRect { rounded(view.layer.presentation()?.frame ?? .null) }
    /// The opacity on screen, rounded to a hundredth.
    private func presentedAlpha(_ view: UIView) -> Float { ((view.layer.presentation()?.opacity ?? -1) * 100).rounded() / 100 }

    @Test func test_CV10_theLayoutPreparesHearsOfTheBatchThenIsAskedAboutEveryItemOnScreen() {
        let layout = SlidingColumnLayout()
        let source = CountingSource([5])
        let collection = makeCustomLayoutCollection(layout, source: source, height: 175)
        _ = layout.take()
        var finished: Bool?
        collection.performBatchUpdates({
            source.counts = [5]
            collection.insertItems(at: [IndexPath(item: 1, section: 0)])
            collection.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }, completion: { finished = $0 })
        #expect(layout.take() == [
            "invalidate everything:false counts:true", "prepare", "updates delete 0.3, insert 0.1", "elements 0",
            "initial 0", "initial 1", "initial 2", "initial 3", "final 3", "finalize",
        ])
        let delete = layout.updates[0], insert = layout.updates[1]
        #expect(delete.updateAction == .delete && delete.indexPathBeforeUpdate == IndexPath(item: 3, section: 0) && delete.indexPathAfterUpdate == nil)
        #expect(insert.updateAction == .insert && insert.indexPathBeforeUpdate == nil && insert.indexPathAfterUpdate == IndexPath(item: 1, section: 0))
        #expect(finished == nil)
        clock.advance(by: 0.31)
        #expect(finished == true)
    }

    @Test func test_CV10_sectionChangesAndMovesAreUpdateItemsToo() {
        let layout = SlidingColumnLayout()
        let source = CountingSource([3, 2])
        let collection = makeCustomLayoutCollection(layout, source: source)
        UIView.performWithoutAnimation {
            collection.performBatchUpdates({
                source.counts = [2, 3]
                collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))
                collection.reloadItems(at: [IndexPath(item: 1, section: 1)])
            })
        }
        #expect(layout.log.contains("updates reload 1.1, move 1.2"))
        UIView.performWithoutAnimation {
            collection.performBatchUpdates({
                source.counts = [3]
                collection.deleteSections([0])
            })
        }
        let section = try! #require(layout.updates.first)
        #expect(section.updateAction == .delete && section.indexPathBeforeUpdate == IndexPath(item: NSNotFound, section: 0))
    }

    @Test func test_CV11_anInsertedItemAnimatesFromItsInitialAttributesOnTheClock() {
        let layout = SlidingColumnLayout()
        let source = CountingSource([3])
        let collection = makeCustomLayoutCollection(layout, source: source)
        let kept = try! #require(recordingCell(collection, 1))
        source.counts = [4]
        collection.insertItems(at: [IndexPath(item: 1, section: 0)])
        let new = try! #require(recordingCell(collection, 1))
        #expect(new.frame == CGRect(x: 0, y: 50, width: 320, height: 50) && new.alpha == 1)  // the model is the end
        #expect(new.applied.map(\.frame.minX) == [0, -320, 0])  // placed by the pass, then the start, then the end
        #expect(presentedFrame(new) == CGRect(x: -320, y: 50, width: 320, height: 50) && presentedAlpha(new) == 0.5)
        #expect(presentedFrame(kept) == CGRect(x: 0, y: 50, width: 320, height: 50))  // moves from where it was
        clock.advance(by: 0.15)
        #expect(presentedFrame(new) == CGRect(x: -160, y: 50, width: 320, height: 50) && presentedAlpha(new) == 0.75)
        #expect(presentedFrame(kept) == CGRect(x: 0, y: 75, width: 320, height: 50))
        clock.advance(by: 0.16)
        #expect(presentedFrame(new) == new.frame && presentedFrame(kept) == CGRect(x: 0, y: 100, width: 320, height: 50))
    }

    @Test func test_CV11_withoutInitialAttributesANewItemStartsAtItsPlace() {
        let layout = SlidingColumnLayout()
        layout.slides = false
        let source = CountingSource([3])
        let collection = makeCustomLayoutCollection(layout, source: source)
        source.counts = [4]
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        let new = try! #require(recordingCell(collection, 0))
        #expect(presentedFrame(new) == CGRect(x: 0, y: 0, width: 320, height: 50) && presentedAlpha(new) == 1)
    }

    @Test func test_CV11_CV12_theFlowLayoutFadesInsertedItemsInAndDeletedOnesOut() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        let source = CountingSource([3])
        let collection = makeCustomLayoutCollection(layout, source: source)
        let leaving = try! #require(recordingCell(collection, 2))
        collection.performBatchUpdates({
            source.counts = [3]
            collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        let new = try! #require(recordingCell(collection, 0))
        #expect(presentedAlpha(new) == 0 && presentedAlpha(leaving) == 1)
        #expect(presentedFrame(leaving) == CGRect(x: 0, y: 80, width: 320, height: 40))
        clock.advance(by: 0.15)
        #expect(presentedAlpha(new) == 0.5 && presentedAlpha(leaving) == 0.5)
        #expect(presentedFrame(leaving) == CGRect(x: 0, y: 80, width: 320, height: 40))  // fades where it was
        clock.advance(by: 0.16)
        #expect(leaving.superview == nil && new.alpha == 1)
    }

    @Test func test_CV12_aDeletedItemAnimatesToItsFinalAttributesThenLeaves() {
        final class Delegate: NSObject, UICollectionViewDelegate {
            var ended: [Int] = []
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                ended.append(indexPath.item)
            }
        }
        let layout = SlidingColumnLayout()
        let source = CountingSource([3])
        let collection = makeCustomLayoutCollection(layout, source: source)
        let delegate = Delegate()
        collection.delegate = delegate
        let leaving = try! #require(recordingCell(collection, 1))
        source.counts = [2]
        collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(leaving.superview === collection && leaving.frame == CGRect(x: 320, y: 50, width: 320, height: 50))
        clock.advance(by: 0.15)
        #expect(presentedFrame(leaving) == CGRect(x: 160, y: 50, width: 320, height: 50) && presentedAlpha(leaving) == 0.5)
        #expect(delegate.ended.isEmpty)
        clock.advance(by: 0.16)
        #expect(leaving.superview == nil && delegate.ended == [1])
        #expect(leaving.alpha == 1)  // kept for reuse as new
    }

    @Test func test_CV12_aCellMovedOffScreenGoesToItsNewPlaceThenLeaves() {
        let layout = SlidingColumnLayout()
        let source = CountingSource([6])
        let collection = makeCustomLayoutCollection(layout, source: source, height: 190)
        let pushed = try! #require(recordingCell(collection, 3))
        source.counts = [8]
        collection.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(layout.log.suffix(4) == ["initial 3", "final 2", "final 3", "finalize"])
        #expect(pushed.superview === collection && pushed.frame == CGRect(x: 0, y: 250, width: 320, height: 50))
        clock.advance(by: 0.15)
        #expect(presentedFrame(pushed) == CGRect(x: 0, y: 200, width: 320, height: 50))
        clock.advance(by: 0.16)
        #expect(pushed.superview == nil && collection.visibleCells.count == 4)
    }

    @Test func test_CV13_supplementaryViewsMoveFromWhereTheyWere() {
        final class Source: NSObject, UICollectionViewDataSource {
            var counts = [2, 2]
            func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let source = Source()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(AttributesRecordingCell.self, forCellWithReuseIdentifier: "Cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        collection.dataSource = source
        collection.layoutIfNeeded()
        let header = try! #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame.minY == 100)
        source.counts = [3, 2]
        collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(header.frame.minY == 140 && presentedFrame(header).minY == 100)
        clock.advance(by: 0.15)
        #expect(presentedFrame(header).minY == 120)
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A context with a value of its own, as layouts that invalidate in parts subclass it.
@MainActor
final class RowsInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var onlyHeights = false
}

/// A column that makes `RowsInvalidationContext`s and notes the contexts it gets.
@MainActor
final class ContextColumnLayout: ColumnLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override class var invalidationContextClass: AnyClass { RowsInvalidationContext.self }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A column whose section header stays at the top of the visible area while its section
/// is on screen (a sticky header), as apps write one: every bounds change invalidates.
@MainActor
final class StickyHeaderLayout: ColumnLayout {
    override init() {
        super.init()
        invalidatesOnBoundsChange = true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var elements = super.layoutAttributesForElements(in: rect) ?? []
        if let header = layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) { elements.append(header) }
        return elements
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        let y = min(max(0, collectionView.contentOffset.y), collectionViewContentSize.height - 30)
        header.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 30)
        header.zIndex = 10
        return header
    }
}

/// A horizontal carousel: cards 100 wide, pushed back along z by their distance from the
/// middle of the visible area, with perspective (`transform3D` depends on the offset).
@MainActor
final class CarouselLayout: UICollectionViewLayout {
    var cards: [UICollectionViewLayoutAttributes] = []
    var proposals: [(offset: CGPoint, velocity: CGPoint)] = []

    static func depth(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        return CATransform3DTranslate(t, 0, 0, -abs(distance))
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        cards = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            card.frame = CGRect(x: CGFloat(item) * 100, y: 0, width: 100, height: 200)
            card.transform3D = Self.depth(card.center.x - middle)
            return card
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(cards.count) * 100, height: 200) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cards.filter { $0.frame.intersects(rect) } }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cards[indexPath.item] }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposals.append((proposedContentOffset, velocity))
        // Comes to rest with a card in the middle.
        let card = ((proposedContentOffset.x + 160 - 50) / 100).rounded()
        return CGPoint(x: card * 100 + 50 - 160, y: proposedContentOffset.y)
    }
}

/// A data source with a header of kind "header".
@MainActor
final class HeaderSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// CV5–CV9, CV19, CV20: invalidating a custom layout, and scrolling with one.
@MainActor
@Suite(.uikit) struct CustomLayoutInvalidationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_CV5_theLayoutIsAskedBeforeEveryBoundsChangeAndByDefaultSaysNo() {
        let layout = ColumnLayout()
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([20]))
        #expect(layout.take() == ["invalidate everything:true counts:true", "prepare", "elements 0"])
        #expect(UICollectionViewLayout().shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 9, height: 9)) == false)
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.frame.size.height = 300
        // Asked with the new bounds while the collection view still has the old ones.
        #expect(layout.take() == ["should 100 320x200 (now 0 320x200)", "should 100 320x300 (now 100 320x200)"])
        collection.layoutIfNeeded()
        #expect(layout.take() == ["elements 100"])  // not prepared again, even for a new size
    }

    @Test func test_CV5_aBoundsChangeTheLayoutAsksForInvalidatesThenPreparesAtTheNextPass() {
        let layout = ColumnLayout()
        layout.invalidatesOnBoundsChange = true
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([20]))
        _ = layout.take()
        collection.contentOffset = CGPoint(x: 0, y: 100)
        #expect(layout.take() == ["should 100 320x200 (now 0 320x200)", "context", "invalidate everything:false counts:false"])
        collection.layoutIfNeeded()
        #expect(layout.take() == ["prepare", "elements 100"])
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4, 5, 6])  // Foundation on Linux counts touching edges as meeting
    }

    @Test func test_CV5_theFlowLayoutLaysOutAgainForANewSizeButNotForScrolling() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([30]))
        let preparations = layout._preparations
        collection.contentOffset = CGPoint(x: 0, y: 120)
        collection.layoutIfNeeded()
        #expect(layout._preparations == preparations)
        collection.frame.size.width = 230
        collection.layoutIfNeeded()
        #expect(layout._preparations == preparations + 1)
        #expect(collection.contentSize.width == 230 && layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 60)
    }

    @Test func test_CV5_aStickyHeaderFollowsTheScroll() {
        let layout = StickyHeaderLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let source = HeaderSource()
        collection.register(AttributesRecordingCell.self, forCellWithReuseIdentifier: "Cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Header")
        collection.dataSource = source
        collection.layoutIfNeeded()
        let header = try! #require(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        for y: CGFloat in [40, 120, 410] {
            collection.contentOffset = CGPoint(x: 0, y: y)
            collection.layoutIfNeeded()
            #expect(header.frame == CGRect(x: 0, y: y, width: 320, height: 30))
            #expect(collection.subviews.last === header)  // a z index above the cells
        }
    }

    @Test func test_CV5_aCarouselsPerspectiveFollowsTheScroll() {
        let layout = CarouselLayout()
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([10]), width: 320, height: 200)
        #expect(recordingCell(collection, 1)?.transform3D == CarouselLayout.depth(-10))
        collection.contentOffset = CGPoint(x: 190, y: 0)
        collection.layoutIfNeeded()
        let middle = try! #require(recordingCell(collection, 3))
        #expect(middle.transform3D == CarouselLayout.depth(0) && middle.layer.transform.m34 == -1 / 500)
        #expect(recordingCell(collection, 5)?.transform3D == CarouselLayout.depth(200))
        #expect(middle.center == CGPoint(x: 350, y: 100))
    }

    @Test func test_CV6_invalidateLayoutSendsAContextOfTheLayoutsClassThatInvalidatesEverything() {
        #expect(ObjectIdentifier(UICollectionViewLayout.invalidationContextClass) == ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self))
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass) == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
        let layout = ContextColumnLayout()
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([5]))
        _ = layout.take()
        layout.invalidateLayout()
        let context = try! #require(layout.contexts.last as? RowsInvalidationContext)
        #expect(context.invalidateEverything && !context.invalidateDataSourceCounts && !context.onlyHeights)
        collection.layoutIfNeeded()
        #expect(layout.take() == ["invalidate everything:true counts:false", "prepare", "elements 0"])
        // An app's own context, made by the layout, prepares again too.
        let own = RowsInvalidationContext()
        own.onlyHeights = true
        layout.invalidateLayout(with: own)
        collection.layoutIfNeeded()
        #expect(layout.take() == ["invalidate everything:false counts:false", "prepare", "elements 0"])
        #expect((layout.contexts.last as? RowsInvalidationContext)?.onlyHeights == true)
    }

    @Test func test_CV7_reloadsAndBatchesSayWhatChanged() {
        let layout = ColumnLayout()
        let source = CountingSource([5])
        let collection = makeCustomLayoutCollection(layout, source: source)
        _ = layout.take()
        collection.reloadData()
        #expect(layout.take() == ["invalidate everything:true counts:true"])
        collection.layoutIfNeeded()
        _ = layout.take()
        UIView.performWithoutAnimation {
            source.counts = [6]
            collection.insertItems(at: [IndexPath(item: 5, section: 0)])
        }
        #expect(layout.take().first == "invalidate everything:false counts:true")
    }

    @Test func test_CV8_aContextNamesTheElementsItInvalidates() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil && context.invalidatedSupplementaryIndexPaths == nil)
        #expect(context.invalidatedDecorationIndexPaths == nil && context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        context.invalidateItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 1)])
        context.invalidateDecorationElements(ofKind: "badge", at: [IndexPath(item: 3, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 1)]])
        #expect(context.invalidatedDecorationIndexPaths == ["badge": [IndexPath(item: 3, section: 0)]])
        let flow = UICollectionViewFlowLayoutInvalidationContext()
        #expect(flow.invalidateFlowLayoutDelegateMetrics && flow.invalidateFlowLayoutAttributes)
    }

    @Test func test_CV9_theContentOffsetAdjustmentIsAppliedAtTheNextPass() {
        let layout = ColumnLayout()
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([20]))
        _ = layout.take()
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        context.contentSizeAdjustment = CGSize(width: 0, height: 50)
        layout.invalidateLayout(with: context)
        #expect(collection.contentOffset == .zero)
        collection.layoutIfNeeded()
        #expect(collection.contentOffset == CGPoint(x: 0, y: 30))
        #expect(collection.contentSize == CGSize(width: 320, height: 1000))  // the layout's size replaces the adjusted one
        #expect(layout.take() == ["invalidate everything:false counts:false", "should 30 320x200 (now 0 320x200)", "prepare", "elements 30"])
    }

    @Test func test_CV19_theLayoutChoosesWhereAFlickComesToRest() {
        final class Recorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var target: CGPoint?
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                target = targetContentOffset.pointee
            }
        }
        let layout = CarouselLayout()
        let recorder = Recorder()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(AttributesRecordingCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = recorder
        collection.delegate = recorder
        _ = hostInWindow(collection)
        collection.layoutIfNeeded()
        drag(collection, by: CGPoint(x: -230, y: 0))
        let proposal = try! #require(layout.proposals.first)
        #expect(layout.proposals.count == 1 && proposal.velocity.x > 0 && proposal.velocity.y == 0)
        let rest = try! #require(recorder.target)
        #expect(rest.x == ((proposal.offset.x + 110) / 100).rounded() * 100 - 110)  // the delegate sees the layout's target
        clock.advance(by: 5)
        #expect(collection.contentOffset == rest)
    }

    @Test func test_CV20_scrollToItemPutsTheItemWhereAsked() {
        let layout = ColumnLayout()
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([20]))
        collection.scrollToItem(at: IndexPath(item: 6, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 300))
        collection.scrollToItem(at: IndexPath(item: 6, section: 0), at: .centeredVertically, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 225))
        collection.scrollToItem(at: IndexPath(item: 6, section: 0), at: .bottom, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 150))
        collection.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 800))  // no further than the content
        collection.scrollToItem(at: IndexPath(item: 12, section: 0), at: [], animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 600))  // just into view
        collection.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        collection.scrollToItem(at: IndexPath(item: 2, section: 0), at: .top, animated: true)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 80))
        clock.advance(by: 0.31)
        collection.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 80))
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Sections with headers, noting which headers the collection view asks for and which leave.
@MainActor
private final class HeaderedSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var titles: [String]
    var log: [String] = []
    init(_ titles: [String]) { self.titles = titles }

    func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        log.append("header \(indexPath.section)")
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        header.accessibilityLabel = titles[indexPath.section]
        return header
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.append("end \(indexPath.section) \(view.accessibilityLabel ?? "")")
    }
}

/// A flow layout that sends the headers of deleted sections off to the right.
@MainActor
private final class SlidingHeadersLayout: UICollectionViewFlowLayout {
    var asked: [String] = []
    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                          at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        asked.append("final \(elementIndexPath.section)")
        guard let attributes = super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath) else { return nil }
        attributes.frame.origin.x = 320
        attributes.alpha = 1
        return attributes
    }
}

/// CV24: supplementary views in batch updates.
@MainActor
@Suite(.uikit) struct SupplementaryUpdateTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func makeCollection(_ source: HeaderedSource, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> UICollectionView {
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "Header")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        source.log = []
        return collection
    }

    private func header(_ collection: UICollectionView, _ section: Int) -> UICollectionReusableView? {
        collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    private func presentedAlpha(_ view: UIView) -> Float { ((view.layer.presentation()?.opacity ?? -1) * 100).rounded() / 100 }

    @Test func test_CV24_headersGoWithTheirSectionsAndOnlyANewSectionsHeaderIsAskedFor() throws {
        let source = HeaderedSource(["A", "B"])
        let collection = makeCollection(source)
        let a = try #require(header(collection, 0)), b = try #require(header(collection, 1))
        source.titles = ["New", "A", "B"]
        collection.insertSections([0])
        #expect(source.log == ["header 0"])
        #expect(header(collection, 1) === a && header(collection, 2) === b)
        #expect(header(collection, 0)?.accessibilityLabel == "New")
        #expect(a.frame.minY == 100 && b.frame.minY == 200)
        // The new section's header fades in at its place, the others move from where they were.
        let new = try #require(header(collection, 0))
        #expect(new.frame.minY == 0 && presentedAlpha(new) == 0)
        #expect(a.layer.presentation()?.frame.minY == 0)
        clock.advance(by: 0.31)
        #expect(presentedAlpha(new) == 1 && a.layer.presentation()?.frame.minY == 100)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
            .map(\.section) == [0, 1, 2])
    }

    @Test func test_CV24_aDeletedSectionsHeaderFadesOutWhereItWasThenLeaves() throws {
        let source = HeaderedSource(["A", "B", "C"])
        let collection = makeCollection(source)
        let a = try #require(header(collection, 0)), b = try #require(header(collection, 1))
        source.titles = ["B", "C"]
        collection.deleteSections([0])
        #expect(source.log == [])  // B's and C's headers are kept, at their new sections
        #expect(header(collection, 0) === b && b.frame.minY == 0)
        // A's header stays on screen, fading where it was, and leaves when the batch ends.
        #expect(a.superview === collection && a.frame.minY == 0 && presentedAlpha(a) == 1)
        clock.advance(by: 0.15)
        #expect(presentedAlpha(a) == 0.5)
        #expect(source.log == [])
        clock.advance(by: 0.16)
        #expect(a.superview == nil)
        #expect(source.log == ["end 0 A"])
        // Kept for reuse: the next header asked for is A's view.
        source.titles = ["B", "C", "D"]
        UIView.performWithoutAnimation { collection.insertSections([2]) }
        #expect(header(collection, 2) === a && a.accessibilityLabel == "D")
    }

    @Test func test_CV24_aLayoutsFinalAttributesAreAskedByTheOldIndexPathAndAnimatedTo() throws {
        let layout = SlidingHeadersLayout()
        let source = HeaderedSource(["A", "B", "C"])
        let collection = makeCollection(source, layout: layout)
        let b = try #require(header(collection, 1))
        source.titles = ["A", "C"]
        collection.deleteSections([1])
        #expect(layout.asked == ["final 1"])
        #expect(b.superview === collection && b.layer.presentation()?.frame.minX == 0)
        clock.advance(by: 0.31)
        #expect(b.superview == nil && source.log == ["end 1 B"])
    }

    @Test func test_CV24_withoutAnimationALeavingHeaderGoesAtOnce() throws {
        let source = HeaderedSource(["A", "B"])
        let collection = makeCollection(source)
        let a = try #require(header(collection, 0))
        source.titles = ["B"]
        UIView.performWithoutAnimation { collection.deleteSections([0]) }
        #expect(a.superview == nil && source.log == ["end 0 A"])
    }
}

/// A flow layout noting the animated bounds change calls among its invalidations.
@MainActor
private final class BoundsNotingLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidate")
        super.invalidateLayout(with: context)
    }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        log.append("prepare \(Int(oldBounds.width))")
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }
    override func finalizeAnimatedBoundsChange() {
        log.append("finalize")
        super.finalizeAnimatedBoundsChange()
    }
}

/// CV26: animated bounds changes.
@MainActor
@Suite(.uikit) struct AnimatedBoundsChangeTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_CV26_aBoundsChangeInAnAnimationIsPreparedThenFinalizedByTheLayoutPass() throws {
        let layout = BoundsNotingLayout()
        layout.itemSize = CGSize(width: 150, height: 40)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let source = HeaderedSource(["A"])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.layoutIfNeeded()
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame.origin == CGPoint(x: 150, y: 0))
        layout.log = []
        // Outside an animation: neither call.
        collection.frame.size.width = 300
        collection.layoutIfNeeded()
        #expect(layout.log == ["invalidate"])
        layout.log = []
        UIView.animate(withDuration: 0.3) {
            collection.frame.size.width = 200
            collection.frame.size.width = 220  // one change with the first old bounds
            collection.layoutIfNeeded()
        }
        #expect(layout.log == ["invalidate", "prepare 300", "invalidate", "finalize"])
        // One item a row now: the second moves under the first, animated from where it was.
        #expect(second.frame.origin == CGPoint(x: 0, y: 40) && second.layer.presentation()?.frame.origin == CGPoint(x: 150, y: 0))
        clock.advance(by: 0.31)
        collection.layoutIfNeeded()
        #expect(layout.log.count == 4)
    }
}

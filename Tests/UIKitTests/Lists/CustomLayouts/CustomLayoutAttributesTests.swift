import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Attributes with a value of their own, as apps write them: copied and compared.
@MainActor
final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TaggedAttributes
        copy.tag = tag
        return copy
    }

    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? TaggedAttributes else { return false }
        return MainActor.assumeIsolated { other.tag == tag }
    }
}

/// Attributes with a value of their own that forget to take part in `isEqual(_:)`.
@MainActor
final class UncomparedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UncomparedAttributes
        copy.tag = tag
        return copy
    }
}

/// A column whose rows carry `tag` in attributes of `attributesClass`.
@MainActor
final class TaggingColumnLayout: ColumnLayout {
    var tag = 1
    var attributesClass: UICollectionViewLayoutAttributes.Type = TaggedAttributes.self

    override func makeAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.indexPath = indexPath
        (attributes as? TaggedAttributes)?.tag = tag
        (attributes as? UncomparedAttributes)?.tag = tag
        return attributes
    }
}

/// A flow layout whose attributes are `TaggedAttributes`, tagged with the item number, as
/// apps extend a flow layout.
@MainActor
final class TaggingFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let copy = attributes.copy() as! TaggedAttributes
            copy.tag = attributes.indexPath.item + 100
            return copy
        }
    }
}

/// A compositional layout that tags its attributes, as apps subclass it for a custom look.
@MainActor
final class TaggingCompositionalLayout: UICollectionViewCompositionalLayout {
    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let copy = attributes.copy() as! TaggedAttributes
            copy.tag = attributes.indexPath.item + 200
            return copy
        }
    }
}

/// A decoration view that notes the attributes it is given.
@MainActor
final class BackdropView: UICollectionReusableView {
    var applied: [UICollectionViewLayoutAttributes] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied.append(layoutAttributes) }
}

/// A column with a backdrop behind the first two rows and a badge over the first, both
/// decoration views the layout registers.
@MainActor
final class DecoratedColumnLayout: ColumnLayout {
    override init() {
        super.init()
        register(BackdropView.self, forDecorationViewOfKind: "backdrop")
        register(BackdropView.self, forDecorationViewOfKind: "badge")
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        if elementKind == "backdrop" {
            attributes.frame = CGRect(x: 10, y: 0, width: 300, height: 100)
            attributes.zIndex = -1
        } else {
            attributes.frame = CGRect(x: 290, y: 5, width: 20, height: 20)
            attributes.zIndex = 1
        }
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let decorations = ["backdrop", "badge"].compactMap { layoutAttributesForDecorationView(ofKind: $0, at: IndexPath(item: 0, section: 0)) }
        return (super.layoutAttributesForElements(in: rect) ?? []) + decorations.filter { $0.frame.intersects(rect) }
    }
}

/// CV1–CV4, CV14: layout attributes as apps subclass them, and what reaches the views.
@MainActor
@Suite(.uikit) struct CustomLayoutAttributesTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        return CATransform3DRotate(t, .pi / 4, 0, 1, 0)
    }

    @Test func test_CV1_transformAndTransform3DAreOneValue() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(CATransform3DIsIdentity(attributes.transform3D) && attributes.transform.isIdentity)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(attributes.transform3D == CATransform3DMakeScale(2, 3, 1))
        attributes.transform3D = perspective
        #expect(attributes.transform == CATransform3DGetAffineTransform(perspective))
        #expect(attributes.transform3D == perspective)
        // Attributes differing only out of the plane are not equal.
        let flat = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(flat == attributes)
        flat.transform3D = CATransform3DMakeAffineTransform(attributes.transform)
        #expect(flat.transform == attributes.transform && flat != attributes)
    }

    @Test func test_CV1_aCellTakesTheAttributes3DTransformAboutItsCentre() {
        final class TiltedLayout: ColumnLayout {
            var tilt = CATransform3DIdentity
            override func prepare() {
                super.prepare()
                cache.first?.transform3D = tilt
            }
        }
        let layout = TiltedLayout()
        layout.tilt = perspective
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([3]))
        let cell = try! #require(recordingCell(collection, 0))
        #expect(cell.transform3D == perspective && cell.layer.transform == perspective)
        #expect(cell.transform == CATransform3DGetAffineTransform(perspective))
        #expect(cell.center == CGPoint(x: 160, y: 25) && cell.bounds.size == CGSize(width: 320, height: 50))
        layout.tilt = CATransform3DIdentity
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(CATransform3DIsIdentity(cell.transform3D) && cell.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    }

    @Test func test_CV2_aCopyIsOfTheSubclassWithItsOwnValues() {
        let attributes = TaggedAttributes(forCellWith: IndexPath(item: 4, section: 2))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.alpha = 0.5
        attributes.zIndex = 7
        attributes.isHidden = true
        attributes.transform3D = perspective
        attributes.tag = 9
        let copy = attributes.copy() as! TaggedAttributes  // NSObject's copy() goes to copy(with:)
        #expect(copy !== attributes && copy == attributes && copy.tag == 9)
        #expect(copy.indexPath == IndexPath(item: 4, section: 2) && copy.frame == attributes.frame && copy.alpha == 0.5)
        #expect(copy.zIndex == 7 && copy.isHidden && copy.transform3D == perspective && copy.representedElementCategory == .cell)
        let header = TaggedAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 1))
        let headerCopy = header.copy(with: nil) as! TaggedAttributes
        #expect(headerCopy.representedElementCategory == .supplementaryView && headerCopy.representedElementKind == "header")
        copy.tag = 10
        #expect(copy != attributes)
    }

    @Test func test_CV2_theFlowLayoutMakesAttributesOfItsLayoutAttributesClass() {
        #expect(ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass) == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.layoutAttributesClass) == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
        let layout = TaggingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([4]))
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(item is TaggedAttributes && item?.frame == CGRect(x: 110, y: 0, width: 100, height: 40))
        let cell = try! #require(recordingCell(collection, 1))
        #expect((cell.applied.last as? TaggedAttributes)?.tag == 101)
    }

    @Test func test_CV25_theCompositionalLayoutMakesAttributesOfItsLayoutAttributesClass() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "backdrop")]
        let layout = TaggingCompositionalLayout(section: section)
        layout.register(BackdropView.self, forDecorationViewOfKind: "backdrop")
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([3]))
        let attributes = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(attributes is TaggedAttributes && attributes?.frame == CGRect(x: 0, y: 40, width: 320, height: 40))
        let cell = try! #require(recordingCell(collection, 1))
        #expect((cell.applied.last as? TaggedAttributes)?.tag == 201)
        let backdrop = try! #require(collection.subviews.compactMap { $0 as? BackdropView }.first)
        #expect(backdrop.applied.last is TaggedAttributes && backdrop.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
    }

    @Test func test_CV3_applyFollowsTheAttributesOwnEquality() {
        let compared = TaggingColumnLayout()
        let collection = makeCustomLayoutCollection(compared, source: CountingSource([2]))
        let cell = try! #require(recordingCell(collection, 0))
        #expect(cell.applied.count == 1)
        compared.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(cell.applied.count == 1)  // equal attributes: not applied again
        compared.tag = 2
        compared.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(cell.applied.map { ($0 as! TaggedAttributes).tag } == [1, 2])

        let uncompared = TaggingColumnLayout()
        uncompared.attributesClass = UncomparedAttributes.self
        let other = makeCustomLayoutCollection(uncompared, source: CountingSource([2]))
        let otherCell = try! #require(recordingCell(other, 0))
        uncompared.tag = 2
        uncompared.invalidateLayout()
        other.layoutIfNeeded()
        // Without `isEqual(_:)` the new value looks like the old attributes: not applied.
        #expect(otherCell.applied.map { ($0 as! UncomparedAttributes).tag } == [1])
    }

    @Test func test_CV4_theCellIsGivenACopyAfterItsFrameAndBeforeWillDisplay() {
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var events: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                events.append("cell \(indexPath.item)")
                return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                events.append("willDisplay \(indexPath.item) applied \((cell as! AttributesRecordingCell).applied.count)")
            }
        }
        let layout = TaggingColumnLayout()
        let source = Source()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 90), collectionViewLayout: layout)
        collection.register(AttributesRecordingCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        #expect(source.events == ["cell 0", "willDisplay 0 applied 1", "cell 1", "willDisplay 1 applied 1"])
        let cell = try! #require(recordingCell(collection, 1))
        let applied = try! #require(cell.applied.first as? TaggedAttributes)
        #expect(applied !== layout.cache[1] && applied == layout.cache[1] && applied.tag == 1)
        #expect(cell.frame == applied.frame)
        // A cell leaving the screen and reused for another item is given that item's attributes.
        let first = try! #require(recordingCell(collection, 0))
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(first.superview === collection && first.applied.last?.indexPath.item != 0)
        #expect(first.frame == first.applied.last?.frame)
    }

    @Test func test_CV14_theLayoutsDecorationViewsAreShownBehindOrInFrontOfTheCells() {
        let layout = DecoratedColumnLayout()
        let collection = makeCustomLayoutCollection(layout, source: CountingSource([3]))
        let decorations = collection.subviews.compactMap { $0 as? BackdropView }
        #expect(decorations.count == 2)
        let backdrop = try! #require(decorations.first { $0.frame == CGRect(x: 10, y: 0, width: 300, height: 100) })
        let badge = try! #require(decorations.first { $0.frame == CGRect(x: 290, y: 5, width: 20, height: 20) })
        #expect(collection.subviews.first === backdrop && collection.subviews.last === badge)
        #expect(backdrop.applied.map(\.representedElementKind) == ["backdrop"] && backdrop.applied[0].representedElementCategory == .decorationView)
        #expect(collection.visibleCells.count == 3)
        // Scrolled past them, they leave; back, they return (reused).
        collection.contentOffset = CGPoint(x: 0, y: 120)
        collection.layoutIfNeeded()
        #expect(!collection.subviews.contains { $0 is BackdropView })
        collection.contentOffset = .zero
        collection.layoutIfNeeded()
        #expect(collection.subviews.filter { $0 is BackdropView }.count == 2)
    }
}

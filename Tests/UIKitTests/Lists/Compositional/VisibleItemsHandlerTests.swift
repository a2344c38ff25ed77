import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What visible-items handlers saw, and the scale one applies.
@MainActor
final class VisibleItemsRecord {
    var calls: [(items: [String], offset: CGPoint, width: CGFloat)] = []
    var plainCalls: [(items: [String], offset: CGPoint)] = []
    var scale: CGFloat = 0.5
}

/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler` (LE31).
@MainActor
@Suite(.uikit) struct VisibleItemsHandlerTests {
    init() { _ = freshUIKit() }

    private func collection(_ layout: UICollectionViewLayout, _ source: GridSource) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return view
    }

    /// A horizontally scrolling row of 150-pt items (10 pt apart, inset 10) above a plain section.
    private func rowLayout(_ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler,
                           plainHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        row.contentInsets.leading = 10
        row.visibleItemsInvalidationHandler = handler
        let plainGroup = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let plain = NSCollectionLayoutSection(group: plainGroup)
        plain.visibleItemsInvalidationHandler = plainHandler
        return UICollectionViewCompositionalLayout { index, _ in index == 0 ? row : plain }
    }

    @Test func test_LE31_theHandlerGetsTheSectionsVisibleItemsItsScrollOffsetAndTheEnvironmentInEveryPass() throws {
        let record = VisibleItemsRecord()
        let layout = rowLayout({ items, offset, environment in
            record.calls.append((items.map { "\($0.indexPath.section).\($0.indexPath.item) \(Int($0.frame.minX))" }, offset,
                          environment.container.contentSize.width))
        }, plainHandler: { items, offset, _ in
            record.plainCalls.append((items.map { "\($0.indexPath.section).\($0.indexPath.item)" }, offset))
        })
        let view = collection(layout, GridSource(counts: [6, 2]))
        #expect(record.calls.count == 1)
        #expect(record.calls.last?.items == ["0.0 10", "0.1 170"] && record.calls.last?.offset == .zero && record.calls.last?.width == 320)
        #expect(record.plainCalls.count == 1 && record.plainCalls.last?.items == ["1.0", "1.1"] && record.plainCalls.last?.offset == .zero)
        // Scrolling the row: the next pass sees the row's items and its own offset.
        let scroller = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        scroller.contentOffset = CGPoint(x: 320, y: 0)
        view.layoutIfNeeded()
        #expect(record.calls.count == 2)
        #expect(record.calls.last?.items == ["0.2 330", "0.3 490"] && record.calls.last?.offset == CGPoint(x: 320, y: 0))
        #expect(record.plainCalls.count == 2 && record.plainCalls.last?.offset == .zero)
        // Scrolling the collection view: the plain section gets the collection view's offset.
        view.contentOffset = CGPoint(x: 0, y: 20)
        view.layoutIfNeeded()
        #expect(record.plainCalls.last?.offset == CGPoint(x: 0, y: 20))
    }

    @Test func test_LE31_whatTheHandlerSetsIsWhatTheCellsShowAndTheLayoutKeepsItsOwnAttributes() throws {
        let record = VisibleItemsRecord()
        let layout = rowLayout { items, offset, _ in
            for item in items where item.representedElementCategory == .cell {
                item.alpha = item.indexPath.item == 0 ? 0.25 : 1
                item.transform = CGAffineTransform(scaleX: record.scale, y: record.scale)
                item.zIndex = item.indexPath.item + 5
                #expect(item.bounds == CGRect(x: 0, y: 0, width: 150, height: 100))
                #expect(item.name == "" && item.representedElementKind == nil)
            }
            _ = offset
        }
        let view = collection(layout, GridSource(counts: [6, 2]))
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.alpha == 0.25 && second.alpha == 1)
        #expect(first.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(first.center == CGPoint(x: 85, y: 50) && first.bounds.size == CGSize(width: 150, height: 100))
        #expect(first.frame == CGRect(x: 47.5, y: 25, width: 75, height: 50))
        #expect(first.layer.zPosition == 5 && second.layer.zPosition == 6)
        // The plain section has no handler: untouched.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.transform == .identity)
        // The layout's own attributes are unchanged: the handler starts from them in every pass.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform == .identity)
        // A new pass applies the handler's new values; identity puts the frame back.
        record.scale = 1
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(first.transform == .identity && first.frame == CGRect(x: 10, y: 0, width: 150, height: 100))
    }
}

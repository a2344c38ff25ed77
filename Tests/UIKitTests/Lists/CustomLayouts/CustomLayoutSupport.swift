import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A column of rows the collection view's width wide, as apps write a custom layout: the
/// attributes are made in `prepare()` and kept; every question is written down.
@MainActor
class ColumnLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 50
    var log: [String] = []
    /// What `shouldInvalidateLayout(forBoundsChange:)` answers.
    var invalidatesOnBoundsChange = false
    var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        log.append("prepare")
        guard let collectionView else { cache = []; return }
        let width = collectionView.bounds.width
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = makeAttributes(IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: width, height: rowHeight)
            return attributes
        }
    }

    /// The attributes of one row (a subclass makes its own class).
    func makeAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(forCellWith: indexPath)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("elements \(Int(rect.minY))")
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let old = collectionView?.bounds ?? .zero
        log.append("should \(Int(newBounds.minY)) \(Int(newBounds.width))x\(Int(newBounds.height)) (now \(Int(old.minY)) \(Int(old.width))x\(Int(old.height)))")
        return invalidatesOnBoundsChange
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log.append("context")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidate everything:\(context.invalidateEverything) counts:\(context.invalidateDataSourceCounts)")
        super.invalidateLayout(with: context)
    }

    func take() -> [String] {
        defer { log = [] }
        return log
    }
}

/// A cell that writes down the attributes it is given.
@MainActor
final class AttributesRecordingCell: UICollectionViewCell {
    var applied: [UICollectionViewLayoutAttributes] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes)
    }
}

/// A data source of `counts[section]` items in recording cells, with a delegate that notes
/// the content offsets it is asked to keep.
@MainActor
final class CountingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var proposedOffsets: [CGPoint] = []
    var offsetAnswer: CGPoint?
    var transitionLayouts = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedOffsets.append(proposedContentOffset)
        return offsetAnswer ?? proposedContentOffset
    }
}

/// The data sources of the tests' collection views, kept alive (a collection view's data
/// source is weak).
@MainActor var keptSources: [AnyObject] = []

/// A collection view of `width`×`height` over `source` (kept alive) with `layout`, laid out.
@MainActor
func makeCustomLayoutCollection(_ layout: UICollectionViewLayout, source: CountingSource,
                                width: CGFloat = 320, height: CGFloat = 200) -> UICollectionView {
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collection.register(AttributesRecordingCell.self, forCellWithReuseIdentifier: "Cell")
    keptSources.append(source)
    collection.dataSource = source
    collection.delegate = source
    collection.layoutIfNeeded()
    return collection
}

/// The cell at `item` of section 0.
@MainActor
func recordingCell(_ collection: UICollectionView, _ item: Int) -> AttributesRecordingCell? {
    collection.cellForItem(at: IndexPath(item: item, section: 0)) as? AttributesRecordingCell
}

/// `rect` rounded to a hundredth of a point.
func rounded(_ rect: CGRect) -> CGRect {
    func r(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }
    return CGRect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
}

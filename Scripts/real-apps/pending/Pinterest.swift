// Drives Swift-30-Projects' "Project 19 - Pinterest", ported unedited (Scripts/real-apps/run).
import Testing
import UIKit
import UIKitTesting

/// A collection view controller from the storyboard with a custom layout (`PinterestLayout`,
/// its own attributes class) laying out the photos of a plist in two columns; every cell's
/// rounded view takes the storyboard's `@IBInspectable cornerRadius` through its `didSet`.
@MainActor @Test func photosAreLaidOutInTwoColumnsWithRoundedCells() throws {
    let clock = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    clock.advance(by: 1)
    let stream = try #require(window.rootViewController as? PhotoStreamViewController)
    let collection = try #require(stream.collectionView)
    let layout = try #require(collection.collectionViewLayout as? PinterestLayout)
    #expect(stream.photos.count > 4)
    #expect(collection.numberOfItems(inSection: 0) == stream.photos.count)
    let first = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 10_000))?
        .first { $0.indexPath.item == 0 } as? PinterestLayoutAttributes)
    let second = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 10_000))?
        .first { $0.indexPath.item == 1 } as? PinterestLayoutAttributes)
    // Two columns of half the width, inset by the cell padding.
    #expect(first.frame.minX == 6 && second.frame.minX == collection.bounds.width / 2 + 6)
    #expect(first.photoHeight > 0)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? AnnotatedPhotoCell)
    #expect(cell.frame == first.frame)
    let rounded = try #require(cell.contentView.subviews.first as? RoundedCornersView)
    #expect(rounded.cornerRadius == 5 && rounded.layer.cornerRadius == 5 && rounded.layer.masksToBounds)
}

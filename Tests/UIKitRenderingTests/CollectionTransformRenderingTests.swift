import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// One 100-point card in the middle of the collection view, pushed back 500 points along z
/// under a perspective of 500 points: it is seen at half its size.
@MainActor
private final class DepthLayout: UICollectionViewLayout {
    var transform = CATransform3DIdentity
    var alpha: CGFloat = 1
    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 200) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        layoutAttributesForItem(at: IndexPath(item: 0, section: 0)).map { [$0] }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let card = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.transform3D = transform
        card.alpha = alpha
        return card
    }
}

@MainActor
private final class OneRedCard: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        cell.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        return cell
    }
}

/// CV21: cells drawn with their attributes' 3D transform and alpha.
@MainActor
@Suite(.uikit) struct CollectionTransformRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
    }

    @Test func test_CV21_aCellPushedBackUnderPerspectiveIsDrawnSmallerAndWithItsAlpha() {
        let layout = DepthLayout()
        var depth = CATransform3DIdentity
        depth.m34 = -1 / 500
        layout.transform = CATransform3DTranslate(depth, 0, 0, -500)
        let source = OneRedCard()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.backgroundColor = .white
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        collection.dataSource = source
        collection.layoutIfNeeded()
        let image = ViewRenderer(scale: 1).image(of: collection)
        #expect(image.pixel(x: 100, y: 100) == (255, 0, 0, 255))
        #expect(image.pixel(x: 77, y: 77) == (255, 0, 0, 255) && image.pixel(x: 122, y: 122) == (255, 0, 0, 255))
        #expect(image.pixel(x: 72, y: 100) == (255, 255, 255, 255) && image.pixel(x: 100, y: 128) == (255, 255, 255, 255))
        // Half transparent: half red over white.
        layout.alpha = 0.5
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        let faded = ViewRenderer(scale: 1).image(of: collection)
        let (r, g, b, _) = faded.pixel(x: 100, y: 100)
        #expect(r == 255 && abs(Int(g) - 128) <= 1 && abs(Int(b) - 128) <= 1)
        withExtendedLifetime(source) {}
    }
}

import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// Image assets, alignment insets, mirrored and right-to-left images, snapshots without a
/// renderer (DR4, DR5, DR13, DR14).
@MainActor
@Suite(.uikit) struct ImageVariantTests {
    init() { _ = freshUIKit() }

    private func image(_ width: CGFloat, scale: CGFloat = 1) -> UIImage {
        UIImage(size: CGSize(width: width, height: width), scale: scale)
    }

    @Test func test_DR4_anAssetGivesTheImageRegisteredForTheMostMatchingTraits() {
        let asset = UIImageAsset()
        let any = image(1), dark = image(2), darkCompact = image(3)
        asset.register(any, with: UITraitCollection())
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        asset.register(darkCompact, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                                          UITraitCollection(horizontalSizeClass: .compact)]))
        #expect(any.imageAsset === asset && dark.imageAsset === asset)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)).size.width == 1)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).size.width == 2)
        let darkCompactTraits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                              UITraitCollection(horizontalSizeClass: .compact)])
        let chosen = asset.image(with: darkCompactTraits)
        #expect(chosen.size.width == 3 && chosen.imageAsset === asset)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)).size.width == 1)
        #expect(UIImage(size: CGSize(width: 1, height: 1)).imageAsset == nil)
    }

    @Test func test_DR4_anAssetPrefersTheExactScaleThenTheNextAbove() {
        let asset = UIImageAsset()
        asset.register(image(1, scale: 1), with: UITraitCollection(displayScale: 1))
        asset.register(image(1, scale: 3), with: UITraitCollection(displayScale: 3))
        #expect(asset.image(with: UITraitCollection(displayScale: 3)).scale == 3)
        #expect(asset.image(with: UITraitCollection(displayScale: 2)).scale == 3)
        #expect(asset.image(with: UITraitCollection(displayScale: 1)).scale == 1)
    }

    @Test func test_DR4_anAssetAndItsImagesDoNotKeepEachOtherAlive() {
        weak var weakAsset: UIImageAsset?
        weak var weakImage: UIImage?
        do {
            let asset = UIImageAsset()
            let registered = image(1)
            asset.register(registered, with: UITraitCollection(userInterfaceStyle: .light))
            weakAsset = asset
            weakImage = registered
            #expect(asset.image(with: UITraitCollection()).imageAsset === asset)
        }
        #expect(weakAsset == nil && weakImage == nil)
    }

    @Test func test_DR5_alignmentRectInsetsAreKeptOnACopy() {
        let plain = image(10)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let inset = plain.withAlignmentRectInsets(insets)
        #expect(plain.alignmentRectInsets == .zero && inset.alignmentRectInsets == insets && inset.size == plain.size)
        #expect(inset.withRenderingMode(.alwaysTemplate).alignmentRectInsets == insets)
    }

    @Test func test_DR13_rightToLeftAndMirroredVariants() {
        let plain = image(10)
        #expect(!plain.flipsForRightToLeftLayoutDirection)
        #expect(plain.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        let mirrored = plain.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored && mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
        #expect(mirrored._drawsMirrored(in: .leftToRight) && !plain._drawsMirrored(in: .rightToLeft))
        let left = UIImage(cgImage: UIImage(size: CGSize(width: 2, height: 1), scale: 1).cgImage!, scale: 1, orientation: .left)
        #expect(left.withHorizontallyFlippedOrientation().imageOrientation == .rightMirrored)
    }

    @Test func test_DR14_snapshotsWithoutARendererRecordTheTree() throws {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 2, y: 0, width: 2, height: 4))
        child.backgroundColor = .blue
        view.addSubview(child)
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))  // no current context
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 4, height: 4), afterScreenUpdates: true))
        }
        let png = try #require(drawn.pngData())
        let decoded = try #require(PNGCodec.decode(png))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(decoded.rgba[((y * 4 + x) * 4)..<((y * 4 + x) * 4 + 4)]) }
        #expect(pixel(0, 0) == [255, 0, 0, 255] && pixel(3, 3) == [0, 0, 255, 255])
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 4, height: 4) && snapshot.layer.contents is CGImage)
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: false) == nil)
    }
}

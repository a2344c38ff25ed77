import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitRendering
import UIKitTesting

/// Crops, masks, mirrored and asset images and snapshots as `UIKitRendering` draws them
/// (DR2, DR4, DR13, DR14).
@MainActor
@Suite(.uikit) struct ImageVariantRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    private func scaleOne() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }

    private func halves(_ left: UIColor, _ right: UIColor, width: CGFloat = 4, height: CGFloat = 2) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: scaleOne()).image { context in
            left.setFill(); context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
            right.setFill(); context.fill(CGRect(x: width / 2, y: 0, width: width / 2, height: height))
        }
    }

    private func picture(_ image: UIImage) throws -> RenderedImage {
        let png = try #require(image.pngData())
        return try #require(RenderedImage(pngData: png))
    }

    @Test func test_DR2_aCroppedImageShowsItsPartInPictures() throws {
        let cropped = try #require(halves(.red, .blue).cgImage?.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2)))
        let image = try picture(UIImage(cgImage: cropped))
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255) && image.pixel(x: 1, y: 1) == (0, 0, 255, 255))
    }

    @Test func test_DR2_clipToMaskInPicturesIsUpsideDownLikeCoreGraphics() throws {
        let mask = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: scaleOne()).image { context in
            UIColor.white.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: scaleOne()).image { context in
            context.cgContext.saveGState()
            context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask.cgImage!)
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.cgContext.restoreGState()
            UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // after the restore: not clipped
        }
        let image = try picture(drawn)
        #expect(image.pixel(x: 2, y: 0).alpha == 0 && image.pixel(x: 2, y: 3) == (255, 0, 0, 255))
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 255, 255))
    }

    @Test func test_DR13_mirroredImagesDrawMirrored() throws {
        let view = UIImageView(image: halves(.red, .blue).withHorizontallyFlippedOrientation())
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        let image = ViewRenderer(scale: 1).image(of: view)
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 255, 255) && image.pixel(x: 3, y: 1) == (255, 0, 0, 255))
        let rtl = UIImageView(image: halves(.red, .blue).imageFlippedForRightToLeftLayoutDirection())
        rtl.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(ViewRenderer(scale: 1).image(of: rtl).pixel(x: 0, y: 0) == (255, 0, 0, 255))  // left to right: as it is
        rtl.traitOverrides.layoutDirection = .rightToLeft
        #expect(ViewRenderer(scale: 1).image(of: rtl).pixel(x: 0, y: 0) == (0, 0, 255, 255))
    }

    @Test func test_DR4_anImageViewShowsTheAssetsImageForItsStyle() throws {
        let asset = UIImageAsset()
        let light = halves(.white, .white), dark = halves(.black, .black)
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        let view = UIImageView(image: asset.image(with: UITraitCollection(userInterfaceStyle: .light)))
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(ViewRenderer(scale: 1).image(of: view).pixel(x: 1, y: 1) == (255, 255, 255, 255))
        view.overrideUserInterfaceStyle = .dark
        #expect(ViewRenderer(scale: 1).image(of: view).pixel(x: 1, y: 1) == (0, 0, 0, 255))
    }

    @Test func test_DR14_drawHierarchyAndSnapshotsShowTheTree() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 2, y: 0, width: 2, height: 4))
        child.backgroundColor = .blue
        view.addSubview(child)
        var returned = false
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: scaleOne()).image { _ in
            returned = view.drawHierarchy(in: CGRect(x: 4, y: 0, width: 4, height: 4), afterScreenUpdates: true)
        }
        #expect(returned)
        let image = try picture(drawn)
        #expect(image.pixel(x: 0, y: 0).alpha == 0 && image.pixel(x: 4, y: 1) == (255, 0, 0, 255) && image.pixel(x: 6, y: 1) == (0, 0, 255, 255))
        // Cairo's filter softens the picture's outermost pixels by a step of alpha.
        #expect(image.pixel(x: 7, y: 3).blue == 255 && image.pixel(x: 7, y: 3).alpha >= 250)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        child.backgroundColor = .green  // later changes do not reach the snapshot
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 4, height: 4))
        let shot = ViewRenderer(scale: 1).image(of: snapshot)
        #expect(shot.pixel(x: 0, y: 0).red == 255 && shot.pixel(x: 3, y: 3).blue == 255 && shot.pixel(x: 3, y: 3).green == 0)
    }
}

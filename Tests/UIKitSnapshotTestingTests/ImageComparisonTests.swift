#if SnapshotTesting
import Foundation
import Testing
import UIKitRendering
@testable import UIKitSnapshotTesting

/// The image diffing on its own: which differences fail at which precision.
@Suite struct ImageComparisonTests {
    /// A 10×10 image of one colour.
    private func image(_ pixel: [UInt8] = [200, 100, 50, 255], width: Int = 10, height: Int = 10) -> RenderedImage {
        RenderedImage(width: width, height: height, scale: 1, rgba: Array((0..<(width * height)).map { _ in pixel }.joined()))
    }

    private func changing(_ image: RenderedImage, pixels: Int, to value: [UInt8]) -> RenderedImage {
        var rgba = image.rgba
        for index in 0..<pixels { rgba.replaceSubrange(index * 4..<index * 4 + 4, with: value) }
        return RenderedImage(width: image.width, height: image.height, scale: 1, rgba: rgba)
    }

    @Test func identicalPicturesMatch() {
        #expect(ImageComparison(precision: 1, perceptualPrecision: 1).failure(reference: image(), actual: image()) == nil)
    }

    @Test func oneChangedPixelFailsExactlyAndIsMarkedInTheDifference() throws {
        let changed = changing(image(), pixels: 1, to: [201, 100, 50, 255])
        let failure = try #require(ImageComparison(precision: 1, perceptualPrecision: 1).failure(reference: image(), actual: changed))
        #expect(failure.message.contains("1 of 100 pixels differ"))
        let difference = try #require(failure.difference)
        #expect(difference.pixel(x: 0, y: 0) == (255, 0, 255, 255))
        // Matching pixels show the reference faded towards white.
        #expect(difference.pixel(x: 5, y: 5) == (241, 216, 203, 255))
    }

    @Test func precisionAllowsAShareOfDifferingPixels() {
        let changed = changing(image(), pixels: 2, to: [0, 0, 0, 255])
        #expect(ImageComparison(precision: 0.98, perceptualPrecision: 1).failure(reference: image(), actual: changed) == nil)
        #expect(ImageComparison(precision: 0.99, perceptualPrecision: 1).failure(reference: image(), actual: changed) != nil)
    }

    @Test func perceptualPrecisionForgivesDifferencesTheEyeDoesNotSee() throws {
        let nearly = changing(image(), pixels: 100, to: [201, 101, 51, 255])
        #expect(ImageComparison(precision: 1, perceptualPrecision: 0.98).failure(reference: image(), actual: nearly) == nil)
        let visibly = changing(image(), pixels: 1, to: [170, 100, 50, 255])
        let failure = try #require(ImageComparison(precision: 1, perceptualPrecision: 0.98).failure(reference: image(), actual: visibly))
        #expect(failure.message.contains("ΔE"))
    }

    @Test func aChangeOfTransparencyCounts() {
        let clearer = changing(image(), pixels: 1, to: [200, 100, 50, 128])
        #expect(ImageComparison(precision: 1, perceptualPrecision: 0.98).failure(reference: image(), actual: clearer) != nil)
    }

    @Test func aPictureOfAnotherSizeOrAnUnreadableReferenceFails() throws {
        let other = try #require(ImageComparison(precision: 0.5, perceptualPrecision: 0.5)
            .failure(reference: image(), actual: image(width: 12)))
        #expect(other.message == "Newly-taken snapshot is 12×10 px; the reference is 10×10 px.")
        let unreadable = RenderedImage(pngData: Data("not a png".utf8)) ?? RenderedImage(width: 0, height: 0, scale: 1, rgba: [])
        let failure = try #require(ImageComparison(precision: 1, perceptualPrecision: 1).failure(reference: unreadable, actual: image()))
        #expect(failure.message == "The reference is not a readable PNG image.")
    }

    @Test func cie94OfKnownColours() {
        // Black and white are 100 apart in lightness and nothing else.
        #expect(abs(ImageComparison.cie94((0, 0, 0), (100, 0, 0)) - 100) < 1e-9)
        let white = ImageComparison.lab([255, 255, 255, 255], at: 0, over: 0)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    }
}
#endif

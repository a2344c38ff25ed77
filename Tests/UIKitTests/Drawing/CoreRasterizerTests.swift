import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// Image data from drawings with only the `UIKit` module (its own rasteriser, no
/// `UIKitRendering`): pixels read back from `pngData()` (DR1–DR3, DR6–DR12).
@MainActor
@Suite(.uikit, .serialized) struct CoreRasterizerTests {
    init() { _ = freshUIKit() }

    typealias Pixel = [UInt8]

    /// Draws `actions` into a `width` × `height` image at scale 1 and reads its PNG back
    /// with the module's own rasteriser.
    private func draw(_ width: Int, _ height: Int, scale: CGFloat = 1, _ actions: (CGContext) -> Void) throws -> Picture {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { actions($0.cgContext) }
        return try picture(of: image)
    }

    private func picture(of image: UIImage) throws -> Picture {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let png = try #require(image.pngData())
        let decoded = try #require(PNGCodec.decode(png))
        return Picture(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
    }

    struct Picture {
        let width: Int, height: Int, rgba: [UInt8]
        func at(_ x: Int, _ y: Int) -> Pixel { Array(rgba[((y * width + x) * 4)..<((y * width + x) * 4 + 4)]) }
    }

    private func near(_ pixel: Pixel, _ expected: Pixel, within tolerance: Int = 2) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    // MARK: DR1

    @Test func test_DR1_pngDataOfADrawingWorksWithOnlyUIKit() throws {
        let picture = try draw(4, 3, scale: 2) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
            context.setFillColor(UIColor.blue.withAlphaComponent(0.5).cgColor)
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 3))
        }
        #expect(picture.width == 8 && picture.height == 6)
        #expect(picture.at(0, 0) == [255, 0, 0, 255] && picture.at(3, 5) == [255, 0, 0, 255])
        #expect(picture.at(4, 0) == [0, 0, 255, 128] && picture.at(7, 5) == [0, 0, 255, 128])
    }

    @Test func test_DR1_damagedAndHostilePNGsDecodeToNothingWithoutTrapping() throws {
        let good = PNGCodec.encode(rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255], width: 2, height: 2)
        #expect(PNGCodec.decode(good)?.width == 2)
        // Cut short anywhere: nil.
        for length in [0, 8, 20, 33, good.count / 2, good.count - 13] {
            #expect(PNGCodec.decode(good.prefix(length)) == nil, "cut at \(length)")
        }
        // A header claiming 2^31 × 2^31 pixels: refused before any size is multiplied.
        var huge = [UInt8](good)
        for offset in [16, 20] { huge.replaceSubrange(offset..<offset + 4, with: [0x7F, 0xFF, 0xFF, 0xFF]) }
        #expect(PNGCodec.decode(Data(huge)) == nil)
        // Every byte flipped in turn: never a trap, and the right size when anything decodes.
        for index in 8..<good.count {
            var damaged = [UInt8](good)
            damaged[index] ^= 0xA5
            if let decoded = PNGCodec.decode(Data(damaged)) { #expect(decoded.rgba.count == decoded.width * decoded.height * 4) }
        }
    }

    @Test func test_DR1_antialiasedEdgesAndEvenOddFills() throws {
        let picture = try draw(10, 10) { context in
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 0.5, y: 0, width: 2, height: 10))  // half-covered pixels at its edges
            context.addRect(CGRect(x: 4, y: 0, width: 6, height: 6))
            context.addRect(CGRect(x: 6, y: 2, width: 2, height: 2))
            context.fillPath(using: .evenOdd)
        }
        #expect(picture.at(0, 5) == [0, 0, 0, 128] && picture.at(1, 5) == [0, 0, 0, 255] && picture.at(2, 5) == [0, 0, 0, 128])
        #expect(picture.at(4, 1)[3] == 255 && picture.at(6, 2)[3] == 0 && picture.at(5, 8)[3] == 0)
    }

    @Test func test_DR1_textIsLeftOutWithOneMessage() throws {
        ImageRasterization._resetMissingRasterizerReport()
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let picture = try draw(20, 10) { _ in "Hi".draw(at: .zero, withAttributes: [.foregroundColor: UIColor.red]) }
        _ = try draw(20, 10) { _ in "Again".draw(at: .zero) }
        #expect(picture.rgba.allSatisfy { $0 == 0 })
        #expect(capture.messages.filter { $0.hasPrefix("OpenUIKit: text in images is drawn only by UIKitRendering") }.count == 1)
    }

    @Test func test_DR1_pngImagesDrawnIntoDrawingsAreDecoded() throws {
        let source = try draw(2, 2) { context in
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        let png = PNGCodec.encode(rgba: source.rgba, width: 2, height: 2)
        let image = try #require(UIImage(data: png))
        let picture = try draw(4, 4) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(picture.at(0, 0) == [0, 255, 0, 255] && picture.at(0, 3) == [0, 255, 0, 255])
        #expect(picture.at(3, 3)[3] == 0)
    }

    // MARK: DR2

    @Test func test_DR2_croppingTakesPixelsClippedToTheImageAndKeepsScaleAndOrientation() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill(); context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 8 && cgImage.height == 4)
        let cropped = try #require(cgImage.cropping(to: CGRect(x: 3, y: 1, width: 10, height: 10)))
        #expect(cropped.width == 5 && cropped.height == 3)  // clipped to the image
        let upright = UIImage(cgImage: cropped, scale: 2, orientation: .left)
        #expect(upright.size == CGSize(width: 2.5, height: 1.5) && upright.scale == 2 && upright.imageOrientation == .left)
        let picture = try picture(of: UIImage(cgImage: cropped))
        #expect(picture.width == 5 && picture.height == 3)
        #expect(picture.at(0, 0) == [255, 0, 0, 255] && picture.at(1, 2) == [0, 0, 255, 255] && picture.at(4, 2) == [0, 0, 255, 255])
        #expect(cgImage.cropping(to: CGRect(x: 8, y: 0, width: 4, height: 4)) == nil)
        #expect(cgImage.cropping(to: CGRect(x: 2.5, y: 0.5, width: 1, height: 1))?.width == 2)  // made integral outwards
    }

    @Test func test_DR2_clipToMaskShowsWhatTheMaskLetsThroughUpsideDown() throws {
        // A mask opaque in its top half and clear in its bottom half.
        let mask = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: scaleOne()).image { context in
            UIColor.white.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let picture = try draw(4, 4) { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask.cgImage!)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // Core Graphics maps the mask's first row to the bottom in UIKit's flipped contexts.
        #expect(picture.at(1, 0)[3] == 0 && picture.at(1, 3) == [255, 0, 0, 255])
    }

    @Test func test_DR2_maskingWithAGreyImageShowsWhereItIsWhite() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: scaleOne()).image { context in
            UIColor.green.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let mask = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: scaleOne()).image { context in
            UIColor.white.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor.black.setFill(); context.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        let masked = try #require(image.cgImage?.masking(mask.cgImage!))
        #expect(masked.width == 4 && masked.height == 4)
        let picture = try picture(of: UIImage(cgImage: masked))
        #expect(picture.at(0, 0) == [0, 255, 0, 255] && picture.at(1, 3) == [0, 255, 0, 255])
        #expect(picture.at(3, 0)[3] == 0 && picture.at(2, 3)[3] == 0)
    }

    // MARK: DR3

    @Test func test_DR3_jpegDataIsABaselineJPEGOfThePixelSize() throws {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF] && Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.size == CGSize(width: 30, height: 15))
        #expect(try #require(image.jpegData(compressionQuality: 0.1)).count < jpeg.count)
    }

    // MARK: DR6

    @Test func test_DR6_replacePathWithStrokedPathGivesTheStrokesOutline() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var box = CGRect.null
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { renderer in
            let context = renderer.cgContext
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 1, y: 5))
            context.addLine(to: CGPoint(x: 9, y: 5))
            context.replacePathWithStrokedPath()
            box = context.boundingBoxOfPath
            context.setFillColor(UIColor.red.cgColor)
            context.fillPath()
        }
        #expect(box == CGRect(x: 1, y: 4, width: 8, height: 2))
        let picture = try picture(of: image)
        #expect(picture.at(1, 4) == [255, 0, 0, 255] && picture.at(8, 5) == [255, 0, 0, 255])
        #expect(picture.at(0, 4)[3] == 0 && picture.at(5, 3)[3] == 0 && picture.at(5, 6)[3] == 0)
    }

    @Test func test_DR6_strokesHaveCapsJoinsAndDashes() throws {
        let picture = try draw(20, 10) { context in
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(2)
            context.setLineCap(.square)
            context.setLineDash(phase: 0, lengths: [2, 2])
            context.move(to: CGPoint(x: 2, y: 3))
            context.addLine(to: CGPoint(x: 12, y: 3))
            context.strokePath()
        }
        // Square caps add a point each side of every dash: 1…5, 5…9, 9…13 run together.
        #expect(picture.at(1, 2)[3] == 255 && picture.at(12, 3)[3] == 255 && picture.at(13, 3)[3] == 0)
        let dashed = try draw(20, 10) { context in
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [2, 2])
            context.move(to: CGPoint(x: 2, y: 3))
            context.addLine(to: CGPoint(x: 12, y: 3))
            context.strokePath()
        }
        #expect(dashed.at(2, 3)[3] == 255 && dashed.at(4, 3)[3] == 0 && dashed.at(6, 3)[3] == 255 && dashed.at(1, 3)[3] == 0)
    }

    // MARK: DR7

    @Test(arguments: [
        (CGBlendMode.normal, [0, 128, 255, 255]), (.multiply, [0, 64, 0, 255]), (.screen, [255, 191, 255, 255]),
        (.overlay, [255, 128, 0, 255]), (.darken, [0, 128, 0, 255]), (.lighten, [255, 128, 255, 255]), (.clear, [0, 0, 0, 0]),
        (.copy, [0, 128, 255, 255]), (.sourceIn, [0, 128, 255, 255]), (.sourceOut, [0, 0, 0, 0]), (.sourceAtop, [0, 128, 255, 255]),
        (.destinationOver, [255, 128, 0, 255]), (.destinationIn, [255, 128, 0, 255]), (.destinationOut, [0, 0, 0, 0]),
        (.xor, [0, 0, 0, 0]), (.plusLighter, [255, 255, 255, 255]),
    ] as [(CGBlendMode, [Int])])
    func test_DR7_blendModesCombineWithWhatIsThere(mode: CGBlendMode, expected: [Int]) throws {
        let picture = try draw(4, 2) { context in
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setBlendMode(mode)
            context.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(near(picture.at(0, 0), expected.map(UInt8.init)), "\(mode): \(picture.at(0, 0))")
        // Outside the shape nothing changes, whatever the mode.
        #expect(picture.at(3, 0)[3] == 0)
    }

    @Test func test_DR7_sourceInAndDestinationOutOverHalfADrawing() throws {
        let picture = try draw(4, 2) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setBlendMode(.sourceIn)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            context.setBlendMode(.destinationOut)
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        #expect(picture.at(0, 0) == [0, 0, 255, 255] && picture.at(3, 0)[3] == 0)  // only where something was
        #expect(picture.at(0, 1)[3] == 0 && picture.at(1, 1) == [255, 0, 0, 255])
    }

    // MARK: DR8

    @Test func test_DR8_aTransparencyLayerIsCompositedAsOne() throws {
        let picture = try draw(6, 2) { context in
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            context.fill(CGRect(x: 2, y: 0, width: 4, height: 2))
            context.endTransparencyLayer()
        }
        // The overlap is as see-through as the rest: the layer's alpha applies once.
        #expect(picture.at(0, 0) == [255, 0, 0, 128] && picture.at(3, 0) == [255, 0, 0, 128] && picture.at(5, 1) == [255, 0, 0, 128])
    }

    // MARK: DR9

    @Test func test_DR9_restoreGStateBringsBackEverySetting() throws {
        var restoredText = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        let picture = try draw(4, 2) { context in
            context.saveGState()
            context.setAlpha(0.2)
            context.setBlendMode(.clear)
            context.setShadow(offset: CGSize(width: 1, height: 0), blur: 0, color: UIColor.blue.cgColor)
            context.setLineDash(phase: 0, lengths: [1, 1])
            context.textMatrix = CGAffineTransform(scaleX: 2, y: 2)
            context.restoreGState()
            restoredText = context.textMatrix
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(restoredText == .identity)
        #expect(picture.at(0, 0) == [255, 0, 0, 255] && picture.at(2, 0)[3] == 0)  // full alpha, normal, no shadow
    }

    // MARK: DR10

    @Test func test_DR10_shadowsTakeTheirColourOffsetAndBlur() throws {
        let sharp = try draw(10, 10) { context in
            context.setShadow(offset: CGSize(width: 3, height: 3), blur: 0, color: UIColor.blue.cgColor)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(sharp.at(1, 1) == [255, 0, 0, 255] && sharp.at(5, 5) == [0, 0, 255, 255] && sharp.at(7, 7)[3] == 0)
        let soft = try draw(20, 20) { context in
            context.setShadow(offset: .zero, blur: 4, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        let fading = [soft.at(15, 10)[3], soft.at(16, 10)[3], soft.at(18, 10)[3]]
        #expect(fading[0] > fading[1] && fading[1] > fading[2] && fading[0] < 255 && fading[2] > 0)
    }

    // MARK: DR11

    @Test func test_DR11_linearGradientsStopAtTheirEndsUnlessExtended() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: [0, 1]))
        let plain = try draw(10, 1) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: [])
        }
        #expect(plain.at(0, 0)[3] == 0 && plain.at(9, 0)[3] == 0)
        #expect(near(plain.at(2, 0), [234, 0, 21, 255]) && near(plain.at(7, 0), [21, 0, 234, 255]))
        let extended = try draw(10, 1) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(extended.at(0, 0) == [255, 0, 0, 255] && extended.at(9, 0) == [0, 0, 255, 255])
    }

    @Test func test_DR11_radialGradientsFillBetweenTheirCircles() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.white.cgColor, UIColor.black.cgColor],
                                               locations: nil))
        let picture = try draw(20, 20) { context in
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0, endCenter: CGPoint(x: 10, y: 10),
                                       endRadius: 5, options: [])
        }
        #expect(near(picture.at(10, 10), [219, 219, 219, 255], within: 3) && picture.at(10, 18)[3] == 0)
        let after = try draw(20, 20) { context in
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0, endCenter: CGPoint(x: 10, y: 10),
                                       endRadius: 5, options: .drawsAfterEndLocation)
        }
        #expect(after.at(10, 18) == [0, 0, 0, 255] && after.at(0, 0) == [0, 0, 0, 255])
    }

    // MARK: DR12

    @Test(arguments: [UIImage.ResizingMode.stretch, .tile])
    func test_DR12_resizableImagesDrawInNineParts(mode: UIImage.ResizingMode) throws {
        // 3 × 3: red corners, green edges, a blue middle; then a 2 × 1 middle in a 4 × 3 image.
        let source = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: scaleOne()).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            UIColor.green.setFill(); context.fill(CGRect(x: 1, y: 0, width: 2, height: 3)); context.fill(CGRect(x: 0, y: 1, width: 4, height: 1))
            UIColor.blue.setFill(); context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
            UIColor.yellow.setFill(); context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        }
        let resizable = source.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: mode)
        #expect(resizable.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) && resizable.resizingMode == mode)
        let picture = try draw(10, 6) { _ in resizable.draw(in: CGRect(x: 0, y: 0, width: 10, height: 6)) }
        #expect(picture.at(0, 0) == [255, 0, 0, 255] && picture.at(9, 5) == [255, 0, 0, 255])
        #expect(picture.at(5, 0) == [0, 255, 0, 255] && picture.at(0, 3) == [0, 255, 0, 255])
        if mode == .tile {
            // The 2-point middle repeats: blue, yellow, blue, yellow…
            #expect(picture.at(1, 2) == [0, 0, 255, 255] && picture.at(2, 2) == [255, 255, 0, 255] && picture.at(3, 2) == [0, 0, 255, 255])
        } else {
            // The middle stretched over 8 points: blue for the first half, yellow for the second.
            #expect(picture.at(2, 2) == [0, 0, 255, 255] && picture.at(8, 2) == [255, 255, 0, 255])
        }
    }

    private func scaleOne() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }
}

import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// Bitmap contexts over memory (`CGContext(data:width:height:…)`) and images of raw pixels:
/// Core Graphics' pixel formats byte for byte, its y-up space, reading memory right after
/// drawing (BC1–BC6).
@MainActor
@Suite(.uikit, .serialized) struct BitmapContextTests {
    init() { _ = freshUIKit() }

    private let rgb = CGColorSpaceCreateDeviceRGB()
    private let grey = CGColorSpaceCreateDeviceGray()

    /// A context over `bytes` of a `width` × `height` bitmap in `info`'s layout.
    private func context(_ bytes: UnsafeMutablePointer<UInt8>, _ width: Int, _ height: Int, bytesPerPixel: Int,
                         space: CGColorSpace, info: UInt32) throws -> CGContext {
        try #require(CGContext(data: bytes, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * bytesPerPixel,
                               space: space, bitmapInfo: info))
    }

    /// Fills the left pixel of a 2 × 1 context red and the right one blue, in `info`'s
    /// layout, and gives the memory's bytes.
    private func redBlueHalves(bytesPerPixel: Int, space: CGColorSpace, info: UInt32, blueAlpha: CGFloat = 1) throws -> [UInt8] {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * bytesPerPixel)
        defer { bytes.deallocate() }
        bytes.initialize(repeating: 0, count: 2 * bytesPerPixel)
        let context = try context(bytes, 2, 1, bytesPerPixel: bytesPerPixel, space: space, info: info)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(UIColor.blue.withAlphaComponent(blueAlpha).cgColor)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        return Array(UnsafeBufferPointer(start: bytes, count: 2 * bytesPerPixel))
    }

    /// A 1 × 2 image at scale 1: red on top, blue below.
    private func redOverBlue() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
    }

    // MARK: BC1

    @Test func test_BC1_alphaInfoBitmapInfoAndByteOrderHaveApplesRawValues() {
        #expect([CGImageAlphaInfo.none, .premultipliedLast, .premultipliedFirst, .last, .first, .noneSkipLast, .noneSkipFirst, .alphaOnly]
            .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(CGBitmapInfo.alphaInfoMask.rawValue == 0x1F && CGBitmapInfo.floatInfoMask.rawValue == 0xF00)
        #expect(CGBitmapInfo.floatComponents.rawValue == 0x100 && CGBitmapInfo.byteOrderMask.rawValue == 0x7000)
        #expect([CGBitmapInfo.byteOrderDefault, .byteOrder16Little, .byteOrder32Little, .byteOrder16Big, .byteOrder32Big].map(\.rawValue)
            == [0, 0x1000, 0x2000, 0x3000, 0x4000])
        #expect([CGImageByteOrderInfo.orderDefault, .order16Little, .order32Little, .order16Big, .order32Big, .orderMask].map(\.rawValue)
            == [0, 0x1000, 0x2000, 0x3000, 0x4000, 0x7000])
        // BGRA as apps write it: 8194.
        #expect((CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) == 8194)
    }

    @Test func test_BC1_aBitmapContextReportsItsLayout() throws {
        let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 16, space: rgb, bitmapInfo: bgra))
        #expect(context.width == 3 && context.height == 2 && context.bytesPerRow == 16)
        #expect(context.bitsPerComponent == 8 && context.bitsPerPixel == 32)
        #expect(context.alphaInfo == .premultipliedFirst && context.bitmapInfo.rawValue == 8194)
        #expect(context.colorSpace?.model == .rgb && context.ctm == .identity && context.data != nil)
        let mask = try #require(CGContext(data: nil, width: 5, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: grey,
                                          bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        #expect(mask.bytesPerRow == 5 && mask.bitsPerPixel == 8 && mask.alphaInfo == .alphaOnly && mask.colorSpace == nil)
        let grey8 = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: grey, bitmapInfo: 0))
        #expect(grey8.bytesPerRow == 4 && grey8.bitsPerPixel == 8 && grey8.colorSpace?.model == .monochrome)
    }

    // MARK: BC2

    @Test func test_BC2_unsupportedCombinationsGiveNilAndCoreGraphicsMessage() throws {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let refused: [(Int, Int, CGColorSpace, UInt32)] = [
            (8, 16, rgb, CGImageAlphaInfo.last.rawValue),                 // straight alpha
            (8, 16, rgb, CGImageAlphaInfo.first.rawValue),
            (8, 12, rgb, CGImageAlphaInfo.none.rawValue),                 // 24-bit RGB
            (8, 8, grey, CGImageAlphaInfo.premultipliedLast.rawValue),    // grey with alpha
            (16, 32, rgb, CGImageAlphaInfo.premultipliedLast.rawValue),   // 16-bit components
            (8, 16, rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue),
            (8, 16, rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder16Little.rawValue),
            (8, 7, rgb, CGImageAlphaInfo.premultipliedLast.rawValue),     // rows shorter than the pixels
        ]
        for (bits, row, space, info) in refused {
            #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: bits, bytesPerRow: row, space: space, bitmapInfo: info) == nil,
                    "bits \(bits), info \(info)")
        }
        // Empty, over 2^28 pixels, or rows so long that the bytes would pass 2^30: nil, never a trap.
        for (width, height, row) in [(0, 2, 0), (1 << 15, 1 << 14, 0), (2, 2, Int.max / 2)] {
            #expect(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: row, space: rgb,
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        }
        #expect(capture.messages.count == refused.count + 3)
        #expect(capture.messages.allSatisfy {
            $0 == "CGBitmapContextCreate: unsupported parameter combination: set CGBITMAP_CONTEXT_LOG_ERRORS environmental variable to see the details"
        })
        // What Core Graphics accepts for 8 bits per component.
        let accepted: [(Int, CGColorSpace, UInt32)] = [
            (4, rgb, CGImageAlphaInfo.premultipliedLast.rawValue),
            (4, rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue),
            (4, rgb, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            (4, rgb, CGImageAlphaInfo.noneSkipLast.rawValue), (4, rgb, CGImageAlphaInfo.noneSkipFirst.rawValue),
            (1, grey, CGImageAlphaInfo.none.rawValue), (1, grey, CGImageAlphaInfo.alphaOnly.rawValue),
            (1, rgb, CGImageAlphaInfo.alphaOnly.rawValue),
        ]
        for (bytes, space, info) in accepted {
            #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 2 * bytes, space: space, bitmapInfo: info) != nil,
                    "info \(info)")
        }
        #expect(capture.messages.count == refused.count + 3)
    }

    // MARK: BC3

    @Test func test_BC3_eachLayoutHoldsTheDrawnPixelsByteForByte() throws {
        let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue, first = CGImageAlphaInfo.premultipliedFirst.rawValue
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: premultipliedLast) == [255, 0, 0, 255, 0, 0, 255, 255])
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: premultipliedLast | CGBitmapInfo.byteOrder32Big.rawValue)
            == [255, 0, 0, 255, 0, 0, 255, 255])
        // BGRA, as iOS's own bitmaps.
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: first | CGBitmapInfo.byteOrder32Little.rawValue)
            == [0, 0, 255, 255, 255, 0, 0, 255])
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: first) == [255, 255, 0, 0, 255, 0, 0, 255])  // ARGB
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: premultipliedLast | CGBitmapInfo.byteOrder32Little.rawValue)
            == [255, 0, 0, 255, 255, 255, 0, 0])  // ABGR
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: CGImageAlphaInfo.noneSkipLast.rawValue) == [255, 0, 0, 255, 0, 0, 255, 255])
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            == [0, 0, 255, 255, 255, 0, 0, 255])  // BGRX
        // Premultiplied: half-transparent blue is stored as half its value.
        #expect(try redBlueHalves(bytesPerPixel: 4, space: rgb, info: premultipliedLast, blueAlpha: 0.5) == [255, 0, 0, 255, 0, 0, 128, 128])
        // Grey: the colour's luma (Rec. 601: red 76, blue 29); alpha only: the alpha.
        #expect(try redBlueHalves(bytesPerPixel: 1, space: grey, info: CGImageAlphaInfo.none.rawValue) == [76, 29])
        #expect(try redBlueHalves(bytesPerPixel: 1, space: grey, info: CGImageAlphaInfo.alphaOnly.rawValue, blueAlpha: 0.5) == [255, 128])
        // Grey levels are kept exactly.
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 3)
        defer { bytes.deallocate() }
        bytes.initialize(repeating: 0, count: 3)
        let greyContext = try context(bytes, 3, 1, bytesPerPixel: 1, space: grey, info: 0)
        for (x, level) in [0.25, 0.5, 1.0].enumerated() {
            greyContext.setFillColor(gray: level, alpha: 1)
            greyContext.fill(CGRect(x: x, y: 0, width: 1, height: 1))
        }
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 3)) == [64, 128, 255])
    }

    @Test func test_BC3_memoryIsWrittenAtEachCallAndTheAppsWritesAreDrawnOver() throws {
        let pixel = UnsafeMutablePointer<UInt8>.allocate(capacity: 4)
        defer { pixel.deallocate() }
        pixel.initialize(repeating: 0, count: 4)
        let context = try context(pixel, 1, 1, bytesPerPixel: 4, space: rgb, info: CGImageAlphaInfo.premultipliedLast.rawValue)
        context.setFillColor(UIColor.green.cgColor)
        #expect(Array(UnsafeBufferPointer(start: pixel, count: 4)) == [0, 0, 0, 0])  // setting a colour draws nothing
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(Array(UnsafeBufferPointer(start: pixel, count: 4)) == [0, 255, 0, 255])  // read right after the call
        // The app paints the pixel white itself; half-transparent black is drawn over that.
        for index in 0..<4 { pixel[index] = 255 }
        context.setFillColor(gray: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(Array(UnsafeBufferPointer(start: pixel, count: 4)) == [128, 128, 128, 255])
        context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(Array(UnsafeBufferPointer(start: pixel, count: 4)) == [0, 0, 0, 0])
        // Without memory of its own, the context allocates zeroed memory and draws there.
        let owned = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                           bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let data = try #require(owned.data).assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: data, count: 8)) == [0, 0, 0, 0, 0, 0, 0, 0])
        owned.setFillColor(UIColor.red.cgColor)
        owned.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(Array(UnsafeBufferPointer(start: data, count: 8)) == [0, 0, 0, 0, 255, 0, 0, 255])
    }

    @Test func test_BC3_hitTestingByReadingOnePixelsAlpha() throws {
        // A 2 × 2 image: opaque red at the top left, half-transparent blue at the bottom right.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.withAlphaComponent(0.5).setFill(); context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        // The app's code, as written for iOS.
        func alpha(at point: CGPoint) -> Double {
            let info = CGImageAlphaInfo.alphaOnly.rawValue
            let pixel = UnsafeMutablePointer<CUnsignedChar>.allocate(capacity: 1)
            defer { pixel.deallocate() }
            pixel[0] = 0
            let sp = CGColorSpaceCreateDeviceGray()
            let context = CGContext(data: pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1, space: sp, bitmapInfo: info)!
            UIGraphicsPushContext(context)
            image.draw(at: CGPoint(x: -point.x, y: -point.y))
            UIGraphicsPopContext()
            return Double(pixel[0]) / 255.0
        }
        #expect(alpha(at: CGPoint(x: 0, y: 0)) == 1)
        #expect(alpha(at: CGPoint(x: 1, y: 0)) == 0 && alpha(at: CGPoint(x: 0, y: 1)) == 0)
        #expect(alpha(at: CGPoint(x: 1, y: 1)) == 128.0 / 255.0)
    }

    // MARK: BC4

    @Test func test_BC4_theSpaceIsYUpWithTheFirstRowOnTop() throws {
        func rows(_ draw: (CGContext) -> Void) throws -> [[UInt8]] {
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
            defer { bytes.deallocate() }
            bytes.initialize(repeating: 0, count: 8)
            let context = try context(bytes, 1, 2, bytesPerPixel: 4, space: rgb, info: CGImageAlphaInfo.premultipliedLast.rawValue)
            draw(context)
            return [Array(UnsafeBufferPointer(start: bytes, count: 4)), Array(UnsafeBufferPointer(start: bytes + 4, count: 4))]
        }
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 255, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
        // y 0 is the bottom: a rectangle at the origin lands in the last row.
        #expect(try rows { $0.setFillColor(UIColor.green.cgColor); $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) } == [clear, green])
        // Core Graphics draws a CGImage upright here.
        let image = redOverBlue()
        #expect(try rows { $0.draw(image.cgImage!, in: CGRect(x: 0, y: 0, width: 1, height: 2)) } == [red, blue])
        // UIKit's drawing, made for its flipped contexts, comes out upside down.
        #expect(try rows { context in
            UIGraphicsPushContext(context)
            image.draw(at: .zero)
            UIGraphicsPopContext()
        } == [blue, red])
        // A shadow offset with a positive height goes up, into the row above.
        #expect(try rows { context in
            context.setShadow(offset: CGSize(width: 0, height: 1), blur: 0, color: UIColor.red.cgColor)
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        } == [red, green])
        // Flipping the context first, as apps do, makes UIKit's drawing upright.
        #expect(try rows { context in
            context.translateBy(x: 0, y: 2)
            context.scaleBy(x: 1, y: -1)
            UIGraphicsPushContext(context)
            image.draw(at: .zero)
            UIGraphicsPopContext()
        } == [red, blue])
    }

    // MARK: BC5

    @Test func test_BC5_makeImageGivesTheCurrentPixelsInTheContextsLayout() throws {
        let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: bgra))
        context.setFillColor(UIColor.green.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // the bottom row
        let made = try #require(context.makeImage())
        #expect(made.width == 1 && made.height == 2 && made.bitmapInfo.rawValue == 8194 && made.alphaInfo == .premultipliedFirst)
        #expect(made.bytesPerRow == 4 && made.bitsPerPixel == 32)
        #expect(made.dataProvider?.data == Data([0, 0, 0, 0, 0, 255, 0, 255]))  // BGRA: the memory's bytes
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let png = try #require(UIImage(cgImage: made).pngData())
        let decoded = try #require(PNGCodec.decode(png))
        #expect(decoded.rgba == [0, 0, 0, 0, 0, 255, 0, 255])  // its first row is the memory's first
        // Drawing it back into a context of the same space gives the same bytes.
        let copy = try #require(CGContext(data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: bgra))
        copy.draw(made, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        let original = try #require(context.data), copied = try #require(copy.data)
        #expect(memcmp(original, copied, 8) == 0)
        // Drawing after makeImage does not change the image.
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        let pngAgain = try #require(UIImage(cgImage: made).pngData())
        let again = try #require(PNGCodec.decode(pngAgain))
        #expect(again.rgba == decoded.rgba)
    }

    // MARK: BC6

    @Test func test_BC6_imagesOfRawPixelsReadTheirLayout() throws {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        func straight(_ image: CGImage) throws -> [UInt8] {
            let png = try #require(UIImage(cgImage: image).pngData())
            return try #require(PNGCodec.decode(png)).rgba
        }
        // BGRA, premultiplied, with a padded row: red then half-transparent blue.
        let bgra: [UInt8] = [0, 0, 255, 255, 128, 0, 0, 128, 9, 9]
        let provider = try #require(CGDataProvider(data: Data(bgra)))
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        let image = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 10, space: rgb,
                                         bitmapInfo: info, provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(image.width == 2 && image.bytesPerRow == 10 && image.bitmapInfo == info && image.alphaInfo == .premultipliedFirst)
        #expect(try straight(image) == [255, 0, 0, 255, 0, 0, 255, 128])
        #expect(image.dataProvider?.data == Data(bgra))
        // Straight alpha last, 24-bit RGB and grey, which images may have and contexts not.
        let straightAlpha = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: rgb,
                                                 bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                                                 provider: CGDataProvider(data: Data([0, 0, 255, 128]))!, decode: nil,
                                                 shouldInterpolate: true, intent: .perceptual))
        #expect(try straight(straightAlpha) == [0, 0, 255, 128])
        let rgb24 = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 3, space: rgb,
                                         bitmapInfo: [], provider: CGDataProvider(data: Data([10, 20, 30]))!, decode: nil,
                                         shouldInterpolate: true, intent: .defaultIntent))
        #expect(try straight(rgb24) == [10, 20, 30, 255] && rgb24.bitsPerPixel == 24 && rgb24.alphaInfo == CGImageAlphaInfo.none)
        // A decode array of [1, 0] inverts a grey image.
        let inverted: [CGFloat] = [1, 0]
        let greyImage = try inverted.withUnsafeBufferPointer { decode in
            try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, space: grey, bitmapInfo: [],
                                 provider: CGDataProvider(data: Data([0, 255]))!, decode: decode.baseAddress, shouldInterpolate: true,
                                 intent: .defaultIntent))
        }
        #expect(try straight(greyImage) == [255, 255, 255, 255, 0, 0, 0, 255])
        // Too few bytes, or bits per pixel that do not match the layout: nil.
        #expect(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb, bitmapInfo: info,
                        provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
        #expect(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 4, space: rgb, bitmapInfo: info,
                        provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
        #expect(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: Int.max / 2, space: rgb, bitmapInfo: info,
                        provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
    }

    @Test func test_BC6_anImagesDataProviderGivesItsPixelsAsPremultipliedRGBA() throws {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.withAlphaComponent(0.5).setFill(); context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.alphaInfo == .premultipliedLast && cgImage.bitmapInfo.rawValue == 1 && cgImage.bytesPerRow == 8)
        #expect(cgImage.dataProvider?.data == Data([255, 0, 0, 255, 0, 0, 128, 128]))
    }
}

import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// GIF images with only the `UIKit` module: sizes from the logical screen, named and file
/// GIFs, the first frame's pixels (LZW, interlacing, colour tables, transparency) drawn by
/// the module's own rasteriser, and hostile files (GF1–GF3).
@MainActor
@Suite(.uikit, .serialized) struct GIFImageTests {
    init() { _ = freshUIKit() }

    static let palette: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]

    /// A 3 × 1 GIF: red, green, then index 3, transparent.
    static func rgbStrip(version: String = "GIF89a") -> GIFFixture {
        GIFFixture(version: version, screenWidth: 3, screenHeight: 1, globalPalette: palette,
                   frames: [.init(width: 3, height: 1, indices: [0, 1, 3], transparentIndex: 3)])
    }

    /// The pixels of `image` at its pixel size, as the module's own rasteriser gives them.
    private func pixels(of image: UIImage) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let png = try #require(image.pngData())
        return try #require(PNGCodec.decode(png))
    }

    private func pixel(_ pixels: (width: Int, height: Int, rgba: [UInt8]), _ x: Int, _ y: Int) -> [UInt8] {
        let o = (y * pixels.width + x) * 4
        return Array(pixels.rgba[o..<o + 4])
    }

    /// A temporary bundle folder holding `files` (path → contents).
    private func bundle(_ files: [String: Data]) throws -> Bundle {
        let root = testProcessFolder.appendingPathComponent("gifs-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    // MARK: GF1

    @Test func test_GF1_gifDataGivesTheLogicalScreensSizeAtItsScale() throws {
        for version in ["GIF87a", "GIF89a"] {
            let image = try #require(UIImage(data: Self.rgbStrip(version: version).data))
            #expect(image.size == CGSize(width: 3, height: 1) && image.scale == 1)
        }
        let retina = try #require(UIImage(data: Self.rgbStrip().data, scale: 2))
        #expect(retina.size == CGSize(width: 1.5, height: 0.5) && retina.cgImage?.width == 3 && retina.cgImage?.height == 1)
        // A 0 × 0 logical screen: the first frame's extent.
        var unsized = Self.rgbStrip()
        unsized.screenWidth = 0; unsized.screenHeight = 0
        unsized.frames[0].left = 2; unsized.frames[0].top = 1
        #expect(UIImage(data: unsized.data)?.size == CGSize(width: 5, height: 2))
        // A larger screen than the frame: the screen.
        var framed = Self.rgbStrip()
        framed.screenWidth = 10; framed.screenHeight = 4
        #expect(UIImage(data: framed.data)?.size == CGSize(width: 10, height: 4))
    }

    @Test func test_GF1_namedAndFileGIFsAreFoundAsPNGsAre() throws {
        let gif = Self.rgbStrip().data
        let contents = #"{"images": [{"filename": "flag.gif", "idiom": "universal", "scale": "1x"}], "info": {"version": 1}}"#
        let files = try bundle(["boat.gif": gif, "Assets.xcassets/flag.imageset/Contents.json": Data(contents.utf8),
                                "Assets.xcassets/flag.imageset/flag.gif": gif])
        let boat = try #require(UIImage(named: "boat.gif", in: files, compatibleWith: nil))
        #expect(boat.size == CGSize(width: 3, height: 1) && boat.scale == 1)
        #expect(UIImage(named: "boat", in: files, compatibleWith: nil)?.size == CGSize(width: 3, height: 1))
        #expect(UIImage(named: "flag", in: files, compatibleWith: nil)?.size == CGSize(width: 3, height: 1))
        let file = try #require(UIImage(contentsOfFile: files.bundleURL.appendingPathComponent("boat.gif").path))
        #expect(file.size == CGSize(width: 3, height: 1))
        // What the app does with it: a layer's contents from its CGImage.
        let layer = CALayer()
        layer.contents = boat.cgImage
        let contentsImage = try #require(layer.contents as? CGImage)
        #expect(contentsImage.width == 3 && contentsImage.height == 1)
        let drawn = try pixels(of: UIImage(cgImage: contentsImage))
        #expect(pixel(drawn, 1, 0) == [0, 255, 0, 255])
    }

    // MARK: GF2

    @Test func test_GF2_pngDataOfAGIFIsItsFirstFrame() throws {
        var fixture = Self.rgbStrip()
        // A second frame, all blue, which a still image does not show.
        fixture.frames.append(.init(width: 3, height: 1, indices: [2, 2, 2]))
        let image = try #require(UIImage(data: fixture.data))
        let png = try #require(image.pngData())
        let decoded = try #require(PNGCodec.decode(png))
        #expect(decoded.width == 3 && decoded.height == 1)
        #expect(decoded.rgba == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0])
        // The classic 43-byte transparent pixel (GIF89a, a two-colour table, index 0 transparent).
        let pixelGIF = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00,
                             0xFF, 0xFF, 0xFF, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00,
                             0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])
        #expect(GIFDecoder.decode(pixelGIF)?.rgba == [0, 0, 0, 0])
        var opaque = [UInt8](pixelGIF)
        opaque[22] = 0x00  // no transparency flag: index 0 is black
        #expect(GIFDecoder.decode(Data(opaque))?.rgba == [0, 0, 0, 255])
    }

    @Test func test_GF2_localTablesInterlacingAndPlacementOnTheCanvas() throws {
        // A 2 × 2 frame with its own table, one pixel in from the top left of a 3 × 3 screen.
        let placed = GIFFixture(screenWidth: 3, screenHeight: 3, globalPalette: Self.palette,
                                frames: [.init(left: 1, top: 1, width: 2, height: 2, indices: [0, 1, 1, 0],
                                               localPalette: [[10, 20, 30], [40, 50, 60]])])
        let canvas = try #require(GIFDecoder.decode(placed.data))
        #expect(pixel(canvas, 0, 0) == [0, 0, 0, 0] && pixel(canvas, 2, 0) == [0, 0, 0, 0] && pixel(canvas, 0, 2) == [0, 0, 0, 0])
        #expect(pixel(canvas, 1, 1) == [10, 20, 30, 255] && pixel(canvas, 2, 1) == [40, 50, 60, 255])
        #expect(pixel(canvas, 1, 2) == [40, 50, 60, 255] && pixel(canvas, 2, 2) == [10, 20, 30, 255])
        // An interlaced column of 10 rows, each its own colour: rows land where they belong.
        let column = (0..<10).map { UInt8($0) }
        let colours = (0..<16).map { [UInt8($0 * 10), 0, 0] }
        let interlaced = GIFFixture(screenWidth: 1, screenHeight: 10, globalPalette: colours,
                                    frames: [.init(width: 1, height: 10, indices: column, interlaced: true)], minimumCodeSize: 4)
        let rows = try #require(GIFDecoder.decode(interlaced.data))
        #expect((0..<10).map { pixel(rows, 0, $0)[0] } == (0..<10).map { UInt8($0 * 10) })
    }

    @Test func test_GF2_lzwDecodesTheDictionaryAndKeepsItFullWithoutAClearCode() throws {
        // 160 × 160 pseudo-random pixels over four colours: more codes than the dictionary
        // holds, so it fills at 4,096 and the rest is coded with it as it is.
        var state: UInt32 = 0x1234_5678
        let indices = (0..<(160 * 160)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 30)
        }
        let fixture = GIFFixture(screenWidth: 160, screenHeight: 160, globalPalette: Self.palette,
                                 frames: [.init(width: 160, height: 160, indices: indices)])
        let decoded = try #require(GIFDecoder.decode(fixture.data))
        #expect(decoded.rgba == indices.flatMap { Self.palette[Int($0)] + [255] })
        // Runs of one colour (the KwKwK case) and codes of every size up to 12 bits.
        let runs = (0..<(64 * 64)).map { UInt8($0 / 700 % 4) }
        let runFixture = GIFFixture(screenWidth: 64, screenHeight: 64, globalPalette: Self.palette,
                                    frames: [.init(width: 64, height: 64, indices: runs)])
        let expected: [UInt8] = runs.flatMap { Self.palette[Int($0)] + [255] }
        let decodedRuns = try #require(GIFDecoder.decode(runFixture.data))
        #expect(decodedRuns.rgba == expected)
        var literal = runFixture
        literal.literalOnly = true
        let decodedLiterals = try #require(GIFDecoder.decode(literal.data))
        #expect(decodedLiterals.rgba == expected)
    }

    @Test func test_GF2_theModulesRasteriserDrawsGIFs() throws {
        let gif = try #require(UIImage(data: Self.rgbStrip().data))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 2))
            gif.draw(at: CGPoint(x: 0, y: 1))
        }
        let picture = try pixels(of: drawn)
        #expect(pixel(picture, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(picture, 0, 1) == [255, 0, 0, 255] && pixel(picture, 1, 1) == [0, 255, 0, 255])
        #expect(pixel(picture, 2, 1) == [255, 255, 255, 255])  // the transparent pixel shows the white under it
        // A tinted GIF: its alpha filled with the tint, drawn by the rasteriser.
        let tinted = try pixels(of: gif.withTintColor(.blue))
        #expect(pixel(tinted, 0, 0) == [0, 0, 255, 255] && pixel(tinted, 2, 0)[3] == 0)
        #expect(gif.preparingForDisplay() != nil)
    }

    // MARK: GF3

    @Test func test_GF3_damagedOrAbsurdHeadersGiveNoImage() throws {
        let good = [UInt8](Self.rgbStrip().data)
        // The strip: 13 bytes of header and screen, a 12-byte table, an 8-byte Graphic
        // Control Extension, the image descriptor at 33 and its code size at 43.
        let descriptor = 33
        #expect(good[descriptor] == 0x2C)
        // Cut anywhere before the first frame's code size: no image.
        for length in [0, 5, 6, 12, 13, 20, 25, 30, 33, 38, 43] {
            #expect(UIImage(data: Data(good.prefix(length))) == nil, "cut at \(length)")
            #expect(GIFDecoder.decode(Data(good.prefix(length))) == nil, "cut at \(length)")
        }
        // No colour table anywhere; a trailer before any frame; a byte that starts no block.
        var noTable = Self.rgbStrip()
        noTable.globalPalette = nil
        #expect(UIImage(data: noTable.data) == nil)
        #expect(UIImage(data: Data(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B])) == nil)
        #expect(UIImage(data: Data(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x99, 0, 0])) == nil)
        #expect(UIImage(data: Data(Array("GIF88a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 1, 1, 1])) == nil)
        // A code size outside 1…8.
        var badCodeSize = good
        badCodeSize[descriptor + 10] = 12
        #expect(UIImage(data: Data(badCodeSize)) == nil)
        // A 65,535 × 65,535 screen (over 2^28 pixels), and a 1 × 1 screen with such a frame.
        var huge = good
        huge.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(UIImage(data: Data(huge)) == nil && GIFDecoder.decode(Data(huge)) == nil)
        var hugeFrame = good
        hugeFrame.replaceSubrange((descriptor + 5)..<(descriptor + 9), with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(UIImage(data: Data(hugeFrame)) == nil)
    }

    @Test func test_GF3_imageDataCutShortOrInvalidKeepsWhatDecoded() throws {
        // Literal codes, 3 bits each: clear, red, green, clear, red(3)…; cut after the first data byte.
        var fixture = GIFFixture(screenWidth: 4, screenHeight: 1, globalPalette: Self.palette,
                                 frames: [.init(width: 4, height: 1, indices: [0, 1, 2, 0])], literalOnly: true)
        let whole = [UInt8](fixture.data)
        // No Graphic Control Extension: the descriptor at 25, the code size at 35, the first
        // sub-block's length at 36.
        let data = 36
        #expect(whole[25] == 0x2C && whole[35] == 2)
        let cut = Array(whole.prefix(data + 2))  // the length and one byte: the clear code and the first index
        let image = try #require(UIImage(data: Data(cut)))
        #expect(image.size == CGSize(width: 4, height: 1))
        let decoded = try #require(GIFDecoder.decode(Data(cut)))
        #expect(decoded.rgba == [255, 0, 0, 255] + [UInt8](repeating: 0, count: 12))
        // A code past the next free one (here 7 right after the clear code) stops the decoding.
        var invalid = whole
        invalid[data + 1] = 0b0011_1100  // clear (100), then 7 (111)
        #expect(GIFDecoder.decode(Data(invalid))?.rgba == [UInt8](repeating: 0, count: 16))
        // Image data that ends with no terminator and no end code: as much as there is.
        fixture.frames[0].indices = [1, 1, 1, 1]
        let open = [UInt8](fixture.data).dropLast(2)  // no terminator, no trailer
        #expect(GIFDecoder.decode(Data(open))?.rgba == [UInt8]([0, 255, 0, 255]).repeated(4))
    }

    @Test func test_GF3_everyByteFlippedOrCutNeverTrapsOrHangs() throws {
        let fixtures = [Self.rgbStrip().data,
                        GIFFixture(screenWidth: 8, screenHeight: 8, globalPalette: Self.palette,
                                   frames: [.init(width: 8, height: 8, indices: (0..<64).map { UInt8($0 % 4) }, interlaced: true)]).data]
        for good in fixtures.map({ [UInt8]($0) }) {
            for index in 0..<good.count {
                for flip: UInt8 in [0xFF, 0x80, 0x01] {
                    var damaged = good
                    damaged[index] ^= flip
                    if let decoded = GIFDecoder.decode(Data(damaged)) {
                        #expect(decoded.rgba.count == decoded.width * decoded.height * 4)
                    }
                }
                _ = GIFDecoder.decode(Data(good.prefix(index)))
                _ = UIImage(data: Data(good.prefix(index)))
            }
        }
    }
}

private extension Array {
    /// The array `count` times over.
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}

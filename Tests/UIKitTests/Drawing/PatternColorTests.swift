import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// Pattern colours and Core Graphics patterns as the `UIKit` module's own rasteriser and
/// PDF writer paint them (PC1–PC3, DR16).
@MainActor
@Suite(.uikit, .serialized) struct PatternColorTests {
    init() { _ = freshUIKit() }

    typealias Pixel = [UInt8]
    struct Picture {
        let width: Int, height: Int, rgba: [UInt8]
        func at(_ x: Int, _ y: Int) -> Pixel { Array(rgba[((y * width + x) * 4)..<((y * width + x) * 4 + 4)]) }
    }

    private func format(_ scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Reads `image` back through the module's own rasteriser.
    private func picture(of image: UIImage) throws -> Picture {
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        defer { ImageRasterization.current = installed }
        let png = try #require(image.pngData())
        let decoded = try #require(PNGCodec.decode(png))
        return Picture(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
    }

    /// 4 × 4 points: the top two rows blue, the bottom two red (Neuburg's stripes).
    private func stripes(scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale)).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
    }

    private let red: Pixel = [255, 0, 0, 255], blue: Pixel = [0, 0, 255, 255], clear: Pixel = [0, 0, 0, 0]

    // MARK: PC1

    @Test func test_PC1_aPatternImageColourTilesFromTheContextOriginNotTheShape() throws {
        let pattern = UIColor(patternImage: stripes())
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format(1)).image { context in
            pattern.setFill()
            // A shape starting at y = 3: its first row is the pattern's row 3 (red), not row 0.
            context.fill(CGRect(x: 1, y: 3, width: 10, height: 8))
        }
        let picture = try picture(of: drawn)
        #expect(picture.at(0, 3) == clear && picture.at(1, 2) == clear)
        #expect(picture.at(1, 3) == red && picture.at(5, 4) == blue && picture.at(5, 5) == blue && picture.at(5, 6) == red)
        #expect(picture.at(10, 8) == blue && picture.at(10, 10) == red && picture.at(10, 11) == clear)
    }

    @Test func test_PC1_aPatternImageIsTiledAtItsSizeInPointsOnEveryScale() throws {
        let pattern = UIColor(patternImage: stripes(scale: 2))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format(3)).image { context in
            pattern.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
        }
        let picture = try picture(of: drawn)
        #expect(picture.width == 24)
        // Rows of points 0–1 blue, 2–3 red, 4–5 blue: 6 pixels each at 3×.
        #expect(picture.at(0, 0) == blue && picture.at(23, 5) == blue && picture.at(0, 6) == red && picture.at(12, 11) == red)
        #expect(picture.at(7, 12) == blue && picture.at(7, 23) == red)
    }

    @Test func test_PC1_aPatternColourIsAFixedColourWithACoreGraphicsPattern() throws {
        let image = stripes()
        let pattern = UIColor(patternImage: image)
        #expect(pattern.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === pattern)
        let cg = pattern.cgColor
        #expect(cg.pattern != nil && cg.components == nil && cg.numberOfComponents == 1 && cg.alpha == 1)
        #expect(cg.colorSpace?.model == .pattern)
        #expect(UIColor(cgColor: cg) == pattern && UIColor(cgColor: cg).cgColor === cg)
        var red: CGFloat = 9, alpha: CGFloat = 9
        #expect(pattern.getRed(&red, green: nil, blue: nil, alpha: &alpha) == false)
        #expect(red == 0 && alpha == 1)
        let faded = pattern.withAlphaComponent(0.5)
        #expect(faded.cgColor.alpha == 0.5 && faded != pattern && faded.cgColor.pattern === cg.pattern)
        // Equal when they tile the same image.
        #expect(UIColor(patternImage: image) == pattern && UIColor(patternImage: stripes()) != pattern)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(1)).image { context in
            faded.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(try picture(of: drawn).at(0, 0) == [0, 0, 255, 128])
    }

    @Test func test_PC1_aViewsPatternBackgroundTilesFromItsTopLeftInSnapshots() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        let child = UIView(frame: CGRect(x: 3, y: 5, width: 8, height: 6))
        child.backgroundColor = UIColor(patternImage: stripes())
        root.addSubview(child)
        // The module's own recording of the tree, whatever rasteriser is installed.
        let installed = ImageRasterization.current
        ImageRasterization.current = nil
        let drawn = UIGraphicsImageRenderer(size: root.bounds.size, format: format(1)).image { _ in
            _ = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        ImageRasterization.current = installed
        let picture = try picture(of: drawn)
        #expect(picture.at(3, 5) == blue && picture.at(3, 6) == blue && picture.at(3, 7) == red && picture.at(10, 9) == blue)
        #expect(picture.at(2, 5) == clear && picture.at(3, 4) == clear)
    }

    // MARK: PC2

    @Test func test_PC2_aCoreGraphicsPatternDrawsItsCellOnceAndFillsWithIt() throws {
        var calls = 0
        let drawStripes: CGPatternDrawPatternCallback = { info, context in
            info?.assumingMemoryBound(to: Int.self).pointee += 1
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 4, y: 0, width: 6, height: 10))  // outside the bounds: clipped
        }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: drawStripes, releaseInfo: nil)
        let drawn = try withUnsafeMutablePointer(to: &calls) { info in
            let pattern = try #require(CGPattern(info: UnsafeMutableRawPointer(info), bounds: CGRect(x: 0, y: 0, width: 4, height: 4),
                                                 matrix: .identity, xStep: 6, yStep: 4, tiling: .constantSpacingMinimalDistortion,
                                                 isColored: true, callbacks: &callbacks))
            return UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8), format: format(1)).image { context in
                let cg = context.cgContext
                cg.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
                var alpha: CGFloat = 1
                cg.setFillPattern(pattern, colorComponents: &alpha)
                cg.fill(CGRect(x: 0, y: 0, width: 12, height: 4))
                cg.fill(CGRect(x: 0, y: 4, width: 12, height: 4))
            }
        }
        #expect(calls == 1)
        let picture = try picture(of: drawn)
        // Cells 4 wide every 6: columns 4–5 are the gap between cells.
        #expect(picture.at(0, 0) == blue && picture.at(3, 3) == red && picture.at(4, 0) == clear && picture.at(5, 3) == clear)
        #expect(picture.at(6, 1) == blue && picture.at(9, 2) == red && picture.at(6, 4) == blue && picture.at(6, 7) == red)
    }

    @Test func test_PC2_anUncolouredPatternIsAStencilInTheColourItIsSetWith() throws {
        let square: CGPatternDrawPatternCallback = { _, context in context.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: square, releaseInfo: nil)
        let pattern = try #require(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity,
                                             xStep: 4, yStep: 4, tiling: .constantSpacing, isColored: false, callbacks: &callbacks))
        let space = try #require(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB()))
        #expect(space.model == .pattern && space.baseSpace?.model == .rgb && space.numberOfComponents == 0)
        #expect(CGColorSpace(patternBaseSpace: space) == nil)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format(1)).image { context in
            let cg = context.cgContext
            cg.setFillColorSpace(space)
            var green: [CGFloat] = [0, 1, 0, 1]
            cg.setFillPattern(pattern, colorComponents: &green)
            cg.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        let picture = try picture(of: drawn)
        #expect(picture.at(0, 0) == [0, 255, 0, 255] && picture.at(5, 1) == [0, 255, 0, 255])
        #expect(picture.at(2, 0) == clear && picture.at(0, 2) == clear)
        // A colour object of the same pattern.
        var components: [CGFloat] = [1, 0, 0, 1]
        let color = try #require(CGColor(patternSpace: space, pattern: pattern, components: &components))
        #expect(color.pattern === pattern && color.alpha == 1)
        #expect(CGColor(patternSpace: CGColorSpaceCreateDeviceRGB(), pattern: pattern, components: &components) == nil)
    }

    @Test func test_PC2_aNonPatternFillSpaceResetsTheFillToBlackAndStrokesPaintPatternsToo() throws {
        let pattern = UIColor(patternImage: stripes())
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format(1)).image { context in
            let cg = context.cgContext
            UIColor.green.setFill()
            cg.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            pattern.setStroke()
            cg.setLineWidth(2)
            cg.stroke(CGRect(x: 4, y: 1, width: 4, height: 6))
        }
        let picture = try picture(of: drawn)
        #expect(picture.at(0, 0) == [0, 0, 0, 255])
        // The stroke around x = 4 from y = 0 to 8: blue rows 0–1 and 4–5, red rows 2–3 and 6–7.
        #expect(picture.at(4, 0) == blue && picture.at(4, 2) == red && picture.at(3, 4) == blue && picture.at(4, 6) == red)
    }

    @Test func test_PC2_pdfPagesPaintPatternsAsTiledImages() throws {
        let pattern = UIColor(patternImage: stripes())
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 8, height: 8)).pdfData { context in
            context.beginPage()
            pattern.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let text = String(decoding: data, as: UTF8.self)
        // One image for the cell, drawn four times (2 × 2 cells) inside a clip.
        #expect(text.components(separatedBy: "/Im0 Do").count - 1 == 4)
        #expect(!text.contains("/Im1 "))
        #expect(text.contains("W n"))
    }

    // MARK: PC3

    @Test func test_PC3_thePatternPhaseMovesPatternsAndIsSavedWithTheState() throws {
        let pattern = UIColor(patternImage: stripes())
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format(1)).image { context in
            let cg = context.cgContext
            pattern.setFill()
            cg.saveGState()
            cg.setPatternPhase(CGSize(width: 0, height: 1))
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
            cg.restoreGState()
            cg.fill(CGRect(x: 4, y: 0, width: 4, height: 8))
        }
        let picture = try picture(of: drawn)
        // Moved down one point: row 0 is the cell's last (red) row, rows 1–2 blue.
        #expect(picture.at(0, 0) == red && picture.at(0, 1) == blue && picture.at(0, 2) == blue && picture.at(0, 3) == red)
        // After the restore the phase is gone.
        #expect(picture.at(4, 0) == blue && picture.at(4, 2) == red)
        // Transforms do not move the pattern: it stays anchored to the base space.
        let translated = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(1)).image { context in
            context.cgContext.translateBy(x: 0, y: 1)
            pattern.setFill()
            context.fill(CGRect(x: 0, y: -1, width: 4, height: 4))
        }
        #expect(try self.picture(of: translated).at(0, 0) == blue)
    }

    // MARK: DR16

    @Test func test_DR16_resetClipGoesBackToTheWholeSpace() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(1)).image { context in
            let cg = context.cgContext
            cg.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(cg.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 1, height: 1))
            cg.resetClip()
            #expect(cg.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.red.setFill()
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(try picture(of: drawn).at(3, 3) == red)
    }
}

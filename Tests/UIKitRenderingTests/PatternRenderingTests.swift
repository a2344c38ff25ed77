import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitRendering
import UIKitTesting

/// Pattern colours as `UIKitRendering` paints them: views' backgrounds, drawings replayed
/// through Cairo, and reset clips (PC1–PC3, DR16).
@MainActor
@Suite(.uikit) struct PatternRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    private func format(_ scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// 4 × 4 points: the top two rows blue, the bottom two red.
    private func stripes() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(2)).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
    }

    private func isBlue(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.blue > 240 && p.red < 15 && p.alpha > 240 }
    private func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red > 240 && p.blue < 15 && p.alpha > 240 }

    @Test func test_PC1_aPatternBackgroundTilesFromTheViewsTopLeftOnScreen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 3, y: 5, width: 12, height: 12))
        child.backgroundColor = UIColor(patternImage: stripes())
        root.addSubview(child)
        let image = ViewRenderer(scale: 2).image(of: root)
        // Points (row) 5–6 of the root are the child's rows 0–1: blue; 7–8 red; 9–10 blue.
        #expect(isBlue(image.pixel(at: CGPoint(x: 4.5, y: 5.5))) && isBlue(image.pixel(at: CGPoint(x: 14.5, y: 6.5))))
        #expect(isRed(image.pixel(at: CGPoint(x: 4.5, y: 7.5))) && isRed(image.pixel(at: CGPoint(x: 10.5, y: 8.5))))
        #expect(isBlue(image.pixel(at: CGPoint(x: 4.5, y: 9.5))) && isRed(image.pixel(at: CGPoint(x: 4.5, y: 16.5))))
        let outside = image.pixel(at: CGPoint(x: 2.5, y: 5.5))
        #expect(outside.red > 240 && outside.green > 240 && outside.blue > 240)
        // Half transparent: the white shows through.
        child.backgroundColor = UIColor(patternImage: stripes()).withAlphaComponent(0.5)
        let faded = ViewRenderer(scale: 2).image(of: root).pixel(at: CGPoint(x: 4.5, y: 5.5))
        #expect(abs(Int(faded.red) - 128) <= 2 && faded.blue == 255)
    }

    private final class StripedView: UIView {
        let pattern: UIColor
        init(frame: CGRect, pattern: UIColor) {
            self.pattern = pattern
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { nil }
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()!
            context.translateBy(x: 0, y: 1)  // transforms do not move patterns (PC2)
            pattern.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: -1, width: 8, height: 4)).fill()
            context.setPatternPhase(CGSize(width: 0, height: 1))
            pattern.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 3, width: 8, height: 4)).fill()
        }
    }

    @Test func test_PC3_drawingsReplayedThroughCairoAnchorPatternsToTheViewAndFollowThePhase() {
        let view = StripedView(frame: CGRect(x: 0, y: 0, width: 8, height: 8), pattern: UIColor(patternImage: stripes()))
        let image = ViewRenderer(scale: 2).image(of: view)
        // Rows 0–3 unshifted: blue, blue, red, red.
        #expect(isBlue(image.pixel(at: CGPoint(x: 1.5, y: 0.5))) && isBlue(image.pixel(at: CGPoint(x: 1.5, y: 1.5))))
        #expect(isRed(image.pixel(at: CGPoint(x: 1.5, y: 2.5))) && isRed(image.pixel(at: CGPoint(x: 1.5, y: 3.5))))
        // Rows 4–7 moved down one point: red (the cell's last row), blue, blue, red.
        #expect(isRed(image.pixel(at: CGPoint(x: 6.5, y: 4.5))) && isBlue(image.pixel(at: CGPoint(x: 6.5, y: 5.5))))
        #expect(isBlue(image.pixel(at: CGPoint(x: 6.5, y: 6.5))) && isRed(image.pixel(at: CGPoint(x: 6.5, y: 7.5))))
    }

    @Test func test_PC2_aCoreGraphicsPatternPaintsThroughCairo() throws {
        let cell: CGPatternDrawPatternCallback = { _, context in
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: cell, releaseInfo: nil)
        let pattern = try #require(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 2, height: 2), matrix: .identity,
                                             xStep: 4, yStep: 4, tiling: .noDistortion, isColored: true, callbacks: &callbacks))
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format(1)).image { context in
            context.cgContext.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
            var alpha: CGFloat = 1
            context.cgContext.setFillPattern(pattern, colorComponents: &alpha)
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let png = try #require(drawn.pngData())
        let image = try #require(RenderedImage(pngData: png))
        #expect(isBlue(image.pixel(x: 0, y: 0)) && isBlue(image.pixel(x: 5, y: 5)))
        #expect(image.pixel(x: 2, y: 0).alpha == 0 && image.pixel(x: 3, y: 6).alpha == 0)
    }

    @Test func test_DR16_aResetClipInADrawingReplayedThroughCairo() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(1)).image { context in
            let cg = context.cgContext
            cg.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            cg.resetClip()
            UIColor.red.setFill()
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let png = try #require(drawn.pngData())
        let image = try #require(RenderedImage(pngData: png))
        #expect(isRed(image.pixel(x: 3, y: 3)) && isRed(image.pixel(x: 0, y: 0)))
    }
}

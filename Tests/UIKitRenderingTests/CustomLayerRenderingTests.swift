import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// A bar that fills `progress` of its width, a custom animatable key (as the porter writes
/// an `@NSManaged` property).
final class BarLayer: CALayer {
    var progress: CGFloat {
        get { _layerValue(forKey: "progress", as: CGFloat.self) ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// Pixels of layers apps extend: animated custom keys, transform layers, tiled layers,
/// `render(in:)`, masks (LK7, LK10, LK12–LK14).
@MainActor
@Suite(.uikit) struct CustomLayerRenderingTests {
    let clock: VirtualClock

    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        clock = VirtualClock().install()
        TextRenderer.install()
    }

    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func root() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.backgroundColor = .white
        return view
    }

    @Test func test_LK7_anAnimatedCustomKeyIsDrawnFromThePresentationLayer() {
        let view = root()
        let bar = BarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        view.layer.addSublayer(bar)
        bar.progress = 1
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        bar.add(fill, forKey: "fill")
        clock.advance(by: 0.5)
        let half = ViewRenderer(scale: 1).image(of: view)
        #expect(half.pixel(x: 45, y: 20) == (255, 0, 0, 255))
        #expect(half.pixel(x: 55, y: 20) == (255, 255, 255, 255))
        clock.advance(by: 0.6)
        let done = ViewRenderer(scale: 1).image(of: view)
        #expect(done.pixel(x: 95, y: 20) == (255, 0, 0, 255))  // the model's own drawing, progress 1
    }

    @Test func test_LK10_aTransformLayerDrawsOnlyItsSublayers() {
        let view = root()
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        group.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        group.borderWidth = 4
        group.opacity = 0.5
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = blue
        let other = CALayer()
        other.frame = CGRect(x: 20, y: 10, width: 20, height: 20)
        other.backgroundColor = blue
        group.addSublayer(square)
        group.addSublayer(other)
        view.layer.addSublayer(group)
        let image = ViewRenderer(scale: 1).image(of: view)
        #expect(image.pixel(x: 60, y: 20) == (255, 255, 255, 255))  // no background
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))  // no border
        let single = image.pixel(x: 15, y: 20), overlap = image.pixel(x: 25, y: 20)
        #expect(abs(Int(single.red) - 128) <= 1 && single.blue == 255)
        // Each sublayer is half transparent on its own: where they overlap, blue shows 3/4.
        #expect(abs(Int(overlap.red) - 64) <= 1 && overlap.blue == 255)
    }

    @Test func test_LK12_aTiledLayerDrawsEachTileClippedToIt() {
        final class Checker: CATiledLayer {
            override func draw(in ctx: CGContext) {
                let tile = ctx.boundingBoxOfClipPath
                let even = (Int(tile.minX / 50) + Int(tile.minY / 20)) % 2 == 0
                ctx.setFillColor(even ? CGColor(red: 1, green: 0, blue: 0, alpha: 1) : CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 40))  // the clip keeps it in the tile
            }
        }
        let view = root()
        let tiled = Checker()
        tiled.tileSize = CGSize(width: 50, height: 20)
        tiled.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        tiled.setNeedsDisplay()
        view.layer.addSublayer(tiled)
        let image = ViewRenderer(scale: 1).image(of: view)
        #expect(image.pixel(x: 10, y: 5) == (255, 0, 0, 255))
        #expect(image.pixel(x: 60, y: 5) == (0, 255, 0, 255))
        #expect(image.pixel(x: 10, y: 25) == (0, 255, 0, 255))
        #expect(image.pixel(x: 60, y: 25) == (255, 0, 0, 255))
    }

    @Test func test_LK13_renderInContextDrawsTheLayerTreeIntoAnAppsImage() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 500, y: 500)  // where it sits in a superlayer does not matter
        layer.backgroundColor = blue
        let dot = CALayer()
        dot.frame = CGRect(x: 30, y: 10, width: 10, height: 10)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.addSublayer(dot)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 5
        slide.toValue = 25
        slide.duration = 2
        dot.add(slide, forKey: "slide")
        clock.advance(by: 1)  // the dot shows at x 15 (its frame 10...20)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 30), format: format).pngData { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 30))
            context.cgContext.translateBy(x: 5, y: 5)
            layer.render(in: context.cgContext)
        }
        let image = try #require(RenderedImage(pngData: png))
        #expect(image.pixel(x: 2, y: 2) == (255, 255, 255, 255))
        #expect(image.pixel(x: 7, y: 7) == (0, 0, 255, 255))
        #expect(image.pixel(x: 20, y: 20) == (255, 0, 0, 255))  // the dot, half-way
        #expect(image.pixel(x: 40, y: 20) == (0, 0, 255, 255))  // not where its model is
        #expect(image.pixel(x: 47, y: 10) == (255, 255, 255, 255))
    }

    @Test func test_LK14_aMaskLayersAlphaClipsTheLayer() {
        let view = root()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.backgroundColor = blue
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.mask = mask
        view.layer.addSublayer(layer)
        let image = ViewRenderer(scale: 1).image(of: view)
        #expect(image.pixel(x: 25, y: 20) == (0, 0, 255, 255))
        #expect(image.pixel(x: 75, y: 20) == (255, 255, 255, 255))
    }
}

/// Pixels of emitter layers (LK15, LK16).
@MainActor
@Suite(.uikit) struct EmitterRenderingTests {
    let clock: VirtualClock

    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        clock = VirtualClock().install()
        TextRenderer.install()
    }

    /// A 4 × 4 white square, as a cell's contents.
    private func dot() -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage!
    }

    private func scene(_ configure: (CAEmitterLayer, CAEmitterCell) -> Void) -> (UIView, CAEmitterLayer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.backgroundColor = .white
        let emitter = CAEmitterLayer()
        emitter.frame = view.bounds
        emitter.emitterPosition = CGPoint(x: 10, y: 20)
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.contents = dot()
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.birthRate = 10
        cell.lifetime = 10
        cell.velocity = 20
        configure(emitter, cell)
        emitter.emitterCells = [cell]
        view.layer.addSublayer(emitter)
        return (view, emitter)
    }

    private func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel == (255, 0, 0, 255)
    }

    private func isWhite(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel == (255, 255, 255, 255)
    }

    @Test func test_LK15_particlesLeaveTheEmitterAndMoveWithTheClock() {
        let (view, _) = scene { _, _ in }
        clock.advance(by: 0.5)
        let early = ViewRenderer(scale: 1).image(of: view)
        #expect(isRed(early.pixel(x: 10, y: 20)) && isRed(early.pixel(x: 19, y: 20)))  // x 10 ... 20, 4 points wide
        #expect(isWhite(early.pixel(x: 24, y: 20)) && isWhite(early.pixel(x: 10, y: 24)))
        clock.advance(by: 0.5)
        let later = ViewRenderer(scale: 1).image(of: view)
        #expect(isRed(later.pixel(x: 29, y: 20)) && isRed(later.pixel(x: 20, y: 20)))  // the first, 20 points on
        #expect(isWhite(later.pixel(x: 33, y: 20)))
    }

    @Test func test_LK15_particlesDieAfterTheirLifetimeAndFallWithAcceleration() {
        let (view, _) = scene { _, cell in
            cell.lifetime = 0.5
            cell.velocity = 0
            cell.yAcceleration = 40  // down: 20 a² points at age a
        }
        clock.advance(by: 1)
        let image = ViewRenderer(scale: 1).image(of: view)
        // The oldest alive, 0.4 s old, fell 3.2 points: squares reach y 25.2.
        #expect(isRed(image.pixel(x: 10, y: 20)) && isRed(image.pixel(x: 10, y: 24)))
        #expect(isWhite(image.pixel(x: 10, y: 26)))  // one 0.6 s old would cover it: it has died
        #expect(isWhite(image.pixel(x: 10, y: 32)))
    }

    @Test func test_LK15_theSameSeedGivesTheSameParticlesAndAnotherSeedOthers() {
        func emitting(seed: UInt32) -> UIView {
            scene { emitter, cell in
                emitter.seed = seed
                cell.velocityRange = 15
                cell.emissionRange = 2 * .pi
                cell.scaleRange = 0.5
            }.0
        }
        let first = emitting(seed: 7), again = emitting(seed: 7), other = emitting(seed: 8)
        clock.advance(by: 0.5)
        let renderer = ViewRenderer(scale: 1)
        #expect(renderer.pngData(of: first) == renderer.pngData(of: again))
        #expect(renderer.pngData(of: first) != renderer.pngData(of: other))
        clock.advance(by: 0.25)
        #expect(renderer.pngData(of: first) == renderer.pngData(of: again))
    }

    @Test func test_LK16_aCellChangedThroughTheLayerStopsEmittingFromThen() {
        let (view, emitter) = scene { _, _ in }
        clock.advance(by: 0.5)
        emitter.setValue(0, forKeyPath: "emitterCells.spark.birthRate")
        #expect((emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? NSNumber)?.doubleValue == 0)
        clock.advance(by: 0.5)
        let image = ViewRenderer(scale: 1).image(of: view)
        #expect(isWhite(image.pixel(x: 12, y: 20)))  // nothing born since 0.5 s
        #expect(isRed(image.pixel(x: 25, y: 20)))
        emitter.birthRate = 0  // the layer's own multiplier: the cell's rate is not restored by it
        #expect(emitter.emitterCells?.first?.birthRate == 10)  // the cell object is not changed
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// A tiled layer that logs the tiles it is asked to draw.
final class TileLog: CATiledLayer {
    var tiles: [CGRect] = []
    override func draw(in ctx: CGContext) { tiles.append(ctx.boundingBoxOfClipPath) }
}

/// A tiled view that logs the rectangles its `draw(_:)` gets.
final class TiledView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var rects: [CGRect] = []
    override func draw(_ rect: CGRect) { rects.append(rect) }
}

@MainActor
@Suite(.uikit) struct LayerKindsTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    // MARK: LK10 transform layers

    @Test func test_LK10_aTransformLayerIsNeverHitItselfOnlyItsSublayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let group = CATransformLayer()
        group.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        group.addSublayer(child)
        root.addSublayer(group)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === child)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)  // inside the group's bounds, on no sublayer
    }

    // MARK: LK11 scroll layers

    @Test func test_LK11_scrollingMovesTheBoundsOriginAlongTheAllowedAxes() {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(scroller.scrollMode == .both)
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroller.bounds.origin == CGPoint(x: 30, y: 40))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 5, y: 5))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 40))
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 70, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 0))
        scroller.scrollMode = .none
        scroller.scroll(to: CGPoint(x: 70, y: 70))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 0))
        #expect(scroller.value(forKey: "scrollMode") as? String == "none")

        scroller.scrollMode = .both
        scroller.scroll(to: CGRect(x: 150, y: 10, width: 20, height: 20))  // past the right edge
        #expect(scroller.bounds.origin == CGPoint(x: 70, y: 0))
        scroller.scroll(to: CGRect(x: 20, y: 0, width: 10, height: 10))  // before the left edge
        #expect(scroller.bounds.origin == CGPoint(x: 20, y: 0))
        scroller.scroll(to: CGRect(x: 40, y: 10, width: 10, height: 10))  // already visible
        #expect(scroller.bounds.origin == CGPoint(x: 20, y: 0))
    }

    @Test func test_LK11_aSublayerScrollsItsNearestScrollLayer() {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let item = CALayer()
        item.frame = CGRect(x: 200, y: 300, width: 50, height: 50)
        content.addSublayer(item)
        scroller.addSublayer(content)
        item.scroll(CGPoint(x: 10, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 210, y: 300))
        #expect(item.visibleRect == CGRect(x: 10, y: 0, width: 40, height: 50))
        scroller.scroll(to: CGPoint.zero)
        #expect(item.visibleRect == .zero)
        item.scrollRectToVisible(item.bounds)
        #expect(scroller.bounds.origin == CGPoint(x: 150, y: 250))
        let loose = CALayer()
        loose.scroll(CGPoint(x: 5, y: 5))  // no scroll layer: nothing happens
        #expect(loose.bounds.origin == .zero)
    }

    // MARK: LK12 tiled layers

    @Test func test_LK12_aTiledLayerHasCoreAnimationsDefaultsAndDrawsTileByTile() {
        let tiled = TileLog()
        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        #expect(tiled.levelsOfDetail == 1 && tiled.levelsOfDetailBias == 0 && CATiledLayer.fadeDuration() == 0.25)
        tiled.contentsScale = 2
        tiled.tileSize = CGSize(width: 128, height: 128)  // 64 points
        tiled.bounds = CGRect(x: 0, y: 0, width: 100, height: 70)
        tiled.setNeedsDisplay()
        tiled.displayIfNeeded()
        #expect(tiled.tiles == [CGRect(x: 0, y: 0, width: 64, height: 64), CGRect(x: 64, y: 0, width: 36, height: 64),
                                CGRect(x: 0, y: 64, width: 64, height: 6), CGRect(x: 64, y: 64, width: 36, height: 6)])
        tiled.tiles = []
        tiled.setNeedsDisplay(CGRect(x: 70, y: 10, width: 5, height: 5))
        tiled.displayIfNeeded()
        #expect(tiled.tiles == [CGRect(x: 64, y: 0, width: 36, height: 64)])
    }

    @Test func test_LK12_aTiledViewsDrawGetsEachTile() {
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let scale = view.layer.contentsScale
        (view.layer as! CATiledLayer).tileSize = CGSize(width: 200 * scale, height: 200 * scale)
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 200, y: 0, width: 100, height: 100)])
    }

    // MARK: LK15, LK16 emitters

    @Test func test_LK15_emitterLayersAndCellsHaveCoreAnimationsDefaults() {
        let emitter = CAEmitterLayer()
        #expect(emitter.birthRate == 1 && emitter.lifetime == 1 && emitter.velocity == 1 && emitter.scale == 1 && emitter.spin == 1)
        #expect(emitter.emitterShape == .point && emitter.emitterMode == .volume && emitter.renderMode == .unordered)
        #expect(emitter.emitterPosition == .zero && emitter.emitterSize == .zero && emitter.seed == 0 && emitter.emitterCells == nil)
        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.velocity == 0 && cell.scale == 1 && cell.isEnabled)
        #expect(cell.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1) && cell.contents == nil && cell.emitterCells == nil)
        #expect(CAEmitterLayerRenderMode.backToFront.rawValue == "back_to_front")
        emitter.setValue("circle", forKey: "emitterShape")
        #expect(emitter.emitterShape == .circle && emitter.value(forKey: "emitterShape") as? String == "circle")
    }

    @Test func test_LK16_cellsAreReadWhenSetAndChangedThroughTheLayer() {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.birthRate = 5
        emitter.emitterCells = [cell]
        #expect((emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? NSNumber)?.doubleValue == 5)
        cell.birthRate = 50  // not seen: the layer read the cell when it was set
        #expect((emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? NSNumber)?.doubleValue == 5)
        emitter.setValue(2, forKeyPath: "emitterCells.spark.birthRate")
        #expect((emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? NSNumber)?.doubleValue == 2)
        #expect(emitter.value(forKeyPath: "emitterCells.missing.birthRate") == nil)
        let shown = try! #require(emitter.presentation())
        #expect(shown.emitterCells?.first === cell)
        #expect((shown.value(forKeyPath: "emitterCells.spark.birthRate") as? NSNumber)?.doubleValue == 2)
    }
}

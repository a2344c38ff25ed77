import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// Standalone layers' drawing: `display()`, `draw(in:)`, the delegate, and when they run
/// (G1, G12).
@MainActor
@Suite(.uikit) struct LayerDisplayTests {
    init() { _ = freshUIKit() }

    final class CountingLayer: CALayer {
        var draws: [CGRect] = []
        override func draw(in ctx: CGContext) {
            draws.append(ctx.boundingBoxOfClipPath)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(bounds)
        }
    }

    final class Painter: CALayerDelegate {
        var calls = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            calls += 1
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func test_G1_aStandaloneLayerDrawsOnlyOnceMarkedAndInAWindow() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = windowShowing(host)
        let layer = CountingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        host.layer.addSublayer(layer)
        drainMainRunLoop()
        #expect(layer.draws.isEmpty && layer.contents == nil)  // never marked: no drawing
        layer.setNeedsDisplay()
        #expect(layer.draws.isEmpty)
        drainMainRunLoop()
        #expect(layer.draws == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect((layer.contents as? DisplayList)?.paintedPaths.count == 1)
        // Marked outside a window, it draws when it joins a tree that is in one.
        let loose = CountingLayer()
        loose.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        loose.setNeedsDisplay()
        drainMainRunLoop()
        #expect(loose.draws.isEmpty)
        host.layer.addSublayer(loose)
        drainMainRunLoop()
        #expect(loose.draws.count == 1)
        _ = window
    }

    @Test func test_G1_theDelegateDrawsAndBoundsChangesRedrawWhenAsked() {
        let layer = CALayer()
        let painter = Painter()
        layer.delegate = painter
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.displayIfNeeded()
        #expect(painter.calls == 0)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(painter.calls == 1 && layer.contents != nil)
        layer.bounds.size = CGSize(width: 20, height: 20)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 30, height: 30)
        #expect(layer.needsDisplay())
        // Setting contents replaces what was drawn.
        let image = UIImage(size: CGSize(width: 2, height: 2))
        layer.contents = image.cgImage
        #expect(layer.contents is CGImage && layer._drawnContents == nil && layer._contentsImage != nil)
    }

    @Test func test_G12_contentsGravityNamesEdgesInCoreAnimationsSpace() {
        let layer = CALayer()
        #expect(layer.contentsGravity == .resize && layer._contentsPlacement == .scaleToFill)
        layer.contentsGravity = .top
        #expect(layer._contentsPlacement == .bottom)
        layer.contentsGravity = .bottomLeft
        #expect(layer._contentsPlacement == .topLeft)
        layer.contentsGravity = .resizeAspect
        #expect(layer._contentsPlacement == .scaleAspectFit)
        let view = UIView()
        view.contentMode = .center
        #expect(view.layer._contentsPlacement == .center)
    }
}

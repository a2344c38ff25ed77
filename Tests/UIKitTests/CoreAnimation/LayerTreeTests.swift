import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view backed by a shape layer, as `layerClass` makes it.
@MainActor
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A layer that logs its layouts.
@MainActor
final class LoggingLayer: CALayer {
    var onLayout: (() -> Void)?
    override func layoutSublayers() {
        super.layoutSublayers()
        onLayout?()
    }
}

/// A view backed by a ``LoggingLayer`` that logs its `layoutSubviews`.
@MainActor
private final class LoggingView: UIView {
    override class var layerClass: AnyClass { LoggingLayer.self }
    var onLayoutSubviews: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayoutSubviews?()
    }
}

@MainActor
@Suite(.uikit) struct LayerTreeTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_Q1_aStandaloneLayerHasCoreAnimationsDefaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero && layer.position == .zero && layer.frame == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.zPosition == 0)
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds && !layer.isOpaque)
        #expect(layer.backgroundColor == nil && layer.cornerRadius == 0 && layer.cornerCurve == .circular)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.borderWidth == 0 && layer.borderColor == CGColor.black)
        #expect(layer.shadowColor == CGColor.black && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3 && layer.shadowPath == nil)
        #expect(layer.contentsScale == 1 && layer.contentsGravity == .resize && layer.allowsGroupOpacity)
        #expect(layer.sublayers == nil && layer.superlayer == nil && layer.mask == nil && layer.delegate == nil)
    }

    @Test func test_Q1_frameIsTheBoundsPlacedByPositionAndAnchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 200, height: 150))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.transform == CATransform3DMakeScale(2, 3, 1))
    }

    @Test func test_Q17_aShapeLayerFillsBlackAndDoesNotStrokeByDefault() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil && shape.fillColor == CGColor.black && shape.fillRule == .nonZero && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10 && shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.lineDashPhase == 0 && shape.lineDashPattern == nil)
        #expect(CAShapeLayerLineCap.round.rawValue == "round" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    }

    @Test func test_Q18_aGradientLayerRunsTopToBottomByDefault() {
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil && gradient.locations == nil && gradient.type == .axial)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func test_Q19_aTextLayerDrawsWhite36PointHelveticaUnwrapped() {
        let text = CATextLayer()
        #expect(text.string == nil && text.font == nil && text.fontSize == 36 && text.foregroundColor == CGColor.white)
        #expect(!text.isWrapped && text.alignmentMode == .natural && text.truncationMode == .none)
        #expect(text.allowsFontSubpixelQuantization == false && text.contentsScale == 1)
    }

    @Test func test_Q24_aReplicatorDrawsOneCopyUntransformedByDefault() {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0 && replicator.instanceColor == CGColor.white)
        #expect(CATransform3DIsIdentity(replicator.instanceTransform) && replicator.instanceAlphaOffset == 0)
        #expect(replicator.instanceRedOffset == 0 && replicator.instanceGreenOffset == 0 && replicator.instanceBlueOffset == 0)
    }

    @Test func test_Q2_aViewsLayerMirrorsItsView() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
        let layer = view.layer
        #expect(layer.position == CGPoint(x: 60, y: 50) && layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(layer.delegate === view && layer.contentsScale == 3 && type(of: layer) == CALayer.self)
        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.isHidden = true
        #expect(layer.isHidden)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.position = CGPoint(x: 5, y: 6)
        #expect(view.center == CGPoint(x: 5, y: 6))
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        layer.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        #expect(view.transform == CATransform3DMakeRotation(.pi, 0, 0, 1).affinePartForTests)
    }

    @Test func test_Q2_layerClassMakesTheBackingLayer() {
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let shape = try! #require(view.layer as? CAShapeLayer)
        shape.strokeEnd = 0.25
        #expect(shape.strokeEnd == 0.25 && shape.fillColor == CGColor.black && shape.position == CGPoint(x: 20, y: 20))
    }

    @Test func test_Q3_sublayersInterleaveSubviewsLayersInUIKitsOrder() {
        let view = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView(), e = UIView()
        view.addSubview(a)
        view.addSubview(b)
        let gradient = CAGradientLayer(), top = CALayer()
        view.layer.insertSublayer(gradient, at: 0)
        view.layer.addSublayer(top)
        #expect(view.layer.sublayers == [gradient, a.layer, b.layer, top])
        view.addSubview(c)  // a subview added later goes over the layer added before
        #expect(view.layer.sublayers == [gradient, a.layer, b.layer, top, c.layer])
        view.insertSubview(d, at: 0)  // the index counts sublayers: under the gradient
        #expect(view.layer.sublayers == [d.layer, gradient, a.layer, b.layer, top, c.layer])
        #expect(view.subviews == [d, a, b, c])
        view.bringSubviewToFront(a)
        #expect(view.layer.sublayers == [d.layer, gradient, b.layer, top, c.layer, a.layer])
        #expect(view.subviews == [d, b, c, a])
        view.sendSubviewToBack(c)
        #expect(view.layer.sublayers == [c.layer, d.layer, gradient, b.layer, top, a.layer])
        #expect(view.subviews == [c, d, b, a])
        view.insertSubview(e, aboveSubview: b)
        #expect(view.layer.sublayers == [c.layer, d.layer, gradient, b.layer, e.layer, top, a.layer])
        #expect(view.subviews == [c, d, b, e, a])
        view.exchangeSubview(at: 0, withSubviewAt: 4)
        #expect(view.layer.sublayers == [a.layer, d.layer, gradient, b.layer, e.layer, top, c.layer])
        #expect(view.subviews == [a, d, b, e, c])
        b.removeFromSuperview()
        #expect(view.layer.sublayers == [a.layer, d.layer, gradient, e.layer, top, c.layer])
        #expect(a.layer.superlayer === view.layer && gradient.superlayer === view.layer && b.layer.superlayer == nil)
        top.removeFromSuperlayer()
        #expect(view.layer.sublayers == [a.layer, d.layer, gradient, e.layer, c.layer] && top.superlayer == nil)
    }

    @Test func test_Q3_aLayerMadeLaterListsTheSubviewsAndLayerCallsReachTheViews() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(parent.layer.sublayers == [child.layer] && child.layer.superlayer === parent.layer)
        let guest = UIView()
        parent.layer.insertSublayer(guest.layer, below: child.layer)
        #expect(guest.superview === parent && parent.subviews == [guest, child])
        guest.layer.removeFromSuperlayer()
        #expect(guest.superview == nil && parent.subviews == [child])
        let replacement = CALayer()
        parent.layer.replaceSublayer(child.layer, with: replacement)
        #expect(parent.layer.sublayers == [replacement] && child.superview == nil)
    }

    @Test func test_Q4_aViewsAnchorPointMovesItsFrameAroundItsCentre() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(view)
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(container.hitTest(CGPoint(x: 140, y: 140), with: nil) === view)
        #expect(container.hitTest(CGPoint(x: 20, y: 20), with: nil) === container)
        #expect(view.convert(CGPoint(x: 10, y: 10), to: container) == CGPoint(x: 60, y: 60))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.center == .zero && view.layer.position == .zero)
    }

    @Test func test_Q5_standaloneLayersAreLaidOutInTheViewLayoutPassAfterTheirView() {
        let controller = UIViewController()
        _ = showInWindow(controller)
        var log: [String] = []
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sublayer = LoggingLayer()
        view.onLayoutSubviews = { log.append("layoutSubviews"); sublayer.frame = view.bounds }
        (view.layer as! LoggingLayer).onLayout = { log.append("view layer layoutSublayers") }
        sublayer.onLayout = { log.append("sublayer layoutSublayers") }
        view.layer.addSublayer(sublayer)
        controller.view.addSubview(view)
        drainMainRunLoop()
        #expect(log == ["layoutSubviews", "view layer layoutSublayers", "sublayer layoutSublayers"])
        log = []
        view.frame.size.width = 200  // the view lays out, resizes the sublayer, which lays out in the same pass
        drainMainRunLoop()
        #expect(log == ["layoutSubviews", "view layer layoutSublayers", "sublayer layoutSublayers"])
        #expect(sublayer.bounds.size == CGSize(width: 200, height: 100) && !sublayer.needsLayout())
        log = []
        sublayer.setNeedsLayout()
        #expect(sublayer.needsLayout())
        drainMainRunLoop()
        #expect(log == ["sublayer layoutSublayers"])
        let loose = LoggingLayer()
        loose.onLayout = { log.append("loose") }
        loose.setNeedsLayout()
        loose.layoutIfNeeded()
        #expect(log == ["sublayer layoutSublayers", "loose"])
    }

    @Test func test_Q6_hitTestingFindsTheFrontmostLayerContainingThePoint() {
        let root = CALayer(), a = CALayer(), b = CALayer(), inner = CALayer(), outside = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        a.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        b.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        inner.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        outside.frame = CGRect(x: 150, y: 0, width: 10, height: 10)
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(inner)
        a.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === b)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === inner)
        #expect(root.hitTest(CGPoint(x: 165, y: 15)) === outside)
        #expect(root.hitTest(CGPoint(x: 190, y: 190)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10)) == nil)
        a.zPosition = 1  // above b whatever the order
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === a)
        a.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 165, y: 15)) === root)
        b.isHidden = true
        a.zPosition = 0
        #expect(root.hitTest(CGPoint(x: 140, y: 140)) === root)
        #expect(a.contains(CGPoint(x: 50, y: 50)) && !a.contains(CGPoint(x: 150, y: 50)))
        #expect(b.convert(CGPoint(x: 0, y: 0), to: a) == CGPoint(x: 40, y: 40))
        #expect(a.convert(CGPoint(x: 40, y: 40), from: b) == CGPoint(x: 80, y: 80))
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: root) == CGRect(x: 10, y: 10, width: 5, height: 5))
    }
}

extension CATransform3D {
    /// The affine part, for comparing with a view's transform.
    var affinePartForTests: CGAffineTransform { CATransform3DGetAffineTransform(self) }
}

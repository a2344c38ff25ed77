import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// Pixels of layers composited as Core Animation does (Q17, Q18, Q20).
@MainActor
@Suite(.uikit) struct LayerRenderingTests {
    let clock: VirtualClock

    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        clock = VirtualClock().install()
        TextRenderer.install()
    }

    private func solid(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// Whether two pixels differ by at most 1 in each channel (rounding of a half opacity).
    private func near(_ a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ b: (Int, Int, Int, Int)) -> Bool {
        abs(Int(a.red) - b.0) <= 1 && abs(Int(a.green) - b.1) <= 1 && abs(Int(a.blue) - b.2) <= 1 && abs(Int(a.alpha) - b.3) <= 1
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    @Test func test_Q20_sublayersDrawInZOrderAboveTheSubviewsTheyFollow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let under = solid(CGRect(x: 0, y: 0, width: 50, height: 50), red)
        root.layer.insertSublayer(under, at: 0)
        let subview = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 50))
        subview.backgroundColor = UIColor(cgColor: blue)
        root.addSubview(subview)
        let raised = solid(CGRect(x: 0, y: 50, width: 50, height: 50), red)
        raised.zPosition = 1
        root.layer.addSublayer(raised)
        root.layer.addSublayer(solid(CGRect(x: 25, y: 50, width: 50, height: 50), blue))  // later, but lower z
        let hidden = solid(CGRect(x: 80, y: 80, width: 20, height: 20), black)
        hidden.isHidden = true
        root.layer.addSublayer(hidden)
        let image = ViewRenderer(scale: 1).image(of: root)
        #expect(image.pixel(at: CGPoint(x: 10, y: 10)) == (255, 0, 0, 255))  // the layer under the subview
        #expect(image.pixel(at: CGPoint(x: 40, y: 10)) == (0, 0, 255, 255))  // the subview over it
        #expect(image.pixel(at: CGPoint(x: 40, y: 60)) == (255, 0, 0, 255))  // z 1 over the later sibling
        #expect(image.pixel(at: CGPoint(x: 90, y: 90)) == (255, 255, 255, 255))
    }

    @Test func test_Q20_anchorPointTransformOpacityBorderAndMask() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let host = UIView(frame: root.frame)
        host.layer.addSublayer(root)
        let turned = solid(CGRect(x: 0, y: 0, width: 40, height: 20), blue)
        turned.anchorPoint = .zero
        turned.position = CGPoint(x: 50, y: 10)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))  // about its top left: now left of x 50
        root.addSublayer(turned)
        let faded = solid(CGRect(x: 60, y: 60, width: 30, height: 30), black)
        faded.opacity = 0.5
        faded.borderWidth = 5
        faded.borderColor = red
        root.addSublayer(faded)
        let masked = solid(CGRect(x: 0, y: 60, width: 40, height: 40), red)
        let mask = solid(CGRect(x: 0, y: 0, width: 20, height: 40), black)  // only the left half shows
        masked.mask = mask
        root.addSublayer(masked)
        let image = ViewRenderer(scale: 1).image(of: host)
        #expect(image.pixel(at: CGPoint(x: 40, y: 40)) == (0, 0, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 60, y: 20)) == (255, 255, 255, 255))
        #expect(near(image.pixel(at: CGPoint(x: 75, y: 75)), (128, 128, 128, 255)))  // half-transparent black
        #expect(near(image.pixel(at: CGPoint(x: 61, y: 75)), (255, 128, 128, 255)))  // the border, inside, faded
        #expect(image.pixel(at: CGPoint(x: 10, y: 80)) == (255, 0, 0, 255))
        #expect(image.pixel(at: CGPoint(x: 30, y: 80)) == (255, 255, 255, 255))
    }

    @Test func test_Q20_masksToBoundsClipsSublayersAndTheShadow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let clipped = solid(CGRect(x: 10, y: 10, width: 30, height: 30), blue)
        clipped.masksToBounds = true
        clipped.shadowOpacity = 1
        clipped.shadowOffset = CGSize(width: 0, height: 20)
        clipped.shadowRadius = 0
        clipped.addSublayer(solid(CGRect(x: 20, y: 0, width: 40, height: 10), red))
        root.layer.addSublayer(clipped)
        let shadowed = solid(CGRect(x: 60, y: 10, width: 30, height: 30), blue)
        shadowed.shadowOpacity = 1
        shadowed.shadowOffset = CGSize(width: 0, height: 20)
        shadowed.shadowRadius = 0
        root.layer.addSublayer(shadowed)
        let image = ViewRenderer(scale: 1).image(of: root)
        #expect(image.pixel(at: CGPoint(x: 35, y: 15)) == (255, 0, 0, 255))
        #expect(image.pixel(at: CGPoint(x: 45, y: 15)) == (255, 255, 255, 255))  // clipped away
        #expect(image.pixel(at: CGPoint(x: 25, y: 50)) == (255, 255, 255, 255))  // no shadow
        #expect(image.pixel(at: CGPoint(x: 75, y: 50)) == (0, 0, 0, 255))  // the shadow below
    }

    @Test func test_Q17_aShapeLayerStrokesOnlyFromStrokeStartToStrokeEnd() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        root.backgroundColor = .white
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        line.path = path
        line.strokeColor = blue
        line.lineWidth = 6
        line.strokeStart = 0.2
        line.strokeEnd = 0.6
        root.layer.addSublayer(line)
        let image = ViewRenderer(scale: 1).image(of: root)
        #expect(image.pixel(at: CGPoint(x: 10, y: 10)) == (255, 255, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 25, y: 10)) == (0, 0, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 55, y: 10)) == (0, 0, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 65, y: 10)) == (255, 255, 255, 255))
        let filled = CAShapeLayer()
        filled.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        root.layer.addSublayer(filled)  // default fill: opaque black
        #expect(ViewRenderer(scale: 1).image(of: root).pixel(at: CGPoint(x: 5, y: 5)) == (0, 0, 0, 255))
    }

    @Test func test_Q18_anAxialGradientRunsInTheUnitSquareOfTheBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [black, CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
        gradient.startPoint = .zero
        gradient.endPoint = CGPoint(x: 1, y: 1)
        root.layer.addSublayer(gradient)
        let image = ViewRenderer(scale: 1).image(of: root)
        let topRight = image.pixel(x: 199, y: 0), bottomLeft = image.pixel(x: 0, y: 99)
        #expect(abs(Int(topRight.red) - 128) <= 2 && abs(Int(bottomLeft.red) - 128) <= 2)  // the other diagonal is mid-grey
        #expect(image.pixel(x: 0, y: 0).red < 3 && image.pixel(x: 199, y: 99).red > 252)
        gradient.colors = [red, blue, red]  // spread evenly down the layer by default
        gradient.startPoint = CGPoint(x: 0.5, y: 0)
        gradient.endPoint = CGPoint(x: 0.5, y: 1)
        let spread = ViewRenderer(scale: 1).image(of: root)
        #expect(spread.pixel(x: 100, y: 50).blue > 250 && spread.pixel(x: 100, y: 50).red < 5)
        gradient.locations = [0, 0.2, 1]
        #expect(ViewRenderer(scale: 1).image(of: root).pixel(x: 100, y: 20).blue > 250)
    }

    @Test func test_Q19_aTextLayerDrawsFromItsTopLeftInItsForegroundColour() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .black
        let text = CATextLayer()
        text.string = "MMMM"
        text.frame = root.bounds
        root.layer.addSublayer(text)
        let image = ViewRenderer(scale: 1).image(of: root)
        let inked = (0..<100).flatMap { y in (0..<200).map { x in image.pixel(x: x, y: y) } }.filter { $0.red > 200 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.green > 200 && $0.blue > 200 })  // white glyphs
        let inkedRows = (0..<100).filter { y in (0..<200).contains { image.pixel(x: $0, y: y).red > 200 } }
        let lowest = inkedRows.last ?? 0
        #expect(lowest < 50)  // 36-point text at the top, not centred
    }

    @Test func test_Q24_aReplicatorDrawsTransformedFadedAndDelayedCopies() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)  // a quarter turn about the centre
        replicator.instanceAlphaOffset = -0.25
        let dot = solid(CGRect(x: 40, y: 0, width: 20, height: 20), black)
        replicator.addSublayer(dot)
        root.layer.addSublayer(replicator)
        var image = ViewRenderer(scale: 1).image(of: root)
        #expect(image.pixel(at: CGPoint(x: 50, y: 10)) == (0, 0, 0, 255))  // the original, at the top
        #expect(near(image.pixel(at: CGPoint(x: 90, y: 50)), (64, 64, 64, 255)))  // copy 1, right, at 0.75
        #expect(near(image.pixel(at: CGPoint(x: 50, y: 90)), (128, 128, 128, 255)))  // copy 2, bottom, at 0.5
        #expect(near(image.pixel(at: CGPoint(x: 10, y: 50)), (191, 191, 191, 255)))  // copy 3, left, at 0.25
        replicator.instanceAlphaOffset = 0
        replicator.instanceDelay = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        dot.add(fade, forKey: "fade")
        clock.advance(by: 0.5)
        image = ViewRenderer(scale: 1).image(of: root)
        #expect(near(image.pixel(at: CGPoint(x: 50, y: 10)), (128, 128, 128, 255)))  // half-way through
        #expect(image.pixel(at: CGPoint(x: 90, y: 50)) == (0, 0, 0, 255))  // half a second behind: just starting
        #expect(image.pixel(at: CGPoint(x: 50, y: 90)) == (0, 0, 0, 255))  // a second behind: not begun, the model value
    }
}

import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitRendering
import UIKitTesting

/// Layer transitions and contents centres as `UIKitRendering` draws them (CA4, CA5).
@MainActor
@Suite(.uikit) struct LayerTransitionRenderingTests {
    let clock: VirtualClock
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        clock = VirtualClock().install()
        TextRenderer.install()
    }

    private func solid(_ color: UIColor, width: CGFloat = 10, height: CGFloat = 2) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            color.setFill(); context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }.cgImage!
    }

    private func letters(_ image: RenderedImage) -> String {
        (0..<10).map { x -> String in
            let p = image.pixel(x: x, y: 0)
            if p.red > 240 && p.blue < 15 { return "r" }
            if p.blue > 240 && p.red < 15 { return "b" }
            return p.alpha == 0 ? "." : "?"
        }.joined()
    }

    @Test func test_CA5_cairoDrawsAPushAndASummedFade() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let layer = CALayer()
        layer.frame = view.bounds
        layer.contents = solid(.red)
        view.layer.addSublayer(layer)
        CATransaction.flush()
        CATransaction.setDisableActions(true)
        layer.contents = solid(.blue)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(push, forKey: nil)
        clock.advance(by: 0.3)
        #expect(letters(ViewRenderer(scale: 1).image(of: view)) == "rrrrrrrbbb")
        clock.advance(by: 1)
        #expect(letters(ViewRenderer(scale: 1).image(of: view)) == "bbbbbbbbbb")
        CATransaction.setDisableActions(false)
        layer.contents = solid(.red)  // the default action: a fade
        clock.advance(by: 0.125)
        let middle = ViewRenderer(scale: 1).image(of: view).pixel(x: 5, y: 1)
        #expect(abs(Int(middle.red) - 204) <= 4 && abs(Int(middle.blue) - 51) <= 4 && middle.alpha == 255)
    }

    @Test func test_CA4_cairoStretchesOnlyTheContentsCentre() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let framed = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill(); context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 8))
        let layer = CALayer()
        layer.frame = view.bounds
        layer.contents = framed.cgImage
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        view.layer.addSublayer(layer)
        let image = ViewRenderer(scale: 1).image(of: view)
        let corner = image.pixel(x: 0, y: 0), inside = image.pixel(x: 1, y: 1), edge = image.pixel(x: 6, y: 0), middle = image.pixel(x: 10, y: 6)
        #expect(corner.red > 240 && inside.blue > 240 && inside.red < 15 && edge.red > 240 && middle.blue > 240)
    }
}

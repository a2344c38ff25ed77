import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitRendering
import UIKitTesting

/// Drawing replayed in pictures: `draw(_:)`, Core Graphics images, gradients, resizable
/// images, graphics renderers' PNG and JPEG data.
@MainActor
@Suite(.uikit) struct DrawingRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    /// A view drawing with a closure.
    final class ClosureView: UIView {
        var body: (CGRect) -> Void = { _ in }
        override func draw(_ rect: CGRect) { body(rect) }
    }

    private func render(_ view: UIView) -> RenderedImage { ViewRenderer(scale: 1).image(of: view) }

    @Test func test_G1_aCustomDrawingAppearsInPicturesOverTheBackground() {
        let view = ClosureView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.body = { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
            let context = UIGraphicsGetCurrentContext()!
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(2)
            context.stroke(CGRect(x: 1, y: 1, width: 38, height: 38))
        }
        let image = render(view)
        #expect(image.pixel(x: 20, y: 20) == (255, 0, 0, 255))
        #expect(image.pixel(x: 11, y: 11) == (255, 255, 255, 255))  // outside the circle
        #expect(image.pixel(x: 1, y: 20) == (0, 0, 255, 255))
    }

    @Test func test_G1_aDrawingMadeAtOneSizeStretchesWithTheView() {
        let view = ClosureView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.body = { _ in
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        _ = render(view)  // draws at 20 × 20
        view.frame.size = CGSize(width: 40, height: 20)
        let image = render(view)
        #expect(image.pixel(x: 15, y: 10) == (0, 255, 0, 255))  // the left half, stretched
        #expect(image.pixel(x: 25, y: 10).alpha == 0)
    }

    @Test func test_G8_coreGraphicsImagesComeUpsideDownUnlessTheContextIsFlipped() throws {
        let halves = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: {
            let format = UIGraphicsImageRendererFormat(); format.scale = 1; return format
        }()).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let cgImage = try #require(halves.cgImage)
        let plain = ClosureView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.body = { _ in UIGraphicsGetCurrentContext()!.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let flipped = ClosureView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        flipped.body = { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.translateBy(x: 0, y: 10)
            context.scaleBy(x: 1, y: -1)
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(render(plain).pixel(x: 5, y: 1) == (0, 0, 255, 255))
        #expect(render(flipped).pixel(x: 5, y: 1) == (255, 0, 0, 255))
    }

    @Test func test_G10_gradientsFillTheClipAndStopAtTheirEndsUnlessExtended() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.black.cgColor, UIColor.white.cgColor], locations: [0, 1]))
        let view = ClosureView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.body = { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        }
        let image = render(view)
        #expect(image.pixel(x: 10, y: 10).alpha == 0 && image.pixel(x: 90, y: 10).alpha == 0)
        let middle = image.pixel(x: 50, y: 10)
        #expect(middle.alpha == 255 && abs(Int(middle.red) - 128) < 6)
        view.body = { _ in
            UIGraphicsGetCurrentContext()!.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                                              options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        view.setNeedsDisplay()
        let extended = render(view)
        #expect(extended.pixel(x: 10, y: 10) == (0, 0, 0, 255) && extended.pixel(x: 90, y: 10) == (255, 255, 255, 255))
    }

    @Test func test_G4_resizableImagesKeepTheirCornersAndTintedImagesTheirColour() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let source = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9), format: format).image { context in
            UIColor.green.setFill(); context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        imageView.image = source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        let nine = render(imageView)
        #expect(nine.pixel(x: 1, y: 1) == (255, 0, 0, 255) && nine.pixel(x: 4, y: 4) == (0, 255, 0, 255))
        imageView.image = source  // plain: the red corner stretches to a third
        #expect(render(imageView).pixel(x: 15, y: 15) == (255, 0, 0, 255))
        imageView.image = source.withTintColor(.blue)
        #expect(render(imageView).pixel(x: 30, y: 30) == (0, 0, 255, 255))
    }

    @Test func test_G3_rendererDataIsAPNGOrJPEGOfThePixelSize() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20))
        let png = renderer.pngData { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        let decoded = try #require(UIImage(data: png, scale: 3))
        #expect(decoded.size == CGSize(width: 30, height: 20))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(jpeg.prefix(2) == Data([0xFF, 0xD8]) && jpeg.suffix(2) == Data([0xFF, 0xD9]))
        #expect(UIImage(data: jpeg, scale: 3)?.size == CGSize(width: 30, height: 20))
        // The decoded PNG shows the drawing.
        let view = UIImageView(image: decoded)
        #expect(ViewRenderer(scale: 3).image(of: view).pixel(x: 10, y: 10) == (255, 128, 0, 255))
    }
}

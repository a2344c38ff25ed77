import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitRendering
import UIKitTesting

/// GIF images as `UIKitRendering` draws them: the first frame's pixels, decoded by the
/// `UIKit` module's decoder, on Cairo's canvas (GF2).
@MainActor
@Suite(.uikit) struct GIFRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    /// A 2 × 2 GIF89a: red, green / blue, transparent (index 3, by its Graphic Control
    /// Extension), in literal LZW codes: clear, 0, 1, clear, 2, 3, end (3 bits each).
    static let quarters = Data(Array("GIF89a".utf8) + [
        0x02, 0x00, 0x02, 0x00, 0x81, 0x00, 0x00,                                          // 2 × 2, a 4-colour table
        0xFF, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF,          // red, green, blue, white
        0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x03, 0x00,                                    // index 3 is transparent
        0x2C, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00,                        // the frame: 2 × 2 at 0, 0
        0x02, 0x03, 0x44, 0xA8, 0x15, 0x00,                                                // code size 2, one sub-block
        0x3B,
    ])

    @Test func test_GF2_anImageViewShowsAGIFsFirstFrame() throws {
        let gif = try #require(UIImage(data: Self.quarters))
        let view = UIImageView(image: gif)
        view.backgroundColor = .white
        view.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        let picture = ViewRenderer(scale: 1).image(of: view)
        #expect(picture.pixel(x: 0, y: 0) == (255, 0, 0, 255) && picture.pixel(x: 1, y: 0) == (0, 255, 0, 255))
        #expect(picture.pixel(x: 0, y: 1) == (0, 0, 255, 255))
        #expect(picture.pixel(x: 1, y: 1) == (255, 255, 255, 255))  // transparent: the background shows
    }

    @Test func test_GF2_cairosRasteriserDrawsGIFsAndTheirPNGData() throws {
        #expect(ImageRasterization.current is ImageRasterizer)  // installed with the text renderer
        let gif = try #require(UIImage(data: Self.quarters))
        let png = try #require(gif.pngData())
        let direct = try #require(RenderedImage(pngData: png))
        #expect(direct.pixel(x: 0, y: 0) == (255, 0, 0, 255) && direct.pixel(x: 1, y: 1).alpha == 0)
        // A tinted copy goes through Cairo's drawing of the decoded frame.
        let tintedPNG = try #require(gif.withTintColor(.black).pngData())
        let tinted = try #require(RenderedImage(pngData: tintedPNG))
        #expect(tinted.pixel(x: 1, y: 0) == (0, 0, 0, 255) && tinted.pixel(x: 1, y: 1).alpha == 0)
        // A layer's contents from the GIF's CGImage.
        let layerView = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        layerView.layer.contents = gif.cgImage
        #expect(ViewRenderer(scale: 1).image(of: layerView).pixel(x: 0, y: 1) == (0, 0, 255, 255))
    }
}

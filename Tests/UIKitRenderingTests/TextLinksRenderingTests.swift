import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitRendering
import UIKitTesting

/// DD2: detected data is drawn in the link colour in the picture; the rest of the text is not.
@MainActor
@Suite(.uikit) struct TextLinksRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    /// How many pixels in `rect` (points) are the link blue, and how many dark.
    private func inkCounts(_ image: RenderedImage, in rect: CGRect) -> (blue: Int, dark: Int) {
        let scale = image.scale
        var counts = (blue: 0, dark: 0)
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let pixel = image.pixel(x: x, y: y)
                if pixel.blue > 180 && pixel.red < 120 && pixel.green < 190 { counts.blue += 1 }
                if pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 { counts.dark += 1 }
            }
        }
        return counts
    }

    @Test func test_DD2_aDetectedPhoneNumberIsDrawnInTheLinkColour() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.backgroundColor = .white
        let view = UITextView(frame: root.bounds)
        view.backgroundColor = .white
        view.textColor = .black
        view.font = .systemFont(ofSize: 17)
        view.isEditable = false
        view.dataDetectorTypes = [.phoneNumber]
        view.text = "Call 415-555-0132"
        root.addSubview(view)
        let image = ViewRenderer(scale: 2).image(of: root)
        let manager = view._layingOutLayoutManager
        let call = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 4), in: view.textContainer).offsetBy(dx: 0, dy: 8)
        let number = manager.boundingRect(forGlyphRange: NSRange(location: 5, length: 12), in: view.textContainer).offsetBy(dx: 0, dy: 8)
        let plain = inkCounts(image, in: call), linked = inkCounts(image, in: number)
        #expect(plain.dark > 20 && plain.blue == 0)
        #expect(linked.blue > 40 && linked.dark == 0)
    }
}

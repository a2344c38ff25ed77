import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// TK11, TK18: a text view's text, laid out by its layout manager with Pango's widths,
/// flows around an exclusion path in the picture.
@MainActor
@Suite(.uikit) struct TextKitRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    /// Whether any dark pixel lies in `rect` (points).
    private func hasInk(_ image: RenderedImage, in rect: CGRect) -> Bool {
        let scale = image.scale
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 { return true }
            }
        }
        return false
    }

    @Test func test_TK11_textFlowsAroundAnExclusionPathInThePicture() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        let view = UITextView(frame: root.bounds)
        view.backgroundColor = .white
        view.textColor = .black
        view.font = .systemFont(ofSize: 14)
        view.isEditable = false
        view.text = String(repeating: "Text flows around the square on both sides. ", count: 12)
        // A square in the container's coordinates: in the view, 8 points lower (the inset).
        view.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 110, y: 30, width: 80, height: 60))]
        root.addSubview(view)
        let image = ViewRenderer(scale: 2).image(of: root)
        let square = CGRect(x: 110, y: 38, width: 80, height: 60)
        #expect(!hasInk(image, in: square.insetBy(dx: 1, dy: 1)))
        #expect(hasInk(image, in: CGRect(x: 0, y: square.minY, width: square.minX, height: square.height)))
        #expect(hasInk(image, in: CGRect(x: square.maxX, y: square.minY, width: 300 - square.maxX, height: square.height)))
        // Above and below it, lines run across its columns.
        #expect(hasInk(image, in: CGRect(x: square.minX, y: 8, width: square.width, height: 25)))
        #expect(hasInk(image, in: CGRect(x: square.minX, y: square.maxY + 4, width: square.width, height: 60)))
        // Each line fragment the layout manager made is clear of the square.
        var fragments: [CGRect] = []
        view.layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: view.layoutManager.numberOfGlyphs)) { rect, _, _, _, _ in
            fragments.append(rect)
        }
        #expect(fragments.contains { $0.maxX <= 110 && $0.minY >= 30 && $0.minY < 90 })
        let excluded = CGRect(x: 110, y: 30, width: 80, height: 60)
        #expect(!fragments.contains { min($0.maxX, excluded.maxX) - max($0.minX, excluded.minX) > 0.01
                && min($0.maxY, excluded.maxY) - max($0.minY, excluded.minY) > 0.01 })
    }
}

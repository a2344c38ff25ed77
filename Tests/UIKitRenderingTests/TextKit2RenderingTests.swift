import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// A layout fragment drawing a yellow bubble behind its paragraph, as apps mark comments.
final class BubbleLayoutFragment: NSTextLayoutFragment {
    nonisolated(unsafe) static var drawCount = 0

    override func draw(at point: CGPoint, in context: CGContext) {
        Self.drawCount += 1
        context.setFillColor(UIColor.yellow.cgColor)
        context.fill(CGRect(origin: point, size: layoutFragmentFrame.size))
        super.draw(at: point, in: context)
    }
}

/// Makes a bubble fragment for every paragraph starting with "//".
final class BubbleDelegate: NSTextLayoutManagerDelegate {
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                           in textElement: NSTextElement) -> NSTextLayoutFragment {
        let text = (textElement as? NSTextParagraph)?.attributedString.string ?? ""
        return text.hasPrefix("//") ? BubbleLayoutFragment(textElement: textElement, range: textElement.elementRange)
            : NSTextLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }
}

/// TX9: a TextKit 2 text view's picture is what its layout fragments draw, with Pango's
/// widths; its text looks as under TextKit 1.
@MainActor
@Suite(.uikit) struct TextKit2RenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    private func textView(textKit2: Bool) -> UITextView {
        let view = UITextView(usingTextLayoutManager: textKit2)
        view.frame = CGRect(x: 0, y: 0, width: 240, height: 120)
        view.backgroundColor = .white
        view.textColor = .black
        view.font = .systemFont(ofSize: 14)
        view.isEditable = false
        view.text = "A line of plain text.\n// A comment in a bubble.\nMore plain text after it."
        return view
    }

    @Test func test_TX9_customLayoutFragmentsDrawInThePicture() throws {
        let plain = textView(textKit2: true)
        let bubbled = textView(textKit2: true)
        let delegate = BubbleDelegate()
        bubbled.textLayoutManager?.delegate = delegate
        BubbleLayoutFragment.drawCount = 0
        let image = ViewRenderer(scale: 1).image(of: bubbled)
        #expect(BubbleLayoutFragment.drawCount == 1)
        let manager = try #require(bubbled.textLayoutManager)
        var frames: [CGRect] = []
        manager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { frames.append($0.layoutFragmentFrame); return true }
        #expect(frames.count == 3)
        // The bubble fills the second paragraph's frame (moved by the inset) and nothing else.
        let bubble = frames[1].offsetBy(dx: bubbled.textContainerInset.left, dy: bubbled.textContainerInset.top)
        let corner = image.pixel(at: CGPoint(x: bubble.maxX - 2, y: bubble.midY))
        #expect(corner.red > 240 && corner.green > 240 && corner.blue < 20)
        let above = image.pixel(at: CGPoint(x: bubble.maxX - 2, y: frames[0].midY + bubbled.textContainerInset.top))
        #expect(above.blue > 240)
        // Without the delegate, TextKit 2 draws what TextKit 1 draws, pixel for pixel.
        let textKit1 = textView(textKit2: false)
        #expect(plain.textLayoutManager != nil && textKit1.textLayoutManager == nil)
        let tk2Image = ViewRenderer(scale: 1).image(of: plain), tk1Image = ViewRenderer(scale: 1).image(of: textKit1)
        var differing = 0, inked = 0
        for y in 0..<120 {
            for x in 0..<240 {
                let a = tk2Image.pixel(x: x, y: y), b = tk1Image.pixel(x: x, y: y)
                if a != b { differing += 1 }
                if a.red < 100 { inked += 1 }
            }
        }
        #expect(differing == 0 && inked > 100)
    }
}

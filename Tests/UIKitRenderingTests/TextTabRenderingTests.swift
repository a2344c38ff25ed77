import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// TL5, TL7, TL8: tabbed and raised text drawn where layout puts it.
@MainActor
@Suite(.uikit) struct TextTabRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    /// The smallest rectangle (in points) holding the pixels `matches` accepts, or nil.
    private func box(_ image: RenderedImage, _ matches: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where matches(image.pixel(x: x, y: y)) {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let scale = image.scale
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    private func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red > 200 && p.green < 60 && p.blue < 60 }
    private func isBlue(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.blue > 200 && p.red < 60 && p.green < 60 }

    private func tabbedText() -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 150)]
        let font = UIFont.boldSystemFont(ofSize: 24)
        let text = NSMutableAttributedString(string: "A\t", attributes: [.font: font, .foregroundColor: UIColor.blue, .paragraphStyle: style])
        text.append(NSAttributedString(string: "H", attributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style]))
        return text
    }

    @Test func test_TL5_aTextViewDrawsTheTextAfterATabAtItsStop() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        root.backgroundColor = .white
        let view = UITextView(frame: root.bounds)
        view.isEditable = false
        view.attributedText = tabbedText()
        root.addSubview(view)
        let image = ViewRenderer(scale: 2).image(of: root)
        let red = try #require(box(image, isRed)), blue = try #require(box(image, isBlue))
        let expected = view.textContainerInset.left + view.layoutManager.location(forGlyphAt: 2).x
        #expect(view.layoutManager.location(forGlyphAt: 2).x == 155)
        #expect(abs(red.minX - expected) <= 3 && blue.maxX < 40)
    }

    @Test func test_TL7_aLabelDrawsTheTextAfterATabAtItsStop() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.backgroundColor = .white
        let label = UILabel(frame: root.bounds)
        label.attributedText = tabbedText()
        root.addSubview(label)
        let image = ViewRenderer(scale: 2).image(of: root)
        let red = try #require(box(image, isRed))
        #expect(abs(red.minX - 150) <= 3)
    }

    @Test func test_TL8_aSuperscriptLevelIsDrawnRaised() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        root.backgroundColor = .white
        let label = UILabel(frame: root.bounds)
        let font = UIFont.boldSystemFont(ofSize: 30)
        let text = NSMutableAttributedString(string: "H", attributes: [.font: font, .foregroundColor: UIColor.blue])
        text.append(NSAttributedString(string: "H", attributes: [.font: font, .foregroundColor: UIColor.red,
                                                                 NSAttributedString.Key("NSSuperScript"): 1]))
        label.attributedText = text
        root.addSubview(label)
        let image = ViewRenderer(scale: 2).image(of: root)
        let red = try #require(box(image, isRed)), blue = try #require(box(image, isBlue))
        // A third of 30 points higher.
        #expect(abs((blue.maxY - red.maxY) - 10) <= 1 && abs(red.height - blue.height) <= 1)
    }
}

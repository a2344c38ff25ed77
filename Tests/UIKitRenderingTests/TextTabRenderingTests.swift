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
        let red = try #require(inkBox(image, isRedInk)), blue = try #require(inkBox(image, isBlueInk))
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
        let red = try #require(inkBox(image, isRedInk))
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
        let red = try #require(inkBox(image, isRedInk)), blue = try #require(inkBox(image, isBlueInk))
        // A third of 30 points higher.
        #expect(abs((blue.maxY - red.maxY) - 10) <= 1 && abs(red.height - blue.height) <= 1)
    }
}

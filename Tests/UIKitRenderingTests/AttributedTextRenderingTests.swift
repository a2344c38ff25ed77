import Foundation
import Testing
@testable import UIKit
import UIKitRendering
import UIKitTesting

/// F7, F19, F20, F32: attributed text measured and drawn with Pango.
@MainActor
@Suite(.uikit) struct AttributedTextRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    private let measurement = TextRenderer()
    private let body = UIFont.systemFont(ofSize: 17)

    private func size(_ text: NSAttributedString, width: CGFloat? = nil, lines: Int = 0) -> CGSize {
        measurement.size(of: text, width: width, numberOfLines: lines)
    }

    private func plain(_ text: String, _ font: UIFont) -> CGSize {
        measurement.size(of: text, font: font, width: nil, numberOfLines: 0)
    }


    @Test func test_F20_pangoMeasuresEachRunWithItsFontKernAndTheParagraphsSpacing() {
        let hello = plain("Hello", body)
        #expect(size(NSAttributedString(string: "Hello", attributes: [.font: body])) == hello)
        // Kern follows each of the five characters.
        #expect(size(NSAttributedString(string: "Hello", attributes: [.font: body, .kern: 2])) == CGSize(width: hello.width + 10, height: hello.height))
        let big = UIFont.systemFont(ofSize: 30)
        let mixed = NSMutableAttributedString(string: "ab", attributes: [.font: body])
        mixed.append(NSAttributedString(string: "cd", attributes: [.font: big]))
        #expect(size(mixed) == CGSize(width: plain("ab", body).width + plain("cd", big).width, height: big.lineHeight))
        let line = body.lineHeight
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 5
        spaced.paragraphSpacing = 7
        let twoLines = NSAttributedString(string: "Hello Hello", attributes: [.font: body, .paragraphStyle: spaced])
        #expect(size(twoLines, width: hello.width + 5) == CGSize(width: hello.width, height: line * 2 + 5))
        let paragraphs = NSAttributedString(string: "Hello\nHello", attributes: [.font: body, .paragraphStyle: spaced])
        #expect(size(paragraphs) == CGSize(width: hello.width, height: line * 2 + 7))
        #expect(size(paragraphs, lines: 1) == CGSize(width: hello.width, height: line))
        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 12
        #expect(size(NSAttributedString(string: "Hello", attributes: [.font: body, .paragraphStyle: indented])).width == hello.width + 12)
        let truncating = NSMutableParagraphStyle()
        truncating.lineBreakMode = .byTruncatingTail
        #expect(size(NSAttributedString(string: "Hello Hello Hello", attributes: [.font: body, .paragraphStyle: truncating]), width: 50).height == line)
        // A label measures its attributed text the same way, rounded up to pixels.
        let label = UILabel()
        label.attributedText = mixed
        #expect(label.intrinsicContentSize == CGSize(width: (size(mixed).width * 3).rounded(.up) / 3, height: (big.lineHeight * 3).rounded(.up) / 3))
    }

    @Test func test_F7_iOSFontsAreDrawnWithFreeLookAlikes() {
        func width(_ text: String, _ name: String) -> CGFloat { plain(text, UIFont(name: name, size: 20)!).width }
        // Monospaced faces stay monospaced; proportional ones do not.
        #expect(width("iiii", "Courier") == width("WWWW", "Courier"))
        #expect(width("iiii", "Menlo-Regular") == width("WWWW", "Menlo-Regular"))
        #expect(width("iiii", "CourierNewPSMT") == width("WWWW", "CourierNewPSMT"))
        #expect(plain("iiii", .monospacedSystemFont(ofSize: 20, weight: .regular)).width == plain("WWWW", .monospacedSystemFont(ofSize: 20, weight: .regular)).width)
        #expect(width("iiii", "Helvetica") < width("WWWW", "Helvetica"))
        // Each family has its own metrics: Helvetica (Nimbus Sans), Arial (Liberation Sans),
        // Georgia (C059), Times New Roman (Liberation Serif) and the system font (Inter) differ.
        let widths = ["Helvetica", "ArialMT", "Georgia", "TimesNewRomanPSMT"].map { width("Hello", $0) } + [plain("Hello", .systemFont(ofSize: 20)).width]
        #expect(Set(widths).count == 5)
        // Bold faces are drawn bold: wider than the regular face.
        #expect(width("Hello", "Helvetica-Bold") > width("Hello", "Helvetica"))
        #expect(width("Hello", "AvenirNext-Bold") > width("Hello", "AvenirNext-Regular"))
    }

    @Test func test_F32_runsAreDrawnInTheirColoursWithTheirLinesBackgroundsShadowsAndAttachments() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.backgroundColor = .white
        let label = UILabel(frame: root.bounds)
        let text = NSMutableAttributedString(string: "Red", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: " Blue", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.blue, .underlineStyle: NSUnderlineStyle.single.rawValue,
            .underlineColor: UIColor.green,
        ]))
        text.append(NSAttributedString(string: " ", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)]))
        let attachment = NSTextAttachment(image: UIImage(size: CGSize(width: 20, height: 20)))
        text.append(NSAttributedString(attachment: attachment))
        label.attributedText = text
        root.addSubview(label)
        let image = ViewRenderer(scale: 2).image(of: root)
        let red = inkBox(image, isRedInk)!, blue = inkBox(image, isBlueInk)!
        let green = inkBox(image) { $0.green > 100 && $0.red < 60 && $0.blue < 60 }!
        let placeholder = inkBox(image) { abs(Int($0.red) - 217) < 4 && $0.red == $0.green && $0.green == $0.blue }!
        #expect(red.maxX < blue.minX)
        // The underline, in its own colour, under the underlined run (and its leading space).
        #expect(green.minY > blue.maxY && green.minX < blue.minX && green.maxX >= blue.maxX && green.height <= 2)
        // The attachment's image sits on the baseline, at its size, after the text.
        #expect(placeholder.minX > blue.maxX && abs(placeholder.width - 20) <= 0.5 && abs(placeholder.maxY - blue.maxY) <= 1)
    }

    @Test func test_F19_F32_linksBackgroundsShadowsAndStrikethroughsAreDrawn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        root.backgroundColor = .white
        let label = UILabel(frame: root.bounds)
        let font = UIFont.boldSystemFont(ofSize: 30)
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.red
        shadow.shadowOffset = CGSize(width: 4, height: 4)
        let text = NSMutableAttributedString(string: "Link", attributes: [.font: font, .link: URL(string: "https://example.com")!])
        text.append(NSAttributedString(string: " bg", attributes: [.font: font, .backgroundColor: UIColor.yellow]))
        text.append(NSAttributedString(string: " Shade", attributes: [.font: font, .foregroundColor: UIColor.black, .shadow: shadow]))
        text.append(NSAttributedString(string: " xx", attributes: [.font: font, .foregroundColor: UIColor.black, .strikethroughStyle: 1,
                                                                   .strikethroughColor: UIColor.blue]))
        label.attributedText = text
        root.addSubview(label)
        let image = ViewRenderer(scale: 2).image(of: root)
        let link = inkBox(image) { $0.red < 30 && abs(Int($0.green) - 122) < 20 && $0.blue > 230 }
        let yellow = inkBox(image) { $0.red > 240 && $0.green > 240 && $0.blue < 30 }
        let shadowed = inkBox(image, isRedInk)
        let strike = inkBox(image, isBlueInk)
        // F19: a label draws a link in the link colour, underlined (the box reaches below the baseline).
        #expect(link != nil && link!.minX < 2 && link!.maxY > 43)
        // The background fills the run's whole line height (36 points for 30-point bold).
        #expect(yellow != nil && yellow!.minX >= link!.maxX - 1 && yellow!.height >= 35)
        // The shadow is the run's glyphs in red, 4 points lower than the text (baseline at 41).
        #expect(shadowed != nil && shadowed!.minX > yellow!.maxX && shadowed!.maxY > 44)
        // The strikethrough, in its colour, crosses the middle of the lowercase letters.
        #expect(strike != nil && strike!.height <= 2 && strike!.minY > 30 && strike!.maxY < 40 && strike!.minX > shadowed!.maxX - 2)
    }
}

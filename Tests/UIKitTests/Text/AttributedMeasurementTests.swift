import Foundation
import Testing
import UIKit

/// F20–F22: measuring attributed text with the estimated measurement (0.55 × the size per
/// character, lines 1.19 × the size rounded up, ascender 0.952 × the size).
@MainActor
@Suite(.uikit) struct AttributedMeasurementTests {
    init() { _ = freshUIKit() }

    private let ten = UIFont.systemFont(ofSize: 10)  // 5.5 a character, 12-point lines

    private func text(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) -> NSMutableAttributedString {
        var all = attributes
        if all[.font] == nil { all[.font] = ten }
        return NSMutableAttributedString(string: string, attributes: all)
    }

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    private func size(_ text: NSAttributedString, width: CGFloat? = nil, lines: Int = 0) -> CGSize {
        TextMeasurement.current.size(of: text, width: width, numberOfLines: lines)
    }

    @Test func test_F20_runsMeasureWithTheirOwnFontsKernAndBaselineOffsets() {
        let mixed = text("ab")
        mixed.append(text("cd", [.font: UIFont.systemFont(ofSize: 20)]))
        // 2 × 5.5 + 2 × 11; the line as tall as the 20-point run (24).
        #expect(size(mixed) == CGSize(width: 33, height: 24))
        #expect(size(text("abc", [.kern: 2])) == CGSize(width: 23, height: 12))
        #expect(size(text("abc", [.kern: 1, .tracking: 1.0])) == CGSize(width: 23, height: 12))
        #expect(size(text("a", [.baselineOffset: 5])) == CGSize(width: 6, height: 17))
        #expect(size(text("a", [.baselineOffset: -3])) == CGSize(width: 6, height: 15))
        // Runs without a font are Helvetica 12 (6.6 a character, 15-point lines).
        #expect(size(NSAttributedString(string: "abc")) == CGSize(width: 20, height: 15))
        #expect(size(NSAttributedString(string: "")) == .zero)
        // A final newline adds an empty line.
        #expect(size(text("a\n")) == CGSize(width: 6, height: 24))
    }

    @Test func test_F20_paragraphStylesSpaceIndentAndLimitLines() {
        let spaced = style { $0.paragraphSpacing = 4; $0.paragraphSpacingBefore = 2; $0.lineSpacing = 3 }
        // Paragraph spacing after the first and before the second; line spacing only between a paragraph's lines.
        #expect(size(text("a\nb", [.paragraphStyle: spaced])) == CGSize(width: 6, height: 30))
        #expect(size(text("aaaa bbbb", [.paragraphStyle: spaced]), width: 30) == CGSize(width: 22, height: 27))
        let indented = style { $0.firstLineHeadIndent = 10; $0.headIndent = 5 }
        // 30 points for the first line, 35 for the others: "aaaa" / "bbbb" / "cccc".
        #expect(size(text("aaaa bbbb cccc", [.paragraphStyle: indented]), width: 40) == CGSize(width: 32, height: 36))
        let tail = style { $0.tailIndent = -10 }
        #expect(size(text("aaaa bbbb", [.paragraphStyle: tail]), width: 40) == CGSize(width: 22, height: 24))
        let fixedLength = style { $0.tailIndent = 30 }
        #expect(size(text("aaaa bbbb", [.paragraphStyle: fixedLength])) == CGSize(width: 22, height: 24))
        #expect(size(text("a", [.paragraphStyle: style { $0.lineHeightMultiple = 2 }])) == CGSize(width: 6, height: 24))
        #expect(size(text("a", [.paragraphStyle: style { $0.minimumLineHeight = 30 }])) == CGSize(width: 6, height: 30))
        #expect(size(text("a", [.paragraphStyle: style { $0.maximumLineHeight = 10 }])) == CGSize(width: 6, height: 10))
        #expect(size(text("Hello world again"), width: 40, lines: 2) == CGSize(width: 28, height: 24))
    }

    @Test func test_F20_lineBreakModesWrapByWordsOrCharactersOrKeepOneLine() {
        #expect(size(text("ab cdefgh"), width: 30) == CGSize(width: 28, height: 36))
        let characters = style { $0.lineBreakMode = .byCharWrapping }
        #expect(size(text("ab cdefgh", [.paragraphStyle: characters]), width: 30) == CGSize(width: 28, height: 24))
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            let truncating = style { $0.lineBreakMode = mode }
            #expect(size(text("aaaa bbbb", [.paragraphStyle: truncating]), width: 30) == CGSize(width: 30, height: 12))
        }
    }

    @Test func test_F21_boundingRectsAndSizesMeasureThroughTheInstalledMeasurement() {
        let attributes: [NSAttributedString.Key: Any] = [.font: ten]
        let wrapped = "Hello world again".boundingRect(with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
                                                       options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 28, height: 36))
        let context = NSStringDrawingContext()
        let cut = ("Hello world again" as NSString).boundingRect(with: CGSize(width: 40, height: 30),
                                                                 options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                                                 attributes: attributes, context: context)
        #expect(cut == CGRect(x: 0, y: 0, width: 28, height: 24))
        #expect(context.totalBounds == cut && context.actualScaleFactor == 1)
        // Without the line fragment origin: one line whose origin is its baseline.
        let oneLine = NSAttributedString(string: "Hello world\nagain", attributes: attributes)
            .boundingRect(with: CGSize(width: 40, height: 40), options: [], context: nil)
        #expect(oneLine == CGRect(x: 0, y: -(10 * 0.952), width: 61, height: 12))
        #expect(text("a\nbb").size() == CGSize(width: 11, height: 24))
        #expect("abc".size(withAttributes: nil) == CGSize(width: 20, height: 15))
        #expect(("abc" as NSString).size(withAttributes: attributes) == CGSize(width: 17, height: 12))
    }

    @Test func test_F22_swiftAttributedStringsCarryUIKitAttributes() {
        var hello = AttributedString("Hello")
        hello.font = UIFont.boldSystemFont(ofSize: 20)
        hello.foregroundColor = UIColor.red
        var world = AttributedString(" world")
        world.underlineStyle = .single
        world.kern = 2
        world.link = URL(string: "https://example.com")
        let converted = NSAttributedString(hello + world)
        #expect(converted.string == "Hello world")
        #expect(converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(converted.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == UIColor.red)
        #expect(converted.attribute(.underlineStyle, at: 5, effectiveRange: nil) as? Int == 1)
        #expect(converted.attribute(.kern, at: 10, effectiveRange: nil) as? CGFloat == 2)
        #expect(converted.attribute(.link, at: 6, effectiveRange: nil) as? URL == URL(string: "https://example.com"))
        #expect(converted.attribute(.font, at: 6, effectiveRange: nil) == nil)
        let container = AttributeContainer().font(UIFont.systemFont(ofSize: 9))
        #expect(AttributedString("x", attributes: container).font == UIFont.systemFont(ofSize: 9))
    }
}

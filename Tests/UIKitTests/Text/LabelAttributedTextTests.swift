import Foundation
import Testing
import UIKit

/// F14–F18: a label's attributed text and its interplay with the label's properties.
@MainActor
@Suite(.uikit) struct LabelAttributedTextTests {
    init() { _ = freshUIKit() }

    private func styled() -> NSAttributedString {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        centred.lineSpacing = 4
        let text = NSMutableAttributedString(string: "Hi", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: centred,
        ])
        text.append(NSAttributedString(string: "!!"))
        return text
    }

    @Test func test_F14_attributedTextSetsTheTextAndTheStylePropertiesFromItsFirstCharacter() {
        let label = UILabel()
        label.attributedText = styled()
        #expect(label.text == "Hi!!")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20) && label.textColor == UIColor.red)
        #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func test_F15_plainTextReadsAsAttributedTextStyledByTheLabel() {
        let label = UILabel()
        #expect(label.attributedText == nil && label.lineBreakMode == .byTruncatingTail)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        label.attributedText = styled()
        label.text = "Plain"
        let text = label.attributedText!
        var range = NSRange()
        let attributes = text.attributes(at: 0, effectiveRange: &range)
        #expect(text.string == "Plain" && range == NSRange(location: 0, length: 5))
        // The label's properties, which the attributed text had set (F14).
        #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? UIColor == UIColor.red)
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
        #expect(paragraph?.alignment == .center && paragraph?.lineBreakMode == .byWordWrapping && paragraph?.lineSpacing == 0)
        let shadow = attributes[.shadow] as? NSShadow
        #expect(shadow?.shadowOffset == CGSize(width: 0, height: -1) && shadow?.shadowColor == nil)
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func test_F16_styleSetAfterAttributedTextAppliesToTheWholeString() {
        let label = UILabel()
        label.attributedText = styled()
        label.font = .systemFont(ofSize: 12)
        label.textColor = .blue
        label.textAlignment = .right
        label.lineBreakMode = .byTruncatingMiddle
        label.shadowColor = .gray
        let text = label.attributedText!
        #expect(text.string == "Hi!!")
        for index in [0, 3] {
            let attributes = text.attributes(at: index, effectiveRange: nil)
            #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 12))
            #expect(attributes[.foregroundColor] as? UIColor == UIColor.blue)
            let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
            #expect(paragraph?.alignment == .right && paragraph?.lineBreakMode == .byTruncatingMiddle)
            #expect((attributes[.shadow] as? NSShadow)?.shadowColor as? UIColor == UIColor.gray)
        }
        // Each paragraph keeps the rest of its style.
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing == 4)
    }

    @Test func test_F17_runsWithoutStylesTakeTheLabels() {
        let label = UILabel()
        label.attributedText = styled()
        let plainRun = label.attributedText!.attributes(at: 2, effectiveRange: nil)
        #expect(plainRun[.font] as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(plainRun[.foregroundColor] as? UIColor == UIColor.label)
        #expect((plainRun[.paragraphStyle] as? NSParagraphStyle)?.lineBreakMode == .byTruncatingTail)
        #expect((plainRun[.shadow] as? NSShadow)?.shadowOffset == CGSize(width: 0, height: -1))
        let kept = label.attributedText!.attributes(at: 0, effectiveRange: nil)
        #expect(kept[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20) && kept[.foregroundColor] as? UIColor == UIColor.red)
    }

    @Test func test_F18_aLabelMeasuresItsAttributedText() {
        let label = UILabel()
        let mixed = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        mixed.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 1]))
        label.attributedText = mixed
        // 11 + 2 × (11 + 1), as tall as the 20-point run.
        #expect(label.intrinsicContentSize == CGSize(width: 35, height: 24))
        // One line: a newline reads as a space (3 × 17 × 0.55 = 28.05, rounded up).
        label.attributedText = NSAttributedString(string: "a\nb", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.intrinsicContentSize == CGSize(width: 29, height: 21))
        // Several lines: a truncating paragraph wraps, as the label cuts only its last line.
        let truncating = NSMutableParagraphStyle()
        truncating.lineBreakMode = .byTruncatingTail
        label.attributedText = NSAttributedString(string: "aaaa bbbb", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: truncating])
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 22, height: 24))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 30, height: 100)) == CGSize(width: 50, height: 12))
    }
}

import Foundation
import Testing
import UIKit

/// F1–F4: the attribute names, paragraph styles, shadows and attachments of attributed text.
@MainActor
@Suite(.uikit) struct TextAttributeTests {
    init() { _ = freshUIKit() }

    @Test func test_F1_attributeNamesHaveUIKitsRawValuesAndResolveInADictionaryLiteral() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red]
        #expect((attributes[.font] as? UIFont)?.pointSize == 12)
        #expect(attributes[.foregroundColor] as? UIColor == UIColor.red)
        let names: [(NSAttributedString.Key, String)] = [
            (.font, "NSFont"), (.foregroundColor, "NSColor"), (.backgroundColor, "NSBackgroundColor"),
            (.paragraphStyle, "NSParagraphStyle"), (.kern, "NSKern"), (.tracking, "NSTracking"),
            (.underlineStyle, "NSUnderline"), (.underlineColor, "NSUnderlineColor"), (.strikethroughStyle, "NSStrikethrough"),
            (.strikethroughColor, "NSStrikethroughColor"), (.baselineOffset, "NSBaselineOffset"), (.link, "NSLink"),
            (.attachment, "NSAttachment"), (.shadow, "NSShadow"), (.strokeColor, "NSStrokeColor"),
            (.strokeWidth, "NSStrokeWidth"), (.ligature, "NSLigature"), (.obliqueness, "NSObliqueness"),
            (.expansion, "NSExpansion"),
        ]
        #expect(names.filter { $0.0.rawValue != $0.1 }.map(\.1) == [])
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2 && NSUnderlineStyle.double.rawValue == 9)
        #expect(NSUnderlineStyle.patternDot.rawValue == 0x100 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        let struck = NSAttributedString(string: "Done", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        #expect(struck.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) as? Int == 1)
    }

    @Test func test_F2_paragraphStylesStartFromTheDefaultsAndCopyIntoTheOtherKind() {
        let style = NSParagraphStyle.default
        #expect(style === NSParagraphStyle.default)
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.baseWritingDirection == .natural)
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0 && style.paragraphSpacingBefore == 0)
        #expect(style.firstLineHeadIndent == 0 && style.headIndent == 0 && style.tailIndent == 0)
        #expect(style.minimumLineHeight == 0 && style.maximumLineHeight == 0 && style.lineHeightMultiple == 0)
        #expect(style.hyphenationFactor == 0)

        let mutable = NSMutableParagraphStyle()
        mutable.alignment = .center
        mutable.lineSpacing = 6
        mutable.firstLineHeadIndent = 20
        mutable.headIndent = 10
        mutable.tailIndent = -10
        mutable.lineHeightMultiple = 1.5
        mutable.minimumLineHeight = 30
        mutable.maximumLineHeight = 40
        mutable.paragraphSpacing = 8
        mutable.paragraphSpacingBefore = 4
        mutable.lineBreakMode = .byTruncatingMiddle
        mutable.baseWritingDirection = .rightToLeft
        mutable.hyphenationFactor = 2  // clamped to 1
        let frozen = mutable.copy() as! NSParagraphStyle
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.alignment == .center && frozen.lineSpacing == 6 && frozen.firstLineHeadIndent == 20 && frozen.headIndent == 10)
        #expect(frozen.tailIndent == -10 && frozen.lineHeightMultiple == 1.5 && frozen.minimumLineHeight == 30)
        #expect(frozen.maximumLineHeight == 40 && frozen.paragraphSpacing == 8 && frozen.paragraphSpacingBefore == 4)
        #expect(frozen.lineBreakMode == .byTruncatingMiddle && frozen.baseWritingDirection == .rightToLeft && frozen.hyphenationFactor == 1)
        #expect(frozen.isEqual(mutable) && frozen.hash == mutable.hash)
        mutable.lineSpacing = 7
        #expect(frozen.lineSpacing == 6 && !frozen.isEqual(mutable))
        let again = frozen.mutableCopy() as! NSMutableParagraphStyle
        #expect(again.isEqual(frozen))
        again.setParagraphStyle(.default)
        #expect(again.isEqual(NSParagraphStyle.default))
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-GB") == .leftToRight)
    }

    @Test func test_F3_aShadowStartsAtNoOffsetNoBlurAndBlackAtOneThird() {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
        let color = shadow.shadowColor as? UIColor
        #expect(color?.red == 0 && color?.alpha == 1.0 / 3)
        shadow.shadowBlurRadius = -2
        #expect(shadow.shadowBlurRadius == 0)
        shadow.shadowOffset = CGSize(width: 2, height: 3)
        shadow.shadowColor = nil
        #expect(shadow.description == "NSShadow {2, 3} blur = 0 color = {(null)}")
        let copy = shadow.copy() as! NSShadow
        #expect(copy !== shadow && copy.isEqual(shadow))
    }

    @Test func test_F4_anAttachmentIsOneObjectReplacementCharacterSizedByItsBoundsOrImage() {
        let image = UIImage(size: CGSize(width: 20, height: 10))
        let attachment = NSTextAttachment(image: image)
        #expect(attachment.image === image && attachment.bounds == .zero)
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}" && text.length == 1 && NSTextAttachment.character == 0xFFFC)
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        // Measured as its image on the baseline (estimate: 12-point Helvetica line 15, ascender 11.424).
        #expect(text.size() == CGSize(width: 20, height: 10))
        attachment.bounds = CGRect(x: 0, y: -4, width: 16, height: 16)
        #expect(text.size() == CGSize(width: 16, height: 16))
        let inline = NSMutableAttributedString(string: "a")
        inline.append(text)
        // The line: ascent max(11.424, 12) + descent max(3.576, 4).
        #expect(inline.size() == CGSize(width: 23, height: 16))
    }

    @Test func test_F8_attributeValuesSurviveEditingAttributedStringsAndEqualRunsMerge() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 2
        let shadow = NSShadow()
        func attributes(_ size: CGFloat) -> [NSAttributedString.Key: Any] {
            [.font: UIFont.systemFont(ofSize: size), .paragraphStyle: style.copy(), .shadow: shadow.copy(), .foregroundColor: UIColor.red,
             .kern: 1]
        }
        let text = NSMutableAttributedString(string: "")
        for (index, size) in [10, 12, 12, 14].enumerated() {
            text.append(NSAttributedString(string: "run\(index) ", attributes: attributes(CGFloat(size))))
        }
        text.append(NSAttributedString(attachment: NSTextAttachment(image: UIImage(size: CGSize(width: 4, height: 4)))))
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 9), range: NSRange(location: 2, length: 10))
        text.addAttributes([.paragraphStyle: NSParagraphStyle.default, .underlineStyle: 1], range: NSRange(location: 0, length: 3))
        text.setAttributes(attributes(14), range: NSRange(location: 16, length: 4))
        text.removeAttribute(.shadow, range: NSRange(location: 0, length: 1))
        var runs: [String] = []
        text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
            runs.append("\(range.location)+\(range.length):\((value as? UIFont).map { "\($0.fontName) \(Int($0.pointSize))" } ?? "-")")
        }
        // Equal fonts in neighbouring runs read as one run.
        #expect(runs == ["0+2:.SFUI-Regular 10", "2+10:.SFUI-Bold 9", "12+3:.SFUI-Regular 12", "15+5:.SFUI-Regular 14", "20+1:-"])
    }
}

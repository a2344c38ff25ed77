import Foundation
import Testing
import UIKit

/// RT1–RT3, RT5, RT6, RT17, RT18: the document API, plain text, fonts and round trips.
@MainActor
@Suite(.uikit) struct RichTextDocumentTests {
    init() { _ = freshUIKit() }

    @Test func test_RT1_documentTypesAndKeysHaveUIKitsRawValues() {
        #expect(NSAttributedString.DocumentType.plain.rawValue == "NSPlainText")
        #expect(NSAttributedString.DocumentType.rtf.rawValue == "NSRTF")
        #expect(NSAttributedString.DocumentType.rtfd.rawValue == "NSRTFD")
        #expect(NSAttributedString.DocumentType.html.rawValue == "NSHTML")
        #expect(NSAttributedString.DocumentReadingOptionKey.documentType.rawValue == "DocumentType")
        #expect(NSAttributedString.DocumentReadingOptionKey.characterEncoding.rawValue == "CharacterEncoding")
        #expect(NSAttributedString.DocumentReadingOptionKey.defaultAttributes.rawValue == "DefaultAttributes")
        #expect(NSAttributedString.DocumentAttributeKey.documentType.rawValue == "DocumentType")
        #expect(NSAttributedString.DocumentAttributeKey.cocoaVersion.rawValue == "CocoaRTFVersion")
        #expect(NSAttributedString.DocumentAttributeKey.paperSize.rawValue == "PaperSize")
    }

    @Test func test_RT2_theTypeIsRecognisedFromTheDataOrTheFile() throws {
        #expect(try NSAttributedString(data: Data("{\\rtf1 {\\b x}}".utf8), documentAttributes: nil).string == "x")
        #expect(try NSAttributedString(data: Data("<p>x &amp; y</p>".utf8), documentAttributes: nil).string == "x & y\n")
        #expect(try NSAttributedString(data: Data("{\\b x} & <p>".utf8), documentAttributes: nil).string == "{\\b x} & <p>")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rt2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try Data("plain <b>words</b>".utf8).write(to: page)
        var attributes: NSDictionary?
        let read = try NSAttributedString(url: page, options: [:], documentAttributes: &attributes)
        #expect(read.string == "plain words" && attributes?["DocumentType"] as? String == "NSHTML")

        let text = NSAttributedString(string: "packaged", attributes: [.font: UIFont(name: "Helvetica-Bold", size: 13)!])
        let wrapper = try text.fileWrapper(from: NSRange(location: 0, length: 8), documentAttributes: [.documentType: NSAttributedString.DocumentType.rtfd])
        #expect(wrapper.isDirectory && wrapper.fileWrappers?.keys.sorted() == ["TXT.rtf"])
        let package = folder.appendingPathComponent("doc.rtfd")
        try wrapper.write(to: package, options: [], originalContentsURL: nil)
        let unpacked = try NSAttributedString(url: package, options: [:], documentAttributes: &attributes)
        #expect(unpacked.string == "packaged" && attributes?["DocumentType"] as? String == "NSRTFD")
        #expect((unpacked.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.fontName == "Helvetica-Bold")
    }

    @Test func test_RT3_readsReportDocumentAttributesAndWritesNeedAType() throws {
        var attributes: NSDictionary?
        _ = try NSAttributedString(data: Data("{\\rtf1\\ansi\\cocoartf2761\\paperw12240\\paperh15840\\deftab720 x}".utf8),
                                   documentAttributes: &attributes)
        #expect(attributes?["DocumentType"] as? String == "NSRTF")
        #expect(attributes?["CocoaRTFVersion"] as? Int == 2761)
        #expect(attributes?["PaperSize"] as? CGSize == CGSize(width: 612, height: 792))
        #expect(attributes?["DefaultTabInterval"] as? CGFloat == 36)
        _ = try NSAttributedString(data: Data("<title>Report</title>x".utf8), options: [.characterEncoding: String.Encoding.utf8.rawValue],
                                   documentAttributes: &attributes)
        #expect(attributes?["DocumentType"] as? String == "NSHTML" && attributes?["Title"] as? String == "Report")
        #expect(attributes?["CharacterEncoding"] as? UInt == String.Encoding.utf8.rawValue)
        let text = NSAttributedString(string: "x")
        #expect { try text.data(from: NSRange(location: 0, length: 1), documentAttributes: [:]) } throws: {
            ($0 as NSError).domain == NSCocoaErrorDomain && ($0 as NSError).code == 66062
        }
    }

    @Test func test_RT5_fontsResolveFamilyAndTraitsThroughUIFontDescriptor() throws {
        let text = try NSAttributedString(data: Data(#"""
            {\rtf1{\fonttbl\f0 Avenir Next;\f1 NoSuchFont;\f2 .SFUI-Regular;}\f0\b a\b0\i b\f1\i0 c\f2\b d}
            """#.utf8), documentAttributes: nil)
        let names = (0..<4).map { (text.attribute(.font, at: $0, effectiveRange: nil) as? UIFont)?.fontName ?? "-" }
        #expect(names == ["AvenirNext-Bold", "AvenirNext-Italic", "Helvetica", ".SFUI-Bold"])
        // A family without the face keeps its regular one.
        let zapfino = try NSAttributedString(data: Data("<b style=\"font-family: Zapfino\">z</b>".utf8), documentAttributes: nil)
        #expect((zapfino.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.fontName == "Zapfino")
    }

    @Test func test_RT6_plainTextHonoursTheCharacterEncodingAndDefaultAttributes() throws {
        let latin = Data([0x63, 0x61, 0x66, 0xE9])
        var attributes: NSDictionary?
        let read = try NSAttributedString(data: latin, options: [
            .documentType: NSAttributedString.DocumentType.plain, .characterEncoding: String.Encoding.isoLatin1.rawValue,
            .defaultAttributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 17)],
        ], documentAttributes: &attributes)
        #expect(read.string == "café")
        #expect((read.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17)
        #expect(attributes?["DocumentType"] as? String == "NSPlainText")
        #expect(attributes?["CharacterEncoding"] as? UInt == String.Encoding.isoLatin1.rawValue)
        let plain = try NSAttributedString(data: Data("caf\u{E9}".utf8), options: [.documentType: NSAttributedString.DocumentType.plain], documentAttributes: nil)
        #expect(plain.string == "café" && plain.attributes(at: 0, effectiveRange: nil).isEmpty)
        let utf16 = try NSAttributedString(string: "ü").data(from: NSRange(location: 0, length: 1), documentAttributes: [
            .documentType: NSAttributedString.DocumentType.plain, .characterEncoding: String.Encoding.utf16BigEndian.rawValue,
        ])
        #expect(Array(utf16) == [0x00, 0xFC])
        #expect { try NSAttributedString(string: "€").data(from: NSRange(location: 0, length: 1), documentAttributes: [
            .documentType: NSAttributedString.DocumentType.plain, .characterEncoding: String.Encoding.ascii.rawValue]) } throws: {
            ($0 as NSError).code == 517
        }
    }

    @Test func test_RT17_readingIntoAMutableStringReplacesItsContents() throws {
        let text = NSMutableAttributedString(string: "old", attributes: [.kern: 2])
        try text.read(from: Data("{\\rtf1 {\\i new}}".utf8), options: [:], documentAttributes: nil)
        #expect(text.string == "new" && text.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.fontName == "Helvetica-Oblique")
        #expect(throws: (any Error).self) { try text.read(from: Data("junk".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil) }
        #expect(text.string == "new")
        let made = try NSMutableAttributedString(data: Data("<i>made</i>".utf8), options: [:], documentAttributes: nil)
        made.append(NSAttributedString(string: "!"))
        #expect(made.string == "made!")
    }

    /// A string with every attribute the writers carry.
    private func sample() -> NSAttributedString {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        centered.headIndent = 10
        centered.firstLineHeadIndent = 20
        centered.tailIndent = -5
        centered.paragraphSpacing = 8
        centered.paragraphSpacingBefore = 4
        let text = NSMutableAttributedString(string: "Title\n", attributes: [
            .font: UIFont(name: "Georgia-Bold", size: 20)!, .paragraphStyle: centered.copy() as! NSParagraphStyle,
            .foregroundColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1),
        ])
        let body = NSMutableParagraphStyle()
        body.alignment = .justified
        text.append(NSAttributedString(string: "Body ", attributes: [.font: UIFont(name: "Helvetica", size: 13)!, .paragraphStyle: body]))
        text.append(NSAttributedString(string: "under", attributes: [
            .font: UIFont(name: "Helvetica-Oblique", size: 13)!, .paragraphStyle: body, .underlineStyle: 1,
            .backgroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1),
        ]))
        text.append(NSAttributedString(string: " link", attributes: [
            .font: UIFont(name: "Helvetica", size: 13)!, .paragraphStyle: body, .link: URL(string: "https://example.com/x")!,
            .strikethroughStyle: 1,
        ]))
        return text
    }

    private func roundTrip(_ type: NSAttributedString.DocumentType) throws -> NSAttributedString {
        let text = sample()
        let data = try text.data(from: NSRange(location: 0, length: text.length), documentAttributes: [.documentType: type])
        return try NSAttributedString(data: data, options: [.documentType: type], documentAttributes: nil)
    }

    private func expectSameAttributes(_ read: NSAttributedString, _ keys: [NSAttributedString.Key], endsWithNewline: Bool = false) {
        let original = sample()
        // HTML's last paragraph is a block, which ends with a newline when read (RT8).
        #expect(read.string == original.string + (endsWithNewline ? "\n" : ""))
        for index in 0..<original.length {
            for key in keys {
                let expected = original.attribute(key, at: index, effectiveRange: nil).map(comparable)
                let actual = read.attribute(key, at: index, effectiveRange: nil).map(comparable)
                #expect(actual == expected, "\(key.rawValue) at \(index)")
            }
        }
    }

    /// An attribute value as comparable text: fonts by name and size, colours by
    /// components, paragraph styles by the properties the writers carry.
    private func comparable(_ value: Any) -> String {
        switch value {
        case let font as UIFont: return "\(font.fontName) \(font.pointSize)"
        case let color as UIColor:
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return "\(red) \(green) \(blue) \(alpha)"
        case let style as NSParagraphStyle:
            return "\(style.alignment.rawValue) \(style.headIndent) \(style.firstLineHeadIndent) \(style.tailIndent) "
                + "\(style.paragraphSpacing) \(style.paragraphSpacingBefore) \(style.lineSpacing) \(style.lineHeightMultiple)"
        default: return "\(value)"
        }
    }

    @Test func test_RT18_rtfRoundTripsEveryAttributeItWrites() throws {
        expectSameAttributes(try roundTrip(.rtf), [.font, .paragraphStyle, .foregroundColor, .backgroundColor, .underlineStyle,
                                                   .strikethroughStyle, .link])
    }

    @Test func test_RT19_htmlRoundTripsFontsColoursParagraphsAndLinks() throws {
        let read = try roundTrip(.html)
        expectSameAttributes(read, [.font, .paragraphStyle, .backgroundColor, .underlineStyle, .strikethroughStyle, .link],
                             endsWithNewline: true)
        #expect(read.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }
}

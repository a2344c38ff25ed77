import Foundation
import Testing
import UIKit

/// RT6–RT12, RT15, RT16: reading HTML as UIKit's import does, and writing it.
@MainActor
@Suite(.uikit) struct RichTextHTMLTests {
    init() { _ = freshUIKit() }

    private func html(_ source: String, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) throws -> NSAttributedString {
        var options = options
        options[.documentType] = NSAttributedString.DocumentType.html
        if options[.characterEncoding] == nil { options[.characterEncoding] = String.Encoding.utf8.rawValue }
        return try NSAttributedString(data: Data(source.utf8), options: options, documentAttributes: nil)
    }

    private func font(_ text: NSAttributedString, at index: Int) -> UIFont? {
        text.attribute(.font, at: index, effectiveRange: nil) as? UIFont
    }

    private func style(_ text: NSAttributedString, at index: Int) -> NSParagraphStyle? {
        text.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle
    }

    @Test func test_RT7_entitiesAndLenientTagsDecode() throws {
        let text = try html("Fish &amp; chips &lt;3 &eacute;t&eacute; &#8364;5 &#x2014; &nbsp;x &bogus; a < b <!-- note --><unknown>y</unknown>")
        #expect(text.string == "Fish & chips <3 été €5 — \u{A0}x &bogus; a < b y")
        let quoted = try html("<a href='https://a.example/?x=1&amp;y=2' title=\"t\">q</a>")
        #expect(quoted.attribute(.link, at: 0, effectiveRange: nil) as? URL == URL(string: "https://a.example/?x=1&y=2"))
        #expect(try html("<b>unclosed").string == "unclosed")
        #expect(try html("<script>var a = '<b>';</script><style>p {}</style>ok").string == "ok")
    }

    @Test func test_RT8_whiteSpaceCollapsesAndBlocksEndWithNewlines() throws {
        #expect(try html("  Hello \n\t  world  ").string == "Hello world")
        #expect(try html("<p>One</p><p>  Two  </p>").string == "One\nTwo\n")
        #expect(try html("<div>a<p>b</p>c</div>").string == "a\nb\nc\n")
        #expect(try html("<p>line<br>next</p>").string == "line\u{2028}next\n")
        #expect(try html("<div>line<br>next</div>").string == "line\nnext\n")
        #expect(try html("<p>a</p><p><br></p><p>b</p>").string == "a\n\nb\n")
        #expect(try html("<pre>  keep\n  this</pre>").string == "  keep\n  this\n")
    }

    @Test func test_RT9_unstyledTextIsTimesNewRoman12BlackWithKernAndStroke() throws {
        let text = try html("Plain")
        var range = NSRange()
        let attributes = text.attributes(at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 5))
        let font = try #require(attributes[.font] as? UIFont)
        #expect(font.fontName == "TimesNewRomanPSMT" && font.familyName == "Times New Roman" && font.pointSize == 12)
        #expect(attributes[.foregroundColor] as? UIColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(attributes[.kern] as? CGFloat == 0)
        #expect(attributes[.strokeWidth] as? CGFloat == 0)
        #expect(attributes[.strokeColor] as? UIColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        #expect(paragraph.alignment == .natural && paragraph.baseWritingDirection == .leftToRight && paragraph.paragraphSpacing == 0)
        #expect(Set(attributes.keys.map(\.rawValue)) == ["NSFont", "NSColor", "NSKern", "NSStrokeWidth", "NSStrokeColor", "NSParagraphStyle"])
    }

    @Test func test_RT10_elementsAndHeadingsTakeWebKitsDefaultStyles() throws {
        let text = try html("<b>B</b><i>I</i><u>U</u><s>S</s><strong><em>X</em></strong>")
        #expect(font(text, at: 0)?.fontName == "TimesNewRomanPS-BoldMT" && font(text, at: 0)?.pointSize == 12)
        #expect(font(text, at: 1)?.fontName == "TimesNewRomanPS-ItalicMT")
        #expect(text.attribute(.underlineStyle, at: 2, effectiveRange: nil) as? Int == 1)
        #expect(text.attribute(.strikethroughStyle, at: 3, effectiveRange: nil) as? Int == 1)
        #expect(font(text, at: 4)?.fontName == "TimesNewRomanPS-BoldItalicMT")

        let headings = try html("<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><p>p</p>")
        #expect(headings.string == "1\n2\n3\n4\n5\n6\np\n")
        let sizes = stride(from: 0, to: 14, by: 2).map { font(headings, at: $0)?.pointSize ?? 0 }
        #expect(sizes.map { ($0 * 100).rounded() / 100 } == [24, 18, 14.04, 12, 9.96, 8.04, 12])
        #expect(font(headings, at: 0)?.fontName == "TimesNewRomanPS-BoldMT" && font(headings, at: 12)?.fontName == "TimesNewRomanPSMT")
        let spacing = stride(from: 0, to: 14, by: 2).map { ((style(headings, at: $0)?.paragraphSpacing ?? -1) * 10000).rounded() / 10000 }
        #expect(spacing == [16.08, 14.94, 14.04, 15.96, 16.6332, 18.7332, 12])

        let sup = try html("x<sup>2</sup><sub>n</sub>")
        // TL9: the import gives Cocoa's superscript levels, not baseline offsets.
        #expect(font(sup, at: 1)?.pointSize == 10 && sup.attribute(NSAttributedString.Key("NSSuperScript"), at: 1, effectiveRange: nil) as? Int == 1)
        #expect(sup.attribute(NSAttributedString.Key("NSSuperScript"), at: 2, effectiveRange: nil) as? Int == -1)
    }

    @Test func test_RT16_styleAttributesAndStyleSheetsApplyCommonCSS() throws {
        let text = try html("""
            <style>.note { color: #00ff00 } p.wide { margin: 4px 10px 6px 20px; text-indent: 5px }</style>
            <p class="wide" style="text-align: center; line-height: 1.5">
            <span style="font-family: 'Helvetica Neue', Arial; font-size: 16px; font-weight: 700; color: rgb(255, 0, 0); background-color: #00f">A</span><span class="note" style="font-size: 12pt; text-decoration: underline line-through; font-style: italic">B</span><span style="font: bold 20px Georgia">C</span></p>
            """)
        #expect(text.string == "ABC\n")
        #expect(font(text, at: 0)?.fontName == "HelveticaNeue-Bold" && font(text, at: 0)?.pointSize == 16)
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.attribute(.backgroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        // CSS points are 4/3 of a pixel, and UIKit's import draws a pixel as a point.
        #expect(font(text, at: 1)?.fontName == "TimesNewRomanPS-ItalicMT" && font(text, at: 1)?.pointSize == 16)
        #expect(text.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(text.attribute(.underlineStyle, at: 1, effectiveRange: nil) as? Int == 1)
        #expect(text.attribute(.strikethroughStyle, at: 1, effectiveRange: nil) as? Int == 1)
        #expect(font(text, at: 2)?.fontName == "Georgia-Bold" && font(text, at: 2)?.pointSize == 20)
        let paragraph = try #require(style(text, at: 0))
        #expect(paragraph.alignment == .center && paragraph.lineHeightMultiple == 1.5)
        #expect(paragraph.paragraphSpacingBefore == 4 && paragraph.paragraphSpacing == 6)
        #expect(paragraph.headIndent == 20 && paragraph.firstLineHeadIndent == 25 && paragraph.tailIndent == -10)
    }

    @Test func test_RT11_listItemsStartWithATabTheirMarkerAndATab() throws {
        let text = try html("<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol start=\"3\"><li>three<li>four</ol>")
        #expect(text.string == "\t•\tone\n\t•\ttwo\n\t◦\tinner\n\t3.\tthree\n\t4.\tfour\n")
    }

    @Test func test_RT12_linksResolveAgainstTheBaseURLAndAreBlueUnderlined() throws {
        let text = try html("see <a href=\"docs/page.html\">the docs</a>.", options: [.baseURL: URL(string: "https://example.com/app/")!])
        var range = NSRange()
        let link = text.attribute(.link, at: 4, effectiveRange: &range) as? URL
        #expect(link == URL(string: "https://example.com/app/docs/page.html"))
        #expect(range == NSRange(location: 4, length: 8))
        #expect(text.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0, blue: 238.0 / 255, alpha: 1))
        #expect(text.attribute(.underlineStyle, at: 4, effectiveRange: nil) as? Int == 1)
        #expect(text.attribute(.link, at: 12, effectiveRange: nil) == nil)
    }

    @Test func test_RT6_htmlWithoutACharsetIsReadAsWindowsLatin1() throws {
        let data = Data("<p>café</p>".utf8)
        var attributes: NSDictionary?
        let guessed = try NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: &attributes)
        #expect(guessed.string == "cafÃ©\n")
        #expect(attributes?["CharacterEncoding"] as? UInt == String.Encoding.windowsCP1252.rawValue)
        let declared = try NSAttributedString(data: Data("<meta charset=\"utf-8\"><p>café</p>".utf8),
                                              options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        #expect(declared.string == "café\n")
        let given = try html("<p>café</p>")
        #expect(given.string == "café\n")
    }

    @Test func test_RT15_htmlIsWrittenInCocoaHTMLWritersShape() throws {
        let text = NSMutableAttributedString(string: "Hi & ", attributes: [.font: UIFont(name: "Helvetica", size: 12)!])
        text.append(NSAttributedString(string: "there\n\n", attributes: [
            .font: UIFont(name: "Helvetica-Bold", size: 12)!, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
        ]))
        let data = try text.data(from: NSRange(location: 0, length: text.length), documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
        #expect(String(decoding: data, as: UTF8.self) == """
            <!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">
            <html>
            <head>
            <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
            <meta http-equiv="Content-Style-Type" content="text/css">
            <title></title>
            <meta name="Generator" content="Cocoa HTML Writer">
            <style type="text/css">
            p.p1 {margin: 0.0px 0.0px 0.0px 0.0px; font: 12.0px Helvetica}
            span.s1 {font-family: 'Helvetica'; font-weight: normal; font-style: normal; font-size: 12.00px}
            span.s2 {font-family: 'Helvetica-Bold'; font-weight: bold; font-style: normal; font-size: 12.00px; color: #ff0000}
            </style>
            </head>
            <body>
            <p class="p1"><span class="s1">Hi &amp; </span><span class="s2">there</span></p>
            <p class="p1"><br></p>
            </body>
            </html>

            """)
    }
}

import Foundation
import Testing
import UIKit

/// RT13–RT15: reading and writing RTF as Cocoa does.
@MainActor
@Suite(.uikit) struct RichTextRTFTests {
    init() { _ = freshUIKit() }

    private func rtf(_ source: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(source.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
    }

    private func font(_ text: NSAttributedString, at index: Int) -> UIFont? {
        text.attribute(.font, at: index, effectiveRange: nil) as? UIFont
    }

    @Test func test_RT13_rtfCharacterFormattingFollowsTheGroupsAndTables() throws {
        let text = try rtf(#"""
            {\rtf1\ansi\ansicpg1252\cocoartf2761
            {\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\froman\fcharset0 Georgia;}
            {\colortbl;\red255\green255\blue255;\red255\green0\blue0;\red0\green0\blue255;}
            \pard\f0\fs24 \cf0 Plain {\b bold} {\i\f1\fs36 big}\par
            {\ul under}{\strike gone}{\cf2\cb3 red} {\up6 up} caf\'e9 \u8364?\u-10179?\u-8704? x\tab y\line z}
            """#)
        #expect(text.string == "Plain bold big\nundergonered up café €😀 x\ty\u{2028}z")
        #expect(font(text, at: 0)?.fontName == "Helvetica" && font(text, at: 0)?.pointSize == 12)
        #expect(font(text, at: 6)?.fontName == "Helvetica-Bold")
        #expect(font(text, at: 11)?.fontName == "Georgia-Italic" && font(text, at: 11)?.pointSize == 18)
        #expect(text.attribute(.underlineStyle, at: 15, effectiveRange: nil) as? Int == 1)
        #expect(text.attribute(.strikethroughStyle, at: 20, effectiveRange: nil) as? Int == 1)
        #expect(text.attribute(.foregroundColor, at: 24, effectiveRange: nil) as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.attribute(.backgroundColor, at: 24, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        #expect(text.attribute(.baselineOffset, at: 28, effectiveRange: nil) as? CGFloat == 3)
        var range = NSRange()
        _ = text.attribute(.font, at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 6))
    }

    @Test func test_RT13_rtfParagraphSettingsAndHyperlinkFields() throws {
        let text = try rtf(#"""
            {\rtf1\ansi{\fonttbl\f0\fnil Helvetica;}
            \pard\qc\li720\fi-360\ri240\sb120\sa240\slleading60 Centered\par
            \pard\qr Right {\field{\*\fldinst{HYPERLINK "https://example.com/a"}}{\fldrslt link}} after\par
            \pard\ql\qnatural natural}
            """#)
        #expect(text.string == "Centered\nRight link after\nnatural")
        let first = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(first.alignment == .center && first.headIndent == 36 && first.firstLineHeadIndent == 18 && first.tailIndent == -12)
        #expect(first.paragraphSpacingBefore == 6 && first.paragraphSpacing == 12 && first.lineSpacing == 3)
        let second = try #require(text.attribute(.paragraphStyle, at: 9, effectiveRange: nil) as? NSParagraphStyle)
        #expect(second.alignment == .right && second.headIndent == 0 && second.paragraphSpacing == 0)
        var range = NSRange()
        #expect(text.attribute(.link, at: 15, effectiveRange: &range) as? URL == URL(string: "https://example.com/a"))
        #expect(range == NSRange(location: 15, length: 4))
        #expect(text.attribute(.link, at: 20, effectiveRange: nil) == nil)
        #expect((text.attribute(.paragraphStyle, at: 26, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .natural)
    }

    @Test func test_RT14_rtfIsWrittenInCocoasShape() throws {
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.font: UIFont(name: "Helvetica", size: 12)!])
        text.append(NSAttributedString(string: "bold{}", attributes: [
            .font: UIFont(name: "Helvetica-Bold", size: 14)!, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
        ]))
        let data = try text.data(from: NSRange(location: 0, length: text.length), documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
        let rtf = String(decoding: data, as: UTF8.self)
        #expect(rtf == #"""
            {\rtf1\ansi\ansicpg1252\cocoartf2761
            \cocoatextscaling0\cocoaplatform1{\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\fswiss\fcharset0 Helvetica-Bold;}
            {\colortbl;\red255\green255\blue255;\red255\green0\blue0;}
            {\*\expandedcolortbl;;\cssrgb\c100000\c0\c0;}
            \pard\ql\qnatural\pardirnatural\partightenfactor0
            \f0\fs24 \cf0 Hello \f1\b\fs28 \cf2 bold\{\}}
            """#)
    }

    @Test func test_RT4_malformedDocumentsThrowCocoasCorruptFileError() throws {
        for bad in ["not rtf at all", "{\\rtf1" + String(repeating: "{", count: 5000) + "x"] {
            #expect {
                try NSAttributedString(data: Data(bad.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
            } throws: { error in
                let error = error as NSError
                return error.domain == NSCocoaErrorDomain && error.code == 259 && (error as? CocoaError)?.code == .fileReadCorruptFile
            }
        }
        #expect {
            try NSAttributedString(data: Data([0xFF, 0xFE, 0xFD]), options: [.documentType: NSAttributedString.DocumentType.plain,
                                                                             .characterEncoding: String.Encoding.utf8.rawValue], documentAttributes: nil)
        } throws: { ($0 as NSError).code == 261 }
        #expect {
            try NSAttributedString(url: URL(fileURLWithPath: "/nonexistent/file.rtf"), options: [:], documentAttributes: nil)
        } throws: { ($0 as NSError).domain == NSCocoaErrorDomain && ($0 as NSError).code == 260 }
        // Unclosed groups and stray input are read as far as they go, never crash.
        #expect(try rtf("{\\rtf1 {\\b open").string == "open")
        #expect(try rtf("{\\rtf1 a}trailing").string == "a")
        #expect(try rtf("{\\rtf1 \\u").string == "")
        // HTML never fails: deep nesting and stray markup read as text.
        let deep = String(repeating: "<div><span>", count: 3000) + "deep" + String(repeating: "</b>", count: 10) + "<a href=\"x"
        let read = try NSAttributedString(data: Data(deep.utf8), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        #expect(read.string.hasPrefix("deep"))
    }
}

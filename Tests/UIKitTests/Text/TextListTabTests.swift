import Foundation
import Testing
@_spi(Rendering) import UIKit

/// TL1–TL11: text lists, tab stops and baseline shifts.
@MainActor
@Suite(.uikit) struct TextListTabTests {
    init() { _ = freshUIKit() }

    private static let superscript = NSAttributedString.Key("NSSuperScript")

    private func html(_ source: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(source.utf8), options: [.documentType: NSAttributedString.DocumentType.html,
                                                                   .characterEncoding: String.Encoding.utf8.rawValue],
                               documentAttributes: nil)
    }

    private func rtf(_ source: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(source.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                               documentAttributes: nil)
    }

    private func written(_ text: NSAttributedString, _ type: NSAttributedString.DocumentType) throws -> String {
        let data = try text.data(from: NSRange(location: 0, length: text.length), documentAttributes: [.documentType: type])
        return String(decoding: data, as: UTF8.self)
    }

    private func style(_ text: NSAttributedString, at index: Int) -> NSParagraphStyle? {
        text.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle
    }

    private func tabbed(_ string: String, stops: [NSTextTab], interval: CGFloat = 0) -> TextKitStack {
        let style = NSMutableParagraphStyle()
        style.tabStops = stops
        style.defaultTabInterval = interval
        return TextKitStack(string, attributes: [.paragraphStyle: style], sizes: [CGSize(width: 400, height: 100)])
    }

    @Test func test_TL1_textListKeepsFormatOptionsAndStartAndComparesByValue() {
        let list = NSTextList(markerFormat: .decimal, options: [.prependEnclosingMarker], startingItemNumber: 4)
        #expect(list.markerFormat.rawValue == "{decimal}" && list.listOptions == [.prependEnclosingMarker])
        #expect(list.startingItemNumber == 4 && list.isOrdered)
        let old = NSTextList(markerFormat: .disc, options: 0)
        #expect(old.startingItemNumber == 1 && old.listOptions == [] && !old.isOrdered)
        #expect(NSTextList.MarkerFormat.lowercaseAlpha.rawValue == "{lower-alpha}" && NSTextList.MarkerFormat.uppercaseRoman.rawValue == "{upper-roman}")
        let copy = list.copy() as! NSTextList
        #expect(copy !== list && copy == list && copy.hash == list.hash)
        copy.startingItemNumber = 1
        #expect(copy != list)
    }

    @Test func test_TL2_markerReplacesTheKeywordOfTheFormat() {
        func marker(_ format: String, _ item: Int) -> String {
            NSTextList(markerFormat: NSTextList.MarkerFormat(format), options: 0).marker(forItemNumber: item)
        }
        #expect(marker("{disc}", 3) == "\u{2022}" && marker("{circle}", 1) == "\u{25E6}" && marker("{square}", 1) == "\u{25AA}")
        #expect(marker("{hyphen}", 1) == "\u{2043}" && marker("{check}", 1) == "\u{2713}")
        #expect(marker("{decimal}", 3) == "3" && marker("{decimal}.", 12) == "12." && marker("({decimal})", 5) == "(5)")
        #expect(marker("{lower-alpha}", 1) == "a" && marker("{lower-alpha}", 28) == "ab" && marker("{upper-alpha}", 26) == "Z")
        #expect(marker("{lower-roman}", 4) == "iv" && marker("{upper-roman}", 14) == "XIV")
        #expect(marker("{octal}", 8) == "10" && marker("{lower-hexadecimal}", 255) == "ff" && marker("{upper-hexadecimal}", 255) == "FF")
    }

    @Test func test_TL3_paragraphStyleTextListsTakePartInCopiesAndEquality() {
        #expect(NSParagraphStyle.default.textLists.isEmpty)
        let style = NSMutableParagraphStyle()
        let outer = NSTextList(markerFormat: .disc, options: 0), inner = NSTextList(markerFormat: .circle, options: 0)
        style.textLists = [outer, inner]
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.textLists.count == 2 && copy.textLists[0] === outer && copy == style)
        #expect(copy != NSParagraphStyle.default)
        // Values Core Foundation compares while it keeps attribute runs (J13).
        let text = NSMutableAttributedString(string: "abc", attributes: [.paragraphStyle: copy])
        text.addAttribute(.paragraphStyle, value: style.copy() as! NSParagraphStyle, range: NSRange(location: 1, length: 1))
        var range = NSRange()
        _ = text.attribute(.paragraphStyle, at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 3))
    }

    @Test func test_TL4_defaultTabStopsAreTwelveLeftTabs28PointsApart() {
        let stops = NSParagraphStyle.default.tabStops
        #expect(stops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        #expect(stops.allSatisfy { $0.alignment == .left } && NSParagraphStyle.default.defaultTabInterval == 0)
        let style = NSMutableParagraphStyle()
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .right, location: 90))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 30))
        #expect(style.tabStops.map(\.location) == [30, 90])
        style.removeTabStop(NSTextTab(textAlignment: .right, location: 90))
        #expect(style.tabStops == [NSTextTab(textAlignment: .left, location: 30)])
        #expect(style != NSParagraphStyle.default)
        let tab = NSTextTab(textAlignment: .justified, location: 10, options: [.columnTerminators: CharacterSet(charactersIn: ",")])
        #expect(tab.options[.columnTerminators] as? CharacterSet == CharacterSet(charactersIn: ","))
        #expect(NSTextTab.columnTerminators(for: Locale(identifier: "de_DE")) == CharacterSet(charactersIn: ","))
        #expect(NSTextTab.OptionKey.columnTerminators.rawValue == "NSTabColumnTerminatorsAttributeName")
    }

    @Test func test_TL5_tabsAdvanceToTheNextTabStop() {
        // Characters are 5.5 wide (10 points, estimated); the padding is 5.
        let plain = TextKitStack("ab\tc", sizes: [CGSize(width: 400, height: 100)])
        #expect(plain.manager.location(forGlyphAt: 3).x == 33)
        #expect(plain.manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil).width == 43.5)
        let interval = tabbed("a\tb\tc", stops: [NSTextTab(textAlignment: .left, location: 40)], interval: 25)
        #expect(interval.manager.location(forGlyphAt: 2).x == 45 && interval.manager.location(forGlyphAt: 4).x == 55)
        let none = tabbed("a\tb", stops: [])
        #expect(none.manager.location(forGlyphAt: 2).x == 16)
        let right = tabbed("\tabc", stops: [NSTextTab(textAlignment: .right, location: 100)])
        #expect(right.manager.location(forGlyphAt: 1).x == 88.5)
        let center = tabbed("\tab", stops: [NSTextTab(textAlignment: .center, location: 100)])
        #expect(center.manager.location(forGlyphAt: 1).x == 99.5)
        let decimal = tabbed("\t12.5", stops: [NSTextTab(textAlignment: .justified, location: 100)])
        #expect(decimal.manager.location(forGlyphAt: 3).x == 105)
    }

    @Test func test_TL7_stringMeasurementPlacesTabsAsTheLayoutManager() {
        let text = NSAttributedString(string: "ab\tc", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        #expect(TextMeasurement.current.size(of: text, width: nil, numberOfLines: 0) == CGSize(width: 34, height: 12))
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        let indented = NSAttributedString(string: "\tc", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style])
        #expect(TextMeasurement.current.size(of: indented, width: nil, numberOfLines: 0).width == 62)
    }

    @Test func test_TL8_superscriptLevelsRaiseTheBaselineByTheirFontSize() {
        let font = UIFont.systemFont(ofSize: 12)
        #expect(_TextAttributeValues.baselineRise([.font: font, Self.superscript: 1]) == 4)
        #expect(_TextAttributeValues.baselineRise([.font: font, Self.superscript: -1]) == -2.4)
        #expect(_TextAttributeValues.baselineRise([.font: font, Self.superscript: 1, .baselineOffset: 2]) == 6)
        let text = NSMutableAttributedString(string: "x2", attributes: [.font: font])
        let plainHeight = TextMeasurement.current.size(of: text, width: nil, numberOfLines: 0).height
        text.addAttribute(Self.superscript, value: 1, range: NSRange(location: 1, length: 1))
        #expect(plainHeight == 15 && abs(TextMeasurement.current.size(of: text, width: nil, numberOfLines: 0).height - 19) < 1e-9)
        let stack = TextKitStack("x2", attributes: [.font: font])
        stack.storage.addAttribute(Self.superscript, value: 1, range: NSRange(location: 1, length: 1))
        #expect(abs(stack.manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil).height - 19) < 1e-9)
    }

    @Test func test_TL6_rtfTabStopsReadAndWrite() throws {
        let text = try rtf("{\\rtf1\\ansi{\\fonttbl\\f0\\fswiss Helvetica;}\\pard\\tx720\\tqr\\tx2880\\pardeftab360 a\\tab b\\par\\pard c}")
        let first = try #require(style(text, at: 0))
        #expect(first.tabStops == [NSTextTab(textAlignment: .left, location: 36), NSTextTab(textAlignment: .right, location: 144)])
        #expect(first.defaultTabInterval == 18)
        #expect(style(text, at: 4)?.tabStops == NSParagraphStyle.default.tabStops)
        let output = try written(text, .rtf)
        #expect(output.contains("\\pard\\tx720\\tqr\\tx2880\\pardeftab360"))
        #expect(try rtf(output).attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle == first)
    }

    @Test func test_TL9_superscriptAndSubscriptReadAndWriteAsCocoasLevels() throws {
        let text = try rtf("{\\rtf1\\ansi{\\fonttbl\\f0\\fswiss Helvetica;}\\f0 x\\super 2\\nosupersub y\\sub n\\nosupersub\\up4 u}")
        #expect(text.string == "x2ynu")
        #expect(text.attribute(Self.superscript, at: 1, effectiveRange: nil) as? Int == 1)
        #expect(text.attribute(Self.superscript, at: 2, effectiveRange: nil) == nil)
        #expect(text.attribute(Self.superscript, at: 3, effectiveRange: nil) as? Int == -1)
        #expect(text.attribute(.baselineOffset, at: 4, effectiveRange: nil) as? CGFloat == 2)
        let output = try written(text, .rtf)
        #expect(output.contains("x\\super 2\\nosupersub y\\sub n\\up4\\nosupersub u"))
        let sup = try html("x<sup>2</sup><sub>n</sub>")
        #expect(sup.attribute(Self.superscript, at: 1, effectiveRange: nil) as? Int == 1)
        #expect(sup.attribute(Self.superscript, at: 2, effectiveRange: nil) as? Int == -1)
        #expect(sup.attribute(.baselineOffset, at: 1, effectiveRange: nil) == nil)
        #expect((sup.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 10)
        let page = try written(sup, .html)
        #expect(page.contains("vertical-align: super") && page.contains("vertical-align: sub"))
        #expect(try html(page).attribute(Self.superscript, at: 2, effectiveRange: nil) as? Int == -1)
    }

    @Test func test_TL10_htmlListItemsCarryTheirTextListsIndentsAndTabs() throws {
        let text = try html("<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol start=\"3\"><li>three</li></ol>"
                            + "<ol type=\"i\"><li>r</li></ol>")
        #expect(text.string == "\t•\tone\n\t•\ttwo\n\t◦\tinner\n\t3.\tthree\n\ti.\tr\n")
        let one = try #require(style(text, at: 0))
        #expect(one.textLists.map(\.markerFormat.rawValue) == ["{disc}"])
        #expect(one.headIndent == 36 && one.firstLineHeadIndent == 0)
        #expect(one.tabStops.prefix(3).map(\.location) == [11, 36, 56])
        #expect(one.tabStops[0].alignment == .left && one.tabStops[1].alignment == .natural && one.tabStops.count == 13)
        let inner = try #require(style(text, at: 16))
        #expect(inner.textLists.map(\.markerFormat.rawValue) == ["{disc}", "{circle}"] && inner.textLists[0] === one.textLists[0])
        #expect(inner.headIndent == 72 && inner.tabStops.prefix(3).map(\.location) == [47, 72, 84])
        let three = try #require(style(text, at: 23))
        #expect(three.textLists.map(\.markerFormat.rawValue) == ["{decimal}."] && three.textLists[0].startingItemNumber == 3)
        #expect(style(text, at: 33)?.textLists.first?.markerFormat.rawValue == "{lower-roman}.")
    }

    @Test func test_TL11_htmlWriterWritesListsFromTextLists() throws {
        let text = try html("<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol start=\"3\"><li>three</li></ol>")
        let page = try written(text, .html)
        #expect(page.contains("<ul>\n<li class=\"p1\"><span class=\"s1\">one</span></li>\n"))
        #expect(page.contains("</li>\n<ul>\n<li class=\"p2\"><span class=\"s1\">inner</span></li>\n</ul>\n</ul>\n<ol start=\"3\">\n"))
        let back = try html(page)
        #expect(back.string == text.string)
        #expect(style(back, at: 16)?.textLists.map(\.markerFormat.rawValue) == ["{disc}", "{circle}"])
    }

    @Test func test_TL12_rtfListsReadAndWriteInCocoasShape() throws {
        let source = "{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\n{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;}\n"
            + "{\\colortbl;\\red255\\green255\\blue255;}\n{\\*\\expandedcolortbl;;}\n"
            + "{\\*\\listtable{\\list\\listtemplateid1\\listhybrid{\\listlevel\\levelnfc23\\levelnfcn23\\leveljc0\\leveljcn0"
            + "\\levelfollow0\\levelstartat1\\levelspace360\\levelindent0{\\*\\levelmarker \\{square\\}}"
            + "{\\leveltext\\leveltemplateid1\\'01\\uc0\\u9642 ;}{\\levelnumbers;}\\fi-360\\li720\\lin720 }"
            + "{\\listlevel\\levelnfc0\\levelnfcn0\\leveljc0\\leveljcn0\\levelfollow0\\levelstartat4\\levelspace360\\levelindent0"
            + "{\\*\\levelmarker \\{decimal\\}.}{\\leveltext\\leveltemplateid2\\'02\\'01.;}{\\levelnumbers\\'01;}"
            + "\\fi-360\\li1440\\lin1440 }{\\listname ;}\\listid1}}\n"
            + "{\\*\\listoverridetable{\\listoverride\\listid1\\listoverridecount0\\ls1}}\n"
            + "\\pard\\tx220\\tx720\\li720\\fi-720\\partightenfactor0\n"
            + "\\ls1\\ilvl0\\f0\\fs24 \\cf0 {\\listtext\t\\uc0\\u9642 \t}one\\\n"
            + "\\pard\\tx940\\tx1440\\li1440\\fi-1440\\partightenfactor0\n\\ls1\\ilvl1{\\listtext\t4.\t}two\\\n}"
        let text = try rtf(source)
        #expect(text.string == "\t\u{25AA}\tone\n\t4.\ttwo\n")
        let one = try #require(style(text, at: 0)), two = try #require(style(text, at: 7))
        #expect(one.textLists.map(\.markerFormat.rawValue) == ["{square}"] && one.headIndent == 36 && one.firstLineHeadIndent == 0)
        #expect(one.tabStops.map(\.location) == [11, 36])
        #expect(two.textLists.map(\.markerFormat.rawValue) == ["{square}", "{decimal}."] && two.textLists[0] === one.textLists[0])
        #expect(two.textLists[1].startingItemNumber == 4)
        let output = try written(text, .rtf)
        #expect(output.contains("{\\*\\listtable{\\list\\listtemplateid1\\listhybrid{\\listlevel\\levelnfc23\\levelnfcn23\\leveljc0"
            + "\\leveljcn0\\levelfollow0\\levelstartat1\\levelspace360\\levelindent0{\\*\\levelmarker \\{square\\}}"
            + "{\\leveltext\\leveltemplateid1\\'01\\uc0\\u9642 ;}{\\levelnumbers;}\\fi-360\\li720\\lin720 }"))
        #expect(output.contains("{\\*\\levelmarker \\{decimal\\}.}{\\leveltext\\leveltemplateid2\\'02\\'01.;}{\\levelnumbers\\'01;}"))
        #expect(output.contains("{\\*\\listoverridetable{\\listoverride\\listid1\\listoverridecount0\\ls1}}"))
        #expect(output.contains("\\ls1\\ilvl0\\f0\\fs24 \\cf0 {\\listtext\t\\uc0\\u9642 \t}one"))
        #expect(output.contains("\\ls1\\ilvl1{\\listtext\t4.\t}two"))
        let back = try rtf(output)
        #expect(back.string == text.string && style(back, at: 7) == two)
    }
}

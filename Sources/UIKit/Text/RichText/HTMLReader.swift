import Foundation

/// Reads HTML into an attributed string as UIKit's import does (RT7–RT12), without WebKit:
/// one pass over ``HTMLTokenizer``'s tokens with a stack of open elements, each holding the
/// format its content is in.
///
/// White space collapses to single spaces and is dropped at the start and end of
/// paragraphs (RT8); blocks end with `"\n"`; `<br>` is U+2028 inside `p`, `li` and headings
/// and `"\n"` elsewhere; list items start with a tab, their marker and a tab (RT11).
struct HTMLReader {
    /// An open element.
    private struct Element {
        let name: String
        var format: RichTextFormat
        let isBlock: Bool
        /// Whether white space is kept as written (`pre`, `white-space: pre`, Cocoa's
        /// `Apple-tab-span`), inherited by the content.
        var preservesSpace = false
        /// For `ol`: the number of the next item.
        var nextItemNumber = 1
    }

    private let source: String
    private let encoding: String.Encoding
    private let baseURL: URL?
    private var styleSheet = CSSStyleSheet()
    private var stack: [Element] = []
    private var builder = RichTextBuilder()
    /// White space seen since the last text, to be written as one space before the next
    /// text, in the format it was seen in (a space before a link is not part of the link).
    private var pendingSpace = false
    private var pendingSpaceFormat = HTMLElementDefaults.documentFormat
    /// `<br>`s since the last text, written before the next text or at the paragraph's end.
    private var pendingBreaks = 0
    private var title: String?
    private var lastFormat = HTMLElementDefaults.documentFormat
    /// Deeper elements than this are read as text of their parent (RT4: no unbounded growth).
    private static let maximumDepth = 512

    init(data: Data, options: RichTextDocument.Options) throws {
        let given = RichTextDocument.encoding(options[.characterEncoding])
            ?? (options[.textEncodingName] as? String).flatMap(Self.encoding(named:))
        let (source, encoding) = try Self.decode(data, encoding: given)
        self.source = source
        self.encoding = encoding
        baseURL = options[.baseURL] as? URL
    }

    /// The text and the document attributes.
    mutating func read() throws -> (text: NSMutableAttributedString, attributes: RichTextDocument.DocumentAttributes) {
        var tokenizer = HTMLTokenizer(source)
        var styleText: String?
        while let token = tokenizer.next() {
            switch token {
            case let .startTag(name, attributes, _):
                if name == "style" { styleText = "" }
                if name == "title" { title = "" }
                open(name, attributes: attributes)
            case let .endTag(name):
                if name == "style", let css = styleText { styleSheet.add(css); styleText = nil }
                close(name)
            case let .text(text):
                if stack.last?.name == "style" { styleText? += text }
                else if stack.last?.name == "title" { title? += text }
                else if !isHidden { write(text) }
            }
        }
        // RT8: bare text ends without a newline; a last `<br>` draws nothing.
        pendingBreaks = max(0, pendingBreaks - 1)
        flushBreaks()
        var attributes: RichTextDocument.DocumentAttributes = [
            .documentType: NSAttributedString.DocumentType.html, .characterEncoding: encoding.rawValue,
        ]
        if let title = title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty { attributes[.title] = title }
        return (builder.finish(), attributes)
    }

    private var isHidden: Bool { stack.contains { HTMLElementDefaults.hidden.contains($0.name) } }
    private var format: RichTextFormat { stack.last?.format ?? HTMLElementDefaults.documentFormat }

    // MARK: Elements

    private mutating func open(_ name: String, attributes: [String: String]) {
        let isBlock = HTMLElementDefaults.blocks.contains(name)
        // A paragraph ends where a block starts; an item where the next one starts.
        if isBlock, name != "li", let index = stack.lastIndex(where: { $0.name == "p" }),
           !stack[index...].dropFirst().contains(where: \.isBlock) { close("p") }
        if name == "li", let item = stack.lastIndex(where: { $0.name == "li" }),
           !stack[item...].dropFirst().contains(where: { $0.name == "ul" || $0.name == "ol" }) { close("li") }
        if name == "br" { lineBreak(); return }
        if name == "body" { close("head") }
        if isBlock && !isHidden { endParagraph() }
        if name == "td" || name == "th", !builder.atParagraphStart, !isHidden { write(text: "\t", in: format) }
        // `<div/>` opens a div, as in browsers; only void elements stay empty.
        guard !HTMLElementDefaults.voids.contains(name), stack.count < Self.maximumDepth else { return }
        var element = Element(name: name, format: format, isBlock: isBlock)
        let parentSize = format.fontSize
        let classes = attributes["class"].map { $0.split(separator: " ").map(String.init) } ?? []
        element.format.apply(HTMLElementDefaults.styleSheet.declarations(tag: name, classes: []), parentFontSize: parentSize, isBlock: isBlock)
        applyPresentationalAttributes(of: name, attributes, to: &element.format)
        element.format.apply(styleSheet.declarations(tag: name, classes: classes), parentFontSize: parentSize, isBlock: isBlock)
        if let style = attributes["style"] {
            element.format.apply(CSSDeclaration.parse(style), parentFontSize: parentSize, isBlock: isBlock)
        }
        element.preservesSpace = (stack.last?.preservesSpace ?? false) || ["pre", "listing", "xmp"].contains(name)
            || classes.contains("Apple-tab-span") || attributes["style"]?.lowercased().contains("white-space: pre") == true
        if name == "ol", let start = attributes["start"].flatMap(Int.init) { element.nextItemNumber = start }
        if name == "ul" || name == "ol" {
            let list = textList(name, attributes: attributes, startingItemNumber: element.nextItemNumber)
            element.format.paragraph.textLists.append(list)
        }
        if name == "li" { Self.indentListItem(&element.format.paragraph) }
        stack.append(element)
        if name == "li" { writeListMarker() }
    }

    /// The attributes HTML styles with before CSS: links, `<font>`, `align`.
    private func applyPresentationalAttributes(of name: String, _ attributes: [String: String], to format: inout RichTextFormat) {
        if name == "a", let href = attributes["href"] {
            // RT12: a link is the URL resolved against the base URL, blue and underlined.
            if let url = URL(string: href.trimmingCharacters(in: .whitespaces), relativeTo: baseURL)?.absoluteURL {
                format.link = url
            }
            format.foregroundColor = HTMLElementDefaults.linkColor
            format.underline = NSUnderlineStyle.single.rawValue
        }
        if name == "font" {
            if let face = attributes["face"] { format.applyFontFamily(face) }
            if let color = attributes["color"].flatMap(CSSValues.color) { format.foregroundColor = color }
            if let size = attributes["size"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
                let keywords = ["x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large"]
                format.applyFontSize(keywords[min(7, max(1, size)) - 1], parentFontSize: format.fontSize)
            }
        }
        if let align = attributes["align"], HTMLElementDefaults.blocks.contains(name) {
            format.apply([CSSDeclaration(property: "text-align", value: align)], parentFontSize: format.fontSize, isBlock: true)
        }
        if attributes["dir"]?.lowercased() == "rtl" { format.paragraph.baseWritingDirection = .rightToLeft }
    }

    private mutating func close(_ name: String) {
        guard let index = stack.lastIndex(where: { $0.name == name }) else {
            if name == "br" { lineBreak() }  // `</br>` is a break in browsers
            return
        }
        while stack.count > index {
            let element = stack.last!
            if element.isBlock && !isHidden { endParagraph() }
            stack.removeLast()
        }
    }

    // MARK: Text

    private mutating func write(_ text: String) {
        if stack.last?.preservesSpace == true {
            flushBreaks()
            write(text: text.replacingOccurrences(of: "\r\n", with: "\n"), in: format)
            return
        }
        var word = ""
        for character in text {
            if character.isWhitespace && character != "\u{A0}" {
                if !word.isEmpty { writeWord(word); word = "" }
                if !pendingSpace { pendingSpaceFormat = format }
                pendingSpace = true
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { writeWord(word) }
    }

    private mutating func writeWord(_ word: String) {
        flushBreaks()
        if pendingSpace, !builder.atParagraphStart, builder.lastCharacter != " ", builder.lastCharacter != "\u{2028}" {
            write(text: " ", in: pendingSpaceFormat)
        }
        pendingSpace = false
        write(text: word, in: format)
    }

    private mutating func write(text: String, in format: RichTextFormat) {
        builder.append(text, format: format)
        lastFormat = format
    }

    /// `<br>`: a break written before the next text (RT8).
    private mutating func lineBreak() {
        guard !isHidden else { return }
        pendingBreaks += 1
        pendingSpace = false
    }

    private mutating func flushBreaks() {
        guard pendingBreaks > 0 else { return }
        let separator = stack.last(where: \.isBlock).map { HTMLElementDefaults.lineBreakingBlocks.contains($0.name) } == true
            ? "\u{2028}" : "\n"
        write(text: String(repeating: separator, count: pendingBreaks), in: format)
        pendingBreaks = 0
        pendingSpace = false
    }

    /// Ends the paragraph being written: a last `<br>` ends it (browsers draw no empty line
    /// for it), others before it stay; an empty paragraph without one writes nothing.
    private mutating func endParagraph() {
        pendingSpace = false
        if pendingBreaks > 0 {
            pendingBreaks -= 1
            flushBreaks()
            write(text: "\n", in: format)
        } else if !builder.atParagraphStart {
            write(text: "\n", in: lastFormat)
        }
    }

    /// RT11, TL10: a list item's marker: a tab, its list's marker for the item's number
    /// (`•`, `◦`, `▪` by nesting in `ul`, `N.` in `ol`), a tab.
    private mutating func writeListMarker() {
        guard let list = stack.lastIndex(where: { $0.name == "ul" || $0.name == "ol" }),
              let textList = stack[list].format.paragraph.textLists.last else {
            write(text: "\t•\t", in: format)
            return
        }
        let marker = textList.marker(forItemNumber: stack[list].nextItemNumber)
        if textList.isOrdered { stack[list].nextItemNumber += 1 }
        write(text: "\t\(marker)\t", in: format)
    }

    /// TL10: the list a `ul` or `ol` makes, as WebKit's import: the marker format is the
    /// list style type in braces (`ul`: `{disc}`, `{circle}` inside one list, `{square}`
    /// deeper; `ol`: `{decimal}.`), from `list-style-type` or `type` when given.
    private func textList(_ name: String, attributes: [String: String], startingItemNumber: Int) -> NSTextList {
        let depth = stack.filter { $0.name == "ul" || $0.name == "ol" }.count
        var type = name == "ol" ? "decimal" : ["disc", "circle", "square"][min(depth, 2)]
        let types = ["1": "decimal", "a": "lower-alpha", "A": "upper-alpha", "i": "lower-roman", "I": "upper-roman",
                     "disc": "disc", "circle": "circle", "square": "square"]
        if let given = attributes["type"].flatMap({ types[$0.trimmingCharacters(in: .whitespaces)] }) { type = given }
        if let style = attributes["style"],
           let declaration = CSSDeclaration.parse(style).last(where: { $0.property == "list-style-type" }) {
            type = declaration.value.lowercased()
        }
        let format = NSTextList.MarkerFormat(name == "ol" ? "{\(type)}." : "{\(type)}")
        return NSTextList(markerFormat: format, options: [], startingItemNumber: startingItemNumber)
    }

    /// TL10: an item paragraph of the n-th nested list is indented 36 × n points on every
    /// line, with a left tab 25 points before that for the marker and a natural tab there for
    /// the text; the tab stops up to that place go.
    static func indentListItem(_ paragraph: inout RichTextFormat.Paragraph) {
        let listLocation = CGFloat(paragraph.textLists.count) * 36
        guard listLocation > 0 else { return }
        paragraph.firstLineHeadIndent = 0
        paragraph.headIndent = listLocation
        let kept = paragraph.tabStops.filter { $0.location > listLocation }
        paragraph.tabStops = [NSTextTab(textAlignment: .left, location: listLocation - 25),
                              NSTextTab(textAlignment: .natural, location: listLocation)] + kept
    }

    // MARK: Encoding

    /// RT6: the text in the given encoding; else in the `<meta>` charset; else, as WebKit,
    /// Windows Latin 1 (so UTF-8 without a declared charset reads as Latin 1, as on iOS).
    private static func decode(_ data: Data, encoding given: String.Encoding?) throws -> (String, String.Encoding) {
        if let given {
            guard let text = String(data: data, encoding: given) else { throw RichTextError.inapplicableEncoding(given) }
            return (text, given)
        }
        if data.starts(with: [0xEF, 0xBB, 0xBF]), let text = String(data: data.dropFirst(3), encoding: .utf8) { return (text, .utf8) }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            return (text, .utf16)
        }
        let head = WindowsLatin1.string(data.prefix(1024)).lowercased()
        if let range = head.range(of: "charset=") {
            let name = head[range.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            if let declared = encoding(named: String(name)), let text = String(data: data, encoding: declared) {
                return (text, declared)
            }
        }
        return (WindowsLatin1.string(data), .windowsCP1252)
    }

    /// The encoding an IANA charset name stands for.
    static func encoding(named name: String) -> String.Encoding? {
        switch name.lowercased() {
        case "utf-8", "utf8": .utf8
        case "utf-16", "utf16": .utf16
        case "iso-8859-1", "latin1", "iso8859-1": .isoLatin1
        case "windows-1252", "cp1252": .windowsCP1252
        case "us-ascii", "ascii": .ascii
        case "macintosh", "mac": .macOSRoman
        case "shift_jis", "shift-jis": .shiftJIS
        case "euc-jp": .japaneseEUC
        default: nil
        }
    }
}

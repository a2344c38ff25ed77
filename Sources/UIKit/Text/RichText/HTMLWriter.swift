import Foundation

/// Writes an attributed string as HTML in the shape of Cocoa's HTML writer (RT15): an
/// HTML 4.01 document whose `<style>` holds one `p.pN` class per distinct paragraph style
/// (margins, indent, alignment, the first run's font) and one `span.sN` class per distinct
/// run (face, weight, style, size, colours, decoration), paragraphs as `<p class="pN">`
/// (an empty one holding `<br>`), links as `<a href>`, line separators as `<br>`, tabs in
/// `Apple-tab-span` spans. Sizes are written in `px`, which ``HTMLReader`` reads back as
/// the same points.
struct HTMLWriter {
    private let text: NSAttributedString
    private let documentAttributes: RichTextDocument.DocumentAttributes
    private var paragraphClasses: [String] = []
    /// The lists the last paragraph written is in, outermost first (TL11).
    private var openLists: [NSTextList] = []
    private var spanClasses: [String] = []

    init(text: NSAttributedString, attributes: RichTextDocument.DocumentAttributes) {
        self.text = text
        documentAttributes = attributes
    }

    /// The document's bytes (UTF-8, as its `<meta>` says).
    mutating func write() -> Data {
        let body = self.body()
        var html = """
            <!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">
            <html>
            <head>
            <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
            <meta http-equiv="Content-Style-Type" content="text/css">
            <title>\(Self.escaped(documentAttributes[.title] as? String ?? ""))</title>
            <meta name="Generator" content="Cocoa HTML Writer">
            <style type="text/css">

            """
        for (index, declarations) in paragraphClasses.enumerated() { html += "p.p\(index + 1) {\(declarations)}\n" }
        for (index, declarations) in spanClasses.enumerated() { html += "span.s\(index + 1) {\(declarations)}\n" }
        html += "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n"
        return Data(html.utf8)
    }

    private mutating func body() -> String {
        var output = ""
        let string = text.string as NSString
        var paragraphStart = 0
        while paragraphStart < string.length {
            let range = string.paragraphRange(for: NSRange(location: paragraphStart, length: 0))
            var contentRange = range
            while contentRange.length > 0, [0x0A, 0x0D, 0x2029].contains(string.character(at: NSMaxRange(contentRange) - 1)) {
                contentRange.length -= 1
            }
            let style = text.attribute(.paragraphStyle, at: range.location, effectiveRange: nil) as? NSParagraphStyle ?? .default
            let font = text.attribute(.font, at: range.location, effectiveRange: nil) as? UIFont
            output += Self.listTags(from: &openLists, to: style.textLists)
            let tag = style.textLists.isEmpty ? "p" : "li"
            if !style.textLists.isEmpty { contentRange = Self.droppingMarker(contentRange, in: string) }
            output += "<\(tag) class=\"p\(paragraphClass(style, font: font))\">"
            if contentRange.length == 0, tag == "p" {
                output += "<br>"
            }
            text.enumerateAttributes(in: contentRange, options: []) { attributes, runRange, _ in
                let span = "<span class=\"s\(spanClass(attributes))\">\(Self.escaped(string.substring(with: runRange)))</span>"
                if let link = attributes[.link].flatMap(RichTextFormat.linkText) {
                    output += "<a href=\"\(Self.escaped(link))\">\(span)</a>"
                } else {
                    output += span
                }
            }
            output += "</\(tag)>\n"
            paragraphStart = NSMaxRange(range)
        }
        return output + Self.listTags(from: &openLists, to: [])
    }

    /// TL11: the tags that close the open lists the next paragraph is not in and open those
    /// it is newly in: `<ul>`, or `<ol>` (with `start` when not 1) for ordered lists.
    static func listTags(from open: inout [NSTextList], to lists: [NSTextList]) -> String {
        var shared = 0
        while shared < min(open.count, lists.count), open[shared] === lists[shared] { shared += 1 }
        var tags = ""
        while open.count > shared { tags += open.removeLast().isOrdered ? "</ol>\n" : "</ul>\n" }
        for list in lists[shared...] {
            let start = list.startingItemNumber != 1 ? " start=\"\(list.startingItemNumber)\"" : ""
            tags += list.isOrdered ? "<ol\(start)>\n" : "<ul>\n"
            open.append(list)
        }
        return tags
    }

    /// TL11: a list item's text without the `"\t<marker>\t"` it starts with.
    static func droppingMarker(_ range: NSRange, in string: NSString) -> NSRange {
        guard range.length > 0, string.character(at: range.location) == 0x09 else { return range }
        let rest = NSRange(location: range.location + 1, length: range.length - 1)
        let tab = string.range(of: "\t", options: [], range: rest)
        guard tab.location != NSNotFound else { return range }
        return NSRange(location: NSMaxRange(tab), length: NSMaxRange(range) - NSMaxRange(tab))
    }

    private mutating func paragraphClass(_ style: NSParagraphStyle, font: UIFont?) -> Int {
        var declarations = "margin: \(Self.px(style.paragraphSpacingBefore)) \(Self.px(max(0, -style.tailIndent))) "
            + "\(Self.px(style.paragraphSpacing)) \(Self.px(style.headIndent))"
        if style.firstLineHeadIndent != style.headIndent {
            declarations += "; text-indent: \(Self.px(style.firstLineHeadIndent - style.headIndent))"
        }
        switch style.alignment {
        case .left: declarations += "; text-align: left"
        case .center: declarations += "; text-align: center"
        case .right: declarations += "; text-align: right"
        case .justified: declarations += "; text-align: justify"
        case .natural: break
        }
        if style.lineHeightMultiple > 0 { declarations += "; line-height: \(Self.decimal(style.lineHeightMultiple))" }
        else if style.minimumLineHeight > 0 { declarations += "; line-height: \(Self.px(style.minimumLineHeight))" }
        if style.baseWritingDirection == .rightToLeft { declarations += "; direction: rtl" }
        if let font { declarations += "; font: \(Self.decimal(font.pointSize, places: 1))px \(font.familyName)" }
        return index(of: declarations, in: &paragraphClasses)
    }

    private mutating func spanClass(_ attributes: [NSAttributedString.Key: Any]) -> Int {
        let font = attributes[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)!
        let traits = font.fontDescriptor.symbolicTraits
        var declarations = "font-family: '\(font.fontName)'; font-weight: \(traits.contains(.traitBold) ? "bold" : "normal"); "
            + "font-style: \(traits.contains(.traitItalic) ? "italic" : "normal"); font-size: \(Self.decimal(font.pointSize))px"
        if let color = attributes[.foregroundColor] as? UIColor { declarations += "; color: \(Self.css(color))" }
        if let color = attributes[.backgroundColor] as? UIColor { declarations += "; background-color: \(Self.css(color))" }
        let underline = RTFWriter.integer(attributes[.underlineStyle]) != 0
        let strikethrough = RTFWriter.integer(attributes[.strikethroughStyle]) != 0
        if underline || strikethrough {
            declarations += "; text-decoration: " + [underline ? "underline" : nil, strikethrough ? "line-through" : nil]
                .compactMap { $0 }.joined(separator: " ")
        } else if attributes[.link] != nil {
            declarations += "; text-decoration: none"
        }
        let offset = RTFWriter.number(attributes[.baselineOffset])
        let superscript = RTFWriter.integer(attributes[_TextAttributeValues.superscriptKey])
        if superscript != 0 {
            declarations += "; vertical-align: \(superscript > 0 ? "super" : "sub")"  // TL9
        } else if offset != 0 {
            declarations += "; vertical-align: \(Self.px(offset))"
        }
        return index(of: declarations, in: &spanClasses)
    }

    private func index(of declarations: String, in classes: inout [String]) -> Int {
        if let index = classes.firstIndex(of: declarations) { return index + 1 }
        classes.append(declarations)
        return classes.count
    }

    // MARK: Values

    /// Text with `& < > "` escaped, line separators as `<br>`, tabs in Cocoa's tab spans.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\u{2028}": output += "<br>"
            case "\t": output += "<span class=\"Apple-tab-span\">\t</span>"
            default: output.append(character)
            }
        }
        return output
    }

    /// `#rrggbb`, or `rgba(r, g, b, a)` for a translucent colour.
    static func css(_ color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let bytes = [red, green, blue].map { Int((min(1, max(0, $0)) * 255).rounded()) }
        if alpha < 1 { return "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(decimal(alpha, places: 3)))" }
        return "#" + bytes.map { String(format: "%02x", $0) }.joined()
    }

    private static func px(_ points: CGFloat) -> String { decimal(points, places: 1) + "px" }

    /// `value` with `places` decimals (Cocoa writes `12.0px`, `12.00px`).
    static func decimal(_ value: CGFloat, places: Int = 2) -> String {
        // A negated zero (a zero tail indent's margin) is written as 0, not -0.
        String(format: "%.\(places)f", value == 0 ? 0 : Double(value))
    }
}

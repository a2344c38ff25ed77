import Foundation

/// Writes an attributed string as RTF the way Cocoa's writer does (RT14), so TextEdit and
/// Cocoa read it: the `{\rtf1\ansi\ansicpg1252\cocoartfN` header, a font table of the faces
/// used (PostScript names), a colour table whose first two entries are auto and white with
/// Cocoa's `\expandedcolortbl` beside it, `\pard` paragraph settings where they change,
/// `\f \b \i \fs \cf \cb \ul \strike \up \dn \super \sub` where a run's attributes change,
/// links as `\field` hyperlinks, text lists as Cocoa's list tables (TL12), and `\` line ends
/// for paragraph breaks.
struct RTFWriter {
    /// The Cocoa RTF version written (`\cocoartf`): iOS 17's.
    static let cocoaVersion = 2761

    private let text: NSAttributedString
    private let documentAttributes: RichTextDocument.DocumentAttributes
    private var fontNames: [String] = []
    private var colors: [UIColor] = []
    private var lists = RTFListTable()

    init(text: NSAttributedString, attributes: RichTextDocument.DocumentAttributes) {
        self.text = text
        documentAttributes = attributes
    }

    /// The document's bytes (ASCII: other characters are escaped).
    mutating func write() -> Data {
        let body = self.body()
        var header = "{\\rtf1\\ansi\\ansicpg1252\\cocoartf\(Self.cocoaVersion)\n"
        header += "\\cocoatextscaling0\\cocoaplatform1{\\fonttbl"
        for (index, name) in fontNames.enumerated() {
            header += "\\f\(index)\\f\(Self.fontClass(name))\\fcharset0 \(name);"
        }
        header += "}\n{\\colortbl;\\red255\\green255\\blue255;"
        for color in colors {
            let (red, green, blue, _) = Self.components(color)
            header += "\\red\(Int((red * 255).rounded()))\\green\(Int((green * 255).rounded()))\\blue\(Int((blue * 255).rounded()));"
        }
        header += "}\n{\\*\\expandedcolortbl;;"
        for color in colors {
            let (red, green, blue, alpha) = Self.components(color)
            header += "\\cssrgb\\c\(Self.fraction(red))\\c\(Self.fraction(green))\\c\(Self.fraction(blue))"
            if alpha < 1 { header += "\\c\(Self.fraction(alpha))" }
            header += ";"
        }
        header += "}\n" + lists.tables
        if let paper = documentAttributes[.paperSize] as? CGSize {
            header += "\\paperw\(Self.twips(paper.width))\\paperh\(Self.twips(paper.height))\n"
        }
        if let interval = documentAttributes[.defaultTabInterval] as? CGFloat {
            header += "\\deftab\(Self.twips(interval))\n"
        }
        return Data((header + body + "}").utf8)
    }

    /// The paragraphs and runs.
    private mutating func body() -> String {
        var output = ""
        var previousParagraph: RichTextFormat.Paragraph?
        var previous: RunState?
        let string = text.string as NSString
        var paragraphStart = 0
        while paragraphStart < string.length || (paragraphStart == 0 && string.length == 0) {
            let range = string.paragraphRange(for: NSRange(location: paragraphStart, length: 0))
            let style = string.length == 0 ? nil : text.attribute(.paragraphStyle, at: range.location, effectiveRange: nil) as? NSParagraphStyle
            let paragraph = RichTextFormat.Paragraph(style ?? .default)
            if paragraph != previousParagraph {
                output += Self.paragraphControls(paragraph) + "\n"
                // TL12: a list paragraph names its list and level.
                if let place = lists.note(paragraph.textLists) { output += "\\ls\(place.override)\\ilvl\(place.level)" }
                previousParagraph = paragraph
            }
            guard range.length > 0 else { break }
            // TL12: a list item's `"\t<marker>\t"` is written in a `\listtext` group, as Cocoa writes it.
            let marker = paragraph.textLists.isEmpty ? NSRange(location: range.location, length: 0)
                : NSRange(location: range.location, length: HTMLWriter.droppingMarker(range, in: string).location - range.location)
            text.enumerateAttributes(in: range, options: []) { attributes, runRange, _ in
                let run = runState(attributes)
                var controls = run.controls(changingFrom: previous)
                if !controls.isEmpty { controls += " " }
                var characters = ""
                let inMarker = NSIntersectionRange(runRange, marker)
                if inMarker.length > 0 {
                    characters = "{\\listtext" + string.substring(with: inMarker).split(separator: "\t", omittingEmptySubsequences: false)
                        .map { Self.escaped(String($0)) }.joined(separator: "\t") + "}"
                }
                let restStart = max(runRange.location, NSMaxRange(marker))
                let rest = NSRange(location: restStart, length: NSMaxRange(runRange) - restStart)
                if rest.length > 0 { characters += Self.escaped(string.substring(with: rest)) }
                if let link = attributes[.link].flatMap(RichTextFormat.linkText) {
                    output += "{\\field{\\*\\fldinst{HYPERLINK \"\(Self.escaped(link))\"}}{\\fldrslt \(controls)\(characters)}}"
                    // The field's group restores the state written before it.
                } else {
                    output += controls + characters
                    previous = run
                }
            }
            paragraphStart = NSMaxRange(range)
        }
        return output
    }

    // MARK: Runs

    /// The RTF state of one run.
    private struct RunState: Equatable {
        var font = 0
        var bold = false
        var italic = false
        var halfPoints = 24
        var color = 0
        var background = 0
        var underline = 0
        var strikethrough = 0
        var halfPointOffset = 0
        /// Cocoa's superscript level (TL9).
        var superscript = 0

        /// The control words that move from `old` (nil: nothing written yet, when Cocoa
        /// writes the font, size and colour, `\f0\fs24 \cf0`) to this state.
        func controls(changingFrom old: RunState?) -> String {
            let base = old ?? RunState()
            var controls = ""
            if old == nil || font != base.font { controls += "\\f\(font)" }
            if bold != base.bold { controls += bold ? "\\b" : "\\b0" }
            if italic != base.italic { controls += italic ? "\\i" : "\\i0" }
            if old == nil || halfPoints != base.halfPoints { controls += "\\fs\(halfPoints)" }
            if old == nil || color != base.color { controls += " \\cf\(color)" }
            if background != base.background { controls += "\\cb\(background)" }
            if underline != base.underline {
                switch underline & 0xFF {
                case 0: controls += "\\ulnone"
                case NSUnderlineStyle.double.rawValue: controls += "\\uldb"
                case NSUnderlineStyle.thick.rawValue: controls += "\\ulth"
                default: controls += "\\ul"
                }
            }
            if strikethrough != base.strikethrough { controls += strikethrough == 0 ? "\\strike0" : "\\strike" }
            if halfPointOffset != base.halfPointOffset {
                controls += halfPointOffset > 0 ? "\\up\(halfPointOffset)" : halfPointOffset < 0 ? "\\dn\(-halfPointOffset)" : "\\up0"
            }
            if superscript != base.superscript {
                controls += superscript > 0 ? "\\super" : superscript < 0 ? "\\sub" : "\\nosupersub"
            }
            return controls
        }
    }

    private mutating func runState(_ attributes: [NSAttributedString.Key: Any]) -> RunState {
        let font = attributes[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)!
        let traits = font.fontDescriptor.symbolicTraits
        var run = RunState()
        run.font = fontIndex(font.fontName)
        run.bold = traits.contains(.traitBold)
        run.italic = traits.contains(.traitItalic)
        run.halfPoints = Int((font.pointSize * 2).rounded())
        run.color = (attributes[.foregroundColor] as? UIColor).map { colorIndex($0) } ?? 0
        run.background = (attributes[.backgroundColor] as? UIColor).map { colorIndex($0) } ?? 0
        run.underline = Self.integer(attributes[.underlineStyle])
        run.strikethrough = Self.integer(attributes[.strikethroughStyle])
        run.halfPointOffset = Int((Self.number(attributes[.baselineOffset]) * 2).rounded())
        run.superscript = Self.integer(attributes[_TextAttributeValues.superscriptKey])
        return run
    }

    private mutating func fontIndex(_ name: String) -> Int {
        if let index = fontNames.firstIndex(of: name) { return index }
        fontNames.append(name)
        return fontNames.count - 1
    }

    /// The colour's index in the table (after auto, 0, and white, 1).
    private mutating func colorIndex(_ color: UIColor) -> Int {
        if let index = colors.firstIndex(where: { $0.isEqual(color) }) { return index + 2 }
        colors.append(color)
        return colors.count + 1
    }

    // MARK: Paragraphs

    /// `\pard` and the paragraph's settings, in Cocoa's order.
    static func paragraphControls(_ paragraph: RichTextFormat.Paragraph) -> String {
        var controls = "\\pard"
        // TL6: tab stops other than the default ones, before the indents as Cocoa writes them.
        if paragraph.tabStops != NSParagraphStyle.defaultTabStops {
            for tab in paragraph.tabStops {
                switch tab.alignment {
                case .right: controls += "\\tqr"
                case .center: controls += "\\tqc"
                case .justified: controls += "\\tqdec"
                case .left, .natural: break
                }
                controls += "\\tx\(twips(tab.location))"
            }
        }
        if paragraph.defaultTabInterval > 0 { controls += "\\pardeftab\(twips(paragraph.defaultTabInterval))" }
        if paragraph.headIndent != 0 { controls += "\\li\(twips(paragraph.headIndent))" }
        if paragraph.firstLineHeadIndent != paragraph.headIndent {
            controls += "\\fi\(twips(paragraph.firstLineHeadIndent - paragraph.headIndent))"
        }
        if paragraph.tailIndent < 0 { controls += "\\ri\(twips(-paragraph.tailIndent))" }
        if paragraph.lineSpacing > 0 { controls += "\\slleading\(twips(paragraph.lineSpacing))" }
        if paragraph.lineHeightMultiple > 0 { controls += "\\sl\(Int((paragraph.lineHeightMultiple * 240).rounded()))\\slmult1" }
        if paragraph.minimumLineHeight > 0 { controls += "\\slminimum\(twips(paragraph.minimumLineHeight))" }
        if paragraph.maximumLineHeight > 0 { controls += "\\slmaximum\(twips(paragraph.maximumLineHeight))" }
        if paragraph.paragraphSpacingBefore > 0 { controls += "\\sb\(twips(paragraph.paragraphSpacingBefore))" }
        if paragraph.paragraphSpacing > 0 { controls += "\\sa\(twips(paragraph.paragraphSpacing))" }
        switch paragraph.alignment {
        case .left: controls += "\\ql"
        case .center: controls += "\\qc"
        case .right: controls += "\\qr"
        case .justified: controls += "\\qj"
        case .natural: controls += "\\ql\\qnatural"
        }
        switch paragraph.baseWritingDirection {
        case .rightToLeft: controls += "\\rtlpar"
        case .leftToRight: controls += "\\ltrpar"
        case .natural: controls += "\\pardirnatural"
        }
        return controls + "\\partightenfactor0"
    }

    // MARK: Values

    /// Text with RTF's specials escaped: `\ \{ \}`, paragraph ends as `\` and a line end,
    /// tabs as `\tab`, Latin 1 as `\'hh`, other characters as `\uc0\uN `.
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "{": output += "\\{"
            case "}": output += "\\}"
            case "\n", "\r", "\u{2029}": output += "\\\n"
            case "\t": output += "\\tab "
            case _ where scalar.value < 0x80: output.unicodeScalars.append(scalar)
            case _ where (0xA0...0xFF).contains(scalar.value): output += "\\'" + String(format: "%02x", scalar.value)
            default:
                for unit in String(scalar).utf16 { output += "\\uc0\\u\(unit) " }
            }
        }
        return output
    }

    static func twips(_ points: CGFloat) -> Int { Int((points * 20).rounded()) }

    private static func fraction(_ component: CGFloat) -> Int { Int((component * 100_000).rounded()) }

    private static func components(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }

    /// Cocoa's font family class for a face.
    private static func fontClass(_ name: String) -> String {
        if name.hasPrefix("Helvetica") || name.hasPrefix("Arial") { return "swiss" }
        if name.hasPrefix("Times") || name.hasPrefix("Georgia") { return "roman" }
        if name.hasPrefix("Courier") || name.hasPrefix("Menlo") { return "modern" }
        return "nil"
    }

    static func integer(_ value: Any?) -> Int {
        switch value {
        case let value as Int: value
        case let value as NSUnderlineStyle: value.rawValue
        case let value as NSNumber: value.intValue
        default: 0
        }
    }

    static func number(_ value: Any?) -> CGFloat {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: 0
        }
    }
}

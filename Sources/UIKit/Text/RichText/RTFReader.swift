import Foundation

/// Reads RTF into an attributed string as Cocoa's RTF reader does (RT13): one pass over
/// ``RTFTokenizer``'s tokens with a stack of group states (each group restores the format
/// it started with), the font and colour tables, `\field` hyperlinks, `\u` escapes with
/// `\uc` fallbacks, and Cocoa's extensions (`\expandedcolortbl`, `\slleading`, `\qnatural`).
struct RTFReader {
    /// Where a group's text goes.
    private enum Destination {
        case text
        case fontTable
        case colorTable
        case expandedColorTable
        case fieldInstruction
        /// `\listtable` and `\listoverridetable` (TL12).
        case listTable
        /// A list level's `\levelmarker` text.
        case levelMarker
        case title
        case skipped
    }

    /// The state a group starts with and its closing restores.
    private struct GroupState {
        var format: RichTextFormat
        var destination: Destination
        /// How many characters after `\uN` are the fallback to skip (`\ucN`).
        var unicodeSkip = 1
        /// Whether the paragraph has `\tx` stops of its own (which replace the default ones).
        var tabsGiven = false
        /// The alignment of the next `\tx` stop.
        var pendingTabAlignment = NSTextAlignment.left
        /// The paragraph's `\lsN` list (TL12).
        var listOverride: Int?
    }

    private let data: Data
    private var state: GroupState
    private var stack: [GroupState] = []
    private var builder = RichTextBuilder()
    private var fonts: [Int: String] = [:]
    private var currentFontNumber = 0
    private var pendingFontName = ""
    private var defaultFontNumber: Int?
    private var colors: [UIColor?] = []
    private var expandedColors: [UIColor?] = []
    private var pendingColor: (red: Int?, green: Int?, blue: Int?) = (nil, nil, nil)
    private var pendingExpanded: [CGFloat] = []
    private var fieldInstruction = ""
    private var fieldLink: URL?
    private var lists = RTFListTable()
    private var title = ""
    /// Fallback characters still to skip after a `\u`.
    private var skipCount = 0
    /// The code page of `\'hh` and text bytes: Windows Latin 1, or Mac Roman under `\mac`.
    private var usesMacRoman = false
    private var attributes: RichTextDocument.DocumentAttributes = [.documentType: NSAttributedString.DocumentType.rtf]
    /// A high surrogate from `\u` waiting for its low half.
    private var highSurrogate: UInt16?
    /// RT4: deeper nesting than this is not a document Cocoa wrote; it is refused.
    private static let maximumDepth = 1000

    init(data: Data) {
        self.data = data
        var format = RichTextFormat()
        format.namesFace = true
        state = GroupState(format: format, destination: .text)
    }

    /// The text and the document attributes; RT4: data that does not open with `{\rtf` or
    /// nests too deep is corrupt (`NSFileReadCorruptFileError`).
    mutating func read() throws -> (text: NSMutableAttributedString, attributes: RichTextDocument.DocumentAttributes) {
        guard RichTextDocument.recognisedType(of: data) == .rtf else { throw RichTextError.corruptFile() }
        var tokenizer = RTFTokenizer(data)
        var depth = 0
        tokens: while let token = tokenizer.next() {
            switch token {
            case .groupStart:
                depth += 1
                guard depth <= Self.maximumDepth else { throw RichTextError.corruptFile() }
                stack.append(state)
                if state.destination == .fontTable { pendingFontName = "" }
            case .groupEnd:
                depth -= 1
                guard let outer = stack.popLast() else { break tokens }
                endGroup(restoring: outer)
                if depth == 0 { break tokens }
            case let .controlWord(name, parameter):
                controlWord(name, parameter)
            case let .controlSymbol(symbol):
                controlSymbol(symbol)
            case let .byte(byte):
                if consumeSkip() { continue }
                characters(decode([byte]))
            case let .text(bytes):
                var bytes = bytes[...]
                while skipCount > 0, !bytes.isEmpty { bytes = bytes.dropFirst(); skipCount -= 1 }
                if !bytes.isEmpty { characters(decode(Array(bytes))) }
            }
        }
        if !title.isEmpty { attributes[.title] = title }
        return (builder.finish(), attributes)
    }

    // MARK: Groups

    private mutating func endGroup(restoring outer: GroupState) {
        switch state.destination {
        case .fontTable where outer.destination == .fontTable:
            finishFont()
        case .fieldInstruction where outer.destination != .fieldInstruction:
            fieldLink = Self.hyperlink(in: fieldInstruction)
        default:
            break
        }
        state = outer
    }

    /// The URL of a `HYPERLINK "url"` field instruction.
    static func hyperlink(in instruction: String) -> URL? {
        let trimmed = instruction.trimmingCharacters(in: .whitespaces)
        guard trimmed.uppercased().hasPrefix("HYPERLINK") else { return nil }
        let rest = trimmed.dropFirst("HYPERLINK".count).trimmingCharacters(in: .whitespaces)
        let target: Substring
        if rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") {
            target = rest[rest.index(after: rest.startIndex)..<end]
        } else {
            target = rest.split(separator: " ").first ?? ""
        }
        return URL(string: String(target))
    }

    // MARK: Control words

    private mutating func controlWord(_ name: String, _ parameter: Int?) {
        if handleDestination(name) { return }
        if state.destination == .colorTable {
            switch name {
            case "red": pendingColor.red = parameter
            case "green": pendingColor.green = parameter
            case "blue": pendingColor.blue = parameter
            default: break
            }
            return
        }
        if state.destination == .expandedColorTable {
            if name == "c", let parameter { pendingExpanded.append(CGFloat(parameter) / 100_000) }
            return
        }
        if state.destination == .fontTable {
            if name == "f" { currentFontNumber = parameter ?? 0 }
            return
        }
        if state.destination == .listTable || state.destination == .levelMarker {
            lists.read(name, parameter)
            return
        }
        if let special = Self.specialCharacters[name] {
            if !consumeSkip() { characters(special) }
            return
        }
        if name == "u", let parameter {
            unicode(parameter)
            return
        }
        applyFormatting(name, parameter)
    }

    /// Starts a destination group; true when `name` was one.
    private mutating func handleDestination(_ name: String) -> Bool {
        switch name {
        case "fonttbl": state.destination = .fontTable
        case "colortbl": state.destination = .colorTable
        case "expandedcolortbl": state.destination = .expandedColorTable
        case "fldinst": state.destination = .fieldInstruction; fieldInstruction = ""
        case "fldrslt": state.destination = .text; state.format.link = fieldLink
        case "field": fieldLink = nil
        case "listtable", "listoverridetable": state.destination = .listTable
        case "levelmarker" where state.destination == .skipped && stack.last?.destination == .listTable:
            state.destination = .levelMarker
        case "title" where stack.last?.destination == .skipped || state.destination == .skipped: state.destination = .title
        case "info", "stylesheet", "header", "footer", "headerl", "headerr", "footerl", "footerr", "pict",
             "object", "themedata", "colorschememapping", "latentstyles",
             "generator", "xmlnstbl", "rsidtbl", "mmathPr", "filetbl", "revtbl", "footnote", "nonshppict":
            state.destination = .skipped
        default: return false
        }
        return true
    }

    private mutating func controlSymbol(_ symbol: UInt8) {
        switch symbol {
        case UInt8(ascii: "*"):
            // An ignorable destination: skipped unless it is one this reader knows, which
            // its control word (next) switches to.
            state.destination = .skipped
        case UInt8(ascii: "~"): if !consumeSkip() { characters("\u{A0}") }
        case UInt8(ascii: "_"): if !consumeSkip() { characters("\u{2011}") }
        case UInt8(ascii: "-"): break
        case 0x0A, 0x0D: if !consumeSkip() { characters("\n") }
        default: if !consumeSkip() { characters(String(UnicodeScalar(symbol))) }
        }
    }

    // MARK: Text

    /// Text in the group's destination.
    private mutating func characters(_ text: String) {
        switch state.destination {
        case .text:
            builder.append(text, format: state.format)
        case .fontTable:
            for character in text {
                if character == ";" { finishFont() } else { pendingFontName.append(character) }
            }
        case .colorTable:
            for character in text where character == ";" {
                let (red, green, blue) = pendingColor
                colors.append(red == nil && green == nil && blue == nil ? nil
                    : UIColor(red: CGFloat(red ?? 0) / 255, green: CGFloat(green ?? 0) / 255, blue: CGFloat(blue ?? 0) / 255, alpha: 1))
                pendingColor = (nil, nil, nil)
            }
        case .expandedColorTable:
            for character in text where character == ";" {
                let components = pendingExpanded
                expandedColors.append(components.count >= 3
                    ? UIColor(red: components[0], green: components[1], blue: components[2], alpha: components.count > 3 ? components[3] : 1)
                    : components.count >= 1 ? UIColor(white: components[0], alpha: components.count > 1 ? components[1] : 1) : nil)
                pendingExpanded = []
            }
        case .fieldInstruction:
            fieldInstruction += text
        case .levelMarker:
            lists.readMarker(text)
        case .listTable:
            break
        case .title:
            title += text
        case .skipped:
            break
        }
    }

    private mutating func finishFont() {
        let name = pendingFontName.trimmingCharacters(in: .whitespaces)
        if !name.isEmpty { fonts[currentFontNumber] = name }
        pendingFontName = ""
    }

    /// Whether the character was a `\uN` fallback to skip.
    private mutating func consumeSkip() -> Bool {
        guard skipCount > 0 else { return false }
        skipCount -= 1
        return true
    }

    /// `\uN`: the UTF-16 unit N (negative: N + 65536), surrogate halves joined.
    private mutating func unicode(_ value: Int) {
        let unit = UInt16(truncatingIfNeeded: value < 0 ? value + 65_536 : value)
        skipCount = state.unicodeSkip
        if UTF16.isLeadSurrogate(unit) {
            highSurrogate = unit
            return
        }
        if UTF16.isTrailSurrogate(unit), let high = highSurrogate {
            highSurrogate = nil
            let scalar = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
            appendScalar(Unicode.Scalar(scalar) ?? "\u{FFFD}")
            return
        }
        highSurrogate = nil
        appendScalar(Unicode.Scalar(unit) ?? "\u{FFFD}")
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        var text = ""
        text.unicodeScalars.append(scalar)
        characters(text)
    }

    private func decode(_ bytes: [UInt8]) -> String {
        if usesMacRoman, let text = String(bytes: bytes, encoding: .macOSRoman) { return text }
        return WindowsLatin1.string(bytes)
    }

    /// The control words that stand for characters.
    private static let specialCharacters: [String: String] = [
        "par": "\n", "line": "\u{2028}", "tab": "\t", "lquote": "\u{2018}", "rquote": "\u{2019}",
        "ldblquote": "\u{201C}", "rdblquote": "\u{201D}", "bullet": "\u{2022}", "endash": "\u{2013}",
        "emdash": "\u{2014}", "enspace": "\u{2002}", "emspace": "\u{2003}", "sect": "\u{00A7}", "page": "\u{000C}",
    ]

    // MARK: Formatting

    /// The character, paragraph and document control words.
    private mutating func applyFormatting(_ name: String, _ parameter: Int?) {
        let on = parameter.map { $0 != 0 } ?? true
        let points = CGFloat(parameter ?? 0) / 20
        switch name {
        // Document
        case "mac": usesMacRoman = true
        case "ansi", "pc", "pca": usesMacRoman = false
        case "ansicpg": usesMacRoman = parameter == 10000
        case "cocoartf": if let parameter { attributes[.cocoaVersion] = parameter }
        case "deff": defaultFontNumber = parameter; applyFont(parameter ?? 0)
        case "deftab": attributes[.defaultTabInterval] = points
        case "paperw": attributes[.paperSize] = CGSize(width: points, height: (attributes[.paperSize] as? CGSize)?.height ?? 792)
        case "paperh": attributes[.paperSize] = CGSize(width: (attributes[.paperSize] as? CGSize)?.width ?? 612, height: points)
        case "uc": state.unicodeSkip = max(0, parameter ?? 1)
        // Characters
        case "plain":
            let paragraph = state.format.paragraph
            state.format = RichTextFormat()
            state.format.namesFace = true
            state.format.paragraph = paragraph
            applyFont(defaultFontNumber ?? 0)
        case "f": applyFont(parameter ?? 0)
        case "fs": if let parameter, parameter > 0 { state.format.fontSize = CGFloat(parameter) / 2 }
        case "b": state.format.isBold = on
        case "i": state.format.isItalic = on
        case "ul": state.format.underline = on ? NSUnderlineStyle.single.rawValue : 0
        case "ulnone": state.format.underline = 0
        case "uldb": state.format.underline = on ? NSUnderlineStyle.double.rawValue : 0
        case "ulth": state.format.underline = on ? NSUnderlineStyle.thick.rawValue : 0
        case "uld": state.format.underline = on ? NSUnderlineStyle.single.rawValue | NSUnderlineStyle.patternDot.rawValue : 0
        case "ulw": state.format.underline = on ? NSUnderlineStyle.single.rawValue | NSUnderlineStyle.byWord.rawValue : 0
        case "strike": state.format.strikethrough = on ? NSUnderlineStyle.single.rawValue : 0
        case "striked": state.format.strikethrough = on ? NSUnderlineStyle.double.rawValue : 0
        case "cf": state.format.foregroundColor = color(parameter ?? 0)
        case "cb", "highlight", "chcbpat": state.format.backgroundColor = color(parameter ?? 0)
        case "up": state.format.baselineOffset = CGFloat(parameter ?? 6) / 2
        case "dn": state.format.baselineOffset = -CGFloat(parameter ?? 6) / 2
        // TL9: `\super` and `\sub` are Cocoa's superscript levels; `\nosupersub` ends both.
        case "super": state.format.superscript = on ? 1 : 0
        case "sub": state.format.superscript = on ? -1 : 0
        case "nosupersub": state.format.superscript = 0
        // Paragraphs
        case "pard": state.format.paragraph = RichTextFormat.Paragraph(); state.tabsGiven = false; state.listOverride = nil
        // TL6: `\tx` stops replace the default ones; `\tqr`, `\tqc`, `\tqdec` align the next.
        case "tqr": state.pendingTabAlignment = .right
        case "tqc": state.pendingTabAlignment = .center
        case "tqdec": state.pendingTabAlignment = .justified
        case "tx", "tb":
            if !state.tabsGiven { state.format.paragraph.tabStops = []; state.tabsGiven = true }
            state.format.paragraph.tabStops.append(NSTextTab(textAlignment: state.pendingTabAlignment, location: points))
            state.format.paragraph.tabStops.sort { $0.location < $1.location }
            state.pendingTabAlignment = .left
        case "pardeftab": state.format.paragraph.defaultTabInterval = max(0, points)
        // TL12: a paragraph of list `\lsN` at level `\ilvlM` is in that list's levels 0…M.
        case "ls":
            state.listOverride = parameter
            if let parameter { state.format.paragraph.textLists = lists.textLists(override: parameter, level: 0) }
        case "ilvl":
            if let list = state.listOverride { state.format.paragraph.textLists = lists.textLists(override: list, level: parameter ?? 0) }
        case "ql": state.format.paragraph.alignment = .left
        case "qc": state.format.paragraph.alignment = .center
        case "qr": state.format.paragraph.alignment = .right
        case "qj": state.format.paragraph.alignment = .justified
        case "qnatural": state.format.paragraph.alignment = .natural
        case "li":
            let firstLine = state.format.paragraph.firstLineHeadIndent - state.format.paragraph.headIndent
            state.format.paragraph.headIndent = max(0, points)
            state.format.paragraph.firstLineHeadIndent = max(0, points + firstLine)
        case "fi": state.format.paragraph.firstLineHeadIndent = max(0, state.format.paragraph.headIndent + points)
        case "ri": state.format.paragraph.tailIndent = 0 - max(0, points)
        case "sa": state.format.paragraph.paragraphSpacing = max(0, points)
        case "sb": state.format.paragraph.paragraphSpacingBefore = max(0, points)
        case "sl":
            if points > 0 { state.format.paragraph.minimumLineHeight = points }
            if points < 0 { state.format.paragraph.minimumLineHeight = -points; state.format.paragraph.maximumLineHeight = -points }
        case "slmult":
            // `\slN\slmult1`: N/240 is a multiple of single spacing, not a height.
            if on, state.format.paragraph.minimumLineHeight > 0 {
                state.format.paragraph.lineHeightMultiple = state.format.paragraph.minimumLineHeight / 12
                state.format.paragraph.minimumLineHeight = 0
                state.format.paragraph.maximumLineHeight = 0
            }
        case "slleading": state.format.paragraph.lineSpacing = max(0, points)
        case "slmaximum": state.format.paragraph.maximumLineHeight = max(0, points)
        case "slminimum": state.format.paragraph.minimumLineHeight = max(0, points)
        case "rtlpar": state.format.paragraph.baseWritingDirection = .rightToLeft
        case "ltrpar": state.format.paragraph.baseWritingDirection = .leftToRight
        default: break
        }
    }

    private mutating func applyFont(_ number: Int) {
        state.format.fontName = fonts[number] ?? "Helvetica"
    }

    /// Colour `index` of the tables (Cocoa's expanded table first); 0 and missing: none.
    private func color(_ index: Int) -> UIColor? {
        guard index > 0 else { return nil }
        if index < expandedColors.count, let color = expandedColors[index] { return color }
        return index < colors.count ? colors[index] : nil
    }
}

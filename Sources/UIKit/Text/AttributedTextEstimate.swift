import Foundation

/// Lays attributed text out from character advances and font metrics, without a font
/// library: the measurement ``EstimatedTextMeasurement`` gives attributed text, the default
/// one of other ``TextMeasuring`` types (F20), and TextKit's typesetter, which places the
/// same lines in text containers (TK9).
struct AttributedTextEstimate {
    /// The advance of a character in a font, before kern and expansion.
    let advance: (Character, UIFont) -> CGFloat
    /// A font's vertical metrics.
    let metrics: (UIFont) -> FontMetrics

    /// One character as laid out.
    struct Glyph {
        var width: CGFloat
        var ascent: CGFloat
        var descent: CGFloat
        var isSpace: Bool
        /// How many UTF-16 units the character takes (TextKit gives each unit a glyph).
        var units = 1
        /// A tab's own advance (nil for other characters): its width when no tab stop or
        /// default interval places it (TL5).
        var tabAdvance: CGFloat?
        /// Whether the character ends a decimal tab's column (the locale's decimal separator).
        var isDecimalSeparator = false
    }

    /// A paragraph: its characters (without the separator), its style, and the height of its
    /// line when it has no characters.
    struct Paragraph {
        var glyphs: [Glyph] = []
        var style: NSParagraphStyle?
        var emptyAscent: CGFloat = 0
        var emptyDescent: CGFloat = 0
        /// Where its first character is in the text, in UTF-16 units.
        var location = 0
        /// The UTF-16 units of the separator ending it (0: the text's last paragraph).
        var separatorLength = 0
        /// Whether it holds a tab, whose width depends on where it is on its line (TL5).
        var hasTabs = false
    }

    /// How a paragraph's lines break.
    enum Wrapping {
        case words, characters, singleLine

        /// The wrapping of a paragraph style's line break mode: clipping and truncating
        /// paragraphs keep to one line (F20).
        init(_ mode: NSLineBreakMode) {
            switch mode {
            case .byWordWrapping: self = .words
            case .byCharWrapping: self = .characters
            case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: self = .singleLine
            }
        }
    }

    func size(of text: NSAttributedString, width: CGFloat?, numberOfLines: Int) -> CGSize {
        guard text.length > 0 else { return .zero }
        let width = width.flatMap { $0 > 0 ? $0 : nil }
        var height: CGFloat = 0, widest: CGFloat = 0, lineCount = 0
        var previous: NSParagraphStyle?
        paragraphs: for paragraph in paragraphs(of: text) {
            let style = paragraph.style ?? .default
            if let previous { height += previous.paragraphSpacing + style.paragraphSpacingBefore }
            previous = style
            for (index, line) in lines(of: paragraph, style: style, width: width).enumerated() {
                if numberOfLines > 0, lineCount == numberOfLines { break paragraphs }
                if index > 0 { height += style.lineSpacing }
                height += line.height
                widest = max(widest, line.width)
                lineCount += 1
            }
        }
        return CGSize(width: (widest - 1e-9).rounded(.up), height: height)
    }

    /// The text's paragraphs with their characters' widths and heights.
    func paragraphs(of text: NSAttributedString) -> [Paragraph] {
        var result: [Paragraph] = []
        var current = Paragraph()
        var location = 0
        let string = text.string as NSString
        let separator = decimalSeparator
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let font = _TextAttributeValues.font(attributes)
            let fontMetrics = metrics(font)
            let spacing = _TextAttributeValues.letterSpacing(attributes)
            let rise = _TextAttributeValues.baselineRise(attributes)
            let expansion = exp(_TextAttributeValues.number(attributes[.expansion]) ?? 0)
            let attachment = attributes[.attachment] as? NSTextAttachment
            // A raised run makes its line taller above, a lowered one below; neither shrinks it.
            let ascent = fontMetrics.ascender + max(rise, 0), descent = -fontMetrics.descender + max(-rise, 0)
            for character in string.substring(with: range) {
                let units = character.utf16.count
                defer { location += units }
                if current.style == nil { current.style = _TextAttributeValues.paragraphStyle(attributes) }
                current.emptyAscent = ascent
                current.emptyDescent = descent
                if _TextAttributeValues.isParagraphSeparator(character) {
                    current.separatorLength = units
                    result.append(current)
                    current = Paragraph()
                    current.location = location + units
                    current.emptyAscent = ascent
                    current.emptyDescent = descent
                    continue
                }
                if let attachment, character == "\u{FFFC}" {
                    let bounds = _TextAttributeValues.attachmentBounds(attachment)
                    current.glyphs.append(Glyph(width: bounds.width + spacing, ascent: max(0, bounds.maxY),
                                                descent: max(0, -bounds.minY), isSpace: false, units: units))
                } else {
                    let width = advance(character, font) * expansion + spacing
                    var glyph = Glyph(width: width, ascent: ascent, descent: descent,
                                      isSpace: character == " " || character == "\t", units: units)
                    if character == "\t" { glyph.tabAdvance = width; current.hasTabs = true }
                    glyph.isDecimalSeparator = String(character) == separator
                    current.glyphs.append(glyph)
                }
            }
        }
        if current.style == nil, let last = result.last { current.style = last.style }
        result.append(current)
        return result
    }

    /// A paragraph's lines: their widths (with the indent) and heights.
    private func lines(of paragraph: Paragraph, style: NSParagraphStyle, width: CGFloat?) -> [(width: CGFloat, height: CGFloat)] {
        let wrapping = Wrapping(style.lineBreakMode)
        func available(indent: CGFloat) -> CGFloat? {
            if style.tailIndent > 0 { return min(style.tailIndent, width ?? .infinity) - indent }
            return width.map { $0 + style.tailIndent - indent }
        }
        guard !paragraph.glyphs.isEmpty else {
            return [(style.firstLineHeadIndent, lineHeight(ascent: paragraph.emptyAscent, descent: paragraph.emptyDescent, style: style))]
        }
        var glyphs = paragraph.glyphs
        var result: [(width: CGFloat, height: CGFloat)] = []
        var start = 0
        while start < glyphs.count {
            let indent = result.isEmpty ? style.firstLineHeadIndent : style.headIndent
            if paragraph.hasTabs { placeTabs(&glyphs, from: start, at: indent, style: style) }
            let limit = available(indent: indent)
            let end = lineEnd(of: glyphs, from: start, limit: limit, wrapping: wrapping)
            var lineWidth = contentWidth(of: glyphs, start..<end)
            if wrapping == .singleLine, let limit { lineWidth = min(lineWidth, max(0, limit)) }
            let line = glyphs[start..<end]
            let height = lineHeight(ascent: line.map(\.ascent).max() ?? 0, descent: line.map(\.descent).max() ?? 0, style: style)
            result.append((indent + lineWidth, height))
            start = end
        }
        return result
    }

    /// Where a line starting at `start` ends (the index after its last character): as many
    /// characters as fit `limit` (nil: all), broken after the last space that
    /// `allowsWordBreak` accepts (it gets the index of the character after the space), or
    /// inside a word too long for the line; at least one character. A single-line paragraph
    /// takes all its characters.
    func lineEnd(of glyphs: [Glyph], from start: Int, limit: CGFloat?, wrapping: Wrapping,
                 allowsWordBreak: (Int) -> Bool = { _ in true }) -> Int {
        guard let limit, wrapping != .singleLine else { return glyphs.count }
        var used: CGFloat = 0, breakAfterSpace: Int?
        var index = start
        while index < glyphs.count {
            let glyph = glyphs[index]
            if glyph.isSpace {
                used += glyph.width; index += 1
                if allowsWordBreak(index) { breakAfterSpace = index }
                continue
            }
            if index > start, used + glyph.width > limit + 1e-9 {
                return wrapping == .words ? (breakAfterSpace ?? index) : index
            }
            used += glyph.width; index += 1
        }
        return glyphs.count
    }

    /// The width a line's characters take: spaces where a line breaks hang past its end and
    /// take no room.
    func contentWidth(of glyphs: [Glyph], _ line: Range<Int>) -> CGFloat {
        var content = glyphs[line]
        if line.upperBound < glyphs.count { while content.last?.isSpace == true { content = content.dropLast() } }
        return content.reduce(0) { $0 + $1.width }
    }

    /// TL5: gives each tab from `start` on its width on a line whose glyph `start` is `origin`
    /// points from the text area's leading edge: to the first tab stop after it — a left
    /// (or natural) stop starts the text after the tab there, a right stop ends that text
    /// (up to the next tab) there, a centre stop centres it there, a decimal (`.justified`)
    /// stop puts its decimal separator there; after the last stop, to the next multiple of
    /// the default tab interval; without one, the tab keeps its own advance. A tab is never
    /// narrower than nothing.
    func placeTabs(_ glyphs: inout [Glyph], from start: Int, at origin: CGFloat, style: NSParagraphStyle) {
        var x = origin
        for index in start..<glyphs.count {
            if let natural = glyphs[index].tabAdvance {
                var width = natural
                if let stop = style.tabStops.first(where: { $0.location > x + 1e-9 }) {
                    var column: CGFloat = 0, next = index + 1
                    while next < glyphs.count, glyphs[next].tabAdvance == nil {
                        if stop.alignment == .justified, glyphs[next].isDecimalSeparator { break }
                        column += glyphs[next].width
                        next += 1
                    }
                    switch stop.alignment {
                    case .right, .justified: width = stop.location - x - column
                    case .center: width = stop.location - x - column / 2
                    case .left, .natural: width = stop.location - x
                    }
                } else if style.defaultTabInterval > 0 {
                    let interval = style.defaultTabInterval
                    width = ((x / interval).rounded(.down) + 1) * interval - x
                }
                glyphs[index].width = max(0, width)
            }
            x += glyphs[index].width
        }
    }

    /// The locale's decimal separator, which ends a decimal tab's column.
    private var decimalSeparator: String { Locale.current.decimalSeparator ?? "." }

    /// A line's height: its tallest ascent and descent, times the style's multiple, within its
    /// minimum and maximum.
    func lineHeight(ascent: CGFloat, descent: CGFloat, style: NSParagraphStyle) -> CGFloat {
        var height = ascent + descent
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }
}

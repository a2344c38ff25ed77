import Foundation

/// Lays attributed text out from character advances and font metrics, without a font
/// library: the measurement ``EstimatedTextMeasurement`` gives attributed text, and the
/// default one of other ``TextMeasuring`` types (F20).
struct AttributedTextEstimate {
    /// The advance of a character in a font, before kern and expansion.
    let advance: (Character, UIFont) -> CGFloat
    /// A font's vertical metrics.
    let metrics: (UIFont) -> FontMetrics

    /// One character as laid out.
    private struct Glyph {
        var width: CGFloat
        var ascent: CGFloat
        var descent: CGFloat
        var isSpace: Bool
    }

    /// A paragraph: its characters (without the separator), its style, and the height of its
    /// line when it has no characters.
    private struct Paragraph {
        var glyphs: [Glyph] = []
        var style: NSParagraphStyle?
        var emptyAscent: CGFloat = 0
        var emptyDescent: CGFloat = 0
    }

    /// How a paragraph's lines break.
    private enum Wrapping { case words, characters, singleLine }

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
    private func paragraphs(of text: NSAttributedString) -> [Paragraph] {
        var result: [Paragraph] = []
        var current = Paragraph()
        let string = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let font = _TextAttributeValues.font(attributes)
            let fontMetrics = metrics(font)
            let spacing = _TextAttributeValues.letterSpacing(attributes)
            let rise = _TextAttributeValues.number(attributes[.baselineOffset]) ?? 0
            let expansion = exp(_TextAttributeValues.number(attributes[.expansion]) ?? 0)
            let attachment = attributes[.attachment] as? NSTextAttachment
            // A raised run makes its line taller above, a lowered one below; neither shrinks it.
            let ascent = fontMetrics.ascender + max(rise, 0), descent = -fontMetrics.descender + max(-rise, 0)
            for character in string.substring(with: range) {
                if current.style == nil { current.style = _TextAttributeValues.paragraphStyle(attributes) }
                current.emptyAscent = ascent
                current.emptyDescent = descent
                if _TextAttributeValues.isParagraphSeparator(character) {
                    result.append(current)
                    current = Paragraph()
                    current.emptyAscent = ascent
                    current.emptyDescent = descent
                    continue
                }
                if let attachment, character == "\u{FFFC}" {
                    let bounds = _TextAttributeValues.attachmentBounds(attachment)
                    current.glyphs.append(Glyph(width: bounds.width + spacing, ascent: max(0, bounds.maxY),
                                                descent: max(0, -bounds.minY), isSpace: false))
                } else {
                    current.glyphs.append(Glyph(width: advance(character, font) * expansion + spacing, ascent: ascent,
                                                descent: descent, isSpace: character == " " || character == "\t"))
                }
            }
        }
        if current.style == nil, let last = result.last { current.style = last.style }
        result.append(current)
        return result
    }

    /// A paragraph's lines: their widths (with the indent) and heights.
    private func lines(of paragraph: Paragraph, style: NSParagraphStyle, width: CGFloat?) -> [(width: CGFloat, height: CGFloat)] {
        let wrapping: Wrapping = switch style.lineBreakMode {
        case .byWordWrapping: .words
        case .byCharWrapping: .characters
        case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: .singleLine
        }
        func available(indent: CGFloat) -> CGFloat? {
            if style.tailIndent > 0 { return min(style.tailIndent, width ?? .infinity) - indent }
            return width.map { $0 + style.tailIndent - indent }
        }
        let glyphs = paragraph.glyphs
        guard !glyphs.isEmpty else {
            return [(style.firstLineHeadIndent, lineHeight(ascent: paragraph.emptyAscent, descent: paragraph.emptyDescent, style: style))]
        }
        var result: [(width: CGFloat, height: CGFloat)] = []
        var start = 0
        while start < glyphs.count {
            let indent = result.isEmpty ? style.firstLineHeadIndent : style.headIndent
            let limit = available(indent: indent)
            var end = glyphs.count
            if let limit, wrapping != .singleLine {
                var used: CGFloat = 0, breakAfterSpace: Int?
                var index = start
                while index < glyphs.count {
                    let glyph = glyphs[index]
                    if glyph.isSpace {
                        used += glyph.width; index += 1; breakAfterSpace = index
                        continue
                    }
                    if index > start, used + glyph.width > limit + 1e-9 {
                        end = wrapping == .words ? (breakAfterSpace ?? index) : index
                        break
                    }
                    used += glyph.width; index += 1
                }
            }
            var content = glyphs[start..<end]
            // Spaces where a line breaks hang past its end and take no room.
            if end < glyphs.count { while content.last?.isSpace == true { content = content.dropLast() } }
            var lineWidth = content.reduce(0) { $0 + $1.width }
            if wrapping == .singleLine, let limit { lineWidth = min(lineWidth, max(0, limit)) }
            let line = glyphs[start..<end]
            let height = lineHeight(ascent: line.map(\.ascent).max() ?? 0, descent: line.map(\.descent).max() ?? 0, style: style)
            result.append((indent + lineWidth, height))
            start = end
        }
        return result
    }

    /// A line's height: its tallest ascent and descent, times the style's multiple, within its
    /// minimum and maximum.
    private func lineHeight(ascent: CGFloat, descent: CGFloat, style: NSParagraphStyle) -> CGFloat {
        var height = ascent + descent
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }
}

import Foundation

extension TextKitTypesetter {
    /// What truncation keeps of a line: the characters before the ellipsis and after it.
    struct Truncation {
        var prefix: Range<Int>
        var suffix: Range<Int>
        /// Whether the line also hides the rest of the text (the container's last line, TK13).
        var hidesRestOfText: Bool
    }

    /// Stores a line's fragments (TK9): spacing from the delegate or the paragraph style
    /// (TK14), the container's last line truncated when its mode truncates and text is left
    /// (TK13), each fragment shown to the delegate before it is stored; then moves on.
    func commitLine(_ pieces: [Piece], paragraph: Paragraph, style: NSParagraphStyle, spacingBefore: CGFloat,
                    height: CGFloat, containers: [NSTextContainer]) {
        let container = containers[containerIndex]
        let lineStart = pieces[0].range.lowerBound, lineEnd = pieces[pieces.count - 1].range.upperBound
        let endsParagraph = lineEnd == paragraph.glyphs.count
        let afterLine = paragraph.location + unitOffset(lineEnd) + (endsParagraph ? paragraph.separatorLength : 0)
        let firstGlyph = paragraph.location + unitOffset(lineStart)
        let lastGlyph = max(firstGlyph, afterLine - 1)
        let proposed = CGRect(x: 0, y: top, width: container.size.width, height: spacingBefore + height)
        let delegate = layoutManager.delegate
        let lineSpacing = delegate?.layoutManager(layoutManager, lineSpacingAfterGlyphAt: lastGlyph, withProposedLineFragmentRect: proposed)
            ?? style.lineSpacing
        let spacingAfter = endsParagraph && paragraph.separatorLength > 0
            ? delegate?.layoutManager(layoutManager, paragraphSpacingAfterGlyphAt: lastGlyph, withProposedLineFragmentRect: proposed)
                ?? style.paragraphSpacing
            : 0
        let descent = lineMetrics(paragraph, lineStart..<lineEnd).descent
        let fragmentHeight = spacingBefore + height + lineSpacing + spacingAfter
        // TK13: the container's last line, with text left over, is cut when its mode truncates.
        let truncatingModes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle]
        let isLastLine = (container.maximumNumberOfLines > 0 && linesInContainer + 1 >= container.maximumNumberOfLines)
            || top + fragmentHeight + height > container.size.height
        let truncatesText = truncatingModes.contains(container.lineBreakMode) && afterLine < glyphCount && isLastLine
        var bottom = top
        for (index, piece) in pieces.enumerated() {
            let isLast = index == pieces.count - 1
            var truncation: Truncation?
            if isLast, truncatesText {
                truncation = truncate(paragraph, from: piece.range.lowerBound, usable: piece.textEnd - piece.textStart,
                                      mode: container.lineBreakMode, hidesRestOfText: true)
            } else if AttributedTextEstimate.Wrapping(style.lineBreakMode) == .singleLine,
                      truncatingModes.contains(style.lineBreakMode),
                      estimate.contentWidth(of: paragraph.glyphs, piece.range) > piece.textEnd - piece.textStart + 1e-9 {
                truncation = truncate(paragraph, from: piece.range.lowerBound, usable: piece.textEnd - piece.textStart,
                                      mode: style.lineBreakMode, hidesRestOfText: false)
            }
            var fragment = makeFragment(piece, paragraph: paragraph, style: style, includesSeparator: isLast && endsParagraph,
                                        isLastLineOfParagraph: endsParagraph, truncation: truncation)
            fragment.rect = CGRect(x: piece.rect.minX, y: top, width: piece.rect.width, height: fragmentHeight)
            fragment.usedRect.origin.y = top + spacingBefore
            fragment.usedRect.size.height = height + lineSpacing
            fragment.baselineOffset = spacingBefore + height - descent
            if let delegate {
                var rect = fragment.rect, used = fragment.usedRect, baseline = fragment.baselineOffset
                _ = delegate.layoutManager(layoutManager, shouldSetLineFragmentRect: &rect, lineFragmentUsedRect: &used,
                                           baselineOffset: &baseline, in: container, forGlyphRange: fragment.glyphRange)
                fragment.rect = rect; fragment.usedRect = used; fragment.baselineOffset = baseline
            }
            store(fragment)
            bottom = max(bottom, fragment.rect.maxY)
        }
        if truncatesText {
            finishTruncated(lineBottom: bottom, containers: containers)
        } else {
            advance(to: lineEnd, lineBottom: bottom, containers: containers)
        }
    }

    /// A fragment's glyphs and their places: aligned in the piece (justified lines spread
    /// their spaces), with truncation's ellipsis where it cuts.
    private func makeFragment(_ piece: Piece, paragraph: Paragraph, style: NSParagraphStyle, includesSeparator: Bool,
                              isLastLineOfParagraph: Bool, truncation: Truncation?) -> TextKitLayout.Fragment {
        let glyphs = paragraph.glyphs
        let range = piece.range
        let startUnit = paragraph.location + unitOffset(range.lowerBound)
        var endUnit = paragraph.location + unitOffset(range.upperBound) + (includesSeparator ? paragraph.separatorLength : 0)
        if truncation?.hidesRestOfText == true { endUnit = glyphCount }
        let count = endUnit - startUnit
        var fragment = TextKitLayout.Fragment(
            rect: piece.rect, usedRect: .zero, glyphRange: NSRange(location: startUnit, length: count), baselineOffset: 0,
            containerIndex: containerIndex, glyphX: Array(repeating: 0, count: count),
            glyphAdvance: Array(repeating: 0, count: count), glyphAscent: Array(repeating: 0, count: count))
        let usable = piece.textEnd - piece.textStart
        // The characters shown, in order, and the ellipsis between them when truncated.
        let shown: [Range<Int>] = truncation.map { [$0.prefix, $0.suffix] } ?? [range]
        var ellipsisWidth: CGFloat = 0
        var ellipsisGlyph = startUnit
        if let truncation {
            let anchor = truncation.prefix.isEmpty ? truncation.suffix.lowerBound : truncation.prefix.upperBound - 1
            ellipsisGlyph = paragraph.location + unitOffset(max(range.lowerBound, min(anchor, glyphs.count - 1)))
            ellipsisWidth = self.ellipsisWidth(atGlyph: ellipsisGlyph)
        }
        let contentWidth = truncation == nil
            ? estimate.contentWidth(of: glyphs, range)
            : shown.reduce(ellipsisWidth) { $0 + glyphs[$1].reduce(0) { $0 + $1.width } }
        let free = usable - contentWidth
        var offset: CGFloat = 0
        var extraPerSpace: CGFloat = 0
        switch style.alignment {
        case .center: offset = max(0, free / 2)
        case .right: offset = max(0, free)
        case .natural: offset = style.baseWritingDirection == .rightToLeft ? max(0, free) : 0
        case .justified:
            // Not the paragraph's last line: the spaces inside the line share what is left.
            let content = range.lowerBound..<(range.lowerBound + trimmedCount(glyphs, range))
            let spaces = glyphs[content].filter(\.isSpace).count
            if truncation == nil, !isLastLineOfParagraph, free > 0, spaces > 0 {
                extraPerSpace = free / CGFloat(spaces)
                fragment.stretchesSpaces = true
            }
        case .left: break
        }
        var x = piece.textStart + offset
        let contentEnd = range.lowerBound + trimmedCount(glyphs, range)
        func place(_ characters: Range<Int>) {
            for index in characters {
                let glyph = glyphs[index]
                let unit = paragraph.location + unitOffset(index) - startUnit
                let width = glyph.width + (glyph.isSpace && index < contentEnd ? extraPerSpace : 0)
                for extra in 0..<glyph.units {
                    fragment.glyphX[unit + extra] = x
                    fragment.glyphAscent[unit + extra] = glyph.ascent
                }
                fragment.glyphAdvance[unit] = width
                x += width
            }
        }
        if let truncation {
            // Hidden glyphs sit where the ellipsis starts, taking no room.
            let ellipsisX = x + glyphs[truncation.prefix].reduce(0) { $0 + $1.width }
            for unit in 0..<count { fragment.glyphX[unit] = ellipsisX }
            place(truncation.prefix)
            fragment.ellipsis = (ellipsisX, ellipsisGlyph)
            x += ellipsisWidth
            place(truncation.suffix)
            fragment.hiddenRanges = hiddenRanges(of: truncation, paragraph: paragraph, startUnit: startUnit, endUnit: endUnit)
        } else {
            place(range)
            // The separator sits after the last character.
            for unit in (paragraph.location + unitOffset(range.upperBound) - startUnit)..<count { fragment.glyphX[unit] = x }
            // The text ends before spaces hanging at the line's end.
            x = piece.textStart + offset + estimate.contentWidth(of: glyphs, range)
                + CGFloat(glyphs[range.lowerBound..<contentEnd].filter(\.isSpace).count) * extraPerSpace
        }
        fragment.usedRect = CGRect(x: piece.rect.minX, y: 0, width: x + piece.padding, height: 0)
        return fragment
    }

    /// How many of a line's characters are not spaces hanging at its end (spaces hang only
    /// where a paragraph goes on).
    private func trimmedCount(_ glyphs: [Glyph], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        if range.upperBound < glyphs.count { while end > range.lowerBound, glyphs[end - 1].isSpace { end -= 1 } }
        return end - range.lowerBound
    }

    /// TK13: the characters from `start` to the paragraph's end that fit `usable` with an
    /// ellipsis: the first ones (tail), the last ones (head), or both ends (middle).
    private func truncate(_ paragraph: Paragraph, from start: Int, usable: CGFloat, mode: NSLineBreakMode,
                          hidesRestOfText: Bool) -> Truncation {
        let glyphs = paragraph.glyphs
        let end = glyphs.count
        let anchor = paragraph.location + unitOffset(min(start, max(0, end - 1)))
        let budget = usable - ellipsisWidth(atGlyph: anchor)
        func prefix(within limit: CGFloat) -> Range<Int> {
            var index = start, used: CGFloat = 0
            while index < end, used + glyphs[index].width <= limit + 1e-9 { used += glyphs[index].width; index += 1 }
            while index > start, glyphs[index - 1].isSpace { index -= 1 }  // no space before the ellipsis
            return start..<index
        }
        func suffix(within limit: CGFloat, after lower: Int) -> Range<Int> {
            var index = end, used: CGFloat = 0
            while index > lower, used + glyphs[index - 1].width <= limit + 1e-9 { used += glyphs[index - 1].width; index -= 1 }
            while index < end, glyphs[index].isSpace { index += 1 }
            return index..<end
        }
        switch mode {
        case .byTruncatingHead:
            return Truncation(prefix: start..<start, suffix: suffix(within: budget, after: start), hidesRestOfText: hidesRestOfText)
        case .byTruncatingMiddle:
            let front = prefix(within: budget / 2)
            let used = glyphs[front].reduce(0) { $0 + $1.width }
            return Truncation(prefix: front, suffix: suffix(within: budget - used, after: front.upperBound), hidesRestOfText: hidesRestOfText)
        default:
            return Truncation(prefix: prefix(within: budget), suffix: end..<end, hidesRestOfText: hidesRestOfText)
        }
    }

    /// The glyphs a truncation hides, as UTF-16 ranges.
    private func hiddenRanges(of truncation: Truncation, paragraph: Paragraph, startUnit: Int, endUnit: Int) -> [NSRange] {
        let prefixEnd = paragraph.location + unitOffset(truncation.prefix.upperBound)
        let suffixStart = truncation.suffix.isEmpty ? paragraph.location + unitOffset(paragraph.glyphs.count)
            : paragraph.location + unitOffset(truncation.suffix.lowerBound)
        var ranges: [NSRange] = []
        if suffixStart > prefixEnd { ranges.append(NSRange(location: prefixEnd, length: suffixStart - prefixEnd)) }
        let paragraphEnd = paragraph.location + unitOffset(paragraph.glyphs.count)
        if truncation.hidesRestOfText, endUnit > paragraphEnd {
            if let last = ranges.last, last.location + last.length == paragraphEnd {
                ranges[ranges.count - 1].length += endUnit - paragraphEnd
            } else {
                ranges.append(NSRange(location: paragraphEnd, length: endUnit - paragraphEnd))
            }
        }
        return ranges
    }

    /// The width of an ellipsis in the font (and kern) of glyph `glyph`.
    func ellipsisWidth(atGlyph glyph: Int) -> CGFloat {
        guard glyphCount > 0, let text else { return 0 }
        let attributes = text.attributes(at: min(max(0, glyph), glyphCount - 1), effectiveRange: nil)
        return estimate.advance("\u{2026}", _TextAttributeValues.font(attributes)) + _TextAttributeValues.letterSpacing(attributes)
    }
}

import Foundation

/// Places a text storage's lines in a layout manager's containers (TK9–TK15), line by line
/// from the top of each container, with the paragraphs, character widths and line breaking
/// of ``AttributedTextEstimate`` (the one attributed layout; advances and metrics come from
/// ``TextMeasurement/current``).
///
/// For each line it proposes a rectangle as wide as the container and as tall as the line
/// (its first character's height, proposed again when a taller character joins), and asks
/// the container for the part a line may use; the line's characters fill that fragment, and
/// any remaining part of the proposed rectangle takes the next characters as another
/// fragment of the same line. A line that finds no room moves down; one that passes the
/// container's height goes on in the next container. It stops when the containers run out,
/// and goes on from there when more are added.
final class TextKitTypesetter {
    typealias Glyph = AttributedTextEstimate.Glyph
    /// A character in a font, whose advance is measured once a layout pass.
    private struct AdvanceKey: Hashable {
        let font: UIFont
        let character: Character
    }
    typealias Paragraph = AttributedTextEstimate.Paragraph

    unowned let layoutManager: NSLayoutManager
    /// The text storage laid out (weak: the storage keeps the layout manager keeping this).
    weak var text: NSAttributedString?
    let estimate: AttributedTextEstimate
    let paragraphs: [Paragraph]
    let glyphCount: Int
    /// The attributes of an empty line at the end (its font sets its height).
    let extraLineAttributes: [NSAttributedString.Key: Any]
    private(set) var layout = TextKitLayout()
    private(set) var isFinished = false

    // Where placing stands.
    private var paragraphIndex = 0
    /// The paragraph's character (not UTF-16 unit) the next line starts with.
    private var characterIndex = 0
    private var isFirstLineOfParagraph = true
    private(set) var containerIndex = 0
    private(set) var top: CGFloat = 0
    private(set) var linesInContainer = 0
    /// UTF-16 offsets of the current paragraph's characters (and its end).
    private var unitOffsets: [Int] = [0]

    /// The UTF-16 offset of the current paragraph's character `index` from its start.
    func unitOffset(_ index: Int) -> Int { unitOffsets[index] }

    init(layoutManager: NSLayoutManager, text: NSAttributedString, extraLineAttributes: [NSAttributedString.Key: Any]?) {
        self.layoutManager = layoutManager
        self.text = text
        let measurement = TextMeasurement.current
        var advances: [AdvanceKey: CGFloat] = [:]
        estimate = AttributedTextEstimate(
            advance: { character, font in
                // One measurement per character and font in a layout pass.
                let key = AdvanceKey(font: font, character: character)
                if let known = advances[key] { return known }
                let advance = measurement.advance(of: character, font: font)
                advances[key] = advance
                return advance
            },
            metrics: { measurement.metrics(of: $0) })
        glyphCount = text.length
        paragraphs = estimate.paragraphs(of: text)
        self.extraLineAttributes = glyphCount > 0 ? text.attributes(at: glyphCount - 1, effectiveRange: nil) : (extraLineAttributes ?? [:])
        layout.laidGlyphCount = 0
        unitOffsets = Self.offsets(of: paragraphs[0])
    }

    /// Places lines in `containers` from where placing stopped, until the text ends or the
    /// containers run out; the delegate hears of each container left behind, and of the one
    /// the text ends in (TK15).
    func run(in containers: [NSTextContainer]) {
        if layout.containerRanges.count < containers.count {
            layout.containerRanges += Array(repeating: nil, count: containers.count - layout.containerRanges.count)
        }
        while !isFinished, containerIndex < containers.count {
            let paragraph = paragraphs[paragraphIndex]
            if paragraphIndex == paragraphs.count - 1, paragraph.glyphs.isEmpty, paragraph.separatorLength == 0 {
                placeExtraFragment(in: containers)
            } else {
                placeLine(in: containers)
            }
        }
    }

    /// The container is full: the delegate hears of it and placing goes on in the next.
    func moveToNextContainer(_ containers: [NSTextContainer]) {
        let finished = containers[containerIndex]
        containerIndex += 1
        top = 0
        linesInContainer = 0
        layoutManager.delegate?.layoutManager(layoutManager, didCompleteLayoutFor: finished, atEnd: false)
    }

    /// All the text is placed.
    func finish(_ containers: [NSTextContainer]) {
        isFinished = true
        layout.laidGlyphCount = glyphCount
        layoutManager.delegate?.layoutManager(layoutManager, didCompleteLayoutFor: containers[containerIndex], atEnd: true)
    }

    /// The UTF-16 unit where the next line starts.
    var nextGlyph: Int {
        paragraphs[paragraphIndex].location + unitOffsets[characterIndex]
    }

    // MARK: Lines

    /// Places the next line of the current paragraph (or moves to the next container).
    private func placeLine(in containers: [NSTextContainer]) {
        let container = containers[containerIndex]
        if container.maximumNumberOfLines > 0, linesInContainer >= container.maximumNumberOfLines {
            return moveToNextContainer(containers)  // TK13
        }
        // TK10: a container without width or height has room for no line.
        guard container.size.width > 0, container.size.height > 0 else { return moveToNextContainer(containers) }
        var paragraph = paragraphs[paragraphIndex]
        let style = paragraph.style ?? .default
        let start = characterIndex
        let firstGlyph = nextGlyph
        let probe = CGRect(x: 0, y: top, width: container.size.width, height: 0)
        let spacingBefore = isFirstLineOfParagraph ? spacingBefore(glyph: firstGlyph, style: style, proposed: probe) : 0
        var height = lineHeight(paragraph, start..<min(start + 1, paragraph.glyphs.count), style: style)
        var skips = 0
        while true {
            let proposed = CGRect(x: 0, y: top, width: container.size.width, height: spacingBefore + height + style.lineSpacing)
            let pieces = fillLine(&paragraph, style: style, from: start, proposed: proposed, container: container)
            guard let pieces else {
                // No room on this line: further down, or in the next container (TK10, TK11).
                skips += 1
                if proposed.maxY > container.size.height || skips > 10_000 { return moveToNextContainer(containers) }
                top += max(1, height)
                continue
            }
            let end = pieces.last!.range.upperBound
            let actual = lineHeight(paragraph, start..<end, style: style)
            if actual > height + 1e-6, skips < 10_000 {
                height = actual  // a taller character joined: propose the taller line again
                skips += 1
                continue
            }
            commitLine(pieces, paragraph: paragraph, style: style, spacingBefore: spacingBefore, height: actual,
                       containers: containers)
            return
        }
    }

    /// One fragment of a line: the rectangle the container gave and the characters in it.
    struct Piece {
        var rect: CGRect
        var range: Range<Int>
        /// Where text may go, from the rectangle's left edge.
        var textStart: CGFloat
        var textEnd: CGFloat
        /// The container's line fragment padding.
        var padding: CGFloat
    }

    /// The line's fragments from `start`: nil when the container has no room for it here.
    /// The paragraph's tabs from `start` on get their widths on this line (TL5).
    private func fillLine(_ paragraph: inout Paragraph, style: NSParagraphStyle, from start: Int, proposed: CGRect,
                          container: NSTextContainer) -> [Piece]? {
        let direction: NSWritingDirection = style.baseWritingDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let padding = container.lineFragmentPadding
        let wrapping = AttributedTextEstimate.Wrapping(style.lineBreakMode)
        let indent = isFirstLineOfParagraph ? style.firstLineHeadIndent : style.headIndent
        // The text's right limit in the container: the tail indent from the leading or trailing margin.
        let rightLimit = style.tailIndent > 0 ? padding + style.tailIndent : container.size.width - padding + style.tailIndent
        var pieces: [Piece] = []
        var next = start
        var remaining = CGRect.zero
        var rect = container.lineFragmentRect(forProposedRect: proposed, at: paragraph.location + unitOffsets[start],
                                              writingDirection: direction, remaining: &remaining)
        while rect.width > 0, rect.height > 0 {
            let textStart = padding + (pieces.isEmpty ? indent : 0)
            let textEnd = min(rect.width - padding, rightLimit - rect.minX)
            let usable = textEnd - textStart
            // TL5: tab stops are measured from the text area's leading edge (inside the padding).
            if paragraph.hasTabs { estimate.placeTabs(&paragraph.glyphs, from: next, at: rect.minX + textStart - padding, style: style) }
            let glyphs = paragraph.glyphs
            let firstWidth = next < glyphs.count ? glyphs[next].width : 0
            let fullWidth = rect.width >= container.size.width - 0.5
            if usable >= firstWidth - 1e-9 || (fullWidth && pieces.isEmpty) || glyphs.isEmpty {
                let end = glyphs.isEmpty ? 0 : estimate.lineEnd(of: glyphs, from: next, limit: max(0, usable), wrapping: wrapping) {
                    self.allowsWordBreak(beforeGlyph: paragraph.location + self.unitOffsets[$0])
                }
                pieces.append(Piece(rect: rect, range: next..<end, textStart: textStart, textEnd: textEnd, padding: padding))
                next = end
            }
            guard next < glyphs.count, remaining.width > 0 else { break }
            let rest = remaining
            rect = container.lineFragmentRect(forProposedRect: rest, at: paragraph.location + unitOffsets[next],
                                              writingDirection: direction, remaining: &remaining)
        }
        return pieces.isEmpty ? nil : pieces
    }

    /// TK14: whether the delegate lets a line break between words before `glyph`.
    private func allowsWordBreak(beforeGlyph glyph: Int) -> Bool {
        layoutManager.delegate?.layoutManager(layoutManager, shouldBreakLineByWordBeforeCharacterAt: glyph) ?? true
    }

    /// TK14: the space before a paragraph (the delegate's, else the style's).
    private func spacingBefore(glyph: Int, style: NSParagraphStyle, proposed: CGRect) -> CGFloat {
        layoutManager.delegate?.layoutManager(layoutManager, paragraphSpacingBeforeGlyphAt: glyph, withProposedLineFragmentRect: proposed)
            ?? style.paragraphSpacingBefore
    }

    /// A line's height from the tallest ascent and descent of its characters (an empty line:
    /// its paragraph's), through the paragraph style.
    func lineHeight(_ paragraph: Paragraph, _ range: Range<Int>, style: NSParagraphStyle) -> CGFloat {
        let metrics = lineMetrics(paragraph, range)
        return estimate.lineHeight(ascent: metrics.ascent, descent: metrics.descent, style: style)
    }

    /// The tallest ascent and descent of a line's characters.
    func lineMetrics(_ paragraph: Paragraph, _ range: Range<Int>) -> (ascent: CGFloat, descent: CGFloat) {
        guard !range.isEmpty else { return (paragraph.emptyAscent, paragraph.emptyDescent) }
        let line = paragraph.glyphs[range]
        return (line.map(\.ascent).max() ?? 0, line.map(\.descent).max() ?? 0)
    }

    /// Moves placing past a committed line.
    func advance(to end: Int, lineBottom: CGFloat, containers: [NSTextContainer]) {
        top = lineBottom
        linesInContainer += 1
        let paragraph = paragraphs[paragraphIndex]
        if end < paragraph.glyphs.count {
            characterIndex = end
            isFirstLineOfParagraph = false
            return
        }
        paragraphIndex += 1
        characterIndex = 0
        isFirstLineOfParagraph = true
        if paragraphIndex < paragraphs.count {
            unitOffsets = Self.offsets(of: paragraphs[paragraphIndex])
        } else {
            finish(containers)
        }
    }

    /// Ends placing after a truncated last line: it holds the rest of the text (TK13).
    func finishTruncated(lineBottom: CGFloat, containers: [NSTextContainer]) {
        top = lineBottom
        linesInContainer += 1
        paragraphIndex = paragraphs.count - 1
        finish(containers)
    }

    /// Records a fragment and the container range it adds to.
    func store(_ fragment: TextKitLayout.Fragment) {
        layout.fragments.append(fragment)
        let range = fragment.glyphRange
        let index = fragment.containerIndex
        layout.containerRanges[index] = layout.containerRanges[index].map { NSUnionRange($0, range) } ?? range
        layout.laidGlyphCount = max(layout.laidGlyphCount, range.location + range.length)
    }

    /// The UTF-16 offset of each character of a paragraph, and of its end.
    static func offsets(of paragraph: Paragraph) -> [Int] {
        var offsets = [0]
        offsets.reserveCapacity(paragraph.glyphs.count + 1)
        for glyph in paragraph.glyphs { offsets.append(offsets.last! + glyph.units) }
        return offsets
    }

    // MARK: The empty last line

    /// TK9: the extra line fragment after text ending with a paragraph separator (or for
    /// empty text), as tall as its attributes' font, with a used rectangle twice the padding
    /// wide.
    private func placeExtraFragment(in containers: [NSTextContainer]) {
        let container = containers[containerIndex]
        let font = _TextAttributeValues.font(extraLineAttributes)
        let metrics = estimate.metrics(font)
        let style = _TextAttributeValues.paragraphStyle(extraLineAttributes)
        let height = estimate.lineHeight(ascent: metrics.ascender, descent: -metrics.descender, style: style)
        let proposed = CGRect(x: 0, y: top, width: container.size.width, height: height)
        var remaining = CGRect.zero
        let rect = container.lineFragmentRect(forProposedRect: proposed, at: glyphCount, writingDirection: .leftToRight, remaining: &remaining)
        guard rect.width > 0, rect.height > 0 else {
            if proposed.maxY > container.size.height, containerIndex + 1 < containers.count {
                return moveToNextContainer(containers)
            }
            return finish(containers)  // no room for it: the text itself is all laid out
        }
        let used = CGRect(x: rect.minX, y: rect.minY, width: 2 * container.lineFragmentPadding, height: height)
        layout.extraFragment = TextKitLayout.ExtraFragment(rect: rect, usedRect: used, containerIndex: containerIndex)
        finish(containers)
    }
}

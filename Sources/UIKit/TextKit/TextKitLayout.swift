import Foundation

/// What a layout manager's typesetter placed: line fragments in the containers, in glyph
/// order, with each glyph's place on its line (TK9).
struct TextKitLayout {
    /// One line fragment: a line, or the part of a line between exclusions.
    struct Fragment {
        /// The fragment's rectangle in its container (with line and paragraph spacing).
        var rect: CGRect
        /// The part holding marks: from the rectangle's left edge to the text's end plus the
        /// padding, as tall as the line and its line spacing.
        var usedRect: CGRect
        /// The glyphs it holds (its paragraph's separator included).
        var glyphRange: NSRange
        /// The baseline, down from the rectangle's top.
        var baselineOffset: CGFloat
        /// Which container it is in.
        var containerIndex: Int
        /// Each glyph's left edge, from the rectangle's left edge.
        var glyphX: [CGFloat]
        /// Each glyph's advance (0 for separators, second units and hidden glyphs).
        var glyphAdvance: [CGFloat]
        /// Each glyph's height above the baseline.
        var glyphAscent: [CGFloat]
        /// The glyphs truncation hides (TK13), in glyph order.
        var hiddenRanges: [NSRange] = []
        /// Whether justification widened the line's spaces (each word is then drawn at its place).
        var stretchesSpaces = false
        /// Where the ellipsis of a truncated line starts (from the rectangle's left edge),
        /// and the glyph whose attributes it is drawn with.
        var ellipsis: (x: CGFloat, attributesGlyph: Int)?

        /// Where glyph `index` (a glyph of this fragment) starts, from the rectangle's left edge.
        func x(ofGlyph index: Int) -> CGFloat { glyphX[index - glyphRange.location] }
        /// Glyph `index`'s advance.
        func advance(ofGlyph index: Int) -> CGFloat { glyphAdvance[index - glyphRange.location] }
        /// Whether truncation hides glyph `index`.
        func hides(_ index: Int) -> Bool { hiddenRanges.contains { NSLocationInRange(index, $0) } }
    }

    /// An empty line after text ending with a paragraph separator (or for empty text): where
    /// the insertion point goes.
    struct ExtraFragment {
        var rect: CGRect
        var usedRect: CGRect
        var containerIndex: Int
    }

    var fragments: [Fragment] = []
    /// The glyphs each container holds (nil: none).
    var containerRanges: [NSRange?] = []
    var extraFragment: ExtraFragment?
    /// Glyphs before this index are laid out; the rest found no container.
    var laidGlyphCount = 0

    /// The fragment holding glyph `index`, if it is laid out.
    func fragmentIndex(forGlyph index: Int) -> Int? {
        var low = 0, high = fragments.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = fragments[middle].glyphRange
            if index < range.location {
                high = middle - 1
            } else if index >= range.location + range.length {
                low = middle + 1
            } else {
                return middle
            }
        }
        return nil
    }

    /// The fragments holding any of `range`'s glyphs (with an empty range: the one holding
    /// its location), in order.
    func fragmentIndices(meeting range: NSRange) -> [Int] {
        guard range.length > 0 else { return fragmentIndex(forGlyph: range.location).map { [$0] } ?? [] }
        guard let first = fragmentIndex(forGlyph: range.location) ?? fragments.firstIndex(where: { $0.glyphRange.location >= range.location })
        else { return [] }
        var indices: [Int] = []
        var index = first
        while index < fragments.count, fragments[index].glyphRange.location < range.location + range.length {
            if fragments[index].glyphRange.length > 0 { indices.append(index) }
            index += 1
        }
        return indices
    }

    /// The fragments in container `index`, in order.
    func fragmentIndices(inContainer index: Int) -> [Int] {
        fragments.indices.filter { fragments[$0].containerIndex == index }
    }
}

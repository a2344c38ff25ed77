import Foundation

extension NSTextLayoutManager {
    /// TX7: one segment per TextKit 1 line fragment the range meets, spanning its glyphs
    /// (TextKit 1's glyph boxes); standard and highlight segments are as tall as the line's
    /// used rectangle, selection segments as its whole fragment; an empty range gives a
    /// zero-wide segment at its place.
    func _enumerateTextSegments(in textRange: NSTextRange, type: SegmentType, options: SegmentOptions,
                                using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool) {
        guard let container = textContainer else { return }
        _ensureLayout()
        guard let layout = _lineLayout._layout else { return }
        let start = TextOffsetLocation.offset(of: textRange.location)
        let end = TextOffsetLocation.offset(of: textRange.endLocation)
        let range = _lineLayout._clamped(NSRange(location: start, length: max(0, end - start)))
        let selection = type == .selection
        let rangeOf = { (piece: NSRange) -> NSTextRange? in
            options.contains(.rangeNotRequired) ? nil
                : NSTextRange(location: TextOffsetLocation(piece.location), end: TextOffsetLocation(NSMaxRange(piece)))
        }
        if range.length == 0 {
            // An insertion point: after the last glyph when the text ends without an extra line.
            let location = range.location
            var rect = _lineLayout._boundingRect(forGlyphRange: NSRange(location: location, length: 0), in: container)
            var holder = layout.fragmentIndex(forGlyph: location)
            if holder == nil, layout.extraFragment == nil, location > 0, let last = layout.fragmentIndex(forGlyph: location - 1) {
                holder = last
                let piece = layout.fragments[last]
                let x = piece.rect.minX + piece.x(ofGlyph: location - 1) + piece.advance(ofGlyph: location - 1)
                rect = CGRect(x: x, y: piece.usedRect.minY, width: 0, height: piece.usedRect.height)
            }
            var baseline = rect.height
            if let holder {
                let piece = layout.fragments[holder]
                if selection { rect = CGRect(x: rect.minX, y: piece.rect.minY, width: 0, height: piece.rect.height) }
                baseline = piece.rect.minY + piece.baselineOffset - rect.minY
            }
            _ = block(rangeOf(range), rect, baseline, container)
            return
        }
        let indices = layout.fragmentIndices(meeting: range)
        for (position, found) in indices.enumerated() {
            let isFirst = position == 0, isLast = position == indices.count - 1
            if options.contains(.middleFragmentsExcluded), !isFirst, !isLast { continue }
            let piece = layout.fragments[found]
            let glyphs = NSIntersectionRange(range, piece.glyphRange)
            let span = _lineLayout._span(of: glyphs, in: piece)
            var minX = piece.rect.minX + span.lowerBound, maxX = piece.rect.minX + span.upperBound
            if isFirst, options.contains(.headSegmentExtended) { maxX = piece.rect.maxX }
            if isLast, options.contains(.tailSegmentExtended) { minX = piece.rect.minX }
            let vertical = selection ? piece.rect : piece.usedRect
            let rect = CGRect(x: minX, y: vertical.minY, width: maxX - minX, height: vertical.height)
            let baseline = piece.rect.minY + piece.baselineOffset - rect.minY
            if !block(rangeOf(glyphs), rect, baseline, container) { return }
        }
    }
}

import Foundation

extension NSLayoutManager {
    /// The index of `container` among the containers.
    func _index(of container: NSTextContainer) -> Int? {
        _textContainers.firstIndex { $0 === container }
    }

    /// TK19: glyph boxes joined: from the first glyph's left edge to the last one's right
    /// edge, as tall as the used rectangles of their lines.
    func _boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
        guard let index = _index(of: container), let layout = _layout(layingOut: true) else { return .zero }
        let range = _clamped(range)
        if range.length == 0 {
            if let found = layout.fragmentIndex(forGlyph: range.location), layout.fragments[found].containerIndex == index {
                let fragment = layout.fragments[found]
                return CGRect(x: fragment.rect.minX + fragment.x(ofGlyph: range.location), y: fragment.usedRect.minY,
                              width: 0, height: fragment.usedRect.height)
            }
            if let extra = layout.extraFragment, extra.containerIndex == index, range.location == numberOfGlyphs {
                return CGRect(x: extra.usedRect.midX, y: extra.usedRect.minY, width: 0, height: extra.usedRect.height)
            }
            return .zero
        }
        var box: CGRect?
        for found in layout.fragmentIndices(meeting: range) where layout.fragments[found].containerIndex == index {
            let fragment = layout.fragments[found]
            let glyphs = NSIntersectionRange(range, fragment.glyphRange)
            let span = _span(of: glyphs, in: fragment)
            let rect = CGRect(x: fragment.rect.minX + span.lowerBound, y: fragment.usedRect.minY,
                              width: span.upperBound - span.lowerBound, height: fragment.usedRect.height)
            box = box.map { $0.union(rect) } ?? rect
        }
        return box ?? .zero
    }

    /// The horizontal span a fragment's glyphs take, from its left edge.
    func _span(of glyphs: NSRange, in fragment: TextKitLayout.Fragment) -> ClosedRange<CGFloat> {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for glyph in glyphs.location..<(glyphs.location + glyphs.length) {
            let x = fragment.x(ofGlyph: glyph)
            low = min(low, x)
            high = max(high, x + fragment.advance(ofGlyph: glyph))
        }
        if fragment.ellipsis != nil, fragment.hiddenRanges.contains(where: { NSIntersectionRange($0, glyphs).length > 0 }) {
            high = max(high, fragment.ellipsis!.x)
        }
        return low <= high ? low...high : 0...0
    }

    func _glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer, layingOut: Bool) -> NSRange {
        guard let index = _index(of: container), let layout = _layout(layingOut: layingOut) else { return NSRange(location: 0, length: 0) }
        let meeting = layout.fragmentIndices(inContainer: index).map { layout.fragments[$0] }.filter { $0.rect.intersects(bounds) }
        guard let first = meeting.first, let last = meeting.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: first.glyphRange.location, length: NSMaxRange(last.glyphRange) - first.glyphRange.location)
    }

    /// TK19: the glyph under `point`, else the nearest, and how far through it the point is.
    func _glyphIndex(for point: CGPoint, in container: NSTextContainer) -> (index: Int, fraction: CGFloat) {
        guard let index = _index(of: container), let layout = _layout(layingOut: true) else { return (0, 0) }
        let fragments = layout.fragmentIndices(inContainer: index).map { layout.fragments[$0] }
        guard !fragments.isEmpty else {
            return (layout.containerRanges.indices.contains(index) ? layout.containerRanges[index]?.location ?? 0 : 0, 0)
        }
        // The line: the first whose bottom is below the point (the last when none is).
        let lineTop = fragments.first { point.y < $0.rect.maxY }?.rect.minY ?? fragments[fragments.count - 1].rect.minY
        let line = fragments.filter { $0.rect.minY == lineTop }
        let fragment = line.min { distance(point.x, $0.rect) < distance(point.x, $1.rect) }!
        let glyphs = fragment.glyphRange
        let x = point.x - fragment.rect.minX
        var firstShown: Int?
        for glyph in glyphs.location..<NSMaxRange(glyphs) where fragment.advance(ofGlyph: glyph) > 0 {
            let start = fragment.x(ofGlyph: glyph), advance = fragment.advance(ofGlyph: glyph)
            if firstShown == nil {
                firstShown = glyph
                if x < start { return (glyph, 0) }
            }
            if x < start + advance { return (glyph, max(0, (x - start) / advance)) }
        }
        guard glyphs.length > 0 else { return (glyphs.location, 0) }
        return (NSMaxRange(glyphs) - 1, 1)
    }

    /// How far `x` is from a rectangle's horizontal span.
    private func distance(_ x: CGFloat, _ rect: CGRect) -> CGFloat {
        x < rect.minX ? rect.minX - x : x > rect.maxX ? x - rect.maxX : 0
    }

    func _enumerateLineFragments(forGlyphRange range: NSRange,
                                 using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let layout = _layout(layingOut: true) else { return }
        var stop: ObjCBool = false
        for found in layout.fragmentIndices(meeting: _clamped(range)) {
            let fragment = layout.fragments[found]
            block(fragment.rect, fragment.usedRect, _textContainers[fragment.containerIndex], fragment.glyphRange, &stop)
            if stop.boolValue { return }
        }
    }

    /// TK19: one rectangle per line fragment, as a selection is drawn.
    func _enclosingRects(forGlyphRange range: NSRange, in container: NSTextContainer) -> [CGRect] {
        guard let index = _index(of: container), let layout = _layout(layingOut: true) else { return [] }
        let range = _clamped(range)
        var rects: [CGRect] = []
        for found in layout.fragmentIndices(meeting: range) where layout.fragments[found].containerIndex == index {
            let fragment = layout.fragments[found]
            let glyphs = NSIntersectionRange(range, fragment.glyphRange)
            let span = _span(of: glyphs.length > 0 ? glyphs : NSRange(location: range.location, length: 1), in: fragment)
            let continues = NSMaxRange(range) > NSMaxRange(fragment.glyphRange)
            let right = continues ? fragment.rect.width : span.upperBound
            rects.append(CGRect(x: fragment.rect.minX + span.lowerBound, y: fragment.rect.minY,
                                width: max(0, right - span.lowerBound), height: fragment.rect.height))
        }
        return rects
    }

    func _enumerateEnclosingRects(forGlyphRange range: NSRange, in container: NSTextContainer,
                                  using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for rect in _enclosingRects(forGlyphRange: range, in: container) {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }
}

import Foundation

extension NSLayoutManager {
    /// TK17: each run of one background colour (temporary attributes over the text's own)
    /// fills its glyphs' boxes on each line, as tall as the line's used rectangle.
    func _drawBackground(forGlyphRange range: NSRange, at origin: CGPoint) {
        guard let layout = _layout(layingOut: true) else { return }
        let range = NSIntersectionRange(_clamped(range), NSRange(location: 0, length: layout.laidGlyphCount))
        var runs: [(range: NSRange, color: UIColor)] = []
        for run in _drawingRuns(in: range) {
            guard let color = run.attributes[.backgroundColor] as? UIColor else { continue }
            if let last = runs.last, NSMaxRange(last.range) == run.range.location, last.color == color {
                runs[runs.count - 1].range.length += run.range.length
            } else {
                runs.append((run.range, color))
            }
        }
        for run in runs {
            var rects: [CGRect] = []
            for found in layout.fragmentIndices(meeting: run.range) {
                let fragment = layout.fragments[found]
                let glyphs = NSIntersectionRange(run.range, fragment.glyphRange)
                let span = _span(of: glyphs, in: fragment)
                guard span.upperBound > span.lowerBound else { continue }
                rects.append(CGRect(x: origin.x + fragment.rect.minX + span.lowerBound, y: origin.y + fragment.usedRect.minY,
                                    width: span.upperBound - span.lowerBound, height: fragment.usedRect.height))
            }
            guard !rects.isEmpty else { continue }
            rects.withUnsafeBufferPointer {
                fillBackgroundRectArray($0.baseAddress!, count: $0.count, forCharacterRange: run.range, color: run.color)
            }
        }
    }

    /// TK17: each run of adjacent shown glyphs on a line is drawn as attributed text from
    /// its top-left corner (its baseline on the line's), without paragraph styles or
    /// backgrounds (the fragment placed it; backgrounds are drawn by `drawBackground`);
    /// a truncated line draws its ellipsis in the attributes of the glyph beside it.
    func _drawGlyphs(forGlyphRange range: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage, let layout = _layout(layingOut: true) else { return }
        let range = NSIntersectionRange(_clamped(range), NSRange(location: 0, length: layout.laidGlyphCount))
        guard range.length > 0 else { return }
        let characters = storage.string as NSString
        for found in layout.fragmentIndices(meeting: range) {
            let fragment = layout.fragments[found]
            let glyphs = NSIntersectionRange(range, fragment.glyphRange)
            var segment: NSRange?
            var segmentEnd: CGFloat = 0
            func flush() {
                if let shown = segment { _drawSegment(shown, of: fragment, characters: characters, origin: origin, in: context) }
                segment = nil
            }
            for glyph in glyphs.location..<NSMaxRange(glyphs) {
                let unit = characters.character(at: glyph)
                if fragment.hides(glyph) || [0x0A, 0x0D, 0x2028, 0x2029, 0x0C].contains(unit) { flush(); continue }
                if UTF16.isTrailSurrogate(unit), segment != nil { segment!.length += 1; continue }
                let x = fragment.x(ofGlyph: glyph)
                if segment != nil, abs(x - segmentEnd) > 0.01 { flush() }
                // A justified line's widened spaces are not drawn; the words are, each at its place.
                if fragment.stretchesSpaces, unit == 0x20 { flush(); continue }
                // TL5: a tab draws nothing; the text after it is drawn at its tab stop.
                if unit == 0x09 { flush(); continue }
                if segment == nil { segment = NSRange(location: glyph, length: 0) }
                segment!.length += 1
                segmentEnd = x + fragment.advance(ofGlyph: glyph)
            }
            flush()
            if let ellipsis = fragment.ellipsis, NSIntersectionRange(glyphs, fragment.hiddenRanges.first ?? NSRange()).length > 0 {
                var attributes = _drawingRuns(in: NSRange(location: ellipsis.attributesGlyph, length: 1)).first?.attributes ?? [:]
                attributes[.paragraphStyle] = nil
                attributes[.backgroundColor] = nil
                let ascent = fragment.glyphAscent[ellipsis.attributesGlyph - fragment.glyphRange.location]
                let point = CGPoint(x: origin.x + fragment.rect.minX + ellipsis.x,
                                    y: origin.y + fragment.rect.minY + fragment.baselineOffset - ascent)
                context.drawText(DrawnText(string: NSAttributedString(string: "\u{2026}", attributes: attributes),
                                           placement: .point(point), wraps: false))
            }
        }
    }

    /// Draws one run of adjacent glyphs of a fragment.
    private func _drawSegment(_ segment: NSRange, of fragment: TextKitLayout.Fragment, characters: NSString,
                              origin: CGPoint, in context: CGContext) {
        let text = NSMutableAttributedString(string: characters.substring(with: segment))
        for run in _drawingRuns(in: segment) {
            var attributes = run.attributes
            attributes[.paragraphStyle] = nil
            attributes[.backgroundColor] = nil
            // TL8: a superscript level is drawn as the baseline offset it stands for.
            if attributes[_TextAttributeValues.superscriptKey] != nil {
                attributes[.baselineOffset] = _TextAttributeValues.baselineRise(attributes)
                attributes[_TextAttributeValues.superscriptKey] = nil
            }
            text.setAttributes(attributes, range: NSRange(location: run.range.location - segment.location, length: run.range.length))
        }
        let first = segment.location - fragment.glyphRange.location
        let ascent = fragment.glyphAscent[first..<(first + segment.length)].max() ?? 0
        let point = CGPoint(x: origin.x + fragment.rect.minX + fragment.x(ofGlyph: segment.location),
                            y: origin.y + fragment.rect.minY + fragment.baselineOffset - ascent)
        context.drawText(DrawnText(string: text, placement: .point(point), wraps: false))
    }

    /// The attributes glyphs are drawn with over `range`: the text's own, with a text view's
    /// link attributes over linked runs, temporary attributes over both (TK16), and a text
    /// view's marked-text attributes over its marked text (TI5).
    func _drawingRuns(in range: NSRange) -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
        guard let storage = textStorage, range.length > 0 else { return [] }
        _syncTemporaryAttributesLength()
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        // Foundation on Linux does not cut the runs it enumerates to the range asked for.
        storage.enumerateAttributes(in: range, options: []) { attributes, storageRange, _ in
            for (part, detected) in _piecesByDetectedLinks(NSIntersectionRange(storageRange, range)) {
                var own = attributes
                if own[.link] != nil || detected, let links = _linkAttributes { own.merge(links) { $1 } }
                _temporaryAttributes.enumerateAttributes(in: part, options: []) { temporary, piece, _ in
                    let piece = NSIntersectionRange(piece, part)
                    if piece.length > 0 { runs.append((piece, own.merging(temporary) { $1 })) }
                }
            }
        }
        guard let marked = _markedText else { return runs }
        return runs.flatMap { run -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] in
            let inside = NSIntersectionRange(run.range, marked.range)
            guard inside.length > 0 else { return [run] }
            let before = NSRange(location: run.range.location, length: inside.location - run.range.location)
            let after = NSRange(location: NSMaxRange(inside), length: NSMaxRange(run.range) - NSMaxRange(inside))
            return [(before, run.attributes), (inside, run.attributes.merging(marked.attributes) { $1 }), (after, run.attributes)]
                .filter { $0.range.length > 0 }
        }
    }

    /// DD2: `range` cut where detected data begins and ends, each piece with whether it is
    /// detected data (drawn as a link).
    func _piecesByDetectedLinks(_ range: NSRange) -> [(range: NSRange, detected: Bool)] {
        var pieces: [(range: NSRange, detected: Bool)] = []
        var location = range.location
        for link in _detectedLinkRanges where NSMaxRange(link) > location && link.location < NSMaxRange(range) {
            if link.location > location { pieces.append((NSRange(location: location, length: link.location - location), false)) }
            let start = max(location, link.location), end = min(NSMaxRange(link), NSMaxRange(range))
            pieces.append((NSRange(location: start, length: end - start), true))
            location = end
        }
        if location < NSMaxRange(range) { pieces.append((NSRange(location: location, length: NSMaxRange(range) - location), false)) }
        return pieces
    }
}

extension NSLayoutManager {
    // MARK: Temporary attributes (TK16)

    /// Keeps the temporary attributes as long as the text (a new text storage drops them).
    func _syncTemporaryAttributesLength() {
        let length = numberOfGlyphs
        guard _temporaryAttributes.length != length else { return }
        _temporaryAttributes = NSMutableAttributedString(string: String(repeating: " ", count: length))
    }

    /// Edited characters take no temporary attributes; the others keep theirs.
    func _temporaryAttributesFollowEdit(range newRange: NSRange, changeInLength delta: Int) {
        let oldRange = NSRange(location: newRange.location, length: newRange.length - delta)
        guard oldRange.length >= 0, NSMaxRange(oldRange) <= _temporaryAttributes.length,
              _temporaryAttributes.length + delta == numberOfGlyphs else { return _syncTemporaryAttributesLength() }
        _temporaryAttributes.replaceCharacters(in: oldRange, with: NSAttributedString(string: String(repeating: " ", count: newRange.length)))
    }

    /// Changes the temporary attributes of a range (clamped into the text) and redraws.
    func _changeTemporaryAttributes(in range: NSRange, _ change: (NSMutableAttributedString, NSRange) -> Void) {
        _syncTemporaryAttributesLength()
        let range = _clamped(range)
        guard range.length > 0 else { return }
        change(_temporaryAttributes, range)
        invalidateDisplay(forCharacterRange: range)
    }

    func _temporaryAttributes(at index: Int, effectiveRange: NSRangePointer?, limit: NSRange?) -> [NSAttributedString.Key: Any] {
        _syncTemporaryAttributesLength()
        guard index >= 0, index < _temporaryAttributes.length else {
            effectiveRange?.pointee = NSRange(location: NSNotFound, length: 0)
            return [:]
        }
        if let limit { return _temporaryAttributes.attributes(at: index, longestEffectiveRange: effectiveRange, in: _clamped(limit)) }
        return _temporaryAttributes.attributes(at: index, effectiveRange: effectiveRange)
    }

    func _temporaryAttribute(_ name: NSAttributedString.Key, at index: Int, effectiveRange: NSRangePointer?, limit: NSRange?) -> Any? {
        _syncTemporaryAttributesLength()
        guard index >= 0, index < _temporaryAttributes.length else {
            effectiveRange?.pointee = NSRange(location: NSNotFound, length: 0)
            return nil
        }
        if let limit { return _temporaryAttributes.attribute(name, at: index, longestEffectiveRange: effectiveRange, in: _clamped(limit)) }
        return _temporaryAttributes.attribute(name, at: index, effectiveRange: effectiveRange)
    }
}

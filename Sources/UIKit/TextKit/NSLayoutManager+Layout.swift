import Foundation

extension NSLayoutManager {
    // MARK: Containers (TK7)

    func _insertTextContainer(_ container: NSTextContainer, at index: Int) {
        let index = min(max(0, index), _textContainers.count)
        let appends = index == _textContainers.count
        _textContainers.insert(container, at: index)
        container.layoutManager = self
        // Text left over when the containers ran out goes on in one added at the end (TK7).
        if !appends { _invalidateAll() }
    }

    func _removeTextContainer(at index: Int) {
        guard _textContainers.indices.contains(index) else { return }
        let container = _textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        _invalidateAll()
    }

    /// A container's size changed: its text is laid out again, then the delegate hears it.
    func _textContainer(_ container: NSTextContainer, didChangeSizeFrom oldSize: CGSize) {
        textContainerChangedGeometry(container)
        delegate?.layoutManager(self, textContainer: container, didChangeGeometryFrom: oldSize)
    }

    // MARK: Invalidation (TK8)

    func _processEditing(for storage: NSTextStorage, edited mask: NSTextStorage.EditActions, range newRange: NSRange,
                         changeInLength delta: Int, invalidatedRange: NSRange) {
        guard storage === textStorage else { return }
        if mask.contains(.editedCharacters) { _temporaryAttributesFollowEdit(range: newRange, changeInLength: delta) }
        invalidateLayout(forCharacterRange: invalidatedRange, actualCharacterRange: nil)
        // Text views are used on the main actor only, as in UIKit.
        for textView in _textViews { MainActor.assumeIsolated { textView._textStorageDidProcessEditing() } }
    }

    func _invalidateLayout(forCharacterRange range: NSRange, actualCharacterRange actual: NSRangePointer?) {
        if let actual {
            if let storage = textStorage { actual.pointee = storage._paragraphRange(for: range) } else { actual.pointee = range }
        }
        _typesetter = nil
        _containersWhenOutOfRoom = nil
        delegate?.layoutManagerDidInvalidateLayout(self)
        _invalidateDisplay()
    }

    /// Throws all layout away (a new text storage, a container inserted or removed).
    func _invalidateAll() {
        _invalidateLayout(forCharacterRange: NSRange(location: 0, length: numberOfGlyphs), actualCharacterRange: nil)
    }

    /// Text views showing the containers redraw.
    func _invalidateDisplay() {
        for textView in _textViews { MainActor.assumeIsolated { textView.setNeedsDisplay() } }
    }

    /// The text views showing this layout manager's containers.
    var _textViews: [UITextView] {
        var views: [UITextView] = []
        for container in _textContainers {
            if let view = container._textView, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        return views
    }

    // MARK: Making layout (TK9, TK15)

    /// The layout made so far.
    var _layout: TextKitLayout? { _typesetter?.layout }

    /// Lays out what has not been: from where layout stopped, through the containers; when
    /// they run out, the delegate hears it once (and may add one to go on in).
    func _ensureLayout() {
        guard !_isLayingOut, let storage = textStorage else { return }
        if _typesetter == nil {
            storage.ensureAttributesAreFixed(in: NSRange(location: 0, length: storage.length))
            _typesetter = TextKitTypesetter(layoutManager: self, text: storage, extraLineAttributes: _extraLineAttributes)
        }
        guard let typesetter = _typesetter, !typesetter.isFinished, !_textContainers.isEmpty,
              _containersWhenOutOfRoom != _textContainers.count else { return }
        _isLayingOut = true
        defer { _isLayingOut = false }
        while true {
            typesetter.run(in: _textContainers)
            guard _typesetter === typesetter, !typesetter.isFinished else { return }
            let count = _textContainers.count
            _containersWhenOutOfRoom = count
            delegate?.layoutManager(self, didCompleteLayoutFor: nil, atEnd: false)
            guard _typesetter === typesetter, _textContainers.count > count else { return }
        }
    }

    /// The layout, made first when `layingOut`.
    func _layout(layingOut: Bool) -> TextKitLayout? {
        if layingOut { _ensureLayout() }
        return _layout
    }

    var _extraFragment: TextKitLayout.ExtraFragment? { _layout(layingOut: true)?.extraFragment }

    var _laidGlyphCount: Int { _layout(layingOut: true)?.laidGlyphCount ?? 0 }

    // MARK: Glyphs (TK6)

    /// A range clamped into the text.
    func _clamped(_ range: NSRange) -> NSRange {
        let count = numberOfGlyphs
        let location = min(max(0, range.location), count)
        return NSRange(location: location, length: min(max(0, range.length), count - location))
    }

    func _glyph(at index: Int) -> CGGlyph {
        guard isValidGlyphIndex(index), let storage = textStorage else { return 0 }
        return CGGlyph((storage.string as NSString).character(at: index))
    }

    func _property(ofGlyph index: Int) -> NSLayoutManager.GlyphProperty {
        guard isValidGlyphIndex(index), let storage = textStorage else { return [] }
        let characters = storage.string as NSString
        let unit = characters.character(at: index)
        if UTF16.isTrailSurrogate(unit) { return .null }
        switch unit {
        case 0x0A, 0x0D, 0x09, 0x2028, 0x2029, 0x0C: return .controlCharacter
        case 0x20, 0xA0: return .elastic
        default: break
        }
        if let scalar = Unicode.Scalar(unit), scalar.properties.generalCategory == .nonspacingMark { return .nonBaseCharacter }
        return []
    }

    /// The paragraph style of the paragraph holding glyph `index` (its first character's).
    func _paragraphStyle(atGlyph index: Int) -> NSParagraphStyle {
        guard let storage = textStorage, storage.length > 0 else { return .default }
        let paragraph = storage._paragraphRange(for: NSRange(location: min(max(0, index), storage.length - 1), length: 0))
        return _TextAttributeValues.paragraphStyle(storage.attributes(at: min(paragraph.location, storage.length - 1), effectiveRange: nil))
    }

    // MARK: Where glyphs are (TK9, TK19)

    func _glyphRange(for container: NSTextContainer) -> NSRange {
        guard let index = _textContainers.firstIndex(where: { $0 === container }), let layout = _layout(layingOut: true),
              index < layout.containerRanges.count else { return NSRange(location: 0, length: 0) }
        if let range = layout.containerRanges[index] { return range }
        let before = layout.containerRanges[..<index].compactMap { $0 }.last
        return NSRange(location: before.map { $0.location + $0.length } ?? 0, length: 0)
    }

    func _textContainer(forGlyphAt index: Int, effectiveRange: NSRangePointer?, layingOut: Bool) -> NSTextContainer? {
        guard let layout = _layout(layingOut: layingOut), let fragment = layout.fragmentIndex(forGlyph: index) else { return nil }
        let containerIndex = layout.fragments[fragment].containerIndex
        effectiveRange?.pointee = layout.containerRanges[containerIndex] ?? layout.fragments[fragment].glyphRange
        return _textContainers.indices.contains(containerIndex) ? _textContainers[containerIndex] : nil
    }

    func _fragment(forGlyphAt index: Int, effectiveRange: NSRangePointer?, layingOut: Bool) -> TextKitLayout.Fragment? {
        guard let layout = _layout(layingOut: layingOut), let found = layout.fragmentIndex(forGlyph: index) else { return nil }
        effectiveRange?.pointee = layout.fragments[found].glyphRange
        return layout.fragments[found]
    }

    func _location(forGlyphAt index: Int) -> CGPoint {
        guard let fragment = _fragment(forGlyphAt: index, effectiveRange: nil, layingOut: true) else { return .zero }
        return CGPoint(x: fragment.x(ofGlyph: index), y: fragment.baselineOffset)
    }

    func _isNotShown(_ index: Int) -> Bool {
        if _property(ofGlyph: index).contains(.controlCharacter) { return true }
        return _fragment(forGlyphAt: index, effectiveRange: nil, layingOut: true)?.hides(index) ?? false
    }

    func _usedRect(for container: NSTextContainer) -> CGRect {
        guard let index = _textContainers.firstIndex(where: { $0 === container }), let layout = _layout(layingOut: true) else { return .zero }
        var rects = layout.fragmentIndices(inContainer: index).map { layout.fragments[$0].usedRect }
        if let extra = layout.extraFragment, extra.containerIndex == index { rects.append(extra.usedRect) }
        guard let first = rects.first else { return .zero }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}

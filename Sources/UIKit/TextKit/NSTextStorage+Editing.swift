import Foundation

extension NSTextStorage {
    // MARK: Reading through the primitives (TK1)

    /// The length of ``string``: Foundation's copy for `NSTextStorage` itself (its
    /// primitives keep the text there), the primitive's characters for subclasses.
    var _primitiveLength: Int {
        type(of: self) == NSTextStorage.self ? _foundationLength : (string as NSString).length
    }

    /// The runs of attributes over `range`, read with `attributes(at:effectiveRange:)`.
    func _runs(in range: NSRange) -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        var location = range.location
        let end = range.location + range.length
        while location < end {
            var effective = NSRange(location: NSNotFound, length: 0)
            let attributes = attributes(at: location, effectiveRange: &effective)
            let valid = effective.location != NSNotFound && effective.location <= location && effective.location + effective.length > location
            let runEnd = valid ? min(effective.location + effective.length, end) : location + 1
            runs.append((NSRange(location: location, length: runEnd - location), attributes))
            location = runEnd
        }
        return runs
    }

    /// The characters and attributes of `range` as a Foundation attributed string.
    func _snapshot(of range: NSRange) -> NSAttributedString {
        let copy = NSMutableAttributedString(string: (string as NSString).substring(with: range))
        for run in _runs(in: range) where !run.attributes.isEmpty {
            copy.setAttributes(run.attributes, range: NSRange(location: run.range.location - range.location, length: run.range.length))
        }
        return NSAttributedString(attributedString: copy)
    }

    /// All the characters and attributes as a Foundation attributed string.
    var _wholeSnapshot: NSAttributedString { _snapshot(of: NSRange(location: 0, length: length)) }

    /// The attributes at `location` and the longest run within `limit` with equal ones.
    func _attributes(at location: Int, longestEffectiveRange range: NSRangePointer?, in limit: NSRange) -> [NSAttributedString.Key: Any] {
        let attributes = attributes(at: location, effectiveRange: nil)
        range?.pointee = _longestRange(at: location, in: limit) { _TextAttributeValues.isEqual(attributes, $0) }
        return attributes
    }

    /// One attribute at `location` and the longest run within `limit` with an equal value.
    func _attribute(_ name: NSAttributedString.Key, at location: Int, longestEffectiveRange range: NSRangePointer?, in limit: NSRange) -> Any? {
        let value = attributes(at: location, effectiveRange: nil)[name]
        range?.pointee = _longestRange(at: location, in: limit) { _TextAttributeValues.isEqualValue(value, $0[name]) }
        return value
    }

    /// The run around `location`, within `limit`, of the runs whose attributes `matches`.
    private func _longestRange(at location: Int, in limit: NSRange,
                               matches: ([NSAttributedString.Key: Any]) -> Bool) -> NSRange {
        let runs = _runs(in: limit)
        guard let index = runs.firstIndex(where: { NSLocationInRange(location, $0.range) }) else {
            return NSRange(location: location, length: 0)
        }
        var first = index, last = index
        while first > 0, matches(runs[first - 1].attributes) { first -= 1 }
        while last + 1 < runs.count, matches(runs[last + 1].attributes) { last += 1 }
        let start = runs[first].range.location
        return NSRange(location: start, length: runs[last].range.location + runs[last].range.length - start)
    }

    /// Calls `body` with each run (of all attributes, or of `key`'s value) in `range`, joined
    /// with equal neighbours unless `.longestEffectiveRangeNotRequired`, backwards with
    /// `.reverse`. The runs are read before `body` is first called, so it may change them.
    func _enumerateRuns(in range: NSRange, options: NSAttributedString.EnumerationOptions, key: NSAttributedString.Key?,
                        _ body: ([NSAttributedString.Key: Any], Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        for run in _runs(in: range) {
            if let last = runs.last, !options.contains(.longestEffectiveRangeNotRequired),
               key.map({ _TextAttributeValues.isEqualValue(last.attributes[$0], run.attributes[$0]) })
                ?? _TextAttributeValues.isEqual(last.attributes, run.attributes) {
                runs[runs.count - 1].range.length += run.range.length
            } else {
                runs.append(run)
            }
        }
        if options.contains(.reverse) { runs.reverse() }
        var stop: ObjCBool = false
        for run in runs {
            body(run.attributes, key.flatMap { run.attributes[$0] }, run.range, &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Changing through the primitives (TK1)

    /// Changes the attributes of each run in `range` through `setAttributes(_:range:)`, in
    /// one transaction.
    func _changeAttributes(in range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        guard range.length > 0 else { return }
        beginEditing()
        for run in _runs(in: range) {
            var attributes = run.attributes
            change(&attributes)
            setAttributes(attributes, range: run.range)
        }
        endEditing()
    }

    /// Replaces `range` with styled characters: the characters, then each run's attributes.
    func _replaceCharacters(in range: NSRange, with text: NSAttributedString) {
        let runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = {
            var runs: [(NSRange, [NSAttributedString.Key: Any])] = []
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in runs.append((range, attributes)) }
            return runs
        }()
        beginEditing()
        replaceCharacters(in: range, with: text.string)
        for run in runs {
            setAttributes(run.attributes, range: NSRange(location: range.location + run.range.location, length: run.range.length))
        }
        endEditing()
    }

    /// Fills a new storage: `NSTextStorage` itself takes the text as it is (nothing to
    /// process yet); a subclass gets it through its primitives, into its backing.
    func _setInitialContents(_ text: NSAttributedString) {
        guard text.length > 0 else { return }
        if type(of: self) == NSTextStorage.self {
            _foundationReplace(NSRange(location: 0, length: 0), with: text)
            _unfixedRanges.append(NSRange(location: 0, length: text.length))  // fixed before it is laid out (TK5)
            return
        }
        replaceCharacters(in: NSRange(location: 0, length: 0), with: text)
    }

    /// TK1: brings Foundation's copy of the text up to date with an edit a subclass made to
    /// its own backing: the edited part, or all of it when the copy was out of step.
    func _copyEditToFoundation(range: NSRange, changeInLength delta: Int) {
        let newLength = _primitiveLength, copyLength = _foundationLength
        let newRange = NSRange(location: range.location, length: range.length + delta)
        if copyLength == newLength - delta, range.location + range.length <= copyLength, newRange.length >= 0,
           newRange.location + newRange.length <= newLength {
            _foundationReplace(range, with: _snapshot(of: newRange))
        } else {
            _foundationReplace(NSRange(location: 0, length: copyLength), with: _snapshot(of: NSRange(location: 0, length: newLength)))
        }
    }

    // MARK: Processing (TK3, TK4)

    /// Processes the recorded edits: the processing phase wraps `processEditing()`, so edits
    /// a subclass makes there (before calling super) join them (TK3).
    func _process() {
        _transaction.beginProcessing()
        processEditing()
        _transaction.finishProcessing()
    }

    /// TK4: the base `processEditing()`.
    func _processEditingInUIKitOrder() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        let invalidated = _paragraphRange(for: editedRange)
        invalidateAttributes(in: invalidated)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        let range = editedRange
        for layoutManager in _layoutManagers {
            layoutManager.processEditing(for: self, edited: editedMask, range: range, changeInLength: changeInLength,
                                         invalidatedRange: NSUnionRange(range, _paragraphRange(for: range)))
        }
        // TX3: a TextKit 2 content storage hears the edit after the layout managers.
        textStorageObserver?.processEditing(for: self, edited: editedMask, range: range, changeInLength: changeInLength,
                                            invalidatedRange: NSUnionRange(range, _paragraphRange(for: range)))
    }

    /// The whole paragraphs `range` touches (clamped into the text).
    func _paragraphRange(for range: NSRange) -> NSRange {
        let characters = string as NSString
        let location = min(max(0, range.location == NSNotFound ? 0 : range.location), characters.length)
        let length = min(max(0, range.length), characters.length - location)
        return characters.paragraphRange(for: NSRange(location: location, length: length))
    }

    // MARK: Attribute fixing (TK5)

    /// Fixes `range` now, or, when fixing lazily, remembers it for later.
    func _invalidateAttributes(in range: NSRange) {
        guard range.length > 0 else { return }
        if fixesAttributesLazily {
            _unfixedRanges.append(range)
        } else {
            fixAttributes(in: range)
        }
    }

    /// Fixes the remembered ranges that meet `range`. `NSTextStorage` itself fixes its own
    /// text in place, recording no edit (the layout asking is about to read it); subclasses
    /// fix through their primitives.
    func _ensureAttributesAreFixed(in range: NSRange) {
        let meeting = _unfixedRanges.filter { NSIntersectionRange($0, range).length > 0 || NSLocationInRange(range.location, $0) }
        guard !meeting.isEmpty else { return }
        _unfixedRanges.removeAll { candidate in meeting.contains { NSEqualRanges($0, candidate) } }
        for unfixed in meeting {
            for (paragraph, style) in _paragraphStyleFixes(in: unfixed) {
                if type(of: self) == NSTextStorage.self {
                    _foundationAddAttribute(.paragraphStyle, value: style, range: paragraph)
                } else {
                    addAttribute(.paragraphStyle, value: style, range: paragraph)
                }
            }
        }
    }

    /// Moves the remembered ranges by a change in characters.
    func _shiftUnfixedRanges(range: NSRange, changeInLength delta: Int) {
        guard !_unfixedRanges.isEmpty else { return }
        let end = range.location + range.length
        _unfixedRanges = _unfixedRanges.compactMap { unfixed in
            if unfixed.location >= end { return NSRange(location: unfixed.location + delta, length: unfixed.length) }
            if unfixed.location + unfixed.length <= range.location { return unfixed }
            let start = min(unfixed.location, range.location)
            let length = max(unfixed.location + unfixed.length, end) + delta - start
            return length > 0 ? NSRange(location: start, length: length) : nil
        }
    }

    // MARK: Layout managers (TK6)

    func _addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !_layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        _layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    func _removeLayoutManager(_ layoutManager: NSLayoutManager) {
        guard let index = _layoutManagers.firstIndex(where: { $0 === layoutManager }) else { return }
        _layoutManagers.remove(at: index)
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }
}

extension NSMutableAttributedString {
    /// Fixes the attributes of `range` as a text storage does when it processes edits (TK5):
    /// each paragraph it touches takes the first paragraph style found in it. Fonts are not
    /// substituted (OpenUIKit's fonts have every glyph).
    public func fixAttributes(in range: NSRange) {
        for (paragraph, style) in _paragraphStyleFixes(in: range) {
            addAttribute(.paragraphStyle, value: style, range: paragraph)
        }
    }

    /// TK5: the paragraphs `range` touches whose characters do not all have the first
    /// paragraph style found in them, with that style.
    func _paragraphStyleFixes(in range: NSRange) -> [(paragraph: NSRange, style: Any)] {
        let characters = string as NSString
        guard characters.length > 0 else { return [] }
        let clamped = NSIntersectionRange(range, NSRange(location: 0, length: characters.length))
        let touched = characters.paragraphRange(for: NSRange(location: min(range.location, characters.length), length: clamped.length))
        var fixes: [(paragraph: NSRange, style: Any)] = []
        var location = touched.location
        while location < NSMaxRange(touched) {
            let paragraph = characters.paragraphRange(for: NSRange(location: location, length: 0))
            var values: [Any?] = []
            enumerateAttribute(.paragraphStyle, in: paragraph, options: []) { value, _, _ in values.append(value) }
            if let style = values.lazy.compactMap({ $0 }).first,
               values.contains(where: { !_TextAttributeValues.isEqualValue($0, style) }) {
                fixes.append((paragraph, style))
            }
            location = paragraph.location + max(1, paragraph.length)
        }
        return fixes
    }
}

import Foundation

extension NSTextLayoutManager {
    // MARK: The content manager and edits (TX3)

    /// The content manager added or removed this manager: TextKit 1's layout reads its text
    /// storage.
    func _setTextContentManager(_ manager: NSTextContentManager?) {
        textContentManager = manager
        _contentDidChange()
    }

    /// The document changed as a whole: fragments and layout are made again.
    func _contentDidChange() {
        _lineLayout.textStorage = (textContentManager as? NSTextContentStorage)?.textStorage
        _lineLayout.delegate = _lineBreakBridge
        _fragmentsByStart = [:]
        _emptyDocumentFragment = nil
        _lineLayout._invalidateAll()
        _layoutGeneration += 1
    }

    /// TX3: the text storage processed an edit: TextKit 1's layout follows it (and redraws
    /// the text views showing the container), and fragments are made again.
    func _processEditing(for storage: NSTextStorage, edited mask: NSTextStorage.EditActions, range: NSRange,
                         changeInLength delta: Int, invalidatedRange: NSRange) {
        _lineLayout.textStorage = storage
        _lineLayout.delegate = _lineBreakBridge
        _lineLayout._processEditing(for: storage, edited: mask, range: range, changeInLength: delta, invalidatedRange: invalidatedRange)
        _fragmentsByStart = [:]
        _emptyDocumentFragment = nil
        _layoutGeneration += 1
    }

    /// TX4: the container's size, padding, exclusion paths or line limit changed: the text
    /// is laid out again (fragments stay, their geometry is made again).
    func _textContainerChangedGeometry() {
        guard let container = textContainer else { return }
        _lineLayout.textContainerChangedGeometry(container)
        _layoutGeneration += 1
    }

    /// Lays out the whole text with TextKit 1's typesetter.
    func _ensureLayout() {
        if _lineLayout.textStorage == nil { _lineLayout.textStorage = (textContentManager as? NSTextContentStorage)?.textStorage }
        _lineLayout._ensureLayout()
    }

    // MARK: Fragments (TX4, TX6)

    func _enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions,
                                       using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? {
        guard let content = textContentManager else { return nil }
        if options.contains(.ensuresLayout) { _ensureLayout() }
        if content.documentRange.isEmpty {
            // An empty document has a fragment only when its extra line is asked for.
            guard options.contains(.ensuresExtraLineFragment) else { return nil }
            let fragment = _emptyDocumentFragment ?? _makeEmptyDocumentFragment()
            _ = block(fragment)
            return fragment.rangeInElement.endLocation
        }
        let reverse = options.contains(.reverse)
        var stopped: (any NSTextLocation)?
        _ = content.enumerateTextElements(from: location, options: reverse ? .reverse : []) { element in
            guard let range = element.elementRange else { return true }
            let fragment = _fragment(for: element, at: range)
            if options.contains(.ensuresLayout) { _ = fragment._geometry }
            stopped = reverse ? range.location : range.endLocation
            return block(fragment)
        }
        return stopped
    }

    /// The fragment of `element`: the one made before, else the delegate's (TX6).
    func _fragment(for element: NSTextElement, at range: NSTextRange) -> NSTextLayoutFragment {
        let start = TextOffsetLocation.offset(of: range.location)
        if let made = _fragmentsByStart[start], made.textElement === element { return made }
        let fragment = delegate?.textLayoutManager(self, textLayoutFragmentFor: range.location, in: element)
            ?? NSTextLayoutFragment(textElement: element, range: range)
        fragment.textLayoutManager = self
        _fragmentsByStart[start] = fragment
        return fragment
    }

    private func _makeEmptyDocumentFragment() -> NSTextLayoutFragment {
        let paragraph = NSTextParagraph(attributedString: NSAttributedString(string: ""))
        paragraph.textContentManager = textContentManager
        paragraph.elementRange = NSTextRange(location: TextOffsetLocation(0))
        let fragment = delegate?.textLayoutManager(self, textLayoutFragmentFor: TextOffsetLocation(0), in: paragraph)
            ?? NSTextLayoutFragment(textElement: paragraph, range: paragraph.elementRange)
        fragment.textLayoutManager = self
        _emptyDocumentFragment = fragment
        return fragment
    }

    // MARK: Geometry from TextKit 1 (TX5)

    /// A fragment's frame and lines, from TextKit 1's line fragments of its characters: the
    /// frame joins their rectangles (and the extra line's, for the last paragraph of text
    /// ending with a separator); each line fragment is one TextKit 1 line fragment, its
    /// typographic bounds the used rectangle, relative to the frame.
    func _geometry(forCharacters range: NSRange) -> TextLayoutFragmentGeometry {
        _ensureLayout()
        guard let layout = _lineLayout._layout, let storage = _lineLayout.textStorage else { return .empty }
        let pieces = range.length > 0 ? layout.fragmentIndices(meeting: range).map { layout.fragments[$0] } : []
        var rects = pieces.map(\.rect)
        let extra = NSMaxRange(range) == storage.length ? layout.extraFragment : nil
        if let extra { rects.append(extra.rect) }
        guard let first = rects.first else { return .empty }
        let frame = rects.dropFirst().reduce(first) { $0.union($1) }
        let paragraphText = storage.attributedSubstring(from: range)
        var lines = pieces.map { piece in
            NSTextLineFragment(_laidOut: piece, in: frame, paragraphStart: range.location, text: paragraphText, layout: _lineLayout)
        }
        if let extra {
            let font = _TextAttributeValues.font(_lineLayout._typesetter?.extraLineAttributes ?? [:])
            let ascender = TextMeasurement.current.metrics(of: font).ascender
            let padding = textContainer?.lineFragmentPadding ?? 0
            lines.append(NSTextLineFragment(_extraLine: extra.usedRect, in: frame, text: paragraphText, padding: padding, ascender: ascender))
        }
        return TextLayoutFragmentGeometry(frame: frame, lines: lines)
    }
}

/// A layout fragment's frame (in the container) and line fragments, as laid out.
struct TextLayoutFragmentGeometry {
    var frame: CGRect
    var lines: [NSTextLineFragment]
    static var empty: TextLayoutFragmentGeometry { TextLayoutFragmentGeometry(frame: .zero, lines: []) }
}

/// Passes TextKit 1's word-break question to a text layout manager's delegate (TX6).
final class TextLayoutLineBreakBridge: NSLayoutManagerDelegate {
    weak var owner: NSTextLayoutManager?

    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool {
        guard let owner, let delegate = owner.delegate else { return true }
        return delegate.textLayoutManager(owner, shouldBreakLineBefore: TextOffsetLocation(charIndex), hyphenating: false)
    }
}

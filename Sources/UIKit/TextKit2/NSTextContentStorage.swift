import Foundation

/// What watches a text storage's edits besides its layout managers: a TextKit 2 content
/// storage (TX3).
public protocol NSTextStorageObserving: AnyObject {
    /// The storage watched.
    var textStorage: NSTextStorage? { get set }
    /// The storage processed edits (after its layout managers heard them).
    func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange)
    /// Runs `transaction`, which edits `textStorage`, as one edit.
    func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void)
}

/// The delegate of a content storage: it may make each paragraph's element itself.
public protocol NSTextContentStorageDelegate: NSTextContentManagerDelegate {
    /// The paragraph element for the text storage's paragraph at `range` (its separator
    /// included), or nil for the storage's own. Apps return a paragraph with a changed
    /// attributed string (to show text differently from how it is stored).
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? { nil }
}

/// A content manager over an ``NSTextStorage``: its document is the storage's text, handed
/// out as one ``NSTextParagraph`` per paragraph (separator included), its locations UTF-16
/// offsets (TX2). Edits of the storage reach the layout managers (TX3).
///
/// Difference from UIKit: text list markers are not added (``includesTextListMarkers`` is kept).
open class NSTextContentStorage: NSTextContentManager, NSTextStorageObserving {
    /// The text storage holding the document. A content storage makes an empty one; setting
    /// another watches it instead.
    open var textStorage: NSTextStorage? {
        didSet {
            guard textStorage !== oldValue else { return }
            if oldValue?.textStorageObserver === self { oldValue?.textStorageObserver = nil }
            textStorage?.textStorageObserver = self
            _paragraphs = nil
            for manager in textLayoutManagers { manager._contentDidChange() }
        }
    }
    /// Whether list markers are part of the paragraphs' strings. Default false; kept.
    open var includesTextListMarkers = false
    /// The paragraphs made for the storage's text as it was at `_paragraphsEditCount`.
    var _paragraphs: [NSTextParagraph]?
    var _paragraphsEditCount = -1

    /// A content storage with an empty text storage of its own.
    public override init() {
        super.init()
        let storage = NSTextStorage()
        textStorage = storage
        storage.textStorageObserver = self
    }

    /// Decodes a content storage with an empty text storage.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let storage = NSTextStorage()
        textStorage = storage
        storage.textStorageObserver = self
    }

    /// The delegate, a ``NSTextContentStorageDelegate`` when it makes paragraphs.
    var _storageDelegate: (any NSTextContentStorageDelegate)? { delegate as? any NSTextContentStorageDelegate }

    /// The text (a copy); setting it replaces the text storage's contents.
    open var attributedString: NSAttributedString? {
        get { textStorage.map { NSAttributedString(attributedString: $0) } }
        set {
            guard let storage = textStorage else { return }
            storage.setAttributedString(newValue ?? NSAttributedString(string: ""))
        }
    }

    // MARK: The document (TX2)

    /// From the storage's start to its end.
    open override var documentRange: NSTextRange {
        NSTextRange(location: TextOffsetLocation(0), end: TextOffsetLocation(textStorage?.length ?? 0))!
    }

    /// Calls `block` with the paragraphs from the one holding `textLocation` (the document's
    /// end counts as in the last paragraph), forwards or, with `.reverse`, backwards, until
    /// it returns false. Paragraphs the delegate declines are skipped. Returns the end of
    /// the last paragraph handed out (its start in reverse), or nil when none was.
    open override func enumerateTextElements(from textLocation: (any NSTextLocation)?, options: EnumerationOptions,
                                             using block: (NSTextElement) -> Bool) -> (any NSTextLocation)? {
        let paragraphs = _currentParagraphs()
        guard !paragraphs.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        var index: Int
        if let textLocation {
            let offset = TextOffsetLocation.offset(of: textLocation)
            guard let found = _paragraphIndex(containing: offset, in: paragraphs) else { return nil }
            index = found
        } else {
            index = reverse ? paragraphs.count - 1 : 0
        }
        var stopped: (any NSTextLocation)?
        while paragraphs.indices.contains(index) {
            let element: NSTextElement = delegate?.textContentManager(self, textElementAt: paragraphs[index].elementRange!.location)
                ?? paragraphs[index]
            index += reverse ? -1 : 1
            guard delegate?.textContentManager(self, shouldEnumerate: element, options: options) ?? true else { continue }
            stopped = reverse ? element.elementRange?.location : element.elementRange?.endLocation
            if !block(element) { break }
        }
        return stopped
    }

    /// The paragraph element holding the text of `attributedString`, if it is one of the
    /// document's paragraphs as handed out.
    open func textElement(for attributedString: NSAttributedString) -> NSTextElement? {
        _currentParagraphs().first { $0.attributedString === attributedString }
    }

    /// The attributed string of a paragraph element (nil for other elements).
    open func attributedString(for textElement: NSTextElement) -> NSAttributedString? {
        (textElement as? NSTextParagraph)?.attributedString
    }

    // MARK: Paragraphs

    /// The paragraphs of the storage's text now, made again after each edit.
    func _currentParagraphs() -> [NSTextParagraph] {
        guard let storage = textStorage else { return [] }
        if let paragraphs = _paragraphs, _paragraphsEditCount == storage._editCount { return paragraphs }
        var paragraphs: [NSTextParagraph] = []
        let characters = storage.string as NSString
        var start = 0
        while start < characters.length {
            let range = characters.paragraphRange(for: NSRange(location: start, length: 0))
            paragraphs.append(_makeParagraph(range, in: storage))
            start = NSMaxRange(range)
        }
        _paragraphs = paragraphs
        _paragraphsEditCount = storage._editCount
        return paragraphs
    }

    /// A paragraph element for `range`: the delegate's, else one over the storage's text.
    private func _makeParagraph(_ range: NSRange, in storage: NSTextStorage) -> NSTextParagraph {
        let paragraph = _storageDelegate?.textContentStorage(self, textParagraphWith: range)
            ?? NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
        paragraph.textContentManager = self
        paragraph.elementRange = NSTextRange(location: TextOffsetLocation(range.location), end: TextOffsetLocation(NSMaxRange(range)))
        return paragraph
    }

    /// The index of the paragraph holding `offset` (the text's end: the last one).
    func _paragraphIndex(containing offset: Int, in paragraphs: [NSTextParagraph]) -> Int? {
        guard let last = paragraphs.last, offset >= 0 else { return nil }
        if offset >= TextOffsetLocation.offset(of: last.elementRange!.endLocation) {
            return offset == TextOffsetLocation.offset(of: last.elementRange!.endLocation) ? paragraphs.count - 1 : nil
        }
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if TextOffsetLocation.offset(of: paragraphs[middle].elementRange!.location) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: Editing (TX3)

    /// Runs `transaction` inside one `beginEditing()`/`endEditing()` of the text storage, so
    /// the storage processes its edits once and layout managers hear them once.
    open override func performEditingTransaction(_ transaction: () -> Void) {
        super.performEditingTransaction {
            textStorage?.beginEditing()
            transaction()
            textStorage?.endEditing()
        }
    }

    /// As ``performEditingTransaction(_:)``.
    open func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void) {
        performEditingTransaction(transaction)
    }

    /// TX3: the text storage processed edits (after its layout managers): the paragraphs
    /// are made again and each text layout manager lays the text out again.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        guard textStorage === self.textStorage else { return }
        _paragraphs = nil
        guard automaticallySynchronizesTextLayoutManagers else { return }
        for manager in textLayoutManagers {
            manager._processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                                    invalidatedRange: invalidatedCharRange)
        }
    }
}

import Foundation

/// Lays a text storage's characters out as glyphs in line fragments, in one or more text
/// containers in order (text that does not fit one goes on in the next), answers where each
/// glyph is, and draws them (TK6–TK17).
///
/// There is one glyph per UTF-16 unit of the text (OpenUIKit forms no ligatures), so glyph
/// and character indexes are equal. Layout is made lazily, for the whole text, the first
/// time something asks; an edit, a container change or ``invalidateLayout(forCharacterRange:actualCharacterRange:)``
/// throws it away. Widths come from ``TextMeasurement/current``: real font widths when
/// `UIKitRendering` is installed, the documented estimate otherwise.
///
/// Differences from UIKit: layout is always contiguous (``allowsNonContiguousLayout`` is
/// kept but ``hasNonContiguousLayout`` is false); lines run left to right (right-to-left
/// paragraphs are aligned, not reordered); no hyphenation; tabs are as wide as a space of
/// their font; `drawGlyphs` draws each run of adjacent glyphs as attributed text through
/// the current context (the picture's glyph shapes come from the renderer).
open class NSLayoutManager: NSObject, NSSecureCoding {
    /// The text this layout manager lays out (weak: the storage keeps its layout managers).
    /// Set by `NSTextStorage.addLayoutManager(_:)`.
    open weak var textStorage: NSTextStorage? {
        didSet { if textStorage !== oldValue { _invalidateAll() } }
    }
    /// The containers, in the order text flows through them; the layout manager keeps them.
    var _textContainers: [NSTextContainer] = []
    /// The delegate (weak, as in UIKit).
    open weak var delegate: (any NSLayoutManagerDelegate)?
    /// Whether layout may be made for parts of the text only. Kept; OpenUIKit lays out all.
    open var allowsNonContiguousLayout = false
    /// Whether a font's leading is added to its lines. Default true. OpenUIKit's fonts report
    /// their line height with any leading in it, so lines are as tall either way.
    open var usesFontLeading = true
    /// Whether spaces, tabs and line breaks are drawn as visible marks. Kept; not drawn.
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn as visible marks. Kept; not drawn.
    open var showsControlCharacters = false
    /// Whether layout of suspicious contents is limited. Kept.
    open var limitsLayoutForSuspiciousContents = false
    /// Whether the default hyphenation of the text's language is used. Kept; OpenUIKit does
    /// not hyphenate.
    open var usesDefaultHyphenation = false

    /// The layout made so far (nil: none since the last invalidation).
    var _typesetter: TextKitTypesetter?
    /// Whether layout is being made now (queries from the delegate read what is made).
    var _isLayingOut = false
    /// How many containers there were when the delegate last heard that they ran out.
    var _containersWhenOutOfRoom: Int?
    /// Attributes drawn over the text's own, by character (TK16).
    var _temporaryAttributes = NSMutableAttributedString(string: "")
    /// The attributes of the empty last line when the text is empty (a text view's typing
    /// attributes).
    var _extraLineAttributes: [NSAttributedString.Key: Any]?
    /// Attributes drawn over linked text (a text view's link text attributes).
    var _linkAttributes: [NSAttributedString.Key: Any]?
    /// The characters a text view detected as data (DD1), drawn as links too; sorted.
    var _detectedLinkRanges: [NSRange] = []
    /// TI5: a text view's marked text and the attributes it is drawn with, over all others.
    var _markedText: (range: NSRange, attributes: [NSAttributedString.Key: Any])?

    /// A layout manager with no text storage or containers.
    public override init() {
        super.init()
    }

    /// Decodes a layout manager's settings (its containers and text storage are not archived).
    public required init?(coder: NSCoder) {
        super.init()
        usesFontLeading = coder.containsValue(forKey: "NSUsesFontLeading") ? coder.decodeBool(forKey: "NSUsesFontLeading") : true
        allowsNonContiguousLayout = coder.decodeBool(forKey: "NSAllowsNonContiguousLayout")
    }

    /// Encodes what ``init(coder:)`` decodes.
    open func encode(with coder: NSCoder) {
        coder.encode(usesFontLeading, forKey: "NSUsesFontLeading")
        coder.encode(allowsNonContiguousLayout, forKey: "NSAllowsNonContiguousLayout")
    }

    /// Layout managers can be archived securely.
    public static var supportsSecureCoding: Bool { true }

    // MARK: Containers (TK7)

    /// The containers, in the order text flows through them.
    open var textContainers: [NSTextContainer] { _textContainers }

    /// Adds a container at the end; text that does not fit the ones before goes on in it.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: _textContainers.count)
    }

    /// Inserts a container at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        _insertTextContainer(container, at: index)
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        _removeTextContainer(at: index)
    }

    /// A container's size, padding, exclusion paths or line limit changed: its layout and
    /// that of the containers after it are made again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateLayout(forCharacterRange: NSRange(location: 0, length: numberOfGlyphs), actualCharacterRange: nil)
    }

    /// Moves this layout manager's containers onto `newTextStorage` (every layout manager
    /// of the old storage moves with it).
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        let managers = textStorage?.layoutManagers ?? [self]
        for manager in managers {
            manager.textStorage?.removeLayoutManager(manager)
            newTextStorage.addLayoutManager(manager)
        }
    }

    // MARK: Editing and invalidation (TK8)

    /// The text storage processed edits: glyphs and layout from the edited paragraphs on are
    /// thrown away, temporary attributes follow the edit, the delegate hears that layout was
    /// invalidated, and text views showing the containers update.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        _processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta, invalidatedRange: invalidatedCharRange)
    }

    /// Throws layout away from the paragraphs of `charRange` on; `actualCharRange` gets the
    /// whole paragraphs touched. The delegate hears `layoutManagerDidInvalidateLayout`.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        _invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Throws glyphs (and so layout) away for `charRange`.
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: NSRangePointer?) {
        _invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Marks the characters' glyphs for redrawing: text views showing them redraw.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        _invalidateDisplay()
    }

    /// Marks the glyphs for redrawing: text views showing them redraw.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        _invalidateDisplay()
    }

    /// Makes the glyphs of `charRange` (glyphs exist for all the text at once).
    open func ensureGlyphs(forCharacterRange charRange: NSRange) {}
    /// Makes the glyphs of `glyphRange` (glyphs exist for all the text at once).
    open func ensureGlyphs(forGlyphRange glyphRange: NSRange) {}
    /// Lays out the text up to `charRange`.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ensureLayout() }
    /// Lays out the text up to `glyphRange`.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ensureLayout() }
    /// Lays out the text up to and including `container`.
    open func ensureLayout(for container: NSTextContainer) { _ensureLayout() }
    /// Lays out the text reaching `bounds` in `container`.
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ensureLayout() }
    /// False: layout is always contiguous.
    open var hasNonContiguousLayout: Bool { false }

    // MARK: Glyphs (TK6)

    /// The number of glyphs: one per UTF-16 unit of the text.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// Whether `glyphIndex` is a glyph of the text.
    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < numberOfGlyphs }

    /// The glyph at `glyphIndex` (OpenUIKit's glyph is its UTF-16 unit); 0 outside the text.
    open func cgGlyph(at glyphIndex: Int) -> CGGlyph { _glyph(at: glyphIndex) }

    /// The glyph at `glyphIndex`, saying whether the index is valid.
    open func cgGlyph(at glyphIndex: Int, isValidIndex: UnsafeMutablePointer<ObjCBool>?) -> CGGlyph {
        isValidIndex?.pointee = ObjCBool(isValidGlyphIndex(glyphIndex))
        return _glyph(at: glyphIndex)
    }

    /// What the glyph is: a control character's (separators, tabs), elastic (spaces), or
    /// null (a second UTF-16 unit).
    open func propertyForGlyph(at glyphIndex: Int) -> NSLayoutManager.GlyphProperty { _property(ofGlyph: glyphIndex) }

    /// The character of a glyph (the same index).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    /// The glyph of a character (the same index).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The glyphs of `charRange` (the same range, clamped to the text); `actualCharRange`
    /// gets the characters of those glyphs.
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = _clamped(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters of `glyphRange` (the same range, clamped to the text); `actualGlyphRange`
    /// gets the glyphs of those characters.
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = _clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    // MARK: Layout (TK9–TK13)

    /// The glyphs laid out in `container` (lays out as needed).
    open func glyphRange(for container: NSTextContainer) -> NSRange { _glyphRange(for: container) }

    /// The container holding glyph `glyphIndex` (nil when it found none), with the glyphs
    /// that container holds.
    @discardableResult
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        _textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, layingOut: true)
    }

    /// As ``textContainer(forGlyphAt:effectiveRange:)``; with `flag` true, only from layout
    /// already made.
    @discardableResult
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                            withoutAdditionalLayout flag: Bool) -> NSTextContainer? {
        _textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, layingOut: !flag)
    }

    /// The rectangle of the line fragment holding glyph `glyphIndex`, in its container (zero
    /// when it is not laid out), with the fragment's glyphs.
    @discardableResult
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        _fragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, layingOut: true)?.rect ?? .zero
    }

    /// As ``lineFragmentRect(forGlyphAt:effectiveRange:)``; with `flag` true, only from
    /// layout already made.
    @discardableResult
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        _fragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, layingOut: !flag)?.rect ?? .zero
    }

    /// The part of that line fragment holding marks: from its left edge to the text's end
    /// plus the padding, as tall as the line with its line spacing (TK9).
    @discardableResult
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        _fragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, layingOut: true)?.usedRect ?? .zero
    }

    /// As ``lineFragmentUsedRect(forGlyphAt:effectiveRange:)``; with `flag` true, only from
    /// layout already made.
    @discardableResult
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                                   withoutAdditionalLayout flag: Bool) -> CGRect {
        _fragment(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, layingOut: !flag)?.usedRect ?? .zero
    }

    /// Where glyph `glyphIndex` is: its left edge from its line fragment's left edge, and
    /// its baseline from the fragment's top.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint { _location(forGlyphAt: glyphIndex) }

    /// The glyphs truncation hides in the line fragment of `glyphIndex` (`NSNotFound`: none).
    open func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        _fragment(forGlyphAt: glyphIndex, effectiveRange: nil, layingOut: true)?.hiddenRanges.first
            ?? NSRange(location: NSNotFound, length: 0)
    }

    /// Whether glyph `glyphIndex` is not shown (hidden by truncation, or a control glyph).
    open func notShownAttribute(forGlyphAt glyphIndex: Int) -> Bool { _isNotShown(glyphIndex) }

    /// False: glyphs stay in their line fragments.
    open func drawsOutsideLineFragment(forGlyphAt glyphIndex: Int) -> Bool { false }

    /// The rectangle the container's text uses: the union of its line fragments' used
    /// rectangles (and the empty last line's).
    open func usedRect(for container: NSTextContainer) -> CGRect { _usedRect(for: container) }

    /// The empty line after text ending with a paragraph separator, or for empty text (zero
    /// when there is none).
    open var extraLineFragmentRect: CGRect { _extraFragment?.rect ?? .zero }
    /// The part of the extra line fragment the insertion point uses: twice the padding wide.
    open var extraLineFragmentUsedRect: CGRect { _extraFragment?.usedRect ?? .zero }
    /// The container of the extra line fragment.
    open var extraLineFragmentTextContainer: NSTextContainer? { _extraFragment.map { _textContainers[$0.containerIndex] } }

    /// The first character with no container.
    open func firstUnlaidCharacterIndex() -> Int { _laidGlyphCount }
    /// The first glyph with no container.
    open func firstUnlaidGlyphIndex() -> Int { _laidGlyphCount }

    /// A font's line height in this layout (its line height).
    open func defaultLineHeight(for theFont: UIFont) -> CGFloat { TextMeasurement.current.metrics(of: theFont).lineHeight }
    /// A font's baseline, down from its line's top (its ascender).
    open func defaultBaselineOffset(for theFont: UIFont) -> CGFloat { TextMeasurement.current.metrics(of: theFont).ascender }

    // MARK: Geometry (TK19)

    /// The rectangle, in `container`, holding the glyphs of `glyphRange` it holds: from the
    /// first glyph's left edge to the last one's right edge, as tall as their lines' used
    /// rectangles; an empty range gives a zero-wide rectangle at its place.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        _boundingRect(forGlyphRange: glyphRange, in: container)
    }

    /// The glyphs of `container` whose line fragments meet `bounds`.
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        _glyphRange(forBoundingRect: bounds, in: container, layingOut: true)
    }

    /// As ``glyphRange(forBoundingRect:in:)``, from layout already made.
    open func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        _glyphRange(forBoundingRect: bounds, in: container, layingOut: false)
    }

    /// The glyph under `point` (in the container), else the nearest: the line is the one
    /// whose fragment holds the point's height (the first or last beyond them), the glyph
    /// the one across from it. `partialFraction` gets how far through the glyph the point is
    /// (0 before the line's first glyph, 1 after its last).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let (index, fraction) = _glyphIndex(for: point, in: container)
        partialFraction?.pointee = fraction
        return index
    }

    /// The glyph under `point`, else the nearest.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        _glyphIndex(for: point, in: container).index
    }

    /// How far through its glyph `point` is.
    open func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        _glyphIndex(for: point, in: container).fraction
    }

    /// The character whose insertion point is nearest `point`, before it when the point is
    /// in a glyph's first half; `partialFraction` gets how far the point is between that
    /// insertion point and the next.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let (index, fraction) = _glyphIndex(for: point, in: container)
        partialFraction?.pointee = fraction
        return index
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphRange`: its rectangle,
    /// used rectangle, container and glyphs; set the flag to stop.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _enumerateLineFragments(forGlyphRange: glyphRange, using: block)
    }

    /// Calls `block` with the rectangles, one per line, enclosing the glyphs of `glyphRange`
    /// in `textContainer` (as a selection is drawn: a line the range goes on from reaches its
    /// fragment's right edge, and each is as tall as its fragment).
    open func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in textContainer: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _enumerateEnclosingRects(forGlyphRange: glyphRange, in: textContainer, using: block)
    }

    // MARK: Drawing (TK17)

    /// Draws the backgrounds of the glyphs' characters (`.backgroundColor`, and the temporary
    /// attribute) with ``fillBackgroundRectArray(_:count:forCharacterRange:color:)``, the
    /// containers' origin at `origin` in the current context. Subclasses draw more here.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        _drawBackground(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Draws the glyphs, the containers' origin at `origin` in the current context: each
    /// run of adjacent shown glyphs as attributed text at its place, temporary attributes
    /// over the text's own (TK16, TK17). Subclasses draw differently here.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        _drawGlyphs(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Fills background rectangles (in the current context's coordinates) with `color`.
    open func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int,
                                      forCharacterRange charRange: NSRange, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), rectCount > 0 else { return }
        context.saveGState()
        context.setFillColor(color.cgColor)
        context.fill(Array(UnsafeBufferPointer(start: rectArray, count: rectCount)))
        context.restoreGState()
    }

    // MARK: Temporary attributes (TK16)

    /// The temporary attributes at `charIndex`, with the run they apply to.
    open func temporaryAttributes(atCharacterIndex charIndex: Int, effectiveRange effectiveCharRange: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        _temporaryAttributes(at: charIndex, effectiveRange: effectiveCharRange, limit: nil)
    }

    /// The temporary attributes at `charIndex`, with the longest run within `rangeLimit`
    /// that has them.
    open func temporaryAttributes(atCharacterIndex location: Int, longestEffectiveRange range: NSRangePointer?,
                                  in rangeLimit: NSRange) -> [NSAttributedString.Key: Any] {
        _temporaryAttributes(at: location, effectiveRange: range, limit: rangeLimit)
    }

    /// One temporary attribute at `location`, with the run it applies to.
    open func temporaryAttribute(_ attrName: NSAttributedString.Key, atCharacterIndex location: Int,
                                 effectiveRange range: NSRangePointer?) -> Any? {
        _temporaryAttribute(attrName, at: location, effectiveRange: range, limit: nil)
    }

    /// One temporary attribute at `location`, with the longest run within `rangeLimit` that
    /// has that value.
    open func temporaryAttribute(_ attrName: NSAttributedString.Key, atCharacterIndex location: Int,
                                 longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange) -> Any? {
        _temporaryAttribute(attrName, at: location, effectiveRange: range, limit: rangeLimit)
    }

    /// Replaces the temporary attributes of `charRange`.
    open func setTemporaryAttributes(_ attrs: [NSAttributedString.Key: Any], forCharacterRange charRange: NSRange) {
        _changeTemporaryAttributes(in: charRange) { $0.setAttributes(attrs, range: $1) }
    }

    /// Adds temporary attributes over `charRange`.
    open func addTemporaryAttributes(_ attrs: [NSAttributedString.Key: Any], forCharacterRange charRange: NSRange) {
        _changeTemporaryAttributes(in: charRange) { $0.addAttributes(attrs, range: $1) }
    }

    /// Adds one temporary attribute over `charRange`.
    open func addTemporaryAttribute(_ attrName: NSAttributedString.Key, value: Any, forCharacterRange charRange: NSRange) {
        _changeTemporaryAttributes(in: charRange) { $0.addAttribute(attrName, value: value, range: $1) }
    }

    /// Removes one temporary attribute from `charRange`.
    open func removeTemporaryAttribute(_ attrName: NSAttributedString.Key, forCharacterRange charRange: NSRange) {
        _changeTemporaryAttributes(in: charRange) { $0.removeAttribute(attrName, range: $1) }
    }
}

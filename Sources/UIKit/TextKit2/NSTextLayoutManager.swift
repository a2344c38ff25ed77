import Foundation

/// TextKit 2's layout: it lays its content manager's elements out in its text container,
/// one ``NSTextLayoutFragment`` per paragraph holding one ``NSTextLineFragment`` per line
/// fragment, and answers where text is (TX4–TX8).
///
/// Lines are broken and placed by TextKit 1's typesetter (the same code as
/// ``NSLayoutManager``), so a paragraph's lines have exactly the rectangles, glyph places
/// and baselines TextKit 1 gives the same text in the same container (TX5).
///
/// Differences from UIKit: layout is made for the whole document at once (no estimated
/// fragments, ``textViewportLayoutController`` lays out what its viewport shows from that
/// layout); fragments are made again after each edit; no text selections or navigation.
open class NSTextLayoutManager: NSObject, NSSecureCoding {
    /// The kinds of segment ``enumerateTextSegments(in:type:options:using:)`` gives.
    public enum SegmentType: Int, Sendable {
        /// The text's own boxes: as tall as its lines' typographic bounds.
        case standard = 0
        /// Selection boxes: as tall as the whole line fragments.
        case selection = 1
        /// Highlight boxes: as the standard ones.
        case highlight = 2
    }

    /// How segments are extended and which are given.
    public struct SegmentOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Segments come without their ranges (nil).
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        /// Only the first and last lines' segments.
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        /// The first segment reaches its line fragment's trailing edge.
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        /// The last segment reaches back to its line fragment's leading edge.
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        /// An empty range belongs to the text before it.
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }

    /// The delegate (weak).
    open weak var delegate: (any NSTextLayoutManagerDelegate)?
    /// Whether fonts' leading is added to lines. Default true (OpenUIKit's line heights
    /// hold it either way).
    open var usesFontLeading = true
    /// Whether layout of suspicious contents is limited. Kept.
    open var limitsLayoutForSuspiciousContents = false
    /// Whether lines are hyphenated. Kept; OpenUIKit does not hyphenate.
    open var usesHyphenation = false
    /// The content manager laying out through this manager (weak: the content manager keeps
    /// its layout managers). Set by ``NSTextContentManager/addTextLayoutManager(_:)``.
    public internal(set) weak var textContentManager: NSTextContentManager?
    /// The container the text is laid out in (TX4). Setting it lays the text out again.
    open var textContainer: NSTextContainer? {
        didSet {
            guard textContainer !== oldValue else { return }
            if oldValue?.textLayoutManager === self { oldValue?.textLayoutManager = nil }
            textContainer?.textLayoutManager = self
            _lineLayout._textContainers = textContainer.map { [$0] } ?? []
            _lineLayout._invalidateAll()
            _layoutGeneration += 1
        }
    }
    /// Shows what a viewport shows, laying out the fragments in it (TX8).
    public private(set) lazy var textViewportLayoutController = NSTextViewportLayoutController(textLayoutManager: self)

    /// TextKit 1's layout of the same text and container: the one typesetter (TX5). Its
    /// container list is set directly so the container's `layoutManager` stays nil.
    let _lineLayout = NSLayoutManager()
    /// The fragments made so far, by the UTF-16 offset their element starts at.
    var _fragmentsByStart: [Int: NSTextLayoutFragment] = [:]
    /// Counts layout invalidations: a fragment's geometry is of the generation it was made in.
    var _layoutGeneration = 0
    /// An empty document's fragment, made when `.ensuresExtraLineFragment` asked for it.
    var _emptyDocumentFragment: NSTextLayoutFragment?
    /// Hands TextKit 1's word-break question to ``delegate`` (TX6).
    let _lineBreakBridge = TextLayoutLineBreakBridge()

    /// A layout manager with no content manager or container.
    public override init() {
        super.init()
        _lineBreakBridge.owner = self
        _lineLayout.delegate = _lineBreakBridge
    }

    /// Decodes a layout manager's settings.
    public required init?(coder: NSCoder) {
        super.init()
        _lineBreakBridge.owner = self
        _lineLayout.delegate = _lineBreakBridge
        usesFontLeading = coder.containsValue(forKey: "NSUsesFontLeading") ? coder.decodeBool(forKey: "NSUsesFontLeading") : true
    }

    /// Encodes what ``init(coder:)`` decodes.
    open func encode(with coder: NSCoder) {
        coder.encode(usesFontLeading, forKey: "NSUsesFontLeading")
    }

    /// Text layout managers can be archived securely.
    public static var supportsSecureCoding: Bool { true }

    /// Lays the text out for `textContentManager` instead: adds itself to it.
    open func replace(_ textContentManager: NSTextContentManager) {
        textContentManager.addTextLayoutManager(self)
    }

    /// The content manager's whole document (an empty range without one).
    open var documentRange: NSTextRange { textContentManager?.documentRange ?? NSTextRange(location: TextOffsetLocation(0)) }

    // MARK: Layout (TX4, TX5)

    /// The rectangle the laid-out text uses in the container: TextKit 1's used rectangle,
    /// the extra line included (TX5).
    open var usageBoundsForTextContainer: CGRect {
        guard let container = textContainer else { return .zero }
        return _lineLayout.usedRect(for: container)
    }

    /// Lays out the fragments of `range` (OpenUIKit lays the whole text out).
    open func ensureLayout(for range: NSTextRange) { _ensureLayout() }

    /// Lays out the fragments reaching `bounds` (OpenUIKit lays the whole text out).
    open func ensureLayout(for bounds: CGRect) { _ensureLayout() }

    /// Throws the layout of `range` away; it is made again when asked for.
    open func invalidateLayout(for range: NSTextRange) {
        _lineLayout._invalidateAll()
        _layoutGeneration += 1
    }

    /// Calls `block` with the layout fragment of each paragraph from the one holding
    /// `location` (nil: the first, or the last in reverse) until it returns false (TX4).
    /// `.ensuresLayout` lays each out before `block` sees it; `.ensuresExtraLineFragment`
    /// gives an empty document a fragment of its own. Returns the location after the last
    /// fragment handed out (its start in reverse).
    @discardableResult
    open func enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
                                           using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? {
        _enumerateTextLayoutFragments(from: location, options: options, using: block)
    }

    /// The layout fragment whose element holds `location` (the document's end: the last
    /// one), or nil.
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
        var found: NSTextLayoutFragment?
        _ = _enumerateTextLayoutFragments(from: location, options: [.ensuresLayout]) { fragment in
            found = fragment
            return false
        }
        return found
    }

    /// The layout fragment whose frame holds `position` (in the container), or nil.
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        var found: NSTextLayoutFragment?
        _ = _enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
            let frame = fragment.layoutFragmentFrame
            if position.y >= frame.minY, position.y < frame.maxY, position.x >= frame.minX, position.x <= frame.maxX {
                found = fragment
                return false
            }
            return frame.minY <= position.y
        }
        return found
    }

    /// Calls `block` with each segment of `textRange`, one per line fragment it meets, in
    /// the container's coordinates, with its range (nil with `.rangeNotRequired`), its
    /// baseline down from the segment's top and the container, until it returns false (TX7).
    open func enumerateTextSegments(in textRange: NSTextRange, type: SegmentType, options: SegmentOptions = [],
                                    using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool) {
        _enumerateTextSegments(in: textRange, type: type, options: options, using: block)
    }

    /// The location of the character nearest `point` (in the container): where a tap there
    /// puts the insertion point (TextKit 1's hit testing, TX7).
    open func location(interactingAt point: CGPoint, inContainerAt containerLocation: any NSTextLocation) -> (any NSTextLocation)? {
        guard let container = textContainer, textContentManager != nil else { return nil }
        _ensureLayout()
        let (index, fraction) = _lineLayout._glyphIndex(for: point, in: container)
        let offset = index + (fraction > 0.5 && index < _lineLayout.numberOfGlyphs ? 1 : 0)
        return TextOffsetLocation(offset)
    }
}

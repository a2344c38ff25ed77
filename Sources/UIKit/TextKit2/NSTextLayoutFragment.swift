import Foundation

/// The layout of one element (a paragraph): its frame in the container and its lines
/// (TX4, TX5). Subclass it, and return the subclass from the layout manager delegate's
/// `textLayoutManager(_:textLayoutFragmentFor:in:)`, to draw a paragraph differently
/// (override ``draw(at:in:)``, and ``renderingSurfaceBounds`` to draw beyond the frame) (TX6).
///
/// Difference from UIKit: asking for the frame or lines of a fragment not yet laid out lays
/// the text out (UIKit gives an estimate).
open class NSTextLayoutFragment: NSObject {
    /// How ``NSTextLayoutManager/enumerateTextLayoutFragments(from:options:using:)`` runs.
    public struct EnumerationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the end of the document towards its start.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Fragments may come with estimated sizes (OpenUIKit's are always laid out).
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        /// Each fragment is laid out before the block sees it.
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        /// An empty document gets a fragment for its empty line.
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    /// How far a fragment's layout has come.
    public enum State: UInt, Sendable {
        /// Not laid out.
        case none = 0
        /// Its size is estimated.
        case estimatedUsageBounds = 1
        /// Its size is calculated.
        case calculatedUsageBounds = 2
        /// Its lines are laid out.
        case layoutAvailable = 3
    }

    /// The layout manager that made the fragment (weak), set when it hands the fragment out.
    public internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The element laid out.
    public let textElement: NSTextElement?
    /// The part of the element laid out: the element's range.
    public let rangeInElement: NSTextRange
    /// Space before the fragment's lines. 0 (the container's padding is in the lines).
    open var leadingPadding: CGFloat { 0 }
    /// Space after the fragment's lines. 0.
    open var trailingPadding: CGFloat { 0 }
    /// Space above the fragment. 0 (paragraph spacing is in the frame, TX5).
    open var topMargin: CGFloat { 0 }
    /// Space below the fragment. 0.
    open var bottomMargin: CGFloat { 0 }

    /// The geometry made, and the layout generation it was made in.
    var _madeGeometry: (generation: Int, geometry: TextLayoutFragmentGeometry)?

    /// A fragment laying out `rangeInElement` of `textElement` (nil: the element's range).
    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        self.textElement = textElement
        self.rangeInElement = rangeInElement ?? textElement.elementRange ?? NSTextRange(location: TextOffsetLocation(0))
        super.init()
    }

    /// Its geometry now (laid out first when needed).
    var _geometry: TextLayoutFragmentGeometry {
        guard let manager = textLayoutManager else { return .empty }
        if let made = _madeGeometry, made.generation == manager._layoutGeneration { return made.geometry }
        let start = TextOffsetLocation.offset(of: rangeInElement.location)
        let end = TextOffsetLocation.offset(of: rangeInElement.endLocation)
        let geometry = manager._geometry(forCharacters: NSRange(location: start, length: end - start))
        _madeGeometry = (manager._layoutGeneration, geometry)
        return geometry
    }

    /// The lines, one per TextKit 1 line fragment of the element's text (a line split by an
    /// exclusion path: one per part), and the extra empty line after text ending with a
    /// paragraph separator (TX5).
    open var textLineFragments: [NSTextLineFragment] { _geometry.lines }

    /// `.layoutAvailable` once laid out, else `.none`.
    open var state: State {
        guard let manager = textLayoutManager, let made = _madeGeometry, made.generation == manager._layoutGeneration else { return .none }
        return .layoutAvailable
    }

    /// Throws the fragment's layout away; it is made again when asked for.
    open func invalidateLayout() {
        _madeGeometry = nil
    }

    /// The fragment's rectangle in the container: the union of its lines' TextKit 1 line
    /// fragment rectangles (paragraph and line spacing included) (TX5).
    open var layoutFragmentFrame: CGRect { _geometry.frame }

    /// The area the fragment draws in, relative to its frame's origin: the frame's bounds,
    /// joined with its lines' typographic bounds. Override it to draw beyond the frame.
    open var renderingSurfaceBounds: CGRect {
        let geometry = _geometry
        return geometry.lines.reduce(CGRect(origin: .zero, size: geometry.frame.size)) { $0.union($1.typographicBounds) }
    }

    /// Draws the fragment with its frame's origin at `point` in `context`: each line at its
    /// typographic bounds' origin (TX9). Override it to draw differently; call `super` to
    /// draw the text too.
    open func draw(at point: CGPoint, in context: CGContext) {
        for line in textLineFragments {
            line.draw(at: CGPoint(x: point.x + line.typographicBounds.minX, y: point.y + line.typographicBounds.minY), in: context)
        }
    }

    /// The frame of the attachment at `location`, relative to the fragment (zero: OpenUIKit
    /// lays attachments out as characters).
    open func frameForTextAttachment(at location: any NSTextLocation) -> CGRect { .zero }
}

import Foundation

/// One line (or, where an exclusion path splits a line, one part of it) of a layout
/// fragment: its characters in its paragraph's string, its typographic bounds in the
/// fragment, and where its glyphs start (TX5).
open class NSTextLineFragment: NSObject {
    /// The paragraph's text the line is part of.
    public let attributedString: NSAttributedString
    /// The line's characters in ``attributedString`` (its paragraph separator included).
    public let characterRange: NSRange
    /// The line's box relative to its layout fragment's origin: TextKit 1's used rectangle
    /// of the line (from the line fragment's left edge to the text's end plus the padding,
    /// as tall as the line with its line spacing).
    public let typographicBounds: CGRect
    /// Where the first glyph's baseline starts, relative to ``typographicBounds``' origin.
    public let glyphOrigin: CGPoint

    /// The line's place in TextKit 1's layout, for drawing and hit testing (nil for a line
    /// an app made).
    weak var _lineLayout: NSLayoutManager?
    /// The line's characters in the document, and the paragraph's first one.
    var _documentRange = NSRange(location: 0, length: 0)
    /// The used rectangle's origin in the container (where `typographicBounds` is drawn from).
    var _originInContainer = CGPoint.zero
    /// Each character's left edge and advance, from the typographic bounds' left edge.
    var _characterX: [CGFloat] = []
    var _characterAdvance: [CGFloat] = []

    /// A line showing `range` of `attributedString`, measured on its own (one line, from
    /// the origin, baseline at its first font's ascender).
    public init(attributedString: NSAttributedString, range: NSRange) {
        self.attributedString = attributedString
        characterRange = range
        let text = attributedString.attributedSubstring(from: range)
        typographicBounds = CGRect(origin: .zero, size: text.size())
        let font = range.length > 0 ? _TextAttributeValues.font(text.attributes(at: 0, effectiveRange: nil)) : UIFont.systemFont(ofSize: 12)
        glyphOrigin = CGPoint(x: 0, y: TextMeasurement.current.metrics(of: font).ascender)
        super.init()
        var x: CGFloat = 0
        for index in 0..<range.length {
            let width = text.attributedSubstring(from: NSRange(location: index, length: 1)).size().width
            _characterX.append(x)
            _characterAdvance.append(width)
            x += width
        }
    }

    /// A line showing `range` of `string` in `attributes`.
    public convenience init(string: String, attributes: [NSAttributedString.Key: Any], range: NSRange) {
        self.init(attributedString: NSAttributedString(string: string, attributes: attributes), range: range)
    }

    /// TX5: a line from TextKit 1's line fragment `piece`, in a layout fragment of `frame`.
    init(_laidOut piece: TextKitLayout.Fragment, in frame: CGRect, paragraphStart: Int, text: NSAttributedString,
         layout: NSLayoutManager) {
        attributedString = text
        characterRange = NSRange(location: piece.glyphRange.location - paragraphStart, length: piece.glyphRange.length)
        let used = piece.usedRect
        typographicBounds = CGRect(x: used.minX - frame.minX, y: used.minY - frame.minY, width: used.width, height: used.height)
        let firstX = piece.glyphRange.length > 0 ? piece.x(ofGlyph: piece.glyphRange.location) : 0
        glyphOrigin = CGPoint(x: piece.rect.minX + firstX - used.minX, y: piece.rect.minY + piece.baselineOffset - used.minY)
        super.init()
        _lineLayout = layout
        _documentRange = piece.glyphRange
        _originInContainer = used.origin
        let shift = piece.rect.minX - used.minX
        _characterX = piece.glyphX.map { $0 + shift }
        _characterAdvance = piece.glyphAdvance
    }

    /// TX5: the extra empty line after text ending with a paragraph separator.
    init(_extraLine used: CGRect, in frame: CGRect, text: NSAttributedString, padding: CGFloat, ascender: CGFloat) {
        attributedString = text
        characterRange = NSRange(location: text.length, length: 0)
        typographicBounds = CGRect(x: used.minX - frame.minX, y: used.minY - frame.minY, width: used.width, height: used.height)
        glyphOrigin = CGPoint(x: padding, y: ascender)
        super.init()
        _originInContainer = used.origin
    }

    /// Where the insertion point before character `index` of ``attributedString`` is,
    /// relative to the typographic bounds' origin: x at the character's left edge (the
    /// line's end after its last character), y at the baseline (TX5).
    open func locationForCharacter(at index: Int) -> CGPoint {
        let local = index - characterRange.location
        if local >= 0, local < _characterX.count { return CGPoint(x: _characterX[local], y: glyphOrigin.y) }
        guard let lastX = _characterX.last, let lastAdvance = _characterAdvance.last else { return glyphOrigin }
        return CGPoint(x: local < 0 ? _characterX[0] : lastX + lastAdvance, y: glyphOrigin.y)
    }

    /// The character of ``attributedString`` whose box holds `point`'s x (relative to the
    /// typographic bounds' origin); the first or last character beyond them (TX5).
    open func characterIndex(for point: CGPoint) -> Int {
        characterRange.location + _localCharacter(at: point.x).index
    }

    /// How far through its character `point` is (0 at its left edge, 1 at its right).
    open func fractionOfDistanceThroughGlyph(for point: CGPoint) -> CGFloat {
        _localCharacter(at: point.x).fraction
    }

    /// The line's character under `x`, from its start, and how far through it `x` is.
    private func _localCharacter(at x: CGFloat) -> (index: Int, fraction: CGFloat) {
        guard !_characterX.isEmpty else { return (0, 0) }
        if x < _characterX[0] { return (0, 0) }
        for index in _characterX.indices {
            let start = _characterX[index], advance = _characterAdvance[index]
            if x < start + advance || index == _characterX.count - 1 {
                return (index, advance > 0 ? min(1, max(0, (x - start) / advance)) : 0)
            }
        }
        return (_characterX.count - 1, 1)
    }

    /// Draws the line with its typographic bounds' origin at `point` in `context`: its
    /// backgrounds then its glyphs, drawn by TextKit 1's drawing (TX9); a line an app made
    /// draws its characters as attributed text.
    open func draw(at point: CGPoint, in context: CGContext) {
        GraphicsContextStack.withCurrent(context) {
            guard let layout = _lineLayout else {
                attributedString.attributedSubstring(from: characterRange).draw(at: point)
                return
            }
            guard _documentRange.length > 0 else { return }
            let origin = CGPoint(x: point.x - _originInContainer.x, y: point.y - _originInContainer.y)
            layout.drawBackground(forGlyphRange: _documentRange, at: origin)
            layout.drawGlyphs(forGlyphRange: _documentRange, at: origin)
        }
    }
}

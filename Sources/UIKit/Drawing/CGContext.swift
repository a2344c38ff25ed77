import Foundation

/// A Core Graphics drawing destination, as `CGContext`: a graphics state (transform,
/// colours, line settings, clip, alpha, blend mode, shadow) with a stack, a current path,
/// and the drawing calls of Core Graphics' Swift API.
///
/// OpenUIKit's contexts record: each call becomes a `DisplayList` command that
/// `UIKitRendering` replays through Cairo (pictures, snapshots, `UIGraphicsImageRenderer`'s
/// PNG data), and that tests can read without a renderer. Coordinates are UIKit's (origin
/// at the top left, y down) from the start: ``ctm`` reports only what the drawing
/// concatenated (iOS includes the screen scale and a flip in it). A bitmap context made
/// over memory (`init(data:width:height:…)`) draws instead, into that memory, in Core
/// Graphics' own space (origin at the bottom left, y up; BC3, BC4). Not thread-safe, as Core
/// Graphics' contexts are not; not an `NSObject` (a CF type).
public final class CGContext {
    /// The graphics state `saveGState`/`restoreGState` keep.
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var interpolationQuality = CGInterpolationQuality.default
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        /// The text matrix (DR9): part of the graphics state, as in Core Graphics.
        var textMatrix = CGAffineTransform.identity
        /// How far patterns are moved in the base space (PC3).
        var patternPhase = CGSize.zero
        /// The spaces fill and stroke colours are given in (sRGB until set).
        var fillColorSpace: CGColorSpace?
        var strokeColorSpace: CGColorSpace?
        /// The clip's bounding box in the list's space.
        var clipBounds: CGRect
    }

    /// What has been drawn.
    @_spi(Rendering) public private(set) var displayList: DisplayList
    var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    /// The path being built, in the list's space (points mapped by the CTM as they are added).
    var currentPath = CGMutablePath()
    /// Pixels per point of the bitmap behind the context.
    let scale: CGFloat
    /// The clip the context was made with (the whole space when nil): ``resetClip()`` goes
    /// back to it.
    let initialClip: CGRect?
    /// The pixels of a bitmap context made over memory (BC3): calls are drawn into them as
    /// they are made instead of being recorded.
    var bitmapMemory: BitmapContextMemory?

    /// A recording context for a space of `size` points at `scale` pixels per point, clipped
    /// to `clip` (the whole space when nil).
    init(size: CGSize, scale: CGFloat, clip: CGRect? = nil) {
        displayList = DisplayList(size: size)
        self.scale = scale
        let bounds = CGRect(origin: .zero, size: size)
        state = GraphicsState(clipBounds: clip ?? bounds)
        initialClip = clip == bounds ? nil : clip
        if let initialClip { record(.clip(CGPath(rect: initialClip), .winding)) }
    }

    func record(_ command: DrawingCommand) {
        if let bitmapMemory { return bitmapMemory.draw(command) }
        displayList.commands.append(command)
    }

    /// The width of the bitmap behind the context, in pixels.
    public var width: Int { Int((displayList.size.width * scale).rounded(.up)) }
    /// The height of the bitmap behind the context, in pixels.
    public var height: Int { Int((displayList.size.height * scale).rounded(.up)) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        record(.saveState)
    }

    /// Starts a PDF page: the graphics state and the path start afresh (DR15).
    func _beginPDFPage() {
        savedStates.removeAll()
        state = GraphicsState(clipBounds: CGRect(origin: .zero, size: displayList.size))
        currentPath = CGMutablePath()
    }

    /// Pops the graphics state saved last; unbalanced calls are ignored, as Core Graphics does.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        record(.restoreState)
    }

    /// The current transformation matrix (what the drawing concatenated; see the type's note).
    public var ctm: CGAffineTransform { state.ctm }

    /// Applies `transform` before the current transformation.
    public func concatenate(_ transform: CGAffineTransform) {
        guard !transform.isIdentity else { return }
        state.ctm = transform.concatenating(state.ctm)
        record(.concatenate(transform))
    }

    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales the axes.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates the axes by `angle` radians (clockwise on screen in UIKit's flipped space).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// The colour paths and rectangles are filled with.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
        record(.setFillColor(phased(color)))
    }
    /// The fill colour from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The fill colour from a grey level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

    /// The colour paths are stroked with.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
        record(.setStrokeColor(phased(color)))
    }
    /// The stroke colour from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The stroke colour from a grey level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// The stroke width, in user space at the time of stroking (default 1).
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width
        record(.setLineWidth(width))
    }
    /// How open ends are drawn (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
        record(.setLineCap(cap))
    }
    /// How corners are drawn (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
        record(.setLineJoin(join))
    }
    /// The miter limit (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        state.miterLimit = limit
        record(.setMiterLimit(limit))
    }
    /// Dashes for strokes: alternating painted and unpainted lengths, starting `phase` into
    /// the pattern; empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
        record(.setLineDash(phase: phase, lengths: lengths))
    }
    /// An opacity applied to everything drawn (default 1).
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha
        record(.setAlpha(alpha))
    }
    /// How drawing combines with what is there (default `.normal`).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        record(.setBlendMode(mode))
    }
    /// A shadow under what is drawn next, in black at one third opacity, as Core Graphics.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
    /// A shadow under what is drawn next; a nil colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        record(.setShadow(offset: offset, blur: blur, color: color))
    }
    /// How images are scaled when drawn.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue; record(.setInterpolationQuality(newValue)) }
    }
    /// The transform text is drawn with, before the CTM (default identity). Saved and
    /// restored with the graphics state (DR9). OpenUIKit's text drawing (UIKit string
    /// drawing) lays text out itself, so this is kept for code that reads it back.
    public var textMatrix: CGAffineTransform {
        get { state.textMatrix }
        set { state.textMatrix = newValue }
    }
    /// The text position: the translation of ``textMatrix``.
    public var textPosition: CGPoint {
        get { CGPoint(x: state.textMatrix.tx, y: state.textMatrix.ty) }
        set { state.textMatrix.tx = newValue.x; state.textMatrix.ty = newValue.y }
    }
    /// Whether edges are smoothed (default true).
    public func setShouldAntialias(_ shouldAntialias: Bool) { record(.setShouldAntialias(shouldAntialias)) }
    /// Whether antialiasing may be used (recorded as ``setShouldAntialias(_:)``).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { record(.setShouldAntialias(allowsAntialiasing)) }
    /// The curve accuracy; OpenUIKit's renderer picks its own, so this has no effect.
    public func setFlatness(_ flatness: CGFloat) {}
}

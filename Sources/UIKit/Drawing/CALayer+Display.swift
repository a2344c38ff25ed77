import Foundation

/// A layer's drawn contents and whether they must be redrawn (G1, G2).
struct LayerDisplayState {
    /// Whether `display()` must run before the layer is next shown.
    var needsDisplay = false
    /// The part to redraw; nil: all of it.
    var dirtyRect: CGRect?
    /// Whether the layer is waiting in the scheduler's display queue.
    var isQueued = false
    /// Whether the layer has drawn at least once (a view's layer draws when first shown).
    var hasDisplayed = false
    /// What the last `display()` recorded.
    var drawing: DisplayList?
    /// An object the app set as the contents (a `CGImage` or `UIImage`).
    var assignedContents: Any?
    /// The contents before their first change in this transaction, while there is one
    /// (`hasPriorContents`): what a transition starts from (CA5).
    var hasPriorContents = false
    var priorContents: Any?
}

extension CALayer {
    /// What the layer shows instead of or under its sublayers: an image the app sets (a
    /// `CGImage`, as on iOS; a `UIImage` is accepted too), or what the layer last drew
    /// (`draw(in:)`, a view's `draw(_:)`), as a `DisplayList` here (a backing store on iOS).
    /// Setting it replaces what was drawn.
    public var contents: Any? {
        get { _display.assignedContents ?? _display.drawing }
        set {
            // A change of contents looks up its action, and keeps what was shown before, as
            // an animatable property's change does (CA5).
            _setAnimatable("contents") {
                _display.assignedContents = newValue
                _display.drawing = nil
            }
        }
    }

    /// The recorded drawing the layer shows, if it drew (for renderers).
    @_spi(Rendering) public var _drawnContents: DisplayList? { _display.assignedContents == nil ? _display.drawing : nil }
    /// The image the app set as the contents, if any (for renderers).
    @_spi(Rendering) public var _contentsImage: UIImage? {
        switch _display.assignedContents {
        case let image as CGImage: image.content
        case let image as UIImage: image
        default: nil
        }
    }

    /// The contents image as drawn in `bounds` (CA4): where it goes and how it fills that
    /// frame. With a `contentsCenter` other than the whole and a gravity that resizes, the
    /// image is made resizable with caps outside the centre and stretched in nine parts over
    /// the frame the gravity gives it.
    @_spi(Rendering) public func _contentsImageDrawing(in bounds: CGRect) -> (image: UIImage, frame: CGRect, contentMode: UIView.ContentMode)? {
        guard let image = _contentsImage else { return nil }
        let placement = _contentsPlacement
        let center = contentsCenter.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        let resizes = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw].contains(placement)
        guard resizes, !center.isNull, center != CGRect(x: 0, y: 0, width: 1, height: 1), image.size.width > 0, image.size.height > 0 else {
            return (image, bounds, placement)
        }
        let size = image.size
        let caps = UIEdgeInsets(top: center.minY * size.height, left: center.minX * size.width,
                                bottom: (1 - center.maxY) * size.height, right: (1 - center.maxX) * size.width)
        let frame = ImageFrame.frame(of: size, in: bounds, contentMode: placement)
        return (image.resizableImage(withCapInsets: caps, resizingMode: .stretch), frame, .scaleToFill)
    }

    /// The view this layer backs, if any.
    var _hostingView: UIView? { _view }

    /// Whether the layer is in a window's layer tree.
    var _isInWindow: Bool {
        var layer = self
        while true {
            if let view = layer._view { return view.window != nil }
            guard let superlayer = layer._superlayer else { return false }
            layer = superlayer
        }
    }

    /// How contents made at another size are placed: a view's content mode (G1: stretched by
    /// default, redrawn only with `.redraw`), a layer's `contentsGravity`. Core Animation's
    /// gravities name edges in its y-up space, so on iOS `.top` shows at the bottom and
    /// `.bottom` at the top (G12).
    @_spi(Rendering) public var _contentsPlacement: UIView.ContentMode {
        if let view = _hostingView { return view.contentMode }
        switch contentsGravity {
        case .center: return .center
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .left
        case .right: return .right
        case .topLeft: return .bottomLeft
        case .topRight: return .bottomRight
        case .bottomLeft: return .topLeft
        case .bottomRight: return .topRight
        case .resizeAspect: return .scaleAspectFit
        case .resizeAspectFill: return .scaleAspectFill
        default: return .scaleToFill
        }
    }

    /// Marks the whole layer to be redrawn in the next display pass (G1).
    public func setNeedsDisplay() {
        _display.dirtyRect = nil
        _markNeedsDisplay()
    }

    /// Marks part of the layer (in its bounds' coordinates) to be redrawn; what lies
    /// outside keeps what was drawn before (G2).
    public func setNeedsDisplay(_ rect: CGRect) {
        guard !rect.isEmpty else { return }
        if _display.needsDisplay {
            _display.dirtyRect = _display.dirtyRect.map { $0.union(rect) }  // nil (all) stays all
        } else {
            _display.dirtyRect = rect
        }
        _markNeedsDisplay()
    }

    /// Whether the layer will redraw in the next display pass.
    public func needsDisplay() -> Bool { _display.needsDisplay || _drawsWhenFirstShown }

    /// Redraws now if the layer is marked.
    public func displayIfNeeded() {
        guard needsDisplay() else { return }
        display()
    }

    /// A view's layer draws when first shown, unless its view is known not to draw.
    private var _drawsWhenFirstShown: Bool {
        guard !_display.hasDisplayed, let view = _hostingView else { return false }
        return DrawingClassCache.mayDraw(view)
    }

    /// `display()`'s default: records what the view's `draw(_:)` (or the layer's
    /// `draw(in:)`) draws, clipped to the dirty part, keeping the rest of what was drawn before.
    func _defaultDisplay() {
        let dirty = _display.dirtyRect
        _display.needsDisplay = false
        _display.dirtyRect = nil
        _display.hasDisplayed = true
        let bounds = self.bounds
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { _display.drawing = nil; return }
        // LK12: a tiled layer redraws whole tiles, each with the clip set to the tile.
        let tiles = (self as? CATiledLayer)?._tiles(meeting: dirty ?? bounds)
        if tiles?.isEmpty == true { return }  // no tile meets the part marked: what was drawn stays
        let redrawn = tiles.map { tiles in dirty.map { _ in tiles.reduce(CGRect.null) { $0.union($1) } } } ?? dirty
        let partial = redrawn.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY).intersection(CGRect(origin: .zero, size: size)) }
        let context = CGContext(size: size, scale: _hostingView == nil ? contentsScale : UIGraphicsImageRendererFormat._mainScreenScale,
                                clip: partial)
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        var drewNothing = true
        if let tiles {
            for tile in tiles {
                context.saveGState()
                context.clip(to: tile)
                if let view = _hostingView {
                    drewNothing = DrawingClassCache.runDraw(of: view, in: tile, context: context) && drewNothing
                } else {
                    draw(in: context)
                }
                context.restoreGState()
            }
        } else if let view = _hostingView {
            drewNothing = DrawingClassCache.runDraw(of: view, in: dirty ?? bounds, context: context)
        } else {
            draw(in: context)  // nothing recorded means no contents
        }
        var drawing = context.displayList
        if drewNothing && drawing.commands.allSatisfy({ command in
            switch command {
            case .clip, .saveState, .restoreState: true
            default: false
            }
        }) {
            _display.drawing = nil
            return
        }
        // G2: a partial redraw goes over what was drawn before, cleared in the dirty part.
        if let partial, let previous = _display.drawing, previous.size == size {
            // The new drawing starts by clipping to the dirty part (the context records it).
            var merged = previous
            merged.commands += [.saveState, .clear(partial)] + drawing.commands + [.restoreState]
            drawing = merged
        }
        _display.drawing = drawing
        _display.assignedContents = nil
    }

    /// Marks the layer and queues it for the next display pass if it is in a window.
    private func _markNeedsDisplay() {
        _display.needsDisplay = true
        _enqueueDisplayIfInWindow()
    }

    /// Queues the layer for the display pass when it needs display and is in a window
    /// (a layer outside windows is drawn when it enters one, or when a renderer draws it).
    func _enqueueDisplayIfInWindow() {
        guard !_display.isQueued, needsDisplay(), _isInWindow else { return }
        _display.isQueued = true
        UIKitScheduler.shared.enqueueDisplay(self)
    }

    /// Called by the display pass.
    func _runDisplayPass() {
        _display.isQueued = false
        guard _isInWindow else { return }
        displayIfNeeded()
    }
}

/// Which view classes draw: UIKit draws a view only when its class overrides `draw(_:)`;
/// Swift cannot ask, so the first draw of each class tells (the base implementation
/// reached and nothing recorded: the class does not draw, and its views are never asked
/// again, so views that do not draw cost one dictionary lookup when they enter a window).
@MainActor
enum DrawingClassCache {
    private static var nonDrawingClasses: Set<ObjectIdentifier> = []
    /// Set by `UIView.draw(_:)`'s base implementation while a view draws.
    static var baseDrawReached = false

    /// Whether views of `view`'s class may draw (not yet known not to).
    static func mayDraw(_ view: UIView) -> Bool { !nonDrawingClasses.contains(ObjectIdentifier(type(of: view))) }

    /// The part of the view being redrawn, for `UIView.draw(_:in:)`'s default.
    private static var rectBeingDrawn: CGRect?

    /// `UIView.draw(_:in:)`'s default: `view.draw(rect)` with `context` current and the view's
    /// traits current.
    static func drawRect(of view: UIView, in context: CGContext) {
        let rect = rectBeingDrawn ?? view.bounds
        GraphicsContextStack.withCurrent(context) {
            view.traitCollection.performAsCurrent { view.draw(rect) }
        }
    }

    /// Runs the view's layer drawing (`draw(_:in:)`, by default `view.draw(rect)`) with `context` current and the view's traits current; returns
    /// whether only the base implementation ran and nothing was drawn (the class is then
    /// remembered as not drawing).
    static func runDraw(of view: UIView, in rect: CGRect, context: CGContext) -> Bool {
        let wasReached = baseDrawReached
        baseDrawReached = false
        defer { baseDrawReached = wasReached }
        let before = context.displayList.commands.count
        let outerRect = rectBeingDrawn
        rectBeingDrawn = rect
        defer { rectBeingDrawn = outerRect }
        view.draw(view.layer, in: context)
        let drewNothing = baseDrawReached && context.displayList.commands.count == before
        if drewNothing { nonDrawingClasses.insert(ObjectIdentifier(type(of: view))) }
        return drewNothing
    }
}

// MARK: Redrawing animated keys (LK7)

/// The display-refresh client of a layer redrawing an animated key, in a box its closure
/// can reach to take it off the refresh when the layer is gone.
@MainActor
final class AnimatedDisplayClient {
    var client: DisplayRefresh.Client?
}

extension CALayer {
    /// Whether an animation on the layer animates a key its class says needs display.
    var _animatesKeyNeedingDisplay: Bool {
        let layerClass = type(of: self)
        return _attachedAnimations.contains { attachment in
            attachment.animation._animatedKeyPaths.contains { keyPath in
                layerClass.needsDisplay(forKey: keyPath) || layerClass.needsDisplay(forKey: String(keyPath.prefix { $0 != "." }))
            }
        }
    }

    /// Whether the layer's contents are its presentation copy's drawing (for renderers): an
    /// animation of a key its class says needs display is on it, so what it shows is drawn
    /// from the animated value each frame, as Core Animation redraws the presentation layer.
    @_spi(Rendering) public var _drawsPresentationContents: Bool { _animatedDisplayClient != nil }

    /// Starts redrawing the presentation copy each display frame if an animation of a key
    /// that needs display was just added (LK7).
    func _startAnimatedDisplayIfNeeded() {
        guard _animatedDisplayClient == nil, _animatesKeyNeedingDisplay else { return }
        // The client names the layer weakly; a layer released while animating takes its
        // client off the display refresh on the next frame.
        let box = AnimatedDisplayClient()
        box.client = UIKitScheduler.shared.addFrameClient { [weak self, box] _ in
            if let self { return self._displayAnimatedFrame() }
            if let client = box.client { UIKitScheduler.shared.removeFrameClient(client) }
            box.client = nil
        }
        _animatedDisplayClient = box
    }

    /// One display frame while a key that needs display animates: the presentation copy,
    /// with the animated values, runs `display()` (its `draw(in:)`) when the layer is in a
    /// window. When no such animation is left the layer stops and redraws its model values.
    private func _displayAnimatedFrame() {
        guard _animatesKeyNeedingDisplay else {
            if let client = _animatedDisplayClient?.client { UIKitScheduler.shared.removeFrameClient(client) }
            _animatedDisplayClient?.client = nil  // breaks the box's cycle with its client's closure
            _animatedDisplayClient = nil
            setNeedsDisplay()
            return
        }
        guard _isInWindow, let shown = presentation() else { return }
        shown.display()
    }
}

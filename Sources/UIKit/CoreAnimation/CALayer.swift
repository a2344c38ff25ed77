import Foundation

/// A Core Animation layer: a rectangle in its superlayer with a background, border,
/// corners, shadow, mask, sublayers and animations, drawn by `UIKitRendering` as iOS
/// composites it.
///
/// A layer is either standalone (`CALayer()`, a `CAShapeLayer` added with
/// `view.layer.addSublayer(_:)`) or a view's backing layer (`UIView.layer`, of the view's
/// `layerClass`). A backing layer mirrors its view: `bounds`, `position` (the view's
/// `center`), `transform`, `opacity` (`alpha`), `isHidden`, `masksToBounds`
/// (`clipsToBounds`), `isOpaque` and `backgroundColor` (the view's, resolved with its traits)
/// read and write the view; everything else is stored here.
///
/// Changing an animatable property of a standalone layer that has been committed in a layer
/// tree animates it implicitly (0.25 s, or ``CATransaction``'s duration) unless actions are
/// disabled; a backing layer animates only inside `UIView` animation blocks, as on iOS.
///
/// Differences from Core Animation: the layer is main-actor bound; `init()` is `required`
/// (OpenUIKit makes a view's `layerClass` with it; the porter adds `required` to overrides);
/// `presentation()` returns a fresh copy on each call, made with `init()` and given the Core
/// Animation properties (a subclass's own properties keep their initial values, and its
/// `init(layer:)` is not called); a layer's own `CAMediaTiming` uses `beginTime`, `speed`
/// and `timeOffset` only.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Model storage (a backing layer reads its view instead for the mirrored ones)

    var _bounds = CGRect.zero
    var _position = CGPoint.zero
    var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var _anchorPointZ: CGFloat = 0
    var _zPosition: CGFloat = 0
    var _transform = CATransform3DIdentity
    var _sublayerTransform = CATransform3DIdentity
    var _isHidden = false
    var _opacity: Float = 1
    var _masksToBounds = false
    var _isOpaque = false
    var _backgroundColor: CGColor?
    var _cornerRadius: CGFloat = 0
    var _borderWidth: CGFloat = 0
    var _borderColor: CGColor? = .black
    var _shadowColor: CGColor? = .black
    var _shadowOpacity: Float = 0
    var _shadowOffset = CGSize(width: 0, height: -3)
    var _shadowRadius: CGFloat = 3
    var _shadowPath: CGPath?

    /// The view this layer backs, if it is a `UIView`'s layer.
    // PL4: not weak (no side table on every view with a layer). The view owns this layer
    // (`_layerIfLoaded`) and sets this pointer once, as it makes the layer; its deinit empties
    // it, so a layer the app keeps after its view reads nil, never a freed view.
    unowned(unsafe) var _view: UIView?
    /// Drawn contents and whether they need redrawing (`Drawing/CALayer+Display.swift`).
    var _display = LayerDisplayState()
    @Unretained var _superlayer: CALayer?  // PL11: not weak (no side table on every superlayer)
    /// The box back pointers name this layer through (PL11), made on first use.
    var _unretainedReferenceIfMade: LayoutItemReference?

    // PL11: pointers to this layer read nil from here on. Not an isolated deinit, so that
    // app subclasses keep their own plain `deinit`.
    deinit {
        runDeinitOnMainActor { _unretainedReferenceIfMade?.object = nil }
    }
    var _sublayers: [CALayer] = []
    /// Animations attached with ``add(_:forKey:)``, in the order added.
    var _attachedAnimations: [AttachedAnimation] = []
    /// What changes of this transaction replaced, for animations without a from value:
    /// Core Animation animates from what was on screen before the change.
    var _priorValues: [String: LayerValue] = [:]
    /// A transition showing on this presentation copy (CA5).
    @_spi(Rendering) public var _transition: LayerTransition?
    /// The layer a presentation copy shows (nil for a model layer).
    var _modelLayer: CALayer?
    var _isPresentationCopy: Bool { _modelLayer != nil }
    /// Whether a transaction has committed while the layer was in a layer tree: only then
    /// do property changes animate implicitly, as Core Animation animates only what was shown.
    var _hasBeenCommitted = false
    /// Values set with `setValue(_:forKey:)` for keys that are not properties (Core
    /// Animation keeps any key).
    var _customValues: [String: Any] = [:]
    /// The display-refresh client redrawing the presentation copy each frame while a key
    /// the class says needs display is animated (LK7).
    var _animatedDisplayClient: AnimatedDisplayClient?
    var _needsLayoutFlag = false
    var _sublayerNeedsLayout = false

    // MARK: Creating

    /// A standalone layer with zero bounds at (0, 0).
    public required override init() { super.init() }

    /// A copy of `layer`'s model properties (as Core Animation makes presentation layers),
    /// with every value stored for an undeclared key and the ``style`` (LK1). Overrides copy
    /// their own properties and call super. Sublayers, animations and the delegate are not
    /// copied.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { _copyModelState(from: other) }
    }

    /// A layer from an archive: Core Animation's keyed properties are not read (OpenUIKit
    /// archives no layers); the layer has the defaults.
    public required init?(coder: NSCoder) { super.init() }

    /// Copies the model values of `other` into this layer's storage, without actions
    /// (reading through its view for a backing layer). Core Animation subclasses copy theirs
    /// too.
    func _copyModelState(from other: CALayer) {
        _bounds = other.bounds; _position = other.position; _anchorPoint = other.anchorPoint
        _anchorPointZ = other.anchorPointZ; _zPosition = other.zPosition; _transform = other.transform
        _sublayerTransform = other.sublayerTransform; _isHidden = other.isHidden; _opacity = other.opacity
        _masksToBounds = other.masksToBounds; _isOpaque = other.isOpaque; _backgroundColor = other.backgroundColor
        _cornerRadius = other.cornerRadius; _borderWidth = other.borderWidth; _borderColor = other.borderColor
        _shadowColor = other.shadowColor; _shadowOpacity = other.shadowOpacity; _shadowOffset = other.shadowOffset
        _shadowRadius = other.shadowRadius; _shadowPath = other.shadowPath
        name = other.name; contentsScale = other.contentsScale; contentsGravity = other.contentsGravity
        contentsCenter = other.contentsCenter
        cornerCurve = other.cornerCurve; maskedCorners = other.maskedCorners
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange; allowsGroupOpacity = other.allowsGroupOpacity
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing; mask = other.mask
        beginTime = other.beginTime; speed = other.speed; timeOffset = other.timeOffset
        _customValues = other._customValues; style = other.style
    }

    /// The value of an animatable property (LayerKeyPath.swift); nil when this layer has
    /// none of that name. Core Animation subclasses add their own properties.
    func _value(forProperty property: String) -> LayerValue? { _baseValue(forProperty: property) }

    /// Sets an animatable property from a value of its kind.
    func _setValue(_ value: LayerValue, forProperty property: String) { _setBaseValue(value, forProperty: property) }

    /// A Core Animation subclass's own declared, non-animatable property by name (LK1).
    func _kindDeclaredValue(forKey key: String) -> DeclaredKeyValue { .undeclared }

    /// Sets a Core Animation subclass's own non-animatable property by name; false when it
    /// has none of that name.
    func _setKindDeclaredValue(_ value: Any?, forKey key: String) -> Bool { false }

    // MARK: Geometry

    /// The layer's own coordinate space. Animatable. A change of size lays the layer out
    /// again (and redraws it when ``needsDisplayOnBoundsChange``).
    open var bounds: CGRect {
        get { _view?.bounds ?? _bounds }
        set {
            if let view = _view { view.bounds = newValue; return }
            let oldSize = _bounds.size
            _setAnimatable("bounds") { _bounds = newValue }
            if oldSize != newValue.size && !_isPresentationCopy { _boundsSizeDidChange() }
        }
    }

    /// Where the anchor point sits in the superlayer (a view's `center`). Animatable.
    open var position: CGPoint {
        get { _view?.center ?? _position }
        set {
            if let view = _view { view.center = newValue; return }
            _setAnimatable("position") { _position = newValue }
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` places and transforms
    /// turn about. Default (0.5, 0.5). Animatable. On a backing layer it moves the view's
    /// frame, its centre staying the layer's position (as iOS).
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            _setAnimatable("anchorPoint") { _anchorPoint = newValue }
            if let view = _view { view._anchorPointChanged() }
        }
    }

    /// The anchor point's z coordinate. Default 0. Animatable.
    open var anchorPointZ: CGFloat {
        get { _anchorPointZ }
        set { _setAnimatable("anchorPointZ") { _anchorPointZ = newValue } }
    }

    /// The position on the z axis: among siblings, higher values draw above lower ones
    /// whatever their order in `sublayers`. Default 0. Animatable.
    open var zPosition: CGFloat {
        get { _zPosition }
        set { _setAnimatable("zPosition") { _zPosition = newValue } }
    }

    /// The transform about the anchor point. Animatable. A backing layer's is its view's
    /// `transform` (a non-affine transform is kept here; the view sees its affine part).
    open var transform: CATransform3D {
        get {
            guard let view = _view else { return _transform }
            return view._nonAffineTransform ?? CATransform3DMakeAffineTransform(view.transform)
        }
        set {
            if let view = _view { view.transform3D = newValue; return }
            _setAnimatable("transform") { _transform = newValue }
        }
    }

    /// A transform applied to the sublayers (about the bounds' centre), not to the layer
    /// itself. Default identity. Animatable.
    open var sublayerTransform: CATransform3D {
        get { _sublayerTransform }
        set { _setAnimatable("sublayerTransform") { _sublayerTransform = newValue } }
    }

    // MARK: Appearance

    /// Whether the layer and its sublayers are not drawn (a view's `isHidden`).
    open var isHidden: Bool {
        get { _view?.isHidden ?? _isHidden }
        set {
            if let view = _view { view.isHidden = newValue; return }
            _isHidden = newValue
        }
    }

    /// The opacity, 0...1 (a view's `alpha`). Default 1. Animatable.
    open var opacity: Float {
        get { _view.map { Float($0.alpha) } ?? _opacity }
        set {
            if let view = _view { view.alpha = CGFloat(newValue); return }
            _setAnimatable("opacity") { _opacity = newValue }
        }
    }

    /// Whether sublayers and contents are clipped to the bounds, with the corner radius (a
    /// view's `clipsToBounds`). Default false.
    open var masksToBounds: Bool {
        get { _view?.clipsToBounds ?? _masksToBounds }
        set {
            if let view = _view { view.clipsToBounds = newValue; return }
            _masksToBounds = newValue
        }
    }

    /// Whether the layer declares itself fully opaque (a drawing hint; a view's `isOpaque`).
    open var isOpaque: Bool {
        get { _view?.isOpaque ?? _isOpaque }
        set {
            if let view = _view { view.isOpaque = newValue; return }
            _isOpaque = newValue
        }
    }

    /// The background colour, filling the bounds within the corners. Default nil.
    /// Animatable. A backing layer's is its view's `backgroundColor` resolved with the
    /// view's `traitCollection`, following trait changes; setting it sets the view's.
    open var backgroundColor: CGColor? {
        get {
            guard let view = _view else { return _backgroundColor }
            return view.backgroundColor.map { CALayer._resolve($0, for: view) }
        }
        set {
            if let view = _view { view.backgroundColor = newValue.map { UIColor(cgColor: $0) }; return }
            _setAnimatable("backgroundColor") { _backgroundColor = newValue }
        }
    }

    /// The radius of the rounded corners of the background and border (and of the clip with
    /// ``masksToBounds``). Default 0. Animatable.
    open var cornerRadius: CGFloat {
        get { _cornerRadius }
        set { _setAnimatable("cornerRadius") { _cornerRadius = newValue } }
    }

    /// How corners are rounded: `.circular` arcs (default) or Apple's `.continuous` curve.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// Which corners ``cornerRadius`` rounds. Default all four.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The width of the border, drawn inside the bounds above the sublayers. Default 0. Animatable.
    open var borderWidth: CGFloat {
        get { _borderWidth }
        set { _setAnimatable("borderWidth") { _borderWidth = newValue } }
    }

    /// The colour of the border. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { _borderColor }
        set { _setAnimatable("borderColor") { _borderColor = newValue } }
    }

    /// The colour of the shadow. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { _shadowColor }
        set { _setAnimatable("shadowColor") { _shadowColor = newValue } }
    }

    /// The opacity of the shadow, 0...1. Default 0 (no shadow). Animatable.
    open var shadowOpacity: Float {
        get { _shadowOpacity }
        set { _setAnimatable("shadowOpacity") { _shadowOpacity = newValue } }
    }

    /// The offset of the shadow. Default (0, -3), as Core Animation. Animatable.
    open var shadowOffset: CGSize {
        get { _shadowOffset }
        set { _setAnimatable("shadowOffset") { _shadowOffset = newValue } }
    }

    /// The blur radius of the shadow. Default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { _shadowRadius }
        set { _setAnimatable("shadowRadius") { _shadowRadius = newValue } }
    }

    /// The shape of the shadow, in the layer's coordinates. Default nil: the shadow follows
    /// the layer's shape (its rounded bounds, or a shape layer's path). Animatable.
    open var shadowPath: CGPath? {
        get { _shadowPath }
        set { _setAnimatable("shadowPath") { _shadowPath = newValue } }
    }

    /// A layer whose alpha masks this layer and its sublayers, placed in this layer's
    /// coordinates. It has no superlayer. Default nil.
    open var mask: CALayer?

    /// A name, for debugging and for looking up sublayers.
    open var name: String?

    /// Pixels per point of the layer's drawn contents. Default 1 for a standalone layer
    /// (as Core Animation: set it to the screen's scale for sharp text), the screen's scale
    /// for a view's layer.
    open var contentsScale: CGFloat = 1
    /// How contents fill the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of the contents, in unit coordinates, that stretches when the contents are
    /// resized (CA4): the rest keeps its size at the corners and stretches along one axis at
    /// the edges, as a resizable image. Default the whole: `(0, 0, 1, 1)`, plain stretching.
    /// Difference from Core Animation: not animatable.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether a change of the bounds' size redraws the contents. Default false.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer and its sublayers are composited together before the opacity is
    /// applied. Default true (iOS's `UIViewGroupOpacity`). OpenUIKit always composites in a
    /// group.
    open var allowsGroupOpacity = true
    /// Whether edges not aligned to pixels are antialiased. Default false (a drawing hint).
    open var allowsEdgeAntialiasing = false

    /// The object that lays out sublayers and supplies actions. A view is its layer's delegate.
    /// Held weakly, as in Core Animation.
    open var delegate: (any CALayerDelegate)? {
        get { _delegateIsView ? _view : _weakDelegate }
        set {
            // PL4: the backing view is named through `_view` (emptied in the view's deinit),
            // any other delegate weakly.
            if let view = newValue as? UIView, view === _view {
                _delegateIsView = true
                _weakDelegate = nil
            } else {
                _delegateIsView = false
                _weakDelegate = newValue
            }
        }
    }
    weak var _weakDelegate: (any CALayerDelegate)?
    var _delegateIsView = false

    /// Custom actions by key; an `NSNull` value turns a key's implicit animation off.
    open var actions: [String: any CAAction]?

    /// Values and actions for keys the layer has no value for (LK2, LK3): `style[key]`
    /// answers ``value(forKey:)`` of an unset undeclared key, `style["actions"]` is searched
    /// for actions after ``actions``, and a nested `style["style"]` dictionary is searched
    /// next, before the class's defaults. Default nil.
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming

    /// When the layer's time starts, in its superlayer's time. Default 0.
    open var beginTime: CFTimeInterval = 0
    /// Not used for layers (as Core Animation uses it for animations).
    open var duration: CFTimeInterval = 0
    /// The rate of the layer's time relative to its superlayer's: 0 pauses its animations,
    /// 2 runs them twice as fast. Default 1.
    open var speed: Float = 1
    /// An offset added to the layer's time (with `speed` 0, the time shown). Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// Not used for layers.
    open var repeatCount: Float = 0
    /// Not used for layers.
    open var repeatDuration: CFTimeInterval = 0
    /// Not used for layers.
    open var autoreverses = false
    /// Not used for layers.
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Overridable behaviour (the defaults live in the CALayer+… files)

    /// Lays out the sublayers. The default asks the delegate (`layoutSublayers(of:)`; a
    /// view runs its `layoutSubviews` there). Called by the layout pass; do not call it.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The size the layer prefers: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// The action for `event`: the delegate's answer, else ``actions``, else the class's
    /// ``defaultAction(forKey:)``; an `NSNull` stops the search with no action.
    open func action(forKey event: String) -> (any CAAction)? { _lookUpAction(forKey: event) }

    /// The implicit animation for a key: a `CABasicAnimation` for animatable properties.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { _implicitAnimation(forKey: event) }

    /// The value ``value(forKey:)`` answers for a key with no value of its own (and none in
    /// ``style``). Nil here: a subclass answers for its own keys (LK2). Difference from Core
    /// Animation: no "zero" of a custom property's declared type is made here (Swift cannot
    /// tell the type); the porter's properties read their type's zero instead.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value of `key` is archived with the layer. True by default, as Core
    /// Animation; OpenUIKit archives no layers, so the answer is only reported (LK1).
    open class func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Whether a change of the value for `key` redraws the layer (SG2, LK4): a subclass answers
    /// true for its custom keys. A change made with ``setValue(_:forKey:)`` (or a porter's
    /// `@NSManaged`/`@objc dynamic` property) marks the layer for display, and while an
    /// animation of such a key runs, the presentation copy is redrawn each display frame
    /// with the animated value (LK7). The default answers false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The farthest descendant (or this layer) containing `p`, in the superlayer's
    /// coordinates; hidden layers and what ``masksToBounds`` clips are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? { _defaultHitTest(p) }

    /// Whether `p`, in the layer's coordinates, is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The layer's contents are out of date (its bounds' size changed with
    /// ``needsDisplayOnBoundsChange``): it redraws in the next display pass.
    func _contentsDidChange() { setNeedsDisplay() }

    /// Redraws the contents now (the display pass calls it for marked layers; call
    /// ``setNeedsDisplay()`` instead). The default records ``draw(in:)`` (a view's layer: the
    /// view's `draw(_:)`) into the contents, clipped to the part marked (G1, G2).
    open func display() { _defaultDisplay() }

    /// Draws the contents into `ctx` (bounds coordinates). The default asks the delegate
    /// (`draw(_:in:)`); a view's layer draws its view's `draw(_:)` instead. Unlike a view's
    /// drawing, `ctx` is not made UIKit's current context (as Core Animation).
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Draws the layer and its sublayers, as they are shown now (their presentation values),
    /// into `ctx` in the layer's own coordinate space: backgrounds, borders, corners,
    /// shadows, masks, contents (layers marked for display draw first), shape, gradient and
    /// text layers, and a view's layer's subviews (LK13).
    ///
    /// Difference from Core Animation: the context records the layer, and the pixels are
    /// made when the context's drawing is rasterised (`UIGraphicsImageRenderer`'s image data,
    /// a renderer), from the layer tree as it is then with its animations at the time of this
    /// call; draw it to pixels before changing the tree.
    open func render(in ctx: CGContext) {
        ctx.record(.renderLayer(self, atTime: CACurrentMediaTime()))
    }

    // MARK: The layer tree (open, as in Core Animation, so subclasses can take part; the
    // work is in CALayer+Tree.swift)

    /// Adds `layer` on top of the sublayers (removing it from its superlayer first). A
    /// sublayer added to a view's layer after the subviews draws over them (Q3).
    open func addSublayer(_ layer: CALayer) { _insert(layer, at: nil) }
    /// Inserts `layer` at `idx` among the sublayers (0 is the back: under every subview of a
    /// view's layer).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insert(layer, at: Int(idx)) }
    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { _insertSublayer(layer, above: sibling) }
    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil; on top when
    /// it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { _insertSublayer(layer, below: sibling) }
    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`.
    /// Does nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { _replaceSublayer(oldLayer, with: newLayer) }
    /// Removes the layer from its superlayer. A view's layer leaves with its view (the view
    /// is removed from its superview).
    open func removeFromSuperlayer() { _removeFromSuperlayer() }

    /// `<CALayer: 0x…>`, as Core Animation prints a layer.
    nonisolated open override var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))>"
    }
}

extension CALayer {
    /// `color` resolved with `view`'s traits, as a `CGColor`.
    static func _resolve(_ color: UIColor, for view: UIView) -> CGColor {
        (color.isDynamic ? color.resolvedColor(with: view.traitCollection) : color).cgColor
    }
}

extension UIColor {
    /// The colour as a `CGColor`. A dynamic colour is resolved with
    /// `UITraitCollection.current`, as in UIKit: resolve it with a view's traits first
    /// (`resolvedColor(with: view.traitCollection).cgColor`) to follow that view.
    public var cgColor: CGColor {
        if case let .pattern(color) = storage { return color }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A colour from a `CGColor`'s components.
    public convenience init(cgColor: CGColor) {
        if cgColor.patternPaint != nil { self.init(storage: .pattern(cgColor)); return }
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

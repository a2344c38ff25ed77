import Foundation

/// A rectangular area of the screen and the object that manages its content, subviews,
/// geometry, layout and events.
///
/// Hierarchy, geometry, layout, hit testing and debugging live in the `UIView+…` files.
/// Differences from UIKit: no drawing (`draw(_:)` is never called; renderers read the
/// model). The view's ``layer`` (of ``layerClass``) is made when first asked for.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // `@exclusivity(unchecked)` on fields that every view's layout, insertion or constraint
    // reads: no dynamic exclusivity check (a thread-local lookup each); only the main actor
    // touches them, and the compiler still checks accesses statically.
    // Hierarchy (UIView+Hierarchy.swift)
    @exclusivity(unchecked) var _subviews: [UIView] = []
    // PL2: not weak (a weak reference would give every superview a side table and slow all
    // its retains and releases). The superview holds this view in `_subviews` for as long as
    // this pointer is set: `_insertSubview` sets it, `removeFromSuperview` (and a move to
    // another superview) clears it, and a superview being deallocated clears it in its
    // subviews (`deinit`), so it never dangles. Stored as a pointer so that installing a
    // constraint compares it with the container without retaining either (PL12).
    @exclusivity(unchecked) nonisolated(unsafe) var _superviewPointer: Unmanaged<UIView>?
    var _superview: UIView? {
        get { _superviewPointer?.takeUnretainedValue() }
        // No `map`: its closure would be main-actor isolated, with an executor check per call.
        set { if let newValue { _superviewPointer = Unmanaged.passUnretained(newValue) } else { _superviewPointer = nil } }
    }
    // PL11: not `weak` (a side table on the window would slow every retain of it).
    @Unretained var _window: UIWindow?
    /// The controller whose root view this is.
    // PL3: not weak (no side table on every controller). The controller owns this view
    // (`_view`) while the pointer is set: `UIViewController._setView` sets and clears it, and
    // the controller's deinit clears it in the view it still holds, so it never dangles.
    unowned(unsafe) var _viewController: UIViewController?

    // Geometry (UIView+Geometry.swift)
    @exclusivity(unchecked) var _center: CGPoint
    @exclusivity(unchecked) var _bounds: CGRect
    @exclusivity(unchecked) var _transform: CGAffineTransform = .identity

    // Layout (UIView+Layout.swift)
    @exclusivity(unchecked) var _needsLayout = false
    /// `nonisolated(unsafe)`: `_markAncestorsSubtreeNeedsLayout` reads it through a pointer
    /// from a nonisolated function (no retain, no executor check), always on the main thread.
    @exclusivity(unchecked) nonisolated(unsafe) var _subtreeNeedsLayout = false
    /// The subviews the next layout pass visits (PL13).
    @exclusivity(unchecked) var _subviewsNeedingLayout = SubviewsNeedingLayout()
    /// Whether this view is in its superview's `_subviewsNeedingLayout` (PL13).
    @exclusivity(unchecked) var _isListedForLayout = false
    /// This view's place among its superview's subviews, as a key that sorts like the index
    /// (PL13); set by `_place`. `nonisolated(unsafe)`: the sort's comparison reads it from a
    /// nonisolated function, always on the main thread.
    @exclusivity(unchecked) nonisolated(unsafe) var _siblingOrder = 0
    var _needsUpdateConstraints = false
    var _subtreeNeedsUpdateConstraints = false
    var _calledUpdateConstraintsSuper = false
    /// Margins set by the app; nil keeps the default (8 pt, or the system minimum for a
    /// controller's root view).
    var _explicitLayoutMargins: UIEdgeInsets?

    // Appearance of the view itself
    var _alpha: CGFloat = 1
    var _backgroundColor: UIColor?
    var _tintColor: UIColor?
    /// Appearance proxies (Appearance/): the view's role and which properties were set on it.
    var _appearanceState = AppearanceState()
    /// The backing layer, once made (CoreAnimation/UIView+Layer.swift).
    @exclusivity(unchecked) var _layerIfLoaded: CALayer?
    /// The view whose alpha masks this one (``mask``).
    var _maskView: UIView?
    /// A transform set through the layer that is not affine (the view's `transform` holds its
    /// affine part); nil when the transform is affine.
    var _nonAffineTransform: CATransform3D?

    // Traits (Traits/TraitPropagation.swift), safe area and margins (UIView+SafeArea.swift)
    /// The traits last announced while in a window (nil: never).
    var _traits: TraitValues?
    /// The iOS 17 trait-change registrations (UITraitChangeObservable.swift), made on first use.
    var _traitChangeRegistry: TraitChangeRegistry?

    /// The traits changed, after `traitCollectionDidChange`: the registrations run (R7). A
    /// presentation's container also tells its presentation controller (R11).
    func _traitsDidChange(from old: TraitValues, to new: TraitValues) {
        _traitChangeRegistry?.notify(self, from: old, to: new)
        // G9: a view that drew redraws when its colours may resolve differently.
        if layer._drawnContents != nil,
           old.userInterfaceStyle != new.userInterfaceStyle || old.accessibilityContrast != new.accessibilityContrast
            || old.userInterfaceLevel != new.userInterfaceLevel {
            setNeedsDisplay()
        }
    }
    /// The safe-area insets and layout margins last announced (S2, S4).
    var _announcedSafeArea: UIEdgeInsets = .zero
    var _announcedMargins: UIEdgeInsets?
    var _geometryCache: GeometryCache?
    @exclusivity(unchecked) var _layoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) var _safeAreaLayoutGuide: UILayoutGuide?
    @exclusivity(unchecked) var _layoutMarginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var _readableContentGuide: UILayoutGuide?
    var _gestureRecognizers: [UIGestureRecognizer] = []
    var _interactions: [any UIInteraction] = []

    // Auto Layout (Layout/)
    /// The engine of the hierarchy this view is the top of, if it uses constraints.
    var _layoutEngine: AutoLayoutEngine?
    /// The view's record in its layout engine, while that engine exists.
    var _layoutRecord: LayoutRecord? {
        get { LayoutItemReference.liveRecord(in: _layoutItemReferenceIfMade) }
        set { LayoutItemReference.store(newValue, of: self, isView: true, in: &_layoutItemReferenceIfMade) }
    }
    /// The box anchors and constraints name this view through (PL1), made on first use.
    @exclusivity(unchecked) var _layoutItemReferenceIfMade: LayoutItemReference?
    /// The view's anchors, each the same object on every read (VP1), made on first use.
    @exclusivity(unchecked) var _anchorCacheIfMade: LayoutAnchorCache?
    var _layoutItemReference: LayoutItemReference {
        LayoutItemReference.owned(by: self, isView: true, in: &_layoutItemReferenceIfMade)
    }
    @exclusivity(unchecked) var _installedConstraints = HostedConstraints()
    /// While the layout pass sets this view's frame from the engine: its geometry setters do
    /// not list it again as set by hand (PL10).
    @exclusivity(unchecked) var _isTakingEngineFrame = false
    /// The subviews whose frames the next layout pass takes from the engine (PL10).
    @exclusivity(unchecked) var _engineFramesToApply = EngineFramesToApply()
    var _hugging: (UILayoutPriority, UILayoutPriority) = (.defaultLow, .defaultLow)
    var _compression: (UILayoutPriority, UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var _keyboardLayoutGuide: UIKeyboardLayoutGuide?

    /// Whether the view is hidden. Hidden views are not hit-tested and not drawn; they
    /// still take part in layout and appearance, as in UIKit.
    open var isHidden = false {
        didSet {
            guard isHidden != oldValue, let stack = _superview as? UIStackView,
                  stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
            stack._setNeedsArrangement()
        }
    }
    /// Whether the view's content is clipped to its bounds (the layer's `masksToBounds`).
    open var clipsToBounds = false
    /// Whether the view is opaque (a drawing hint).
    open var isOpaque = true
    /// The pixels per point the view's drawn content is made at: its layer's `contentsScale`,
    /// which a view's layer takes from the screen (DR17). Setting it sets the layer's and
    /// draws the view again.
    open var contentScaleFactor: CGFloat {
        get { _layerIfLoaded?.contentsScale ?? UIScreen.main.scale }
        set {
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }
    /// Whether touches reach this view and its subviews. Default true.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at once. Default false.
    open var isMultipleTouchEnabled = false
    /// Whether a touch on this view keeps the window's other views from getting touches (SG6).
    open var isExclusiveTouch = false
    /// An integer that identifies the view; see ``viewWithTag(_:)``.
    open var tag = 0
    /// How the content is laid out when the bounds change.
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill
    /// Whether subviews are resized by their ``autoresizingMask`` when the bounds change.
    @exclusivity(unchecked) open var autoresizesSubviews = true
    /// How the view resizes when its superview's bounds change.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    /// Whether the view's frame, as set by its superview or the app, becomes four required
    /// constraints (`NSAutoresizingMaskLayoutConstraint`). Set it to false for a view that
    /// constraints place; its frame then comes from the engine in the superview's layout.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            _layoutRecord?.engine.translatesChanged(self)
            _geometrySetByHand()  // PL10: now placed by the engine
        }
    }
    /// How the view's content flips for right-to-left languages. A change that flips
    /// ``effectiveUserInterfaceLayoutDirection`` flips the view's leading and trailing constraints.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { _layoutDirectionMayHaveChanged() } }
    }
    /// The view whose first baseline stands for this view's in constraints (itself).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline stands for this view's in constraints (itself).
    open var forLastBaselineLayout: UIView { self }
    /// Where the first baseline is: `y + heightFactor × height + constant`. A view without
    /// text has it at its bottom edge, as in UIKit.
    var _firstBaselineOffset: (heightFactor: CGFloat, constant: CGFloat) { (1, 0) }
    /// Where the last baseline is, likewise.
    var _lastBaselineOffset: (heightFactor: CGFloat, constant: CGFloat) { (1, 0) }
    /// An identifier for UI tests and debugging; VoiceOver does not speak it. Kept in the
    /// view's accessibility storage (K1).
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier ?? AccessibilityDefaults.identifier(self) }
        set { _accessibilityStorage.identifier = newValue }
    }
    /// Whether the layout margins are measured from the safe area's edges. Default true (S4).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayout() } }
    }
    /// Whether the superview's margins also apply where this view reaches into them. Default false (S4).
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { setNeedsLayout() } }
    }
    /// Whether tint colour is dimmed.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Creates a view with a frame. Does not lay out (Y1).
    public init(frame: CGRect) {
        _center = CGPoint(x: frame.midX, y: frame.midY)
        _bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive (nibs and storyboards): frame, colours, flags, layout
    /// guides and subviews come from the coder, as on iOS (constraints once every object of
    /// the file exists).
    public required init?(coder: NSCoder) {
        _center = .zero
        _bounds = .zero
        super.init()
        (coder as? IBCoder)?.decodeView(self)
    }

    // PL1–PL4: empties every pointer that names this view without owning it, before its
    // memory is freed: the box of its anchors and constraints, its subviews' superview, its
    // guides' owning view and its layer's view (and delegate). Not an isolated deinit, so
    // that app subclasses can keep their own plain `deinit`. UIKit requires views to be
    // released on the main thread; a view freed elsewhere while nothing else runs (a test
    // suite's stored views) is still cleared safely.
    deinit {
        runDeinitOnMainActor { _releasePointersToSelf() }
    }

    /// The object id the view had in its storyboard or nib (segue anchors find it by this).
    var _ibIdentifier: String?
    /// The size-class variations the file gave this view and the constraints it holds.
    var _ibVariations: IBTraitVariations?

    /// The layer backing the view, of ``layerClass``, made the first time it is asked for.
    /// Its sublayers are the subviews' layers in subview order, interleaved with layers added
    /// to it (Q3).
    public var layer: CALayer { _layerIfLoaded ?? _loadLayer() }

    /// The class of the view's ``layer``: override it to back a view with a
    /// `CAShapeLayer`, `CAGradientLayer` or another `CALayer` subclass. Default `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's opacity, 0...1. Animatable.
    open var alpha: CGFloat {
        get { _alpha }
        set {
            let old = _alpha
            _alpha = newValue
            AnimationEngine.recordChange(self, .alpha, from: .scalar(old), to: .scalar(newValue))
        }
    }

    /// The background colour, as set (a dynamic colour stays dynamic). The layer's
    /// `backgroundColor` is its resolution with the view's `traitCollection` and follows
    /// trait changes. Animatable.
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            let old = _backgroundColor
            _backgroundColor = newValue
            AnimationEngine.recordChange(self, .backgroundColor, from: .color(old), to: .color(newValue))
            _appearancePropertyDidSet("backgroundColor", \.backgroundColor)
        }
    }

    /// The tint colour: the view's own, else the nearest ancestor's, else the system blue.
    /// Setting it sends ``tintColorDidChange()`` to this view and to descendants that inherit it.
    open var tintColor: UIColor! {
        get { _tintColor ?? _superview?.tintColor ?? UIColor.tintColor }
        set {
            _tintColor = newValue
            _propagateTintChange()
            // The value set (the getter answers the inherited tint for nil).
            _appearanceDidSet(AppearanceKey("tintColor")) { $0.tintColor = newValue }
        }
    }

    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}

    // MARK: Overridable hooks (declared here so subclasses can override them; the default
    // behaviour lives in the UIView+… file named beside each).

    /// The deepest visible, interactive descendant (or self) containing `point`, in this
    /// view's coordinates (UIView+HitTesting.swift).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { _defaultHitTest(point, with: event) }

    /// Whether `point`, in this view's coordinates, is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { _bounds.contains(point) }

    /// Lays out subviews: the default gives subviews placed by constraints their frames from
    /// the engine's solution (Layout/UIView+Constraints.swift). Called by the layout pass;
    /// never call it directly. Overrides call super first to keep Auto Layout working.
    open func layoutSubviews() { _applyEngineFrames() }

    /// Draws the view's content in the current context (`UIGraphicsGetCurrentContext()`),
    /// in bounds coordinates, clipped to `rect` (the part to redraw). Called in the display
    /// pass after layout, for views marked with ``setNeedsDisplay()`` and when first shown,
    /// never directly. The default draws nothing (G1).
    open func draw(_ rect: CGRect) { DrawingClassCache.baseDrawReached = true }

    /// Draws the view's layer (the view is its delegate) into `ctx`: the default runs
    /// ``draw(_:)`` with `ctx` current, as UIKit's does (SG3). Override to draw the layer yourself.
    open func draw(_ layer: CALayer, in ctx: CGContext) { DrawingClassCache.drawRect(of: self, in: ctx) }

    /// Marks the whole view to be redrawn (its ``draw(_:)``) in the next display pass.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks part of the view (bounds coordinates) to be redrawn in the next display pass.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Updates constraints in the constraint pass. Overrides must call super (Y3).
    open func updateConstraints() { _calledUpdateConstraintsSuper = true }

    /// The size that best fits `size`. The default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { _bounds.size }

    /// The natural size of the content; ``UIView/noIntrinsicMetric`` in both axes by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The insets from the frame to the alignment rectangle, the rectangle Auto Layout aligns
    /// (VS1). Default `.zero`; views that draw ornaments around their content return them.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle for `frame`: the frame inset by ``alignmentRectInsets`` (VS1).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { _defaultAlignmentRect(forFrame: frame) }
    /// The frame for `alignmentRect`: the rectangle outset by ``alignmentRectInsets`` (VS1).
    /// The frame Auto Layout gives the view is this, for the alignment rectangle it solved (VS2).
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { _defaultFrame(forAlignmentRect: alignmentRect) }

    /// Called before the view's superview changes (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed.
    open func didMoveToSuperview() {}
    /// Called before the view's window changes, on every view of the moving subtree.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed, on every view of the moving subtree.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called when the safe-area insets change.
    open func safeAreaInsetsDidChange() {}
    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}
    /// UIKit's own reaction to a safe-area change, before `safeAreaInsetsDidChange` (scroll
    /// views adjust their insets); subclasses overriding the public method cannot skip it.
    func _safeAreaInsetsChanged() {}
    /// Called after the view's traits changed (R3); not when it first gets them.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// As its layer's delegate: lays out the view (``layoutSubviews()`` with its
    /// controller's callbacks) when its layer lays out its sublayers.
    open func layoutSublayers(of layer: CALayer) {
        if layer === _layerIfLoaded { _layoutNow() }
    }

    /// As its layer's delegate: no implicit animation (`NSNull`) for changes of the layer's
    /// own properties outside animation blocks (Q9); inside one, a change of `cornerRadius`
    /// animates with the block's duration and curve, as UIKit does since iOS 11.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        _animationBlockAction(for: layer, forKey: event) ?? NSNull()
    }

    /// The identifier that makes the view's state part of its controller's saved state (Z10):
    /// unique among the views of that controller. Default nil (not saved).
    open var restorationIdentifier: String?

    /// Saves the view's state with its controller's (Z10): scroll views their offset, tables
    /// and collection views their selection. Overrides call super.
    open func encodeRestorableState(with coder: NSCoder) { (self as? ViewStateRestoring)?._encodeViewState(with: coder) }

    /// Restores what ``encodeRestorableState(with:)`` saved, after the controller's state
    /// (Z10). Overrides call super.
    open func decodeRestorableState(with coder: NSCoder) { (self as? ViewStateRestoring)?._decodeViewState(with: coder) }

    /// The iOS 17 trait overrides for this view and its subviews.
    @exclusivity(unchecked) public var traitOverrides = UITraitOverrides() {
        didSet {
            _overriddenLayoutDirection = traitOverrides.layoutDirection
            if traitOverrides != oldValue { TraitPropagation.update(self) }
        }
    }
    /// `traitOverrides.layoutDirection`, kept apart: every leading or trailing constraint
    /// installed reads it up the superviews, and reading it through `traitOverrides` copies
    /// the whole struct (its custom traits' storage retained and released).
    @exclusivity(unchecked) var _overriddenLayoutDirection = UITraitEnvironmentLayoutDirection.unspecified

    // MARK: UIKit's API, open to subclasses as on iOS; the defaults live in the UIView+… files (`_default…`)

    /// The baseline of the first line of text (the bottom edge for a view without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for a view without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { _anchors.yAxis(.lastBaseline) }
    /// The keyboard's guide.
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { _defaultKeyboardLayoutGuide }
    /// The layout direction for this view's content.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { _defaultEffectiveUserInterfaceLayoutDirection }
    /// The constraints installed on this view (those whose items' nearest common ancestor it
    /// is, or that were added to it).
    open var constraints: [NSLayoutConstraint] { _installedConstraints.all }
    /// Installs a constraint on this view (prefer `isActive`).
    open func addConstraint(_ constraint: NSLayoutConstraint) { _defaultAddConstraint(constraint) }
    /// Installs constraints on this view (prefer `NSLayoutConstraint.activate`).
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { _defaultAddConstraints(constraints) }
    /// Removes a constraint installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { _defaultRemoveConstraint(constraint) }
    /// Removes constraints installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { _defaultRemoveConstraints(constraints) }
    /// Tells Auto Layout that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() { _defaultInvalidateIntrinsicContentSize() }
    /// How strongly the view resists growing beyond its intrinsic size on an axis (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { _defaultContentHuggingPriority(for: axis) }
    /// Sets the hugging priority for an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _defaultSetContentHuggingPriority(priority, for: axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _defaultContentCompressionResistancePriority(for: axis)
    }
    /// Sets the compression-resistance priority for an axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _defaultSetContentCompressionResistancePriority(priority, for: axis)
    }
    /// The size closest to `targetSize` that the view's constraints allow, at fitting priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { _defaultSystemLayoutSizeFitting(targetSize) }
    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the given priorities (`.required` fixes that dimension).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        _defaultSystemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }
    /// Whether the constraints leave the view's frame undetermined.
    open var hasAmbiguousLayout: Bool { _defaultHasAmbiguousLayout }
    /// Moves an ambiguously placed view to another frame its constraints allow (10 points along a
    /// free direction), to show the ambiguity.
    open func exerciseAmbiguityInLayout() { _defaultExerciseAmbiguityInLayout() }
    /// The constraints that affect the view's frame on one axis.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { _defaultConstraintsAffectingLayout(for: axis) }
    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? { get { _defaultGestureRecognizers } set { _defaultGestureRecognizers = newValue } }
    /// Attaches a recognizer (moving it from another view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _defaultAddGestureRecognizer(gestureRecognizer) }
    /// Detaches a recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _defaultRemoveGestureRecognizer(gestureRecognizer) }
    /// Whether `gestureRecognizer` may leave `.possible` (false makes it fail), asked of the
    /// recognizer's view and of each view between it and a touch's view (CT7). Default true;
    /// UIKit's controls refuse gestures that would take their own default action.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Makes the first responder resign when it is this view or inside it (the keyboard goes away);
    /// returns whether it did.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { _defaultEndEditing(force) }
    /// The interface style this view and its subviews use whatever their environment's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _defaultOverrideUserInterfaceStyle }
        set { _defaultOverrideUserInterfaceStyle = newValue }
    }
    /// The frame in the superview's coordinates, derived from ``center``, ``bounds`` and
    /// ``transform``.
    open var frame: CGRect { get { _defaultFrame } set { _defaultFrame = newValue } }
    /// The view's own coordinate space.
    open var bounds: CGRect { get { _defaultBounds } set { _defaultBounds = newValue } }
    /// The centre in the superview's coordinates.
    open var center: CGPoint { get { _defaultCenter } set { _defaultCenter = newValue } }
    /// The transform, about the centre.
    open var transform: CGAffineTransform { get { _defaultTransform } set { _defaultTransform = newValue } }
    /// The outline a dynamic animator collides the view as (DY3). Default `.rectangle`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The outline for `.path` collision bounds, about the centre (DY3). Default an empty path.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }
    /// Converts a point from this view's coordinates to `view`'s (window/root when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { _defaultConvert(point, to: view) }
    /// Converts a point from `view`'s coordinates (window/root when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { _defaultConvert(point, from: view) }
    /// Converts a rectangle to `view`'s coordinates (bounding box of the mapped corners).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { _defaultConvert(rect, to: view) }
    /// Converts a rectangle from `view`'s coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { _defaultConvert(rect, from: view) }
    /// The superview, or nil.
    open var superview: UIView? { _superview }
    /// The subviews, back to front.
    open var subviews: [UIView] { _subviews }
    /// The window the view is in, or nil.
    open var window: UIWindow? { _window }
    /// Adds `view` on top of the other subviews (removing it from its old superview first).
    open func addSubview(_ view: UIView) { _defaultAddSubview(view) }
    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) { _defaultInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { _defaultInsertSubview(view, aboveSubview: siblingSubview) }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { _defaultInsertSubview(view, belowSubview: siblingSubview) }
    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { _defaultBringSubviewToFront(view) }
    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { _defaultSendSubviewToBack(view) }
    /// Swaps two subviews' positions.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _defaultExchangeSubview(at: index1, withSubviewAt: index2) }
    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { _defaultIsDescendant(of: view) }
    /// The first view with `tag`, searching self then the subviews depth-first.
    open func viewWithTag(_ tag: Int) -> UIView? { _defaultViewWithTag(tag) }
    /// Removes the view from its superview and window.
    open func removeFromSuperview() { _defaultRemoveFromSuperview() }
    /// The interactions attached to the view, in the order added.
    open var interactions: [any UIInteraction] { get { _defaultInteractions } set { _defaultInteractions = newValue } }
    /// Attaches `interaction` (detaching it from another view first).
    open func addInteraction(_ interaction: any UIInteraction) { _defaultAddInteraction(interaction) }
    /// Detaches `interaction`.
    open func removeInteraction(_ interaction: any UIInteraction) { _defaultRemoveInteraction(interaction) }
    /// Marks the view as needing layout; the layout pass of the next run-loop turn runs
    /// ``layoutSubviews()``.
    open func setNeedsLayout() { _defaultSetNeedsLayout() }
    /// Lays out now, if this view or a view above it needs layout.
    open func layoutIfNeeded() { _defaultLayoutIfNeeded() }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() { _defaultSizeToFit() }
    /// Whether the view needs its constraints updated.
    open func needsUpdateConstraints() -> Bool { _defaultNeedsUpdateConstraints() }
    /// Asks for ``updateConstraints()`` (a controller's `updateViewConstraints()` for a root view)
    /// in the constraint pass of the next turn, before layout.
    open func setNeedsUpdateConstraints() { _defaultSetNeedsUpdateConstraints() }
    /// Runs the constraint pass for this view and its subviews now, bottom-up.
    open func updateConstraintsIfNeeded() { _defaultUpdateConstraintsIfNeeded() }
    /// The insets of the safe area in this view's coordinates (S2).
    open var safeAreaInsets: UIEdgeInsets { _defaultSafeAreaInsets }
    /// The layout margins (S4).
    open var layoutMargins: UIEdgeInsets { get { _defaultLayoutMargins } set { _defaultLayoutMargins = newValue } }
    /// The layout margins with leading/trailing (left-to-right layout).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { _defaultDirectionalLayoutMargins }
        set { _defaultDirectionalLayoutMargins = newValue }
    }
    /// The safe area as a guide.
    open var safeAreaLayoutGuide: UILayoutGuide { _defaultSafeAreaLayoutGuide }
    /// The margins as a guide.
    open var layoutMarginsGuide: UILayoutGuide { _defaultLayoutMarginsGuide }
    /// A guide for text that reads comfortably.
    open var readableContentGuide: UILayoutGuide { _defaultReadableContentGuide }
    /// The guides added with ``addLayoutGuide(_:)``.
    open var layoutGuides: [UILayoutGuide] { _layoutGuides }
    /// Adds a guide owned by this view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { _defaultAddLayoutGuide(layoutGuide) }
    /// Removes a guide this view owns.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { _defaultRemoveLayoutGuide(layoutGuide) }
    /// The view's traits: its controller's for a root view, else its superview's, then its
    /// own ``traitOverrides`` (R5).
    open var traitCollection: UITraitCollection { UITraitCollection(values: _currentTraits) }

    /// The responder chain: a root view's controller, else the superview (UIKit's order).
    open override var next: UIResponder? {
        if let controller = _viewController { return controller }
        return _superview
    }

    /// `<Module.Class: 0x…; frame = (x y; w h); …>`, as UIKit prints a view.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { _debugDescription }
    }
}

extension UIView: CALayerDelegate {}

extension UIView: UITraitEnvironment {}

import Foundation

/// A view that lines up its arranged subviews along an axis, with constraints, as UIKit's
/// does: it makes and keeps the `UISV-…` constraints (canvas connections, spacing, fill,
/// alignment, hiding) in its `updateConstraints`, so they show in ``UIView/constraints`` and
/// in logs as UIKit's do.
///
/// The arranged subviews stop translating their autoresizing masks. Hidden arranged views
/// leave the line and get a zero size along the axis. `.fillProportionally` shares the length
/// out by the arranged views' intrinsic sizes, again whenever one of them invalidates its
/// intrinsic size. A vertical stack with `isBaselineRelativeArrangement` measures the spacing
/// from one view's last baseline to the next one's first baseline; its top and bottom views
/// still meet the stack's edges (UIKit also moves their baselines in from the edges).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length of the axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; the least willing to hug or resist gives or takes the slack (the default).
        case fill = 0
        /// Every view the same length along the axis.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic sizes (at priority 999).
        case fillProportionally
        /// The views at their lengths with equal gaps between them (at least `spacing`).
        case equalSpacing
        /// Equal distances between the views' centres, gaps at least `spacing`.
        case equalCentering
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack across the axis (the default).
        case fill = 0
        /// Views against the leading edge across the axis (the top in a horizontal stack).
        case leading
        /// In a horizontal stack, views aligned on their first baselines; in a vertical one, as `leading`.
        case firstBaseline
        /// Views centred across the axis.
        case center
        /// Views against the trailing edge across the axis (the bottom in a horizontal stack).
        case trailing
        /// In a horizontal stack, views aligned on their last baselines; in a vertical one, as `leading`.
        case lastBaseline
        /// `.leading` for a horizontal stack.
        public static let top = Alignment.leading
        /// `.trailing` for a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// A custom spacing value that means "use the stack's spacing".
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A custom spacing value that means "use the system spacing".
    public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

    private var _arranged: [UIView] = []
    private var _customSpacing: [ObjectIdentifier: CGFloat] = [:]
    private var _arrangement: [NSLayoutConstraint] = []
    private var _spacers: [UILayoutGuide] = []
    private var _needsArrangement = true

    /// The axis the views line up along. Default horizontal.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { _setNeedsArrangement() } } }
    /// How views share the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { _setNeedsArrangement() } } }
    /// How views sit across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { _setNeedsArrangement() } } }
    /// The space between adjacent views. Default 0.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { _setNeedsArrangement() } } }
    /// Whether a vertical stack measures the spacing between its views from the last baseline
    /// of one to the first baseline of the next. Default false; ignored by horizontal stacks.
    open var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { _setNeedsArrangement() } } }
    /// Whether views are laid out within the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { if isLayoutMarginsRelativeArrangement != oldValue { _setNeedsArrangement() } } }

    /// Creates a stack of `views`, added as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a stack from a storyboard or nib: its subviews there are its arranged subviews.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeStackView(self)
    }

    /// The views the stack arranges, in order.
    open var arrangedSubviews: [UIView] { _arranged }

    /// Appends a view to the arrangement (adding it as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: _arranged.count) }

    /// Inserts a view into the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        _arranged.removeAll { $0 === view }
        _arranged.insert(view, at: min(stackIndex, _arranged.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        _setNeedsArrangement()
    }

    /// Removes a view from the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard _arranged.contains(where: { $0 === view }) else { return }
        _arranged.removeAll { $0 === view }
        _customSpacing[ObjectIdentifier(view)] = nil
        _setNeedsArrangement()
    }

    /// Sets the space after one arranged view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        _setNeedsArrangement()
    }

    /// The space after one arranged view (``spacingUseDefault`` when none was set).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Removing an arranged view from the stack also removes it from the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Makes the arrangement's constraints again when something changed, then calls super.
    open override func updateConstraints() {
        if _needsArrangement { _rebuildArrangement() }
        super.updateConstraints()
    }

    /// The first visible arranged view stands for the stack's first baseline.
    open override var forFirstBaselineLayout: UIView { _visible.first?.forFirstBaselineLayout ?? self }
    /// The last visible arranged view (first, across a horizontal stack) stands for its last baseline.
    open override var forLastBaselineLayout: UIView {
        (axis == .vertical ? _visible.last : _visible.first)?.forLastBaselineLayout ?? self
    }

    func _arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        if distribution == .fillProportionally && _arranged.contains(where: { $0 === view }) { _setNeedsArrangement() }
    }

    func _setNeedsArrangement() {
        _needsArrangement = true
        setNeedsUpdateConstraints()
    }

    private var _visible: [UIView] { _arranged.filter { !$0.isHidden } }

    private func _rebuildArrangement() {
        _needsArrangement = false
        NSLayoutConstraint.deactivate(_arrangement)
        for guide in _spacers { removeLayoutGuide(guide) }
        _spacers = []
        var made = StackArrangement(stack: self, horizontal: axis == .horizontal,
                                    canvas: isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self,
                                    baselineRelative: isBaselineRelativeArrangement && axis == .vertical)
        let visible = _visible
        for view in _arranged where view.isHidden { made.hide(view) }
        made.lineUp(visible, distribution: distribution, spacingAfter: { self._spacing(after: $0) })
        made.align(visible, alignment)
        _spacers = made.spacers
        _arrangement = made.constraints
        NSLayoutConstraint.activate(_arrangement)
    }

    private func _spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == UIStackView.spacingUseDefault { return spacing }
        if custom == UIStackView.spacingUseSystem { return systemSpacing }
        return custom
    }
}

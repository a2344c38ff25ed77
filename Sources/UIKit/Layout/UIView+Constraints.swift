import Foundation

/// Layout direction of a view's content.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// How a view's content flips for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (flips in right-to-left layouts).
    case unspecified = 0
    /// Media playback controls: always left to right.
    case playback
    /// Controls for physical directions: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView: _UILayoutAnchorItem {}

extension UIView {
    // MARK: Anchors (edges, size and centres: `_UILayoutAnchorItem`)

    /// The keyboard's guide: at the bottom of the view, as tall as the part of the view the
    /// keyboard covers (the bottom safe-area inset while it is hidden, IV6).
    var _defaultKeyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = _keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(kind: .keyboard, owner: self, identifier: "UIViewKeyboardLayoutGuide")
        _keyboardLayoutGuide = guide
        KeyboardLayoutGuides.register(self)
        return guide
    }

    /// The layout direction for this view's content: forced by ``semanticContentAttribute``,
    /// else the traits' layout direction.
    var _defaultEffectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                            relativeTo: _traitLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// `traitCollection.layoutDirection` without making the whole collection: the first
    /// override or announced value up the superviews, as `_computedTraits` resolves it. Every
    /// leading or trailing constraint installed reads it.
    var _traitLayoutDirection: UITraitEnvironmentLayoutDirection {
        var view = self
        while true {
            if view._window != nil, let traits = view._traits { return traits.layoutDirection }
            let overridden = view._overriddenLayoutDirection
            if overridden != .unspecified { return overridden }
            // Windows and controllers' views inherit from elsewhere (the screen, the controller).
            if view._viewController != nil || view is UIWindow { return view._computedTraits.layoutDirection }
            guard let superview = view._superview else { return UIScreen.main._layoutDirection }
            view = superview
        }
    }

    /// Re-resolves the view's leading and trailing constraints (the engine notes the view's
    /// direction when it installs them).
    func _layoutDirectionMayHaveChanged() {
        _rootView._layoutEngine?.layoutDirectionChanged(of: self)
    }

    // MARK: Installing constraints

    /// Installs a constraint on this view (prefer `isActive`).
    func _defaultAddConstraint(_ constraint: NSLayoutConstraint) { constraint._activate(on: self) }
    /// Installs constraints on this view (prefer `NSLayoutConstraint.activate`).
    func _defaultAddConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }
    /// Removes a constraint installed on this view.
    func _defaultRemoveConstraint(_ constraint: NSLayoutConstraint) {
        if constraint._container === self { constraint._deactivate() }
    }
    /// Removes constraints installed on this view.
    func _defaultRemoveConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    // MARK: Content size

    /// Tells Auto Layout that ``intrinsicContentSize`` changed: the content-size constraints
    /// are updated now and the superview lays out again. A `.fillProportionally` stack view
    /// holding the view shares its length out again in its next constraint pass.
    func _defaultInvalidateIntrinsicContentSize() {
        if let stack = _superview as? UIStackView { stack._arrangedSubviewIntrinsicSizeChanged(self) }
        if let host = _superview as? UIInputSetHostView { host.setNeedsLayout() }  // IV18: a growing accessory
        _selfSizingContentChanged(isConstraintChange: false)  // LT5: a cell on screen may be sized again
        guard let record = _layoutRecord else { return }
        _alignmentInsetsMayHaveChanged(record)
        record.engine.updateContentSize(of: record)
    }

    /// How strongly the view resists growing beyond its intrinsic size on an axis (default 250).
    func _defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? _hugging.0 : _hugging.1
    }

    /// Sets the hugging priority for an axis.
    func _defaultSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { _hugging.0 = priority } else { _hugging.1 = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
    func _defaultContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? _compression.0 : _compression.1
    }

    /// Sets the compression-resistance priority for an axis.
    func _defaultSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { _compression.0 = priority } else { _compression.1 = priority }
        invalidateIntrinsicContentSize()
    }

    /// The smallest size the view's constraints allow: `(0, 0)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: `(10000000, 10000000)`... as a target it asks for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints allow, at fitting priority.
    func _defaultSystemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the given priorities (`.required` fixes that dimension). Solved in a
    /// separate engine over the constraints inside the view; the view is not changed.
    func _defaultSystemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        AutoLayoutEngine.fittingSize(of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined.
    var _defaultHasAmbiguousLayout: Bool {
        guard let record = _layoutRecord else { return false }
        return [record.x, record.y, record.width, record.height].contains { record.engine.solver.isAmbiguous($0) }
    }

    /// Moves an ambiguously placed view to another frame its constraints allow (10 points
    /// along a free direction), to show the ambiguity.
    func _defaultExerciseAmbiguityInLayout() {
        guard let record = _layoutRecord else { return }
        record.engine.exerciseAmbiguity(of: record)
    }

    /// The constraints that affect the view's frame on one axis: the app's constraints naming
    /// it and the system's (autoresizing, content size).
    func _defaultConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let record = _layoutRecord else { return [] }
        let horizontal = axis == .horizontal
        let mine = record.referencing.filter { LayoutAttribute.isHorizontal($0.firstAttribute) == horizontal }
        let system = (record.placement + record.contentSize).map(\.constraint).filter { LayoutAttribute.isHorizontal($0.firstAttribute) == horizontal }
        var seen = Set<ObjectIdentifier>()
        return (mine.sorted { $0._installOrder < $1._installOrder } + system).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}

extension LayoutAttribute {
    @MainActor static func cachedRecord(of item: AnyObject) -> LayoutRecord? {
        (item as? UIView)?._layoutRecord ?? (item as? UILayoutGuide)?._layoutRecord
    }

    @MainActor static func setCachedRecord(_ record: LayoutRecord?, of item: AnyObject) {
        if let view = item as? UIView { view._layoutRecord = record } else if let guide = item as? UILayoutGuide { guide._layoutRecord = record }
    }
}

import Foundation

extension UIView {
    /// The value of an intrinsic size dimension that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Layout pass (Y1, Y2)

    /// Marks the view as needing layout; the layout pass of the next run-loop turn runs
    /// ``layoutSubviews()``. Cheap to call repeatedly.
    public func setNeedsLayout() {
        _needsLayout = true
        _markAncestors(\._subtreeNeedsLayout)
        _window?._requestPass()
    }

    /// Lays out now, if this view or a view above it needs layout: runs the constraint pass
    /// of the dirty part first, then ``layoutSubviews()`` top-down.
    public func layoutIfNeeded() {
        var top: UIView = self
        var current = _superview
        while let ancestor = current {
            if ancestor._needsLayout { top = ancestor }
            current = ancestor._superview
        }
        top._updateConstraintsSubtree()
        top._layoutSubtree()
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    public func sizeToFit() {
        let size = sizeThatFits(_bounds.size)
        bounds = CGRect(origin: _bounds.origin, size: size)
    }

    /// Top-down layout of the dirty part of this subtree. Linear in the dirty views.
    func _layoutSubtree() {
        if _needsLayout { _layoutNow() }
        guard _subtreeNeedsLayout else { return }
        _subtreeNeedsLayout = false
        for subview in _subviews where subview._needsLayout || subview._subtreeNeedsLayout {
            subview._layoutSubtree()
        }
    }

    /// One layout of this view: a controller's root view is wrapped by its
    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` (Y2).
    func _layoutNow() {
        _needsLayout = false
        if let controller = _viewController {
            controller._sendLayoutCallback(.viewWillLayoutSubviews)
            layoutSubviews()
            controller._sendLayoutCallback(.viewDidLayoutSubviews)
        } else {
            layoutSubviews()
        }
    }

    // MARK: Constraint pass (Y3)

    /// Whether the view needs its constraints updated.
    public func needsUpdateConstraints() -> Bool { _needsUpdateConstraints }

    /// Asks for ``updateConstraints()`` (a controller's `updateViewConstraints()` for a
    /// root view) in the constraint pass of the next turn, before layout.
    public func setNeedsUpdateConstraints() {
        _needsUpdateConstraints = true
        _markAncestors(\._subtreeNeedsUpdateConstraints)
        _window?._requestPass()
    }

    /// Runs the constraint pass for this view and its subviews now, bottom-up.
    public func updateConstraintsIfNeeded() {
        _updateConstraintsSubtree()
    }

    /// Bottom-up: subviews first, then this view (UIKit updates from the leaves up).
    func _updateConstraintsSubtree() {
        if _subtreeNeedsUpdateConstraints {
            _subtreeNeedsUpdateConstraints = false
            for subview in _subviews where subview._needsUpdateConstraints || subview._subtreeNeedsUpdateConstraints {
                subview._updateConstraintsSubtree()
            }
        }
        guard _needsUpdateConstraints else { return }
        _needsUpdateConstraints = false
        if let controller = _viewController {
            controller._sendUpdateViewConstraints()
        } else {
            _calledUpdateConstraintsSuper = false
            updateConstraints()
            if !_calledUpdateConstraintsSuper {
                UIKitDiagnostics.raise(.updateConstraintsDidNotCallSuper(self, method: "updateConstraints()"))
            }
        }
    }

    // MARK: Dirty-flag propagation

    func _markAncestors(_ flag: ReferenceWritableKeyPath<UIView, Bool>) {
        var current = _superview
        while let ancestor = current, !ancestor[keyPath: flag] {
            ancestor[keyPath: flag] = true
            current = ancestor._superview
        }
    }

    /// After an insertion, carries this subtree's pending work up to the new ancestors.
    func _propagateDirtyFlagsUp() {
        if _needsLayout || _subtreeNeedsLayout { _markAncestors(\._subtreeNeedsLayout) }
        if _needsUpdateConstraints || _subtreeNeedsUpdateConstraints { _markAncestors(\._subtreeNeedsUpdateConstraints) }
        if _needsLayout || _subtreeNeedsLayout || _needsUpdateConstraints || _subtreeNeedsUpdateConstraints {
            _window?._requestPass()
        }
    }

    var _hasPendingLayoutWork: Bool {
        _needsLayout || _subtreeNeedsLayout || _needsUpdateConstraints || _subtreeNeedsUpdateConstraints
    }

    // MARK: Safe area and margins

    /// The insets of the safe area in this view's coordinates (S2): the part of the
    /// superview's safe area this view covers (at the top, the window's: the device's
    /// insets); for a controller's root view, at least the area its container's bars cover,
    /// plus the controller's `additionalSafeAreaInsets`. Computed on read.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window = _window else { return _ownSafeAreaInsets(inherited: .zero) }
        if let window = self as? UIWindow { return window._deviceSafeAreaInsets }
        let mine = convert(_bounds, to: window)
        let safe = _superview.map { $0.convert($0._bounds.inset(by: $0.safeAreaInsets), to: window) }
            ?? window.bounds.inset(by: window._deviceSafeAreaInsets)
        let inherited = UIEdgeInsets(
            top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
            bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
        return _ownSafeAreaInsets(inherited: inherited)
    }

    /// A root view's own contributions: its container's bars, then the additional insets.
    private func _ownSafeAreaInsets(inherited: UIEdgeInsets) -> UIEdgeInsets {
        guard let controller = _viewController else { return inherited }
        let bars = controller._barInsets, extra = controller.additionalSafeAreaInsets
        return UIEdgeInsets(top: max(inherited.top, bars.top) + extra.top, left: max(inherited.left, bars.left) + extra.left,
                            bottom: max(inherited.bottom, bars.bottom) + extra.bottom, right: max(inherited.right, bars.right) + extra.right)
    }

    /// The layout margins. Default 8 pt on each side. When ``insetsLayoutMarginsFromSafeArea``
    /// is true (the default), reading them adds the safe-area insets to the stored margins.
    public var layoutMargins: UIEdgeInsets {
        get {
            guard insetsLayoutMarginsFromSafeArea else { return _layoutMargins }
            let safe = safeAreaInsets
            return UIEdgeInsets(top: _layoutMargins.top + safe.top, left: _layoutMargins.left + safe.left,
                                bottom: _layoutMargins.bottom + safe.bottom, right: _layoutMargins.right + safe.right)
        }
        set {
            guard newValue != _layoutMargins else { return }
            _layoutMargins = newValue
            layoutMarginsDidChange()
            _viewController?.viewLayoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// The layout margins with leading/trailing (left-to-right layout).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
}

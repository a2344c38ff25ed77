import Foundation

extension UIView {
    /// The value of an intrinsic size dimension that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Layout pass (Y1, Y2)

    /// Marks the view as needing layout; the layout pass of the next run-loop turn runs
    /// ``layoutSubviews()``. Cheap to call repeatedly.
    func _defaultSetNeedsLayout() {
        _needsLayout = true
        _markAncestorsSubtreeNeedsLayout()
        _window?._requestPass()
    }

    /// Lays out now, if this view or a view above it needs layout: runs the constraint pass
    /// of the dirty part first, then ``layoutSubviews()`` top-down.
    func _defaultLayoutIfNeeded() {
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
    func _defaultSizeToFit() {
        let size = sizeThatFits(_bounds.size)
        bounds = CGRect(origin: _bounds.origin, size: size)
    }

    /// Top-down layout of the dirty part of this subtree. Linear in the dirty views. A view
    /// whose layer exists is laid out through it (`layoutSublayers()`, which asks the view as
    /// its delegate); the standalone layers in its layer come after its subviews (Q5).
    ///
    /// `inheritedTraits` are the superview's traits when the caller has them (VP4).
    func _layoutSubtree(inheritedTraits: UITraitCollection? = nil) {
        if _needsLayout {
            // A layer of a custom class is made for its layout (it may override layoutSublayers).
            if let layer = _layerIfLoaded
                ?? (ObjectIdentifier(type(of: self).layerClass) != ObjectIdentifier(CALayer.self) ? layer : nil) {
                _needsLayout = false
                layer.layoutSublayers()
            } else {
                _layoutNow(traits: _layoutTraits(inherited: inheritedTraits))
            }
        }
        guard _subtreeNeedsLayout else { return }
        _subtreeNeedsLayout = false
        // VP4: this view's traits are worked out once for all its subviews, not again from
        // the screen down for each of them.
        var traits: UITraitCollection?
        for subview in _subviews where subview._needsLayout || subview._subtreeNeedsLayout {
            guard subview._superview === self else {  // moved by a sibling's layout
                subview._layoutSubtree()
                continue
            }
            if traits == nil { traits = UITraitCollection(values: _currentTraits) }
            subview._layoutSubtree(inheritedTraits: traits)
        }
        _layerIfLoaded?._layOutStandaloneSublayers()
    }

    /// The view's traits for its layout (`_currentTraits`), from its superview's when the
    /// view takes them from it (VP4): not in a window, not a controller's view, not a window.
    func _layoutTraits(inherited: UITraitCollection?) -> UITraitCollection? {
        guard let inherited, _window == nil, _viewController == nil, !(self is UIWindow) else { return nil }
        // Most views override nothing: they share their superview's collection.
        if traitOverrides.isEmpty { return inherited }
        return UITraitCollection(values: inherited.values.overlaid(by: traitOverrides))
    }

    /// One layout of this view: a controller's root view is wrapped by its
    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` (Y2). `traits` are the view's own
    /// when the layout pass already has them (VP4).
    func _layoutNow(traits: UITraitCollection? = nil) {
        _needsLayout = false
        _announceSafeAreaAndMargins()
        if let record = _safeAreaLayoutGuide?._layoutRecord ?? _layoutMarginsGuide?._layoutRecord
            ?? _readableContentGuide?._layoutRecord ?? _keyboardLayoutGuide?._layoutRecord {
            record.engine.updateGuides(of: self)  // guides in constraints follow the new insets
        }
        // UIKit makes the view's traits current for its layout callbacks.
        (traits ?? traitCollection).performAsCurrent {
            if let controller = _viewController {
                controller._updateContentUnavailableConfigurationIfNeeded()  // V4: before viewWillLayoutSubviews
                controller._sendLayoutCallback(.viewWillLayoutSubviews)
                layoutSubviews()
                controller._layOutContentUnavailableView()  // V6: on top of what layoutSubviews added
                controller._sendLayoutCallback(.viewDidLayoutSubviews)
            } else {
                layoutSubviews()
            }
        }
    }

    // MARK: Constraint pass (Y3)

    /// Whether the view needs its constraints updated.
    func _defaultNeedsUpdateConstraints() -> Bool { _needsUpdateConstraints }

    /// Asks for ``updateConstraints()`` (a controller's `updateViewConstraints()` for a
    /// root view) in the constraint pass of the next turn, before layout.
    func _defaultSetNeedsUpdateConstraints() {
        _needsUpdateConstraints = true
        _markAncestorsSubtreeNeedsUpdateConstraints()
        _window?._requestPass()
    }

    /// Runs the constraint pass for this view and its subviews now, bottom-up.
    func _defaultUpdateConstraintsIfNeeded() {
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

    // One function per flag: a key path's subscript costs more than the walk itself.
    func _markAncestorsSubtreeNeedsLayout() {
        var current = _superview
        while let ancestor = current, !ancestor._subtreeNeedsLayout {
            ancestor._subtreeNeedsLayout = true
            current = ancestor._superview
        }
    }

    func _markAncestorsSubtreeNeedsUpdateConstraints() {
        var current = _superview
        while let ancestor = current, !ancestor._subtreeNeedsUpdateConstraints {
            ancestor._subtreeNeedsUpdateConstraints = true
            current = ancestor._superview
        }
    }

    /// After an insertion, carries this subtree's pending work up to the new ancestors.
    func _propagateDirtyFlagsUp() {
        if _needsLayout || _subtreeNeedsLayout { _markAncestorsSubtreeNeedsLayout() }
        if _needsUpdateConstraints || _subtreeNeedsUpdateConstraints { _markAncestorsSubtreeNeedsUpdateConstraints() }
        if _needsLayout || _subtreeNeedsLayout || _needsUpdateConstraints || _subtreeNeedsUpdateConstraints {
            _window?._requestPass()
        }
    }

    var _hasPendingLayoutWork: Bool {
        _needsLayout || _subtreeNeedsLayout || _needsUpdateConstraints || _subtreeNeedsUpdateConstraints
    }
}

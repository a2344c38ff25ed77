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
        // LB5: a pass that gave a wrapping label a new width lays out again.
        for _ in 0..<AutomaticWrapping.maximumPasses {
            let changes = AutomaticWrapping.changes
            var top: UIView = self
            var current = _superview
            while let ancestor = current {
                if ancestor._needsLayout { top = ancestor }
                current = ancestor._superview
            }
            top._updateConstraintsSubtree()
            top._layoutSubtree()
            guard AutomaticWrapping.changes != changes else { return }
        }
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
                _layoutNow(inheritedTraits: inheritedTraits)
            }
        }
        guard _subtreeNeedsLayout else { return }
        _subtreeNeedsLayout = false
        // VP4: this view's traits are worked out once for all its subviews, not again from
        // the screen down for each of them.
        var traits: UITraitCollection?
        if let listed = _subviewsNeedingLayout.entries {
            _layOutListedSubviews(listed, traits: &traits)
        } else {
            _layOutSubviews(after: nil, traits: &traits)
        }
        _subviewsNeedingLayout.passEnded(subtreeNeedsLayout: _subtreeNeedsLayout, subviews: _subviews)
        _layerIfLoaded?._layOutStandaloneSublayers()
    }

    /// One subview's part of the pass, in the pass over its superview.
    private func _layOutSubview(_ subview: UIView, traits: inout UITraitCollection?) {
        guard subview._superview === self else {  // moved by a sibling's layout
            subview._layoutSubtree()
            return
        }
        if traits == nil { traits = UITraitCollection(values: _currentTraits) }
        subview._layoutSubtree(inheritedTraits: traits)
    }

    /// The scan: every subview that needs layout, in order (after the one whose order key is
    /// `key`, when given).
    private func _layOutSubviews(after key: Int?, traits: inout UITraitCollection?) {
        #if DEBUG
        SubviewsNeedingLayout.scannedSubviewCount += _subviews.count
        #endif
        for subview in _subviews where subview._needsLayout || subview._subtreeNeedsLayout {
            if let key, subview._siblingOrder <= key { continue }
            _layOutSubview(subview, traits: &traits)
        }
    }

    /// PL13: the pass over the listed subviews visits what a scan would, in the same order.
    /// A subview listed during a sibling's layout is visited in this pass when it comes later
    /// in subview order (a scan would reach it); one that comes earlier waits for the next
    /// pass, as in a scan. (A scan goes through the subviews as they were when it began; a
    /// subview inserted or moved by a layout during the pass is placed by its new order.)
    private func _layOutListedSubviews(_ listed: [UIView], traits: inout UITraitCollection?) {
        var batch = listed
        if batch.count > 1 { batch._sortBySiblingOrder() }
        var seenCount = listed.count
        var seenGeneration = _subviewsNeedingLayout.generation
        var index = 0
        while index < batch.count {
            let subview = batch[index]
            index += 1
            guard subview._needsLayout || subview._subtreeNeedsLayout else { continue }
            let key = subview._siblingOrder
            _layOutSubview(subview, traits: &traits)
            guard let entries = _subviewsNeedingLayout.entries else {
                // Too many were listed meanwhile: the rest of the pass is a scan.
                return _layOutSubviews(after: key, traits: &traits)
            }
            let generation = _subviewsNeedingLayout.generation
            if generation == seenGeneration, entries.count == seenCount { continue }
            // Entries left the list (a nested pass ended): all of them may be new to this one.
            let listChanged = generation != seenGeneration
            for entry in entries[(listChanged ? 0 : seenCount)...] where entry._siblingOrder > key && entry._superview === self {
                if listChanged, batch[index...].contains(where: { $0 === entry }) { continue }
                var position = batch.count
                while position > index, batch[position - 1]._siblingOrder > entry._siblingOrder { position -= 1 }
                batch.insert(entry, at: position)
            }
            seenCount = entries.count
            seenGeneration = generation
        }
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
    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` (Y2). `inheritedTraits` are the
    /// superview's when the layout pass already has them (VP4).
    func _layoutNow(inheritedTraits: UITraitCollection? = nil) {
        _needsLayout = false
        _announceSafeAreaAndMargins()
        if let record = _safeAreaLayoutGuide?._layoutRecord ?? _layoutMarginsGuide?._layoutRecord
            ?? _readableContentGuide?._layoutRecord ?? _keyboardLayoutGuide?._layoutRecord {
            record.engine.updateGuides(of: self)  // guides in constraints follow the new insets
        }
        // Most views laid out are plain views without subviews: their `layoutSubviews` (the
        // default, as the class is exactly UIView) applies nothing and resolves nothing, so
        // it needs no traits made current.
        if _subviews.isEmpty, _viewController == nil, ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIView.self) {
            return _applyEngineFrames()
        }
        let traits = _layoutTraits(inherited: inheritedTraits)
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
    /// Marks the ancestors as having a subview to lay out, and lists each view on the way in
    /// its superview's `_subviewsNeedingLayout` (PL13). Stops at the first ancestor marked
    /// already, as before the lists: which views get marked is unchanged.
    func _markAncestorsSubtreeNeedsLayout() {
        // The common case, a view asked again or a sibling of one that was: nothing to do,
        // found without retaining the superview.
        if _isListedForLayout, let superview = _superviewPointer, subtreeNeedsLayoutFlag(of: superview) { return }
        guard let superview = _superview else { return }
        if !_isListedForLayout { superview._subviewsNeedingLayout.add(self, subviewCount: superview._subviews.count) }
        if superview._subtreeNeedsLayout { return }
        superview._subtreeNeedsLayout = true
        superview._markAncestorsSubtreeNeedsLayout()
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

/// Whether `view` is marked as having a subview to lay out, read without retaining it.
nonisolated private func subtreeNeedsLayoutFlag(of view: Unmanaged<UIView>) -> Bool {
    view._withUnsafeGuaranteedRef { $0._subtreeNeedsLayout }
}

import Foundation

extension CALayer {
    /// Marks the layer as needing ``layoutSublayers()`` in the next layout pass (a view's
    /// layer: its view's `setNeedsLayout()`). Standalone layers in a view's layer tree are
    /// laid out in the same pass as the views, after the view they are in (Q5).
    public func setNeedsLayout() {
        guard !_isPresentationCopy else { return }
        if let view = _view { return view.setNeedsLayout() }
        _needsLayoutFlag = true
        _superlayer?._markSublayerNeedsLayout()
    }

    /// Whether the layer waits for ``layoutSublayers()``.
    public func needsLayout() -> Bool { _view?._needsLayout ?? _needsLayoutFlag }

    /// Lays out now what needs layout from the topmost ancestor that needs it down.
    public func layoutIfNeeded() {
        if let view = _view { return view.layoutIfNeeded() }
        var top: CALayer = self
        var current = _superlayer
        while let ancestor = current, ancestor._view == nil {
            if ancestor._needsLayoutFlag { top = ancestor }
            current = ancestor._superlayer
        }
        top._layOutTree()
    }

    /// Carries "something below needs layout" up to the view whose layer tree this is, so
    /// that the view layout pass reaches it.
    func _markSublayerNeedsLayout() {
        var current: CALayer? = self
        while let layer = current {
            if let view = layer._view {
                layer._sublayerNeedsLayout = true
                view._subtreeNeedsLayout = true
                view._markAncestorsSubtreeNeedsLayout()
                view._window?._requestPass()
                return
            }
            if layer._sublayerNeedsLayout { return }
            layer._sublayerNeedsLayout = true
            current = layer._superlayer
        }
    }

    /// Lays out this standalone layer if it needs it, then its sublayers that do.
    func _layOutTree() {
        if _needsLayoutFlag {
            _needsLayoutFlag = false
            layoutSublayers()
        }
        _layOutStandaloneSublayers()
    }

    /// Lays out the standalone sublayers that need it (a view lays out its subviews itself).
    func _layOutStandaloneSublayers() {
        guard _sublayerNeedsLayout else { return }
        _sublayerNeedsLayout = false
        for sublayer in _sublayers where sublayer._view == nil && (sublayer._needsLayoutFlag || sublayer._sublayerNeedsLayout) {
            sublayer._layOutTree()
        }
    }

    /// The bounds' size changed: Core Animation lays the layer out again, and redraws it when
    /// it asks to be redrawn on bounds changes.
    func _boundsSizeDidChange() {
        setNeedsLayout()
        if needsDisplayOnBoundsChange { _contentsDidChange() }
    }
}

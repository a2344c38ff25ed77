import Foundation

extension CALayer {
    /// The layer this one is a sublayer of (a view's layer's is its superview's layer).
    public var superlayer: CALayer? {
        if let superlayer = _superlayer { return _isPresentationCopy ? superlayer.presentation() : superlayer }
        if let modelLayer = _modelLayer { return modelLayer.superlayer?.presentation() }
        guard let superview = _view?._superview else { return nil }
        return superview.layer  // loading it makes this layer its sublayer
    }

    /// The sublayers, back to front; nil when there are none. A view's layer lists its
    /// subviews' layers in subview order, interleaved with the layers added to it (Q3).
    /// A presentation layer lists its model's sublayers' presentation layers.
    public var sublayers: [CALayer]? {
        get {
            if let modelLayer = _modelLayer { return modelLayer.sublayers?.compactMap { $0.presentation() } }
            return _sublayers.isEmpty ? nil : _sublayers
        }
        set {
            for sublayer in _sublayers { sublayer.removeFromSuperlayer() }
            for sublayer in newValue ?? [] { addSublayer(sublayer) }
        }
    }

    /// `insertSublayer(_:above:)`'s work: just above `sibling`, on top when it is not a sublayer.
    func _insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = _sublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        _insert(layer, at: index + 1, after: sibling)
    }

    /// `insertSublayer(_:below:)`'s work: just below `sibling`, at the back when it is nil,
    /// on top when it is not a sublayer.
    func _insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return _insert(layer, at: 0) }
        guard let index = _sublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        _insert(layer, at: index, before: sibling)
    }

    /// `replaceSublayer(_:with:)`'s work.
    func _replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        _insert(newLayer, at: min(index, _sublayers.count))
    }

    /// `removeFromSuperlayer()`'s work: a view's layer leaves with its view.
    func _removeFromSuperlayer() {
        if let view = _view, view._superview != nil { return view.removeFromSuperview() }
        guard let superlayer = _superlayer else { return }
        superlayer._sublayers.removeAll { $0 === self }
        _superlayer = nil
        superlayer.setNeedsLayout()
    }

    /// The one path of layer insertions. A view's layer inserted into another view's layer
    /// makes its view a subview there (through the view hierarchy, which owns subview order);
    /// any other layer is detached from its superlayer and inserted. `index` nil: on top.
    func _insert(_ layer: CALayer, at index: Int?, after above: CALayer? = nil, before below: CALayer? = nil) {
        guard layer !== self, !_isPresentationCopy else { return }
        if let hostView = _view, let view = layer._view {
            let placement: UIView.SubviewPlacement
            if let above, let sibling = above._view { placement = .above(sibling) }
            else if let below, let sibling = below._view { placement = .below(sibling) }
            else if let index { placement = .sublayerIndex(index) }
            else { placement = .front }
            return hostView._insertSubview(view, placement: placement)
        }
        var ancestor: CALayer? = self
        while let current = ancestor {  // a layer cannot contain its ancestor
            if current === layer { return }
            ancestor = current._superlayer ?? current._view?._superview?._layerIfLoaded
        }
        if let view = layer._view, view._superview != nil { view.removeFromSuperview() }
        if let old = layer._superlayer {
            old._sublayers.removeAll { $0 === layer }
            if old !== self { old.setNeedsLayout() }
        }
        // The index was counted before the layer left this layer's sublayers.
        var position = index ?? _sublayers.count
        if let above { position = (_sublayers.firstIndex { $0 === above } ?? _sublayers.count - 1) + 1 }
        if let below { position = _sublayers.firstIndex { $0 === below } ?? _sublayers.count }
        _sublayers.insert(layer, at: min(max(position, 0), _sublayers.count))
        layer._superlayer = self
        layer._enqueueDisplayIfInWindow()  // G1: a marked layer draws once it is shown
        TransactionStack.shared.layerJoinedTree(layer)
        if layer._needsLayoutFlag || layer._sublayerNeedsLayout { _markSublayerNeedsLayout() }
        setNeedsLayout()
    }
}

extension CALayer {
    /// The view this layer backs, for renderers (they draw a view's content for its layer).
    @_spi(Rendering) public var _renderingView: UIView? { _view }
}

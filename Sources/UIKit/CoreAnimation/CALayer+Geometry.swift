import Foundation

extension CALayer {
    /// The frame in the superlayer's coordinates: the bounds placed by ``position`` and
    /// ``anchorPoint`` and transformed (the bounding box of the affine part). Setting it sets
    /// the position and the bounds' size (a view's layer sets its view's frame).
    public var frame: CGRect {
        get { UIView._frame(center: position, bounds: bounds, transform: transform.affinePart, anchor: anchorPoint) }
        set {
            if let view = _view { view.frame = newValue; return }
            let anchor = _anchorPoint
            position = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            bounds = CGRect(origin: _bounds.origin, size: newValue.size)
        }
    }

    /// The affine part of ``transform``.
    public func affineTransform() -> CGAffineTransform { transform.affinePart }

    /// Sets ``transform`` to an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Converting between layers

    /// Maps a point from this layer's coordinates to its superlayer's.
    func _pointToSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds, anchor = anchorPoint, origin = position
        let local = CGPoint(x: p.x - b.minX - anchor.x * b.width, y: p.y - b.minY - anchor.y * b.height)
        var mapped = local.applying(transform.affinePart)
        if let superlayer = _treeParent, !CATransform3DIsIdentity(superlayer.sublayerTransform) {
            let center = CGPoint(x: superlayer.bounds.midX, y: superlayer.bounds.midY)
            mapped = CGPoint(x: mapped.x + origin.x - center.x, y: mapped.y + origin.y - center.y)
                .applying(superlayer.sublayerTransform.affinePart)
            return CGPoint(x: mapped.x + center.x, y: mapped.y + center.y)
        }
        return CGPoint(x: mapped.x + origin.x, y: mapped.y + origin.y)
    }

    /// Maps a point from the superlayer's coordinates to this layer's.
    func _pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
        var p = p
        if let superlayer = _treeParent, !CATransform3DIsIdentity(superlayer.sublayerTransform) {
            let center = CGPoint(x: superlayer.bounds.midX, y: superlayer.bounds.midY)
            let back = CGPoint(x: p.x - center.x, y: p.y - center.y).applying(superlayer.sublayerTransform.affinePart.inverted())
            p = CGPoint(x: back.x + center.x, y: back.y + center.y)
        }
        let b = bounds, anchor = anchorPoint, origin = position
        let local = CGPoint(x: p.x - origin.x, y: p.y - origin.y).applying(transform.affinePart.inverted())
        return CGPoint(x: local.x + b.minX + anchor.x * b.width, y: local.y + b.minY + anchor.y * b.height)
    }

    /// The superlayer without making a superview's layer (the parent in the layer tree).
    var _treeParent: CALayer? { _superlayer ?? _view?._superview?.layer }

    /// The layers from this one up to the root of its tree (this one first).
    private var _ancestry: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current { chain.append(layer); current = layer._treeParent }
        return chain
    }

    private func _pointToRoot(_ p: CGPoint) -> CGPoint {
        _ancestry.dropLast().reduce(p) { $1._pointToSuperlayer($0) }
    }

    private func _pointFromRoot(_ p: CGPoint) -> CGPoint {
        _ancestry.dropLast().reversed().reduce(p) { $1._pointFromSuperlayer($0) }
    }

    /// Converts `p` from `l`'s coordinates to this layer's (`l` nil: the root of this
    /// layer's tree). The layers should share a root.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        _pointFromRoot(l.map { $0._pointToRoot(p) } ?? p)
    }

    /// Converts `p` from this layer's coordinates to `l`'s (nil: the root of the tree).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let root = _pointToRoot(p)
        return l?._pointFromRoot(root) ?? root
    }

    /// Converts a rectangle from `l`'s coordinates (the bounding box of its mapped corners).
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CALayer._boundingBox(CALayer._corners(of: r).map { convert($0, from: l) })
    }

    /// Converts a rectangle to `l`'s coordinates (the bounding box of its mapped corners).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CALayer._boundingBox(CALayer._corners(of: r).map { convert($0, to: l) })
    }

    private static func _corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    private static func _boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: Time

    /// This layer's local time at the clock time `t` (through every ancestor's
    /// `beginTime`, `speed` and `timeOffset`).
    func _localTime(atClockTime t: CFTimeInterval) -> CFTimeInterval {
        _ancestry.reversed().reduce(t) { time, layer in
            (time - layer.beginTime) * CFTimeInterval(layer.speed) + layer.timeOffset
        }
    }

    /// How fast this layer's local time runs against the clock (the product of the speeds).
    var _effectiveSpeed: Double { _ancestry.reduce(1) { $0 * Double($1.speed) } }

    /// Converts a time from `l`'s time space to this layer's (nil: the clock's, as
    /// `CACurrentMediaTime()`).
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        _localTime(atClockTime: l.map { $0._clockTime(atLocalTime: t) } ?? t)
    }

    /// Converts a time from this layer's time space to `l`'s (nil: the clock's).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let clock = _clockTime(atLocalTime: t)
        return l?._localTime(atClockTime: clock) ?? clock
    }

    /// The clock time at which this layer's local time is `t` (`t` itself when a speed is 0).
    private func _clockTime(atLocalTime t: CFTimeInterval) -> CFTimeInterval {
        _ancestry.reduce(t) { time, layer in
            layer.speed == 0 ? time : (time - layer.timeOffset) / CFTimeInterval(layer.speed) + layer.beginTime
        }
    }

    // MARK: Hit testing

    /// The default hit test: Core Animation's (hidden layers and points outside a masking
    /// layer's bounds miss; sublayers are tried front to back, by `zPosition` then order).
    func _defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = _pointFromSuperlayer(p)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in _drawingOrder(sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// `layers` in the order they draw: by `zPosition`, then by their order.
    @_spi(Rendering) public func _drawingOrder(_ layers: [CALayer]) -> [CALayer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }
}

import Foundation

extension UIView {
    /// The frame in the superview's coordinates, derived from ``center``, ``bounds``,
    /// ``transform`` and the layer's `anchorPoint`. Setting it sets the centre and the bounds
    /// size; the transform is kept. Under a scale (a zoomed scroll view's view for zooming,
    /// ZM3) the bounds take the frame's size unscaled, so moving a zoomed view by its frame
    /// keeps its size; under a rotation the bounds take the frame's size (undefined in UIKit).
    var _defaultFrame: CGRect {
        get { UIView._frame(center: _center, bounds: _bounds, transform: _transform, anchor: _anchorPoint) }
        set {
            let anchor = _anchorPoint
            center = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            var size = newValue.size
            let t = _transform
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 { size = CGSize(width: size.width / abs(t.a), height: size.height / abs(t.d)) }
            bounds = CGRect(origin: _bounds.origin, size: size)
        }
    }

    /// The layer's anchor point: where ``center`` sits in the bounds, in unit coordinates.
    var _anchorPoint: CGPoint { _layerIfLoaded?._anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }

    /// The view's own coordinate space. Changing the size applies the subviews'
    /// autoresizing masks and schedules layout of this view and its superview (Y1).
    var _defaultBounds: CGRect {
        get { _bounds }
        set {
            guard newValue != _bounds else { return }
            let old = _bounds
            _bounds = newValue
            UIView._geometryChanged()
            AnimationEngine.recordChange(self, .bounds, from: .rect(old), to: .rect(newValue))
            if translatesAutoresizingMaskIntoConstraints, let record = _layoutRecord { record.engine.frameChanged(self) }
            _geometrySetByHand()  // PL10
            if old.size != newValue.size {
                if autoresizesSubviews { _resizeSubviews(fromOldSize: old.size) }
                setNeedsLayout()
                _superview?.setNeedsLayout()
                if contentMode == .redraw { setNeedsDisplay() }  // G1
            }
        }
    }

    /// The centre in the superview's coordinates. Animatable.
    var _defaultCenter: CGPoint {
        get { _center }
        set {
            guard newValue != _center else { return }
            let old = _center
            _center = newValue
            UIView._geometryChanged()
            AnimationEngine.recordChange(self, .center, from: .point(old), to: .point(newValue))
            if translatesAutoresizingMaskIntoConstraints, let record = _layoutRecord { record.engine.frameChanged(self) }
            _geometrySetByHand()  // PL10
        }
    }

    /// The transform, about the centre. Animatable.
    var _defaultTransform: CGAffineTransform {
        get { _transform }
        set {
            guard newValue != _transform else { return }
            let old = _transform
            _transform = newValue
            _nonAffineTransform = nil
            UIView._geometryChanged()
            AnimationEngine.recordChange(self, .transform, from: .transform(old), to: .transform(newValue))
            _geometrySetByHand()  // PL10: the frame moved
        }
    }

    static func _frame(center: CGPoint, bounds: CGRect, transform: CGAffineTransform, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CGRect {
        let local = CGRect(x: -bounds.width * anchor.x, y: -bounds.height * anchor.y, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// Applies each subview's autoresizing mask for a change of this view's size.
    func _resizeSubviews(fromOldSize oldSize: CGSize) {
        let dw = _bounds.width - oldSize.width, dh = _bounds.height - oldSize.height
        for subview in _subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = UIView._autoresized(subview.frame, mask: subview.autoresizingMask, oldSize: oldSize, delta: (dw, dh))
        }
    }

    /// Distributes a size change among the flexible parts of one axis, in proportion to
    /// their current sizes (as UIKit), or equally when they are all zero.
    static func _autoresized(_ frame: CGRect, mask: AutoresizingMask, oldSize: CGSize, delta: (CGFloat, CGFloat)) -> CGRect {
        func axis(_ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat, _ flex: (Bool, Bool, Bool), _ change: CGFloat) -> (CGFloat, CGFloat) {
            let parts = [(flex.0, lead), (flex.1, size), (flex.2, trail)].filter(\.0)
            guard !parts.isEmpty, change != 0 else { return (lead, size) }
            let total = parts.map(\.1).reduce(0, +)
            func share(_ flexible: Bool, _ value: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return total > 0 ? change * value / total : change / CGFloat(parts.count)
            }
            return (lead + share(flex.0, lead), size + share(flex.1, size))
        }
        let (x, w) = axis(frame.minX, frame.width, oldSize.width - frame.maxX,
                          (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)), delta.0)
        let (y, h) = axis(frame.minY, frame.height, oldSize.height - frame.maxY,
                          (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)), delta.1)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    // MARK: Converting coordinates

    /// Maps a point from this view's coordinates to its superview's.
    func _pointToSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = _anchorPoint
        let local = CGPoint(x: point.x - _bounds.minX - anchor.x * _bounds.width,
                            y: point.y - _bounds.minY - anchor.y * _bounds.height).applying(_transform)
        return CGPoint(x: local.x + _center.x, y: local.y + _center.y)
    }

    /// Maps a point from the superview's coordinates to this view's.
    func _pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - _center.x, y: point.y - _center.y).applying(_transform.inverted())
        let anchor = _anchorPoint
        return CGPoint(x: local.x + _bounds.minX + anchor.x * _bounds.width, y: local.y + _bounds.minY + anchor.y * _bounds.height)
    }

    /// Maps a point to the coordinates of the outermost ancestor (the window for views in one).
    func _pointToRoot(_ point: CGPoint) -> CGPoint {
        var result = point, view: UIView = self
        while let superview = view._superview {
            result = view._pointToSuperview(result)
            view = superview
        }
        return result
    }

    func _pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view, current._superview != nil { chain.append(current); view = current._superview }
        return chain.reversed().reduce(point) { $1._pointFromSuperview($0) }
    }

    /// Converts a point from this view's coordinates to `view`'s (window/root when nil).
    func _defaultConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = _pointToRoot(point)
        return view?._pointFromRoot(root) ?? root
    }

    /// Converts a point from `view`'s coordinates (window/root when nil) to this view's.
    func _defaultConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        _pointFromRoot(view?._pointToRoot(point) ?? point)
    }

    /// Converts a rectangle to `view`'s coordinates (bounding box of the mapped corners).
    func _defaultConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView._boundingBox([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                             CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinates.
    func _defaultConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView._boundingBox([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                             CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, from: view) })
    }

    private static func _boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension UIView {
    /// `value` rounded up to a whole pixel of the view's screen (text sizes are, as UIKit's).
    func _ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        // A hair under the next pixel is that pixel: 20.333… measured is 61 pixels at 3×.
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }
}

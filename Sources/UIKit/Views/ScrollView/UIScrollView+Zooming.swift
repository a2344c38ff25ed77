import Foundation

/// Zooming (ZM1–ZM9): the delegate's view for zooming is scaled by a transform, the content
/// size follows its frame, and the offset keeps the point being zoomed in place; by the app
/// (`zoomScale`, `setZoomScale(_:animated:)`, `zoom(to:animated:)`) or by two fingers (the
/// scroll view's pinch), with a spring back inside the zoom scales.
extension UIScrollView {
    /// The pinch that zooms the content (ZM6): nil until zooming is possible
    /// (``maximumZoomScale`` above ``minimumZoomScale``), then in `gestureRecognizers`, with the
    /// scroll view as its delegate; disabled while the zoom scales are equal again.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { _zoomPinch }

    /// Whether two fingers are zooming the content (ZM6).
    public var isZooming: Bool { if case .pinching = _zoomState { true } else { false } }

    /// Whether the content springs back inside the zoom scales after a pinch took it past
    /// them (ZM7).
    public var isZoomBouncing: Bool { if case .bouncing = _zoomState { true } else { false } }

    /// Whether a zoom moves on the clock: an animated zoom or the spring back (ZM5, ZM7).
    public var isZoomAnimating: Bool { _zoomState.animation != nil }

    /// Stops any scrolling and zooming where it is: a deceleration, a bounce or an animated
    /// zoom (the delegate hears nothing more, SV18, ZM5).
    public func stopScrollingAndZooming() {
        _appWillSetContentOffset()
        _stopZoomAnimation()
    }

    /// How long an animated zoom and the spring back take (ZM5, ZM7).
    static let _zoomAnimationDuration: TimeInterval = 0.3

    /// The delegate's view for zooming.
    var _viewForZooming: UIView? { delegate?.viewForZooming(in: self) }

    /// ZM1, ZM6: the scales changed: the pinch is made when zooming first becomes possible
    /// and is enabled only while it is.
    func _zoomRangeChanged() {
        let possible = maximumZoomScale > minimumZoomScale
        if possible, _zoomPinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            _installOwnRecognizer(pinch, name: "UIScrollViewPinchGestureRecognizer") { $0._pinched($1) }
            _zoomPinch = pinch
        }
        _zoomPinch?.isEnabled = possible
    }

    /// ZM2: a scale within the zoom scales.
    func _clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// The scale the view for zooming is shown at now (its transform, which the app may have
    /// reset).
    private func _shownScale(of view: UIView) -> CGFloat {
        view.bounds.width > 0 ? view.frame.width / view.bounds.width : _zoomScale
    }

    /// The point of `view` shown at `visible` (from the scroll view's visible top left).
    private func _point(of view: UIView, at visible: CGPoint) -> CGPoint {
        let scale = max(_shownScale(of: view), .leastNonzeroMagnitude)
        let origin = view.frame.origin
        return CGPoint(x: (contentOffset.x + visible.x - origin.x) / scale, y: (contentOffset.y + visible.y - origin.y) / scale)
    }

    /// The offset that shows `point` of `view` at `visible` once it is at `scale`.
    private func _offset(showing point: CGPoint, of view: UIView, at visible: CGPoint, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin
        return CGPoint(x: origin.x + point.x * scale - visible.x, y: origin.y + point.y * scale - visible.y)
    }

    private func _zoomedSize(of view: UIView, _ scale: CGFloat) -> CGSize {
        CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    // MARK: The app's zooms

    /// ZM2, ZM3: `setZoomScale(_:animated:)`: the point in the middle of the visible area stays
    /// there, then the offset is kept within the zoomed content's range.
    func _zoom(toScale requested: CGFloat, animated: Bool) {
        guard let view = _viewForZooming else { return }
        let scale = _clampedZoomScale(requested)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let point = _point(of: view, at: middle)
        let offset = _clampedOffset(_offset(showing: point, of: view, at: middle, scale: scale), contentSize: _zoomedSize(of: view, scale))
        _moveZoom(view, to: scale, offset: offset, animated: animated)
    }

    /// ZM4: `zoom(to:animated:)`: the scale that fits `rect` in the visible area, within the zoom
    /// scales, with the rectangle's middle in the middle of the visible area as far as the
    /// content's range allows.
    func _zoom(to rect: CGRect, animated: Bool) {
        guard let view = _viewForZooming else { return }
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity, rect.height > 0 ? bounds.height / rect.height : .infinity)
        let scale = _clampedZoomScale(fit.isFinite ? fit : maximumZoomScale)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let offset = _clampedOffset(_offset(showing: CGPoint(x: rect.midX, y: rect.midY), of: view, at: middle, scale: scale),
                                    contentSize: _zoomedSize(of: view, scale))
        _moveZoom(view, to: scale, offset: offset, animated: animated)
    }

    /// ZM5: at once, or on the clock: the delegate hears `scrollViewWillBeginZooming` first and
    /// `scrollViewDidEndZooming` once the animation is over.
    private func _moveZoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        if case .pinching = _zoomState { return }  // the fingers own the zoom
        _stopZoomAnimation()
        guard animated else {
            _applyZoom(view, scale: scale, offset: offset)
            return
        }
        guard scale != _zoomScale || offset != contentOffset else { return }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        _startZoomAnimation(.animating(ScrollViewZoomAnimation(view: view, fromScale: _zoomScale, fromOffset: contentOffset,
                                                               toScale: scale, toOffset: offset,
                                                               startTime: UIKitScheduler.shared.clock.now,
                                                               duration: Self._zoomAnimationDuration)))
    }

    /// ZM3: shows `view` at `scale`: its transform becomes the scale (its frame's top left
    /// stays where it is), the content size becomes its frame's size, the content moves to
    /// `offset` (the delegate hears `scrollViewDidScroll`) and, when the scale changed, the
    /// delegate hears `scrollViewDidZoom`.
    func _applyZoom(_ view: UIView, scale: CGFloat, offset: CGPoint) {
        let transform = CGAffineTransform(scaleX: scale, y: scale)
        let scaleChanged = scale != _zoomScale || view.transform != transform
        if view.transform != transform {
            let origin = view.frame.origin, anchor = view._anchorPoint
            view.transform = transform
            view.center = CGPoint(x: origin.x + anchor.x * view.bounds.width * scale, y: origin.y + anchor.y * view.bounds.height * scale)
        }
        _zoomScale = scale
        contentSize = view.frame.size
        if offset != contentOffset { _setDragOffset(offset) } else { _scrollIndicatorsScrolled() }  // SI2
        if scaleChanged { delegate?.scrollViewDidZoom(self) }
    }

    // MARK: The clock

    private func _startZoomAnimation(_ state: ScrollViewZoomState) {
        _zoomState = state
        _scheduleZoomFrame()
    }

    private func _scheduleZoomFrame() {
        let token = UIKitScheduler.shared.schedule(after: 1.0 / 60) { [weak self] in self?._zoomFrame() }
        _zoomState = _zoomState.withTimer(token)
    }

    /// A frame of an animated zoom or spring back; at the end the delegate hears
    /// `scrollViewDidEndZooming` with the scale reached (ZM5, ZM7).
    private func _zoomFrame() {
        guard let animation = _zoomState.animation else { return }
        guard let view = animation.view else { _zoomState = .idle; return }
        let (scale, offset, finished) = animation.value(at: UIKitScheduler.shared.clock.now)
        _applyZoom(view, scale: scale, offset: offset)
        // The delegate may have started another zoom from `scrollViewDidZoom`.
        guard _zoomState.animation?.timer == animation.timer else { return }
        if finished {
            _zoomState = .idle
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
        } else {
            _scheduleZoomFrame()
        }
    }

    /// An animated zoom stops where it is; the delegate hears nothing more.
    func _stopZoomAnimation() {
        guard let animation = _zoomState.animation else { return }
        if let timer = animation.timer { UIKitScheduler.shared.cancel(timer) }
        _zoomState = .idle
    }

    // MARK: The pinch

    /// ZM6: the pinch begins only when there is a view for zooming.
    func _pinchMayBegin() -> Bool {
        maximumZoomScale > minimumZoomScale && _viewForZooming != nil
    }

    func _pinched(_ pinch: ScrollViewPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = _viewForZooming else { return }
            _stopZoomAnimation()
            let midpoint = _visibleMidpoint(of: pinch)
            _zoomState = .pinching(ScrollViewPinchSession(view: view, startScale: _zoomScale,
                                                          anchor: _point(of: view, at: midpoint), midpoint: midpoint))
            delegate?.scrollViewWillBeginZooming(self, with: view)
            _pinchChanged(pinch)
        case .changed:
            _pinchChanged(pinch)
        case .ended, .cancelled:
            _pinchEnded()
        case .possible, .failed:
            break
        }
    }

    /// The fingers' midpoint from the scroll view's visible top left.
    private func _visibleMidpoint(of pinch: UIPinchGestureRecognizer) -> CGPoint {
        let location = pinch.location(in: self)
        return CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY)
    }

    /// ZM6, ZM7: the scale follows the fingers (past the zoom scales less and less when
    /// `bouncesZoom`, not at all otherwise) and the anchored point stays under their midpoint.
    private func _pinchChanged(_ pinch: ScrollViewPinchGestureRecognizer) {
        guard case var .pinching(session) = _zoomState, let view = session.view else { return }
        session.midpoint = _visibleMidpoint(of: pinch)
        _zoomState = .pinching(session)
        let scale = _bandedZoomScale(session.startScale * pinch.scale)
        var offset = _offset(showing: session.anchor, of: view, at: session.midpoint, scale: scale)
        if !bounces { offset = _clampedOffset(offset, contentSize: _zoomedSize(of: view, scale)) }
        _applyZoom(view, scale: scale, offset: offset)
    }

    /// ZM7: past a zoom scale by a factor `f`, the content shows past it by `√f`.
    private func _bandedZoomScale(_ raw: CGFloat) -> CGFloat {
        let clamped = _clampedZoomScale(raw)
        guard bouncesZoom, raw != clamped, clamped > 0, raw > 0 else { return clamped }
        return clamped * (raw / clamped).squareRoot()
    }

    /// ZM7: the fingers lifted: inside the zoom scales and the content's range, the zoom ends
    /// (the delegate hears `scrollViewDidEndZooming`); otherwise the content springs back on
    /// the clock, about the fingers' last midpoint, and the zoom ends when it is back.
    private func _pinchEnded() {
        guard case let .pinching(session) = _zoomState, let view = session.view else { _zoomState = .idle; return }
        let scale = _clampedZoomScale(_zoomScale)
        let offset = _clampedOffset(_offset(showing: session.anchor, of: view, at: session.midpoint, scale: scale),
                                    contentSize: _zoomedSize(of: view, scale))
        let settled = scale == _zoomScale && abs(offset.x - contentOffset.x) < 0.5 && abs(offset.y - contentOffset.y) < 0.5
        if settled {
            _zoomState = .idle
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            return
        }
        _startZoomAnimation(.bouncing(ScrollViewZoomAnimation(view: view, fromScale: _zoomScale, fromOffset: contentOffset,
                                                              toScale: scale, toOffset: offset,
                                                              startTime: UIKitScheduler.shared.clock.now,
                                                              duration: Self._zoomAnimationDuration)))
    }
}

/// The delegate's zooming methods: no view for zooming (so no zooming) and nothing to do, by
/// default.
extension UIScrollViewDelegate {
    /// Returns nil: the content does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

import Foundation

/// The content moving by itself after the finger lifted: deceleration, paging, snapping and
/// the bounce back from past an edge, on the scheduler's clock (SV6–SV8).
extension UIScrollView {
    /// How fast a scroll view's content slows after the finger lifts: the factor its velocity
    /// is multiplied by every millisecond (SV6).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor per millisecond.
        public let rawValue: CGFloat
        /// A rate of `rawValue` per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// SV8: the factor per millisecond of the distance left when the content springs back
    /// from past an edge or settles on a page.
    static let _settlingRate: CGFloat = 0.985
    /// SV8: the speed (points per millisecond) past which a drag released with paging on
    /// goes on to the next page rather than the nearest.
    static let _pagingFlickVelocity: CGFloat = 0.25

    /// SV6, SV8: where the content comes to rest: with paging, on a page (the nearest, or
    /// the next one the way it was thrown, at most one page from where the drag began);
    /// otherwise where its velocity, decaying by ``decelerationRate`` every millisecond,
    /// takes it — `velocity × rate / (1 − rate)` further — within the content's range; a
    /// snapping scroll view (an orthogonal section) then moves that target to its snap point.
    func _restingOffset(from offset: CGPoint, velocity: CGPoint, session: ScrollViewDragSession) -> CGPoint {
        if isPagingEnabled {
            return _clampedOffset(CGPoint(x: _page(offset.x, velocity.x, start: session.startOffset.x, size: bounds.width),
                                          y: _page(offset.y, velocity.y, start: session.startOffset.y, size: bounds.height)))
        }
        let rate = min(max(decelerationRate.rawValue, 0), 0.9999)
        let projected = _clampedOffset(CGPoint(x: offset.x + velocity.x * rate / (1 - rate),
                                               y: offset.y + velocity.y * rate / (1 - rate)))
        if let snapping = self as? any ScrollViewTargetSnapping,
           let snapped = snapping._snappedTargetOffset(projected, velocity: velocity, dragStart: session.startOffset) {
            return _clampedOffset(snapped)
        }
        return projected
    }

    private func _page(_ offset: CGFloat, _ velocity: CGFloat, start: CGFloat, size: CGFloat) -> CGFloat {
        guard size > 0 else { return offset }
        let position = offset / size, startPage = (start / size).rounded()
        var page: CGFloat
        if velocity > Self._pagingFlickVelocity { page = position.rounded(.down) + 1 }
        else if velocity < -Self._pagingFlickVelocity { page = position.rounded(.up) - 1 }
        else { page = position.rounded() }
        page = min(max(page, startPage - 1), startPage + 1)
        return page * size
    }

    /// The motion to `target`: a bounce back when the content is past an edge (SV8), a
    /// settle onto a page, else a deceleration at ``decelerationRate`` (SV6).
    func _motionState(to target: CGPoint, velocity: CGPoint) -> ScrollViewDragState {
        let offset = contentOffset
        let now = UIKitScheduler.shared.clock.now
        if _clampedOffset(offset) != offset {
            return .bouncing(ScrollViewMotion(start: offset, target: target, startTime: now, rate: Self._settlingRate))
        }
        let settles = isPagingEnabled || (self as? any ScrollViewTargetSnapping)?._settlesLikePaging == true
        let rate = settles ? Self._settlingRate : min(max(decelerationRate.rawValue, 0), 0.9999)
        return .decelerating(ScrollViewMotion(start: offset, target: target, startTime: now, rate: rate))
    }

    /// Moves the content one frame (1/60 s) later on the clock.
    func _scheduleMotionFrame() {
        let token = UIKitScheduler.shared.schedule(after: 1.0 / 60) { [weak self] in self?._motionFrame() }
        switch _dragState {
        case var .decelerating(motion): motion.timer = token; _dragState = .decelerating(motion)
        case var .bouncing(motion): motion.timer = token; _dragState = .bouncing(motion)
        case .idle, .tracking, .dragging: UIKitScheduler.shared.cancel(token)
        }
    }

    /// SV6: a frame of the motion: the content moves (the delegate hears
    /// `scrollViewDidScroll`); once at its target the scroll view is idle and the delegate
    /// hears `scrollViewDidEndDecelerating`.
    private func _motionFrame() {
        guard let motion = _dragState.motion else { return }
        let (offset, finished) = motion.offset(after: UIKitScheduler.shared.clock.now - motion.startTime)
        _setDragOffset(offset)
        guard _dragState.motion != nil else { return }  // a finger stopped it meanwhile
        if finished {
            _dragState = isTracking ? .tracking : .idle
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            _scheduleMotionFrame()
        }
    }
}

/// A scroll view whose content comes to rest on snap points of its own (an orthogonal
/// section's groups, SV15).
@MainActor
protocol ScrollViewTargetSnapping: UIScrollView {
    /// The offset to rest at instead of `proposed` (the natural deceleration's target), or
    /// nil to keep it. `velocity` is in points per millisecond; `dragStart` is the offset
    /// when the drag began.
    func _snappedTargetOffset(_ proposed: CGPoint, velocity: CGPoint, dragStart: CGPoint) -> CGPoint?
    /// Whether the content settles onto its snap point as onto a page (SV8) rather than
    /// decelerating to it.
    var _settlesLikePaging: Bool { get }
}

/// The delegate's dragging and deceleration methods do nothing by default.
extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the target stays where the deceleration (or paging) takes the content.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

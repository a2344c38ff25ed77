import Foundation

/// The user's finger dragging the content (SV1–SV5, SV7, SV9–SV11, SV13).
extension UIScrollView: UIGestureRecognizerDelegate {
    /// The pan that drags the content (SV1): made with the scroll view, in its
    /// `gestureRecognizers`, with the scroll view as its delegate. Disabled while
    /// ``isScrollEnabled`` is false.
    public var panGestureRecognizer: UIPanGestureRecognizer { _scrollPan }

    /// Whether a finger is on the content, dragging it or not yet (SV3). It stays true until
    /// the finger's touch is over, so it is still true in `scrollViewDidEndDragging`.
    public var isTracking: Bool { _scrollPan.isEnabled && !_scrollPan.touches.isEmpty }

    /// Whether the user is dragging the content: from `scrollViewWillBeginDragging` until
    /// the finger lifts (SV3).
    public var isDragging: Bool { _dragState.isDragging }

    /// Whether the content moves by itself after the finger lifted: decelerating, paging or
    /// bouncing back (SV6).
    public var isDecelerating: Bool { _dragState.motion != nil }

    func _installPanGestureRecognizer() {
        _installOwnRecognizer(_scrollPan, name: "UIScrollViewPanGestureRecognizer") { $0._panned($1) }
    }

    /// Adds one of the scroll view's own recognizers (its pan, its pinch, ZM6): named as
    /// UIKit's, the scroll view its delegate, its actions handled here. Neither keeps the
    /// other alive (SV1).
    func _installOwnRecognizer<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, name: String,
                                                                handler: @escaping @MainActor (UIScrollView, Recognizer) -> Void) {
        recognizer.name = name
        recognizer._addHandler { [weak self] sender in
            guard let self, let recognizer = sender as? Recognizer else { return }
            handler(self, recognizer)
        }
        recognizer.delegate = self
        addGestureRecognizer(recognizer)
    }

    // MARK: Range

    /// The smallest and largest content offsets at rest: the content's edges at the adjusted
    /// insets.
    var _offsetRange: (min: CGPoint, max: CGPoint) { _offsetRange(contentSize: contentSize) }

    /// The range for a content of `size` (a zoom's target size, ZM3).
    func _offsetRange(contentSize size: CGSize) -> (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(x: max(low.x, size.width + inset.right - bounds.width),
                           y: max(low.y, size.height + inset.bottom - bounds.height))
        return (low, high)
    }

    /// The offset pulled back inside the range (for a content of `size`, by default the
    /// content's).
    func _clampedOffset(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        let (low, high) = _offsetRange(contentSize: size ?? contentSize)
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// SV2: a finger may drag horizontally when the content is wider than the view (with
    /// its insets), or when it always bounces horizontally.
    var _dragsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
    }

    /// SV2: likewise vertically; a refresh control lets the content be pulled down even when
    /// it fits (SV14).
    var _dragsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height
            || (bounces && (alwaysBounceVertical || _refreshControl != nil))
    }

    // MARK: The pan

    /// SV2, SV13: the pan begins for a movement mostly along an axis the content can be
    /// dragged on, unless the content's view that has the touch keeps it.
    func _panMayBegin(moving delta: CGPoint, touchedView: UIView?) -> Bool {
        let horizontal = abs(delta.x) > abs(delta.y)
        guard horizontal ? _dragsHorizontally : _dragsVertically else { return false }
        if touchedView is any ScrollViewTouchKeeping { return false }
        if let touchedView, touchedView !== self, _scrollPan.touches.first?._contentTouchBegan == true {
            guard canCancelContentTouches, touchesShouldCancel(in: touchedView) else { return false }
        }
        return true
    }

    /// SV7: a finger went down: content moving by itself stops where it is (the delegate
    /// hears `scrollViewDidEndDecelerating`).
    func _fingerWentDown() {
        if let motion = _dragState.motion {
            if let timer = motion.timer { UIKitScheduler.shared.cancel(timer) }
            _dragState = .tracking
            delegate?.scrollViewDidEndDecelerating(self)
        } else if case .idle = _dragState {
            _dragState = .tracking
        }
    }

    /// The finger's touch is over: a finger that never dragged leaves the scroll view idle.
    func _touchSequenceEnded() {
        if case .tracking = _dragState { _dragState = .idle }
    }

    func _panned(_ pan: ScrollViewPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _beginDragging(pan)
        case .changed:
            guard case let .dragging(session) = _dragState else { return }
            _setDragOffset(_dragOffset(session, translation: pan.translation(in: self)))
        case .ended:
            _endDragging(velocity: pan.releaseVelocity)
        case .cancelled:
            _endDragging(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// SV4: the pan began: the delegate hears `scrollViewWillBeginDragging`; the drag locks
    /// to one axis when the lock is on and the movement is mostly along it (SV11).
    private func _beginDragging(_ pan: ScrollViewPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        var horizontal = _dragsHorizontally, vertical = _dragsVertically
        if isDirectionalLockEnabled, horizontal, vertical {
            if abs(translation.x) >= 2 * abs(translation.y) { vertical = false }
            else if abs(translation.y) >= 2 * abs(translation.x) { horizontal = false }
        }
        _dragState = .dragging(ScrollViewDragSession(startOffset: contentOffset, baseline: translation,
                                                     horizontal: horizontal, vertical: vertical))
        _refreshControl?._dragBegan()
        _dismissKeyboardForDrag()  // ZM8
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// SV2, SV9: the content follows the finger on the axes it drags on; past an edge it
    /// follows less and less (rubber band) when it bounces, and stops at the edge when not.
    func _dragOffset(_ session: ScrollViewDragSession, translation: CGPoint) -> CGPoint {
        let (low, high) = _offsetRange
        var offset = session.startOffset
        if session.horizontal {
            offset.x = _banded(session.startOffset.x - (translation.x - session.baseline.x), low.x, high.x, bounds.width)
        }
        if session.vertical {
            offset.y = _banded(session.startOffset.y - (translation.y - session.baseline.y), low.y, high.y, bounds.height)
        }
        return offset
    }

    /// SV9: a coordinate past `[low, high]` by `x` shows past it by
    /// `(1 - 1 / (x × 0.55 / dimension + 1)) × dimension`.
    private func _banded(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard bounces else { return min(max(value, low), high) }
        let size = max(dimension, 1)
        func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * Self._rubberBandCoefficient / size + 1)) * size }
        if value < low { return low - band(low - value) }
        if value > high { return high + band(value - high) }
        return value
    }

    /// SV9: how stiff the rubber band is.
    static let _rubberBandCoefficient: CGFloat = 0.55

    /// Moves the content as the user's scrolling does: the delegate hears `scrollViewDidScroll`.
    func _setDragOffset(_ offset: CGPoint) {
        _isMovingContentByItself = true
        defer { _isMovingContentByItself = false }
        setContentOffset(offset, animated: false)
        _scrollIndicatorsScrolled()  // SI2
    }

    /// SV18: the app sets the content offset: content moving by itself stops (setting the
    /// offset it is at is the way to stop a deceleration); the delegate hears nothing more.
    func _appWillSetContentOffset() {
        guard let motion = _dragState.motion else { return }
        if let timer = motion.timer { UIKitScheduler.shared.cancel(timer) }
        _dragState = isTracking ? .tracking : .idle
    }

    /// SV17: the drag and a navigation controller's bar-hiding swipe
    /// (`barHideOnSwipeGestureRecognizer`) recognize together, so a scroll hides the bars;
    /// any other recognizer and the drag exclude each other.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === _scrollPan,
              let navigation = otherGestureRecognizer.view?._viewController as? UINavigationController else { return false }
        return navigation._barHideOnSwipe === otherGestureRecognizer
    }

    /// SV5: the finger lifted (or the touch was cancelled, with no velocity): the delegate
    /// hears `scrollViewWillEndDragging` with the velocity in points per millisecond and the
    /// target offset, which it may change; then `scrollViewDidEndDragging(_:willDecelerate:)`;
    /// when the content has somewhere to go, `scrollViewWillBeginDecelerating` and the
    /// motion starts (SV6, SV8).
    private func _endDragging(velocity fingerVelocity: CGPoint) {
        guard case let .dragging(session) = _dragState else { return }
        // The content moves against the finger: the offset grows as the finger goes up.
        let velocity = CGPoint(x: session.horizontal ? -fingerVelocity.x / 1000 : 0,
                               y: session.vertical ? -fingerVelocity.y / 1000 : 0)
        var target = _adjustedRestingOffset(_restingOffset(from: contentOffset, velocity: velocity, session: session), velocity: velocity)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        _refreshControl?._dragEnded()
        // A target moved by the delegate is honoured within the content's range.
        target = _clampedOffset(target)
        let offset = contentOffset
        let moves = abs(target.x - offset.x) >= 0.5 || abs(target.y - offset.y) >= 0.5
        if moves {
            _dragState = _motionState(to: target, velocity: velocity)
        } else {
            _dragState = .tracking
            if target != offset { _setDragOffset(target) }
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        _scheduleMotionFrame()
    }
}

extension UITouch {
    /// Whether the touch has begun in the content's view (delivered, not held back, SV12).
    var _contentTouchBegan: Bool { if case .began = _contentDelivery { true } else { false } }
}

import Foundation

/// The scroll indicators (SI1–SI6): two subviews the scroll view adds the first time they
/// show, placed along its trailing and bottom edges, shown while the content scrolls and
/// faded out after.
extension UIScrollView {
    /// SI4: how long the indicators stay after the scrolling that showed them stops, and how
    /// long they take to fade.
    static let _indicatorLinger: TimeInterval = 0.5
    static let _indicatorFadeDuration: TimeInterval = 0.3

    /// SI4: `flashScrollIndicators()`'s work.
    func _flashScrollIndicators() { _showScrollIndicators(for: 0) }

    /// SI2: the user's scrolling, zooming or an animated scroll moved the content: the
    /// indicators show and stay while it goes on, `moving` seconds more for an animation.
    func _scrollIndicatorsScrolled(moving duration: TimeInterval = 0) { _showScrollIndicators(for: duration) }

    /// Shows the indicators until `duration` plus the linger from now. While they are shown
    /// this only moves the deadline: the one timer looks at it when it fires, so scrolling
    /// frames do not cancel and schedule timers (SI4).
    private func _showScrollIndicators(for duration: TimeInterval) {
        let (vertical, horizontal) = _indicatorAxes
        guard vertical || horizontal else { return }
        let indicators = _makeScrollIndicatorsIfNeeded()
        let deadline = UIKitScheduler.shared.clock.now + duration + Self._indicatorLinger
        // SI1: shown indicators are above the content (a view added since goes below them).
        if subviews.last !== indicators.horizontal || subviews.dropLast().last !== indicators.vertical {
            bringSubviewToFront(indicators.vertical)
            bringSubviewToFront(indicators.horizontal)
        }
        if case let .shown(timer, hideAt) = _indicatorVisibility {
            _indicatorVisibility = .shown(hideTimer: timer, hideAt: max(hideAt, deadline))
            return
        }
        _indicatorVisibility = .shown(hideTimer: _scheduleIndicatorCheck(after: duration + Self._indicatorLinger), hideAt: deadline)
        _placeScrollIndicators()  // alpha back to 1; later moves place them as the bounds change
    }

    private func _scheduleIndicatorCheck(after delay: TimeInterval) -> UIKitScheduler.TimerToken {
        UIKitScheduler.shared.schedule(after: delay) { [weak self] in self?._scrollIndicatorsMayHide() }
    }

    /// SI4: the timer fired: before the deadline it waits for the rest; while a finger drags,
    /// the content moves by itself or a pinch zooms, the indicators stay another linger;
    /// otherwise they fade out.
    private func _scrollIndicatorsMayHide() {
        guard case let .shown(_, hideAt) = _indicatorVisibility else { return }
        let now = UIKitScheduler.shared.clock.now
        if hideAt > now {
            _indicatorVisibility = .shown(hideTimer: _scheduleIndicatorCheck(after: hideAt - now), hideAt: hideAt)
            return
        }
        if isTracking || isDragging || isDecelerating || isZooming || isZoomBouncing {
            _indicatorVisibility = .shown(hideTimer: _scheduleIndicatorCheck(after: Self._indicatorLinger), hideAt: now + Self._indicatorLinger)
            return
        }
        _indicatorVisibility = .fading
        let indicators = [_verticalScrollIndicator, _horizontalScrollIndicator].compactMap { $0 }
        UIView.animate(withDuration: Self._indicatorFadeDuration, animations: {
            for indicator in indicators { indicator.alpha = 0 }
        }, completion: { [weak self] _ in
            guard let self, case .fading = self._indicatorVisibility else { return }
            self._indicatorVisibility = .hidden
        })
    }

    /// SI1: both indicators are made together, the first time either shows, and stay
    /// subviews (at alpha 0) from then on.
    private func _makeScrollIndicatorsIfNeeded() -> (vertical: _UIScrollViewScrollIndicator, horizontal: _UIScrollViewScrollIndicator) {
        if let vertical = _verticalScrollIndicator, let horizontal = _horizontalScrollIndicator { return (vertical, horizontal) }
        let vertical = _UIScrollViewScrollIndicator(axis: .vertical), horizontal = _UIScrollViewScrollIndicator(axis: .horizontal)
        _verticalScrollIndicator = vertical
        _horizontalScrollIndicator = horizontal
        addSubview(horizontal)
        addSubview(vertical)
        return (vertical, horizontal)
    }

    /// SI2: the axes whose indicator shows: those along which the content with its adjusted
    /// insets is larger than the view, and whose `shows…ScrollIndicator` is on.
    private var _indicatorAxes: (vertical: Bool, horizontal: Bool) {
        let inset = adjustedContentInset
        return (showsVerticalScrollIndicator && contentSize.height + inset.top + inset.bottom > bounds.height,
                showsHorizontalScrollIndicator && contentSize.width + inset.left + inset.right > bounds.width)
    }

    /// SI6: the indicators' insets: the app's, plus (when
    /// ``automaticallyAdjustsScrollIndicatorInsets``) the safe area the content inset
    /// adjustment added.
    private func _effectiveIndicatorInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
        let adjusted = adjustedContentInset
        return UIEdgeInsets(top: insets.top + adjusted.top - contentInset.top - _refreshInset,
                            left: insets.left + adjusted.left - contentInset.left,
                            bottom: insets.bottom + adjusted.bottom - contentInset.bottom,
                            right: insets.right + adjusted.right - contentInset.right)
    }

    /// SI1, SI3: places the indicators for the current offset; an axis that does not show is
    /// at alpha 0. Called as the bounds change while they exist.
    func _placeScrollIndicators() {
        // Hidden indicators (alpha 0) are left where they are: showing places them first.
        guard _indicatorVisibility.isVisible, let vertical = _verticalScrollIndicator, let horizontal = _horizontalScrollIndicator else { return }
        let (showsVertical, showsHorizontal) = _indicatorAxes
        let visible: Bool
        switch _indicatorVisibility {
        case .shown: visible = true
        case .fading, .hidden: visible = false
        }
        let color = _UIScrollViewScrollIndicator.color(for: indicatorStyle)
        let gap = _UIScrollViewScrollIndicator.edgeGap, thickness = _UIScrollViewScrollIndicator.thickness
        let adjusted = adjustedContentInset
        let origin = bounds.origin, size = bounds.size

        let vInsets = _effectiveIndicatorInsets(verticalScrollIndicatorInsets)
        let vTrack = (start: gap + vInsets.top, end: size.height - gap - vInsets.bottom - (showsHorizontal ? gap + thickness : 0))
        let (y, height) = Self._indicatorSpan(track: vTrack, visible: size.height,
                                              content: contentSize.height + adjusted.top + adjusted.bottom,
                                              position: contentOffset.y + adjusted.top)
        vertical.place(CGRect(x: origin.x + size.width - gap - thickness - vInsets.right, y: origin.y + y, width: thickness, height: height))

        let hInsets = _effectiveIndicatorInsets(horizontalScrollIndicatorInsets)
        let hTrack = (start: gap + hInsets.left, end: size.width - gap - hInsets.right - (showsVertical ? gap + thickness : 0))
        let (x, width) = Self._indicatorSpan(track: hTrack, visible: size.width,
                                             content: contentSize.width + adjusted.left + adjusted.right,
                                             position: contentOffset.x + adjusted.left)
        horizontal.place(CGRect(x: origin.x + x, y: origin.y + size.height - gap - thickness - hInsets.bottom, width: width, height: thickness))

        for (indicator, shows) in [(vertical, showsVertical), (horizontal, showsHorizontal)] {
            indicator.bar.backgroundColor = color
            if visible { indicator.alpha = shows ? 1 : 0 } else if !shows { indicator.alpha = 0 }
        }
    }

    /// SI3: where along its track an indicator lies and how long it is: as long as the
    /// track times the visible part of the content (at least 36 points), as far along the
    /// track as the content is scrolled; past an edge it shrinks by the overshoot, to 7
    /// points at least, pinned to that end.
    static func _indicatorSpan(track: (start: CGFloat, end: CGFloat), visible: CGFloat,
                               content: CGFloat, position: CGFloat) -> (start: CGFloat, length: CGFloat) {
        let trackLength = max(track.end - track.start, 0)
        guard content > visible, trackLength > 0 else { return (track.start, trackLength) }
        let length = min(max(trackLength * visible / content, _UIScrollViewScrollIndicator.minimumLength), trackLength)
        let range = content - visible
        let squeezedMinimum = min(_UIScrollViewScrollIndicator.minimumSqueezedLength, length)
        if position < 0 { return (track.start, max(length + position, squeezedMinimum)) }
        if position > range {
            let squeezed = max(length - (position - range), squeezedMinimum)
            return (track.end - squeezed, squeezed)
        }
        return (track.start + position / range * (trackLength - length), length)
    }
}

import Foundation

/// A segmented control's images and content metrics by state and bar metrics (CI10–CI13):
/// what the setters store and record for appearance proxies, and the geometry and states
/// the drawing reads.
extension UISegmentedControl {
    func _setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        _backgroundImages.set(image, for: state, barMetrics.rawValue)
        let key = AppearanceKey("setBackgroundImage:forState:barMetrics:", Int(state.rawValue) | barMetrics.rawValue << 8)
        _appearanceDidSet(key) { $0.setBackgroundImage(image, for: state, barMetrics: barMetrics) }
        setNeedsDisplay()
    }

    func _setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                          barMetrics: UIBarMetrics) {
        _dividerImages.set(image, for: leftState, Int(rightState.rawValue), barMetrics.rawValue)
        let key = AppearanceKey("setDividerImage:forLeftSegmentState:rightSegmentState:barMetrics:",
                                Int(leftState.rawValue) | Int(rightState.rawValue) << 8 | barMetrics.rawValue << 16)
        _appearanceDidSet(key) { $0.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: barMetrics) }
        // CI11: dividers take room, so the segments' frames change.
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func _setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType type: Segment, barMetrics: UIBarMetrics) {
        _contentPositionAdjustments[type.rawValue << 8 | barMetrics.rawValue] = adjustment
        let key = AppearanceKey("setContentPositionAdjustment:forSegmentType:barMetrics:", type.rawValue << 8 | barMetrics.rawValue)
        _appearanceDidSet(key) { $0.setContentPositionAdjustment(adjustment, forSegmentType: type, barMetrics: barMetrics) }
        setNeedsDisplay()
    }

    // MARK: What is shown

    /// CI13: the bar metrics the control uses: `.compact` in a compact-height environment,
    /// else `.default`; values set for `.default` stand in for those without their own.
    private var _barMetricsCandidates: [UIBarMetrics] {
        traitCollection.verticalSizeClass == .compact ? [.compact, .default] : [.default]
    }

    /// CI11: the width every divider takes: the widest divider image set for the metrics in
    /// use (0 without one).
    @_spi(Rendering) public var _dividerWidth: CGFloat {
        for metrics in _barMetricsCandidates {
            let widths = _dividerImages.values { $0.last == metrics.rawValue }.map(\.size.width)
            if let widest = widths.max() { return widest }
        }
        return 0
    }

    /// CI11: segment `index`'s state: selected when it is the selected segment (not in a
    /// momentary control), highlighted while a touch is down on it, disabled when it or the
    /// control is.
    @_spi(Rendering) public func _segmentState(at index: Int) -> UIControl.State {
        ._part(enabled: isEnabled && isEnabledForSegment(at: index), highlighted: _touchedSegment == index,
               selected: index == selectedSegmentIndex && !isMomentary)
    }

    /// CI12: where segment `index` sits: alone, first, last or between.
    func _segmentType(at index: Int) -> Segment {
        if numberOfSegments == 1 { return .alone }
        if index == 0 { return .left }
        return index == numberOfSegments - 1 ? .right : .center
    }

    /// CI10: the background image segment `index` shows now (for its state, CI1), nil when
    /// none is set.
    @_spi(Rendering) public func _backgroundImage(forSegmentAt index: Int) -> UIImage? {
        let state = _segmentState(at: index)
        for metrics in _barMetricsCandidates {
            if let image = backgroundImage(for: state, barMetrics: metrics) { return image }
        }
        return nil
    }

    /// CI11: the divider image shown between segment `index` and the next, nil when none is set.
    @_spi(Rendering) public func _dividerImage(after index: Int) -> UIImage? {
        let left = _segmentState(at: index), right = _segmentState(at: index + 1)
        for metrics in _barMetricsCandidates {
            if let image = dividerImage(forLeftSegmentState: left, rightSegmentState: right, barMetrics: metrics) { return image }
        }
        return nil
    }

    /// Whether background images replace the standard look (CI10).
    @_spi(Rendering) public var _hasCustomBackground: Bool {
        _barMetricsCandidates.contains { metrics in !_backgroundImages.values { $0.last == metrics.rawValue }.isEmpty }
    }

    /// The segments' frames in the bounds, full height (CI11).
    @_spi(Rendering) public func _segmentRects() -> [CGRect] {
        _segmentFrames().map { CGRect(x: $0.lowerBound, y: 0, width: $0.upperBound - $0.lowerBound, height: bounds.height) }
    }

    /// CI12: the offset of segment `index`'s content: its own content offset plus the
    /// position adjustment for its type (`.any`'s when its type has none).
    func _contentShift(forSegmentAt index: Int) -> CGSize {
        var adjustment = UIOffset.zero
        search: for metrics in _barMetricsCandidates {
            for type in [_segmentType(at: index), .any] {
                if let found = _contentPositionAdjustments[type.rawValue << 8 | metrics.rawValue] {
                    adjustment = found
                    break search
                }
            }
        }
        let offset = contentOffsetForSegment(at: index)
        return CGSize(width: offset.width + adjustment.horizontal, height: offset.height + adjustment.vertical)
    }

    /// CI12: the rectangle segment `index`'s title or image is centred in: the segment less
    /// 6 points each side, moved by its content offset and position adjustment.
    @_spi(Rendering) public func _contentRect(forSegmentAt index: Int) -> CGRect {
        let rects = _segmentRects()
        guard rects.indices.contains(index) else { return .zero }
        let shift = _contentShift(forSegmentAt: index)
        return rects[index].insetBy(dx: 6, dy: 0).offsetBy(dx: shift.width, dy: shift.height)
    }
}

import Foundation

/// The app's and the system's ways of scrolling besides a finger: to a rectangle, to the top
/// from a tap on the status bar (ZM9), and the keyboard dismissed by a drag (ZM8).
extension UIScrollView {
    /// How dragging the content dismisses the keyboard (ZM8).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss it.
        case none
        /// The keyboard goes when a drag begins.
        case onDrag
        /// The keyboard follows a drag into it and can be pushed off the screen; a drag
        /// that does not reach it leaves it. OpenUIKit's keyboard does not follow a drag, so a
        /// drag dismisses nothing.
        case interactive
        /// As `.onDrag`, the keyboard's input accessory view going with it (iOS 16).
        case onDragWithAccessory
        /// As `.interactive`, the input accessory view going with it (iOS 16).
        case interactiveWithAccessory
    }

    /// The colours of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content and light on dark, following the interface style.
        case `default`
        /// Dark indicators, for light content.
        case black
        /// Light indicators, for dark content.
        case white
    }

    /// ZM9: the offset that shows `rect` moving the content the least: an edge of the
    /// rectangle past the visible area's comes to that edge (the leading and top edges when the
    /// rectangle is larger than the area), within the content's range.
    func _scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        let x = Self._leastMove(showing: rect.minX, rect.maxX, from: visible.minX, length: visible.width)
        let y = Self._leastMove(showing: rect.minY, rect.maxY, from: visible.minY, length: visible.height)
        let target = _clampedOffset(CGPoint(x: contentOffset.x + x - visible.minX, y: contentOffset.y + y - visible.minY))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// ZM9, CV20: where a window of `length` starting at `start` moves to show `low...high`
    /// the least: its start at `low` when that is before it or the range does not fit, its
    /// end at `high` when that is past it, else where it is.
    static func _leastMove(showing low: CGFloat, _ high: CGFloat, from start: CGFloat, length: CGFloat) -> CGFloat {
        if low < start || high - low > length { return low }
        if high > start + length { return high - length }
        return start
    }

    /// ZM9: a tap on the status bar: when this is the one scroll view on screen that scrolls
    /// to the top and its delegate agrees, the content scrolls there, animated, and the
    /// delegate hears `scrollViewDidScrollToTop`. Returns whether it scrolled.
    @discardableResult
    func _scrollToTopForStatusBarTap() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard top != contentOffset else { return false }
        _setContentOffset(top, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
        return true
    }

    /// ZM8: a drag began: with `.onDrag` or `.onDragWithAccessory` the first responder
    /// inside the window resigns, as the keyboard goes.
    func _dismissKeyboardForDrag() {
        switch keyboardDismissMode {
        case .onDrag, .onDragWithAccessory: window?._defaultEndEditing(false)
        case .none, .interactive, .interactiveWithAccessory: break
        }
    }
}

extension UIWindow {
    /// ZM9: the scroll views a tap on the status bar may scroll: those in this window with
    /// `scrollsToTop`, shown (not hidden, not transparent, up the tree) and on screen.
    var _scrollsToTopCandidates: [UIScrollView] {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
               scrollView.convert(scrollView.bounds, to: self).intersects(bounds) {
                found.append(scrollView)
            }
            view.subviews.forEach(visit)
        }
        visit(self)
        return found
    }

    /// ZM9: a tap on the status bar scrolls the one candidate scroll view to its top; with
    /// none or several, nothing scrolls. Returns whether one scrolled.
    @_spi(Testing) @discardableResult
    public func _statusBarTapped() -> Bool {
        let candidates = _scrollsToTopCandidates
        guard candidates.count == 1 else { return false }
        return candidates[0]._scrollToTopForStatusBarTap()
    }
}

/// The delegate's scrolling methods: the status bar may scroll to the top, and nothing to do.
extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

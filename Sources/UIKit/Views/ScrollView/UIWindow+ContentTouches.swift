import Foundation

/// Where a touch is in reaching its view, when a scroll view may hold it back (SV12).
@MainActor
enum ContentTouchDelivery {
    /// Not delivered yet.
    case pending
    /// Held back by a scroll view that delays content touches, since the touch began (at
    /// `event`'s time); a timer on the clock releases it.
    case held(event: UIEvent, scrollView: UIScrollView, timer: UIKitScheduler.TimerToken)
    /// Delivered: the view got `touchesBegan`.
    case began
    /// Never to reach the view (the scroll view's `touchesShouldBegin` said no, or a drag
    /// took it while held).
    case withheld
}

/// SV12: a scroll view that ``UIScrollView/delaysContentTouches`` holds a touch that begins
/// in its content until the finger has been down 0.15 s (on the clock, or by the time of its
/// later events) or lifts; a drag that begins before then takes the touch, and the content
/// never sees it. ``UIScrollView/touchesShouldBegin(_:with:in:)`` is asked before the touch
/// begins in the content.
extension UIWindow {
    /// SV12: how long a scroll view holds its content's touches.
    static let _contentTouchDelay: TimeInterval = 0.15

    /// Whether `touch`'s event goes on to `view` now; false while the touch is held back or
    /// when it never reaches the view.
    func _contentTouchMayProceed(_ touch: UITouch, event: UIEvent, in view: UIView) -> Bool {
        switch touch._contentDelivery {
        case .began:
            return true
        case .withheld:
            return false
        case .pending:
            guard touch.phase == .began else { return true }
            if let scrollView = _delayingScrollView(for: touch, in: view) {
                let timer = UIKitScheduler.shared.schedule(after: Self._contentTouchDelay) { [weak self, weak touch] in
                    guard let self, let touch else { return }
                    self._releaseHeldTouch(touch)
                }
                touch._contentDelivery = .held(event: event, scrollView: scrollView, timer: timer)
                return false
            }
            return _beginInContent(touch, event: event, in: view)
        case let .held(heldEvent, _, _):
            switch touch.phase {
            case .cancelled:
                _ = touch._withdrawFromContent()
                return false
            case .ended:
                return _releaseHeldTouch(touch)
            case .began, .moved, .stationary:
                guard event.timestamp - heldEvent.timestamp >= Self._contentTouchDelay else { return false }
                return _releaseHeldTouch(touch)
            }
        }
    }

    /// The held touch begins in its view now (with the event it began in); false when the
    /// scroll view keeps it from the content.
    @discardableResult
    private func _releaseHeldTouch(_ touch: UITouch) -> Bool {
        guard case let .held(event, _, timer) = touch._contentDelivery, let view = touch.view else { return false }
        UIKitScheduler.shared.cancel(timer)
        touch._contentDelivery = .pending
        guard _beginInContent(touch, event: event, in: view) else { return false }
        view.touchesBegan([touch], with: event)
        return true
    }

    /// Asks the scroll views around the view whether the touch begins in it; marks it.
    private func _beginInContent(_ touch: UITouch, event: UIEvent, in view: UIView) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, !scrollView.touchesShouldBegin([touch], with: event, in: view) {
                touch._contentDelivery = .withheld
                touch._cancelledInView = true
                return false
            }
            ancestor = current.superview
        }
        touch._contentDelivery = .began
        return true
    }

    /// The nearest scroll view around `view` (not `view` itself) whose pan gets the touch and
    /// that delays its content's touches.
    private func _delayingScrollView(for touch: UITouch, in view: UIView) -> UIScrollView? {
        if view is any ScrollViewTouchKeeping { return nil }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView,
               touch._gestureRecognizers.contains(where: { $0 === scrollView._scrollPan }) {
                return scrollView.delaysContentTouches ? scrollView : nil
            }
            ancestor = current.superview
        }
        return nil
    }
}

extension UITouch {
    /// The touch will not reach its view any more: a held touch is dropped (its timer
    /// cancelled). Returns whether the view had begun with it (and so must hear it cancelled).
    func _withdrawFromContent() -> Bool {
        switch _contentDelivery {
        case .began:
            return true
        case let .held(_, _, timer):
            UIKitScheduler.shared.cancel(timer)
            _contentDelivery = .withheld
            return false
        case .pending, .withheld:
            _contentDelivery = .withheld
            return false
        }
    }
}

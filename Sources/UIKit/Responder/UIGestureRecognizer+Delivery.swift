import Foundation

extension UIGestureRecognizer {
    /// One touch of an event reaches the recognizer (the window calls this before the view).
    func _deliver(_ touch: UITouch, event: UIEvent) {
        guard isEnabled, !_isFinished else { return }
        switch touch.phase {
        case .began:
            if !touches.contains(touch) { touches.append(touch) }
            touchesBegan([touch], with: event)
        case .moved, .stationary: touchesMoved([touch], with: event)
        case .ended: touchesEnded([touch], with: event)
        case .cancelled: touchesCancelled([touch], with: event)
        }
    }

    /// The touch lifted: once none of the recognizer's touches is down, a finished or
    /// unrecognized gesture goes back to `.possible`.
    func _touchSequenceEnded(_ touch: UITouch) {
        touches.removeAll { $0 === touch }
        guard touches.isEmpty else { return }
        if state == .began || state == .changed { state = .cancelled }
        _clearHeldState()
        reset()
        state = .possible
    }
}

extension UIView {
    /// The gesture recognizers attached to the view.
    var _defaultGestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for recognizer in _gestureRecognizers { recognizer._view = nil }
            _gestureRecognizers = newValue ?? []
            for recognizer in _gestureRecognizers { recognizer._view = self }
        }
    }

    /// Attaches a recognizer (moving it from another view).
    func _defaultAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer._view = self
    }

    /// Detaches a recognizer.
    func _defaultRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        _gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer._view = nil
    }
}

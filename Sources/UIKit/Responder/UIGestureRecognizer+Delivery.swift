import Foundation

extension UIGestureRecognizer {
    /// An event's touches reach the recognizer (the window calls this for every recognizer
    /// before any view, CT6): the new touches in one `touchesBegan`, then those that moved,
    /// ended and were cancelled, each phase in one set. Touches it ignores (CT10) and resting
    /// touches are left out; a finished recognizer gets nothing until it is reset (CT9).
    func _deliver(_ delivered: [UITouch], event: UIEvent) {
        guard isEnabled, !_isFinished else { return }
        let mine = delivered.filter { !$0._ignoredBy.contains(ObjectIdentifier(self)) }
        guard !mine.isEmpty else { return }
        _noteEvent(event)
        _handlingInput {
            let began = mine.filter { $0.phase == .began }
            if !began.isEmpty {
                for touch in began where !touches.contains(where: { $0 === touch }) { touches.append(touch) }
                touchesBegan(Set(began), with: event)
            }
            for phase in [UITouch.Phase.moved, .ended, .cancelled] {
                guard !_isFinished else { return }
                let inPhase = mine.filter { $0.phase == phase && touches.contains($0) }
                guard !inPhase.isEmpty else { continue }
                switch phase {
                case .moved: touchesMoved(Set(inPhase), with: event)
                case .ended: touchesEnded(Set(inPhase), with: event)
                default: touchesCancelled(Set(inPhase), with: event)
                }
            }
        }
    }

    /// VS12, VS13: what the recognizer reports of the event it handles.
    func _noteEvent(_ event: UIEvent) {
        _lastButtonMask = event.buttonMask
        _lastModifierFlags = event.modifierFlags
    }

    /// VS11: whether a touch of `type` may reach the recognizer.
    func _allowsTouchType(_ type: UITouch.TouchType) -> Bool {
        allowedTouchTypes.contains { $0.intValue == type.rawValue }
    }

    /// VS11: whether a press of `type` may reach the recognizer.
    func _allowsPressType(_ type: UIPress.PressType) -> Bool {
        allowedPressTypes.contains { $0.intValue == type.rawValue }
    }

    /// The touch lifted: once none of the recognizer's touches is down, a gesture in
    /// progress is cancelled; a recognizer still deciding (held back by a failure
    /// requirement) goes back to `.possible`; a finished one is reset at the end of the
    /// event (CT9).
    func _touchSequenceEnded(_ touch: UITouch) {
        guard touches.contains(where: { $0 === touch }) else { return }
        touches.removeAll { $0 === touch }
        guard touches.isEmpty else { return }
        if state == .began || state == .changed { state = .cancelled }
        if state == .possible {
            _clearHeldState()
            reset()
        } else {
            GestureResets.schedule(self)
        }
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

import Foundation

extension UIPressesEvent {
    /// CT19, CT21: delivers the presses of the event in `window` (or with no window, when the
    /// app has none): first to the gesture recognizers of the views on the responder chain
    /// from the press's responder (that view and its ancestors), grouped by phase, then to the
    /// responder with `pressesBegan`/`Changed`/`Ended`/`Cancelled`, whose default passes them up
    /// the chain. Once a recognizer that cancels touches in its view recognizes, the responder
    /// gets `pressesCancelled` instead, and nothing more of the press.
    func _deliverPresses(in window: UIWindow?) {
        let mine = allPresses.filter { window == nil || $0.window === window || $0.window == nil }
        GestureResets.deliveryDepth += 1
        defer {
            GestureResets.deliveryDepth -= 1
            if GestureResets.deliveryDepth == 0 { GestureResets.flush() }
        }
        for press in mine where press.phase == .began { press._gestureRecognizers = _recognizers(for: press) }
        var recognizers: [UIGestureRecognizer] = []
        for press in mine {
            for recognizer in press._gestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            recognizer._deliver(mine.filter { press in press._gestureRecognizers.contains { $0 === recognizer } }, event: self)
        }
        for press in mine { _deliverToResponder(press) }
    }

    /// The recognizers of the views from the press's responder up, that take the press.
    private func _recognizers(for press: UIPress) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = press.responder as? UIView
        while let view = current {
            for recognizer in view._gestureRecognizers where recognizer.isEnabled && recognizer._allowsPressType(press.type) && recognizer._receives(self)
            && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: press) != false {
                found.append(recognizer)
            }
            current = view.superview
        }
        return found
    }

    private func _deliverToResponder(_ press: UIPress) {
        guard let responder = press.responder, !press._cancelledInResponder else { return }
        if press._gestureRecognizers.contains(where: { $0.cancelsTouchesInView && $0._hasRecognized && !press._ignoredBy.contains(ObjectIdentifier($0)) }) {
            press._cancelledInResponder = true
            if press.phase != .began { responder.pressesCancelled([press], with: self) }
            return
        }
        switch press.phase {
        case .began: responder.pressesBegan([press], with: self)
        case .changed: responder.pressesChanged([press], with: self)
        case .ended: responder.pressesEnded([press], with: self)
        case .cancelled: responder.pressesCancelled([press], with: self)
        case .stationary: break
        }
    }
}

extension UIGestureRecognizer {
    /// An event's presses reach the recognizer, grouped by phase (CT21); presses it ignores
    /// are left out; a finished recognizer gets nothing until it is reset.
    func _deliver(_ presses: [UIPress], event: UIPressesEvent) {
        guard isEnabled, !_isFinished else { return }
        let mine = presses.filter { !$0._ignoredBy.contains(ObjectIdentifier(self)) }
        guard !mine.isEmpty else { return }
        _noteEvent(event)
        _handlingInput {
            for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
                guard !_isFinished else { return }
                let inPhase = Set(mine.filter { $0.phase == phase })
                guard !inPhase.isEmpty else { continue }
                switch phase {
                case .began: pressesBegan(inPhase, with: event)
                case .changed: pressesChanged(inPhase, with: event)
                case .ended: pressesEnded(inPhase, with: event)
                default: pressesCancelled(inPhase, with: event)
                }
            }
        }
    }
}

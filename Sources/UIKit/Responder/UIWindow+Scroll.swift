import Foundation

/// VS10: scrolling with a trackpad (continuous) or a mouse wheel (discrete) where the pointer
/// is. The pan gesture recognizers of the view under the pointer and of its ancestors whose
/// ``UIPanGestureRecognizer/allowedScrollTypesMask`` takes the scroll's type (and that take
/// the scroll event, CT22) are driven by it, deepest first: each begins at the scroll's first
/// movement and changes with the next, its translation the distance scrolled and its
/// location the pointer's, with no touches; when the scroll ends they end (or fail, never
/// having moved). As with touches, the first to begin makes the others fail unless a
/// delegate lets them recognize together (CT11).
extension UIWindow {
    /// A scroll of `type` starts where the pointer is (nothing when it is not over the window).
    @_spi(Testing)
    public func _scrollBegan(type: UIScrollType, modifierFlags: UIKeyModifierFlags = []) {
        _scrollEnded()
        guard let location = _pointer.location else { return }
        let now = UIKitScheduler.shared.clock.now
        let event = _scrollEvent(modifierFlags: modifierFlags)
        let mask = UIScrollTypeMask(rawValue: 1 << type.rawValue)
        var pans: [UIPanGestureRecognizer] = []
        for view in _pointerChain(at: location) {
            for case let pan as UIPanGestureRecognizer in view._gestureRecognizers
            where pan.isEnabled && pan.state == .possible && pan.touches.isEmpty && pan.allowedScrollTypesMask.contains(mask) && pan._receives(event) {
                pan._scroll = UIPanGestureRecognizer.ScrollDrive(window: self, location: location, translation: .zero, time: now)
                pan._noteEvent(event)
                pans.append(pan)
            }
        }
        _pointer.scrollingBoxes = pans.map { WeakBox($0) }
    }

    /// The scroll under way moves its content by `delta` (the translation the pans report).
    @_spi(Testing)
    public func _scrollChanged(by delta: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
        let event = _scrollEvent(modifierFlags: modifierFlags)
        _drivingScroll { pans in
            var begun: [UIPanGestureRecognizer] = []
            for pan in pans {
                pan._noteEvent(event)
                if pan.state == .possible, begun.contains(where: { !$0._recognizesTogether(with: pan) }) {
                    pan.state = .failed
                    continue
                }
                pan._scrolled(by: delta, at: event.timestamp)
                if pan.state == .began || pan.state == .changed { begun.append(pan) }
            }
        }
    }

    /// The scroll under way ends: the pans it moved end, the others fail.
    @_spi(Testing)
    public func _scrollEnded() {
        _drivingScroll { pans in
            for pan in pans {
                if pan.state == .began || pan.state == .changed { pan.state = .ended } else if pan.state == .possible { pan.state = .failed }
            }
        }
        _pointer.scrollingBoxes = []
    }

    /// Runs `body` with the pans the scroll drives, as one event (their resets come after it).
    private func _drivingScroll(_ body: ([UIPanGestureRecognizer]) -> Void) {
        let pans = _pointer.scrollingBoxes.compactMap(\.value).filter { $0._scroll != nil }
        guard !pans.isEmpty else { return }
        GestureResets.deliveryDepth += 1
        body(pans)
        GestureResets.deliveryDepth -= 1
        if GestureResets.deliveryDepth == 0 { GestureResets.flush() }
    }

    private func _scrollEvent(modifierFlags: UIKeyModifierFlags) -> UIEvent {
        let event = UIEvent(type: .scroll, subtype: .none, touches: nil, timestamp: UIKitScheduler.shared.clock.now)
        event._modifierFlags = modifierFlags
        return event
    }
}

extension UIGestureRecognizer {
    /// Whether either delegate lets this recognizer and `other` recognize together, or either
    /// cannot prevent the other (CT11).
    func _recognizesTogether(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
            || !(canPrevent(other) && other.canBePrevented(by: self))
    }
}

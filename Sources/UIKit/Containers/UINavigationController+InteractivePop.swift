import Foundation

/// The back swipe: an edge pan from the left that pops the top controller interactively,
/// through the transition engine; released past half the width (or flicked right) it
/// finishes, else it cancels and gives N8's callbacks.
extension UINavigationController {
    func _installPopGesture() {
        let recognizer = UIScreenEdgePanGestureRecognizer(handler: { [weak self] gesture in
            self?._handlePopGesture(gesture as! UIScreenEdgePanGestureRecognizer)
        })
        recognizer.edges = .left
        recognizer.name = "interactivePopGestureRecognizer"
        let gate = NavigationPopGestureDelegate(self)
        _popGestureDelegate = gate
        recognizer.delegate = gate
        view.addGestureRecognizer(recognizer)
        _popGesture = recognizer
    }

    /// Whether a back swipe may start: something to pop, nothing moving, and the standard
    /// pop animation (a delegate's own pop animator turns the swipe off, as in UIKit).
    func _popGestureMayBegin() -> Bool {
        guard _stack.count > 1, _activeTransition == nil, !_syncQueued, let top = _stack.last,
              _shownTop === top, !top.navigationItem.hidesBackButton else { return false }
        let below = _stack[_stack.count - 2]
        return delegate?.navigationController(self, animationControllerFor: .pop, from: top, to: below) == nil
    }

    private func _handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(_view?.bounds.width ?? 1, 1)
        switch gesture.state {
        case .began:
            let driver = UIPercentDrivenInteractiveTransition()
            _gesturePopDriver = driver
            popViewController(animated: true)
            if _syncQueued {  // start now: the gesture drives it from this event on
                _syncQueued = false
                _sync()
            }
        case .changed:
            _gesturePopDriver?.update(gesture.translation(in: _view).x / width)
        case .ended:
            guard let driver = _gesturePopDriver else { return }
            let velocity = gesture.velocity(in: _view).x
            if driver.percentComplete > 0.5 || velocity > 500 { driver.finish() } else { driver.cancel() }
        case .cancelled, .failed:
            _gesturePopDriver?.cancel()
        case .possible:
            break
        }
    }
}

/// The back swipe's own delegate: it begins only when a pop can start. An app may replace
/// it (as in UIKit); the navigation controller keeps this one alive.
@preconcurrency @MainActor
final class NavigationPopGestureDelegate: UIGestureRecognizerDelegate {
    @Unretained var navigationController: UINavigationController?  // PL11

    init(_ navigationController: UINavigationController) { self.navigationController = navigationController }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?._popGestureMayBegin() ?? false
    }
}

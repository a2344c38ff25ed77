import Foundation

extension UIViewController {
    /// Sends `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around the root view's
    /// `layoutSubviews` (Y2).
    func _sendLayoutCallback(_ callback: UIViewControllerLifecycleCallback) {
        switch callback {
        case .viewWillLayoutSubviews: _sendLifecycle(callback) { viewWillLayoutSubviews() }
        default: _sendLifecycle(callback) { viewDidLayoutSubviews() }
        }
    }

    /// Sends `updateViewConstraints` in the constraint pass and checks that the override
    /// reached super (Y3).
    func _sendUpdateViewConstraints() {
        _calledUpdateViewConstraintsSuper = false
        _sendLifecycle(.updateViewConstraints) { updateViewConstraints() }
        if !_calledUpdateViewConstraintsSuper {
            UIKitDiagnostics.raise(.updateConstraintsDidNotCallSuper(self, method: "updateViewConstraints()"))
        }
    }

    /// Base `updateViewConstraints`: updates the root view's own constraints.
    func _defaultUpdateViewConstraints() {
        _calledUpdateViewConstraintsSuper = true
        guard let view = _view else { return }
        view._calledUpdateConstraintsSuper = false
        view.updateConstraints()
        if !view._calledUpdateConstraintsSuper {
            UIKitDiagnostics.raise(.updateConstraintsDidNotCallSuper(view, method: "updateConstraints()"))
        }
    }
}

import Foundation

extension UIViewController {
    /// Where the controller is in its appearance cycle (A2). An OpenUIKit addition for tests;
    /// UIKit keeps this private.
    public var appearanceState: UIViewControllerAppearanceState { _appearance.state }

    /// True only inside the appear callbacks caused by being added to a parent (C5, N4).
    var _defaultIsMovingToParent: Bool {
        _appearance.inAppearanceCallback && _appearance.armedMovingToParent && _appearance.state != .disappearing
    }

    /// True only inside the disappear callbacks caused by removal from a parent, once
    /// `willMove(toParent: nil)` reached super (C5).
    var _defaultIsMovingFromParent: Bool {
        _appearance.inAppearanceCallback && _appearance.armedMovingFromParent && _appearance.state != .appearing
    }

    /// True only inside the appear callbacks of a presentation (P2).
    var _defaultIsBeingPresented: Bool {
        _appearance.inAppearanceCallback && _appearance.armedBeingPresented && _appearance.state != .disappearing
    }

    /// True only inside the disappear callbacks of a dismissal (P2).
    var _defaultIsBeingDismissed: Bool {
        _appearance.inAppearanceCallback && _appearance.armedBeingDismissed && _appearance.state != .appearing
    }

    /// Tells the controller its appearance is about to change (M1, M2): sends
    /// `viewWillAppear` (and `viewIsAppearing` when the view is in a window) or
    /// `viewWillDisappear`, and forwards to children. Nested calls in one direction are
    /// counted; the "did" goes with the last ``endAppearanceTransition()`` (M3).
    func _defaultBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearance(isAppearing, animated: animated)
    }

    /// Tells the controller its appearance changed: sends the "did" of the last begin
    /// (M2); an end without a begin logs UIKit's unbalanced-calls warning (M3).
    func _defaultEndAppearanceTransition() {
        _endAppearance()
    }

    /// The one entry point that starts an appearance change (A2). Windows, views entering
    /// and leaving the screen, containers and transitions all come here.
    func _beginAppearance(_ appearing: Bool, animated: Bool) {
        switch (_appearance.state, appearing) {
        case (.appearing, true), (.disappearing, false):
            _appearance.depth += 1  // M3: nested in the same direction
            return
        case (.appeared, true), (.disappeared, false):
            UIKitDiagnostics.warn(.unbalancedAppearanceTransitions(self))
            return
        default:
            break
        }
        _appearance.state = appearing ? .appearing : .disappearing
        _appearance.depth = 1
        _appearance.generation += 1
        _appearance.animated = animated
        _appearance.sentIsAppearing = false
        if appearing {
            _sendAppearanceCallback(.viewWillAppear(animated: animated)) { viewWillAppear(animated) }
            _sendIsAppearingIfReady()
        } else {
            _sendAppearanceCallback(.viewWillDisappear(animated: animated)) { viewWillDisappear(animated) }
        }
        _appearance.forwardedTo = []
        if appearing { _prepareChildrenForAppearance() }
        guard shouldAutomaticallyForwardAppearanceMethods, let view = _view else { return }
        for child in _childrenForAppearance {
            guard let childView = child._view, childView.isDescendant(of: view) else { continue }
            let childState = child._appearance.state
            let needs = appearing ? (childState == .disappeared || childState == .disappearing)
                                  : (childState == .appeared || childState == .appearing)
            guard needs else { continue }
            child._beginAppearance(appearing, animated: animated)
            _appearance.forwardedTo.append(ForwardedAppearance(child: WeakBox(child), generation: child._appearance.generation))
        }
    }

    /// The one entry point that finishes an appearance change: the "did" callback, then the
    /// children that received the begin.
    func _endAppearance() {
        guard _appearance.depth > 0 else {
            UIKitDiagnostics.warn(.unbalancedAppearanceTransitions(self))
            return
        }
        _appearance.depth -= 1
        guard _appearance.depth == 0 else { return }
        let animated = _appearance.animated
        switch _appearance.state {
        case .appearing:
            if !_appearance.sentIsAppearing {
                _appearance.sentIsAppearing = true
                _sendAppearanceCallback(.viewIsAppearing(animated: animated)) { viewIsAppearing(animated) }
            }
            _appearance.state = .appeared
            _sendAppearanceCallback(.viewDidAppear(animated: animated)) { viewDidAppear(animated) }
            _appearance.armedMovingToParent = false
            _appearance.armedBeingPresented = false
        case .disappearing:
            _appearance.state = .disappeared
            _sendAppearanceCallback(.viewDidDisappear(animated: animated)) { viewDidDisappear(animated) }
            _appearance.armedMovingFromParent = false
            _appearance.armedBeingDismissed = false
        case .appeared, .disappeared:
            return
        }
        let forwarded = _appearance.forwardedTo
        _appearance.forwardedTo = []
        for entry in forwarded {
            // AT1: a child turned around since this begin has an end of its own coming.
            guard let child = entry.child.value, child._appearance.state.isTransitioning,
                  child._appearance.generation == entry.generation else { continue }
            child._endAppearance()
        }
    }

    /// Sends `viewIsAppearing` once per appear cycle, when the view is on screen.
    func _sendIsAppearingIfReady() {
        guard _appearance.state == .appearing, !_appearance.sentIsAppearing, _view?._isOnScreen == true else { return }
        _appearance.sentIsAppearing = true
        let animated = _appearance.animated
        _sendAppearanceCallback(.viewIsAppearing(animated: animated)) { viewIsAppearing(animated) }
    }

    private func _sendAppearanceCallback(_ callback: UIViewControllerLifecycleCallback, _ body: () -> Void) {
        let wasInside = _appearance.inAppearanceCallback
        _appearance.inAppearanceCallback = true
        _sendLifecycle(callback, body)
        _appearance.inAppearanceCallback = wasInside
    }

    /// The base implementation of the appearance methods: a call that UIKit did not send
    /// is a direct call from app code, which UIKit does not support (A4).
    func _appearanceBase(_ method: String) {
        if !_appearance.isSendingCallback {
            UIKitDiagnostics.warn(.appearanceMethodCalledDirectly(method, self))
        }
    }
}

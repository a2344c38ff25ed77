import Foundation

/// The stack and its transitions: the model changes at once (N1); the screen follows in the
/// next turn through one transition from the shown top to the new top (N2, N3, N6).
extension UINavigationController {
    func _push(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController { UIKitDiagnostics.raise(.pushingNavigationController()) }
        if viewController is UITabBarController { UIKitDiagnostics.raise(.pushingTabBarController()) }
        if _stack.contains(where: { $0 === viewController }) { UIKitDiagnostics.raise(.pushingControllerTwice(viewController)) }
        if animated, let running = _activeTransition, running.isAnimated { UIKitDiagnostics.warn(.nestedPushAnimation()) }
        _setStack(_stack + [viewController], animated: animated)
    }

    /// Changes the model: new controllers become children (`willMove(toParent: self)`),
    /// removed ones get `willMove(toParent: nil)` and leave when the transition ends.
    /// Returns the removed controllers, bottom to top.
    @discardableResult
    func _setStack(_ new: [UIViewController], animated: Bool) -> [UIViewController] {
        let old = _stack
        // Stacks change at the top: compare only past the common prefix, so a push or pop
        // costs the size of the change, not of the stack.
        let prefix = Self._commonPrefixCount(old, new)
        let newTail = Set(new[prefix...].map(ObjectIdentifier.init))
        if newTail.count != new.count - prefix || new[..<prefix].contains(where: { newTail.contains(ObjectIdentifier($0)) }) {
            UIKitDiagnostics.raise(.duplicateStackControllers(new))
        }
        let oldTail = Set(old[prefix...].map(ObjectIdentifier.init))
        let removed = old[prefix...].filter { !newTail.contains(ObjectIdentifier($0)) }
        let added = new[prefix...].filter { !oldTail.contains(ObjectIdentifier($0)) }
        let departing = _departingChildren
        _stack = new
        for controller in removed.reversed() { controller.willMove(toParent: nil) }
        for controller in added {
            addChild(controller)
            _awaitingDidMove.append(controller)
        }
        _children = new + departing.filter { !newTail.contains(ObjectIdentifier($0)) } + removed
        if let root = new.first, old.first !== root { _childTitleChanged(root) }
        _requestSync(animated: animated)
        return removed
    }

    /// The children that already left the stack and wait for their transition to end: the
    /// tail of `children` after the stack (the two are kept in that shape).
    var _departingChildren: [UIViewController] {
        if _children.count >= _stack.count, Self._commonPrefixCount(_children, _stack) == _stack.count {
            return Array(_children[_stack.count...])
        }
        let stackIDs = Set(_stack.map(ObjectIdentifier.init))  // someone else changed our children
        return _children.filter { !stackIDs.contains(ObjectIdentifier($0)) }
    }

    static func _commonPrefixCount(_ a: [UIViewController], _ b: [UIViewController]) -> Int {
        var count = 0
        while count < a.count, count < b.count, a[count] === b[count] { count += 1 }
        return count
    }

    /// Asks for the screen to follow the model: in the next turn when on screen (N1), at
    /// once otherwise.
    func _requestSync(animated: Bool) {
        _syncAnimated = animated
        guard _view?._isOnScreen == true else { return _sync() }
        guard !_syncQueued else { return }
        _syncQueued = true
        UIKitScheduler.shared.enqueue(.transitions) { [weak self] in
            guard let self else { return }
            self._syncQueued = false
            self._sync()
        }
    }

    /// Brings the screen to the model's top: one transition on screen, a plain swap of views
    /// off screen, bookkeeping only when no view was shown yet. A transition in progress
    /// finishes first; the next one starts from its end.
    func _sync() {
        guard _activeTransition == nil else { return }
        let target = _stack.last
        if let shown = _shownTop, shown._parent !== self { _shownTop = nil }  // another container took it (C4)
        guard let view = _view, _shownTop != nil || view._isOnScreen else { return _finishBookkeeping() }
        guard let from = _shownTop else {
            if let target { _place(target) }  // on screen with nothing shown: appearance follows the view (C2)
            return _finishBookkeeping()
        }
        if from === target { return _finishBookkeeping() }
        guard view._isOnScreen, let target else {
            from._view?.removeFromSuperview()
            _shownTop = nil
            if let target { _place(target) }
            return _finishBookkeeping()
        }
        _runTransition(from: from, to: target)
    }

    /// Shows the top's view without a transition (the navigation controller is appearing,
    /// or off screen); loads it if needed.
    func _place(_ controller: UIViewController) {
        _navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
        _toolbar.setItems(controller.toolbarItems, animated: false)
        _setBarStack(_stack)
        let childView = controller.view!
        childView.frame = _childFrame(for: controller)
        _contentView.addSubview(childView)
        _shownTop = controller
    }

    /// Installs the top's view when the navigation controller starts appearing, so the
    /// appearance it forwards reaches the top (A5).
    func _placeTopForAppearance() {
        guard _shownTop == nil, _activeTransition == nil, let top = _stack.last, _view != nil else { return }
        _place(top)
        _finishBookkeeping()
    }

    /// The end of any change: the shown stack is the model; pushed controllers get
    /// `didMove(toParent: self)`, removed ones leave (`didMove(toParent: nil)`), except one
    /// still on screen (a cancelled pop whose stack changed meanwhile), which leaves with the
    /// next transition.
    func _finishBookkeeping() {
        _shownStack = _stack
        if _barStack.count != _stack.count || Self._commonPrefixCount(_barStack, _stack) != _stack.count { _setBarStack(_stack) }
        let departing = _departingChildren
        let departingIDs = Set(departing.map(ObjectIdentifier.init))
        let arrived = _awaitingDidMove.filter { $0._parent === self && !departingIDs.contains(ObjectIdentifier($0)) }
        _awaitingDidMove.removeAll { $0._parent === self && !departingIDs.contains(ObjectIdentifier($0)) }
        for controller in arrived { controller.didMove(toParent: self) }
        let leaving = departing.filter { $0 !== _shownTop }
        if !leaving.isEmpty {
            _children = _stack + departing.filter { $0 === _shownTop }
            for child in leaving { child._detachFromParent() }  // removeFromParent, without a search each
        }
        _navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
    }

    /// Which way a transition to `target` goes (N6): a pop when it was below the shown top
    /// (or the shown top already left the stack); a push when it is new or was above.
    func _operation(from: UIViewController, to target: UIViewController) -> Operation {
        guard let toIndex = _shownStack.firstIndex(where: { $0 === target }) else { return .push }
        guard let fromIndex = _shownStack.firstIndex(where: { $0 === from }) else { return .pop }
        return toIndex < fromIndex ? .pop : .push
    }

    private func _runTransition(from: UIViewController, to target: UIViewController) {
        let operation = _operation(from: from, to: target)
        let animated = _syncAnimated
        let targetStack = _stack
        let previousStack = _shownStack
        let toView = target.view!  // N2: loads here, after willMove
        let fromView = from.view!
        let animator: any UIViewControllerAnimatedTransitioning
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: target)
                ?? NavigationTransitionAnimator(operation: operation)
            interaction = delegate?.navigationController(self, interactionControllerFor: animator)
            if interaction == nil, operation == .pop { interaction = _gesturePopDriver }
        } else {
            animator = NonAnimatedTransitionAnimator(placesIncoming: true, removesOutgoing: true)
        }
        let transition = ViewControllerTransition(
            from: from, to: target, fromView: fromView, toView: toView, containerView: _contentView,
            isAnimated: animated, presentationStyle: .none, didOrder: .outgoingFirst,
            disappearing: from, appearing: target, animator: animator, interactionController: interaction)
        _activeTransition = transition
        transition.willBegin = { [weak self, weak transition] in
            guard let self, let transition else { return }
            _navigationBar.setItems(targetStack.map(\.navigationItem), animated: animated)
            _toolbar.setItems(target.toolbarItems, animated: animated)
            _setBarStack(targetStack)
            transition.finalFrames[ObjectIdentifier(target)] = _childFrame(for: target)
            transition.initialFrames[ObjectIdentifier(from)] = fromView.frame
            delegate?.navigationController(self, willShow: target, animated: animated)
        }
        transition.didEnd = { [weak self] completed in
            guard let self else { return }
            if completed {
                if fromView.superview === _contentView { fromView.removeFromSuperview() }
                _shownTop = target
            } else {
                if toView.superview === _contentView { toView.removeFromSuperview() }
                if fromView.superview !== _contentView { _contentView.addSubview(fromView) }
                if _stack.count == targetStack.count, zip(_stack, targetStack).allSatisfy({ $0 === $1 }) {
                    _stack = previousStack  // a cancelled pop puts the popped controllers back
                    for controller in previousStack where !targetStack.contains(where: { $0 === controller }) {
                        controller._appearance.armedMovingFromParent = false
                    }
                    _children = _stack + _children.filter { child in !_stack.contains { $0 === child } }
                }
                _navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
                _toolbar.setItems(from.toolbarItems, animated: false)
            }
        }
        transition.completion = { [weak self] completed in
            guard let self else { return }
            _activeTransition = nil
            _gesturePopDriver = nil
            if completed { delegate?.navigationController(self, didShow: target, animated: animated) }
            _shownTop = completed ? target : from
            _finishBookkeeping()
            _layoutContainer()
            if _stack.last !== _shownTop { _requestSync(animated: _syncAnimated) }
        }
        TransitionEngine.run(transition)
    }

    /// A child's title changed: the root's title is the tab's title (N9).
    func _childTitleChanged(_ child: UIViewController) {
        guard _stack.first === child, self.title == nil, let title = child.title, !tabBarItem.isSystemItem else { return }
        tabBarItem.title = title
    }
}

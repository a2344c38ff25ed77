import Foundation

/// The stack and its transitions: the model changes at once (N1); the screen follows in the
/// next turn through one transition from the shown top to the new top (N2, N3, N6).
extension UINavigationController {
    func _push(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController { UIKitDiagnostics.raise(.pushingNavigationController()) }
        if viewController is UITabBarController { UIKitDiagnostics.raise(.pushingTabBarController()) }
        if _stackIDs.contains(ObjectIdentifier(viewController)) { UIKitDiagnostics.raise(.pushingControllerTwice(viewController)) }
        if animated, let running = _activeTransition, running.isAnimated { UIKitDiagnostics.warn(.nestedPushAnimation()) }
        _replaceStackTop(keeping: _stack.count, with: [viewController], animated: animated)
    }

    /// Changes the model to `new`: only the part above the common prefix changes.
    @discardableResult
    func _setStack(_ new: [UIViewController], animated: Bool) -> [UIViewController] {
        let prefix = Self._commonPrefixCount(_stack, new)
        return _replaceStackTop(keeping: prefix, with: Array(new[prefix...]), animated: animated)
    }

    /// Changes the model: the controllers above the first `keep` are replaced by `tail`. New
    /// controllers become children (`willMove(toParent: self)`), removed ones get
    /// `willMove(toParent: nil)` and leave when the transition ends. PN3: a push or pop costs
    /// the size of the change, not of the stack (the stack, its members, the children and
    /// the bars' record are edited in place above `keep`). Returns the removed controllers,
    /// bottom to top.
    @discardableResult
    func _replaceStackTop(keeping keep: Int, with tail: [UIViewController], animated: Bool) -> [UIViewController] {
        let oldTail = Array(_stack[keep...])
        let newTailIDs = Set(tail.map(ObjectIdentifier.init))
        let oldTailIDs = Set(oldTail.map(ObjectIdentifier.init))
        if newTailIDs.count != tail.count
            || tail.contains(where: { _stackIDs.contains(ObjectIdentifier($0)) && !oldTailIDs.contains(ObjectIdentifier($0)) }) {
            UIKitDiagnostics.raise(.duplicateStackControllers(Array(_stack[..<keep]) + tail))
        }
        let removed = oldTail.filter { !newTailIDs.contains(ObjectIdentifier($0)) }
        let added = tail.filter { !oldTailIDs.contains(ObjectIdentifier($0)) }
        let childrenShaped = _childrenShaped
        let departing = _departingChildren
        let oldRoot = _stack.first
        _editStack(keeping: keep, with: tail)
        let editsBefore = _childrenEdits
        for controller in removed.reversed() { controller.willMove(toParent: nil) }
        for controller in added {
            addChild(controller)
            _awaitingDidMove.append(controller)
        }
        // C8: the children are the stack, then those still leaving.
        let stillDeparting = departing.filter { !newTailIDs.contains(ObjectIdentifier($0)) }
        if childrenShaped, _children.count >= keep, _childrenEdits == editsBefore &+ added.count {
            _children.removeSubrange(keep...)
            _children.append(contentsOf: tail)
        } else {
            _children = _stack
        }
        _children.append(contentsOf: stillDeparting)
        _children.append(contentsOf: removed)
        _childrenEditsSeen = _childrenEdits
        if let root = _stack.first, oldRoot !== root { _childTitleChanged(root) }
        _requestSync(animated: animated)
        return removed
    }

    /// Edits `_stack` in place above `keep`, with what follows it: its members, which of its
    /// controllers hide the bottom bars, and where the shown stack and the bar's items still
    /// agree with it.
    private func _editStack(keeping keep: Int, with tail: [UIViewController]) {
        guard keep < _stack.count || !tail.isEmpty else { return }
        for index in _stackHides.indices.dropFirst(max(keep, 1)) where _stackHides[index] { _stackHidersAboveRoot -= 1 }
        for controller in _stack[keep...] { _stackIDs.remove(ObjectIdentifier(controller)) }
        _stack.removeSubrange(keep...)
        _stackHides.removeSubrange(keep...)
        for controller in tail {
            let hides = controller.hidesBottomBarWhenPushed  // read when it enters the stack, as UIKit
            if hides, !_stack.isEmpty { _stackHidersAboveRoot += 1 }
            _stack.append(controller)
            _stackHides.append(hides)
            _stackIDs.insert(ObjectIdentifier(controller))
        }
        _stackVersion &+= 1
        _shownStackAgrees = min(_shownStackAgrees, keep)
        _barItemsAgree = min(_barItemsAgree, keep)
    }

    /// Replaces the whole model (a cancelled pop puts the shown stack back).
    func _resetStack(to stack: [UIViewController]) {
        _editStack(keeping: 0, with: stack)
    }

    /// Whether `_children` is `_stack` followed by the departing children, as this
    /// controller left it (nobody else added or removed a child since).
    var _childrenShaped: Bool { _childrenEdits == _childrenEditsSeen && _children.count >= _stack.count }

    /// The children that already left the stack and wait for their transition to end: the
    /// tail of `children` after the stack (the two are kept in that shape).
    var _departingChildren: [UIViewController] {
        if _childrenShaped { return Array(_children[_stack.count...]) }
        return _children.filter { !_stackIDs.contains(ObjectIdentifier($0)) }  // someone else changed our children
    }

    static func _commonPrefixCount(_ a: [UIViewController], _ b: [UIViewController]) -> Int {
        var count = 0
        while count < a.count, count < b.count, a[count] === b[count] { count += 1 }
        return count
    }

    /// Brings the navigation bar's items to the stack's, from where they last agreed.
    func _syncBarItems() {
        let agree = min(_barItemsAgree, _stack.count, _navigationBar._items.count)
        _navigationBar._setItems(keeping: agree, tail: _stack[agree...].map(\.navigationItem))
        _barItemsAgree = _stack.count
    }

    /// Brings the shown stack to the stack, from where they last agreed.
    private func _syncShownStack() {
        let agree = min(_shownStackAgrees, _shownStack.count, _stack.count)
        _shownStack.removeSubrange(agree...)
        _shownStack.append(contentsOf: _stack[agree...])
        _shownStackAgrees = _stack.count
    }

    /// Where `controller` is in the shown stack: below the point where the shown stack and
    /// the stack agree it is where the stack has it, so only the part above is searched.
    private func _shownIndex(of controller: UIViewController) -> Int? {
        let agree = min(_shownStackAgrees, _shownStack.count, _stack.count)
        guard _stackIDs.contains(ObjectIdentifier(controller)) else { return _shownStack.lastIndex { $0 === controller } }
        if let index = _stack.lastIndex(where: { $0 === controller }), index < agree { return index }
        return _shownStack[agree...].firstIndex { $0 === controller }
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
        _syncBarItems()
        _toolbar.setItems(controller.toolbarItems, animated: false)
        _setBarStack(hidesBottomBar: _stackHidersAboveRoot > 0, version: _stackVersion)
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
        _syncShownStack()
        if _barStackVersion != _stackVersion { _setBarStack(hidesBottomBar: _stackHidersAboveRoot > 0, version: _stackVersion) }
        let departing = _departingChildren
        let departingIDs = Set(departing.map(ObjectIdentifier.init))
        let arrived = _awaitingDidMove.filter { $0._parent === self && !departingIDs.contains(ObjectIdentifier($0)) }
        _awaitingDidMove.removeAll { $0._parent === self && !departingIDs.contains(ObjectIdentifier($0)) }
        for controller in arrived { controller.didMove(toParent: self) }
        let leaving = departing.filter { $0 !== _shownTop }
        if !leaving.isEmpty {
            let kept = departing.filter { $0 === _shownTop }
            if _childrenShaped {
                _children.removeSubrange(_stack.count...)
                _children.append(contentsOf: kept)
            } else {
                _children = _stack + kept
            }
            _childrenEditsSeen = _childrenEdits
            for child in leaving { child._detachFromParent() }  // removeFromParent, without a search each
        }
        _syncBarItems()
    }

    /// Which way a transition to `target` goes (N6): a pop when it was below the shown top
    /// (or the shown top already left the stack); a push when it is new or was above.
    func _operation(from: UIViewController, to target: UIViewController) -> Operation {
        guard let toIndex = _shownIndex(of: target) else { return .push }
        guard let fromIndex = _shownIndex(of: from) else { return .pop }
        return toIndex < fromIndex ? .pop : .push
    }

    private func _runTransition(from: UIViewController, to target: UIViewController) {
        let operation = _operation(from: from, to: target)
        let animated = _syncAnimated
        // PN3: the transition keeps the stack's version, not a copy of it (a copy would
        // make the next edit of the stack copy it all); the shown stack stays as it was
        // until the transition ends, so a cancelled pop finds it there.
        let targetVersion = _stackVersion
        let targetHidesBottomBar = _stackHidersAboveRoot > 0
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
            _syncBarItems()
            _toolbar.setItems(target.toolbarItems, animated: animated)
            _setBarStack(hidesBottomBar: targetHidesBottomBar, version: targetVersion)
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
                if _stackVersion == targetVersion {
                    let previousStack = _shownStack
                    for controller in previousStack where !_stackIDs.contains(ObjectIdentifier(controller)) {
                        controller._appearance.armedMovingFromParent = false
                    }
                    _resetStack(to: previousStack)  // a cancelled pop puts the popped controllers back
                    _children = _stack + _children.filter { !_stackIDs.contains(ObjectIdentifier($0)) }
                    _childrenEditsSeen = _childrenEdits
                }
                _syncBarItems()
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

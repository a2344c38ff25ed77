import Foundation

/// Children, selection and the tab switch (B1, B2): the model changes at once; the screen
/// follows through one transition, will callbacks incoming first, did callbacks outgoing first.
extension UITabBarController {
    /// How many tabs show before "More": five on a phone, eight on a pad (inferred).
    var _maxTabs: Int { UIDevice.current.userInterfaceIdiom == .phone ? 5 : 8 }

    /// The controllers that own a tab: all of them, or the first four (seven) and More.
    var _tabbed: [UIViewController] {
        guard _viewControllers.count > _maxTabs else { return _viewControllers }
        return Array(_viewControllers.prefix(_maxTabs - 1)) + [_moreNavigation()]
    }

    /// The controllers listed in More.
    var _overflow: [UIViewController] {
        _viewControllers.count > _maxTabs ? Array(_viewControllers.dropFirst(_maxTabs - 1)) : []
    }

    /// Replaces the children; from the app (not a customizing session) all become
    /// customizable (TC1).
    func _setViewControllers(_ new: [UIViewController], resettingCustomizable: Bool = true) {
        let oldTabbed = _tabbed
        _viewControllers = new
        if resettingCustomizable { customizableViewControllers = new }
        let tabbed = _tabbed
        for child in oldTabbed where !tabbed.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            if child === _shownChild { child._view?.removeFromSuperview(); _shownChild = nil }
            child.removeFromParent()
        }
        for child in tabbed where child._parent !== self {
            addChild(child)
            child.didMove(toParent: self)
            // A tab shows by selection, later: its appearance is not a move to a parent (C5).
            child._appearance.armedMovingToParent = false
        }
        _children = tabbed
        _tabBar._setItemsFromController(tabbed.map { $0.tabBarItem })
        if let more = _moreNavigationController, let list = more.viewControllers.first as? MoreListController {
            list.controllers = _overflow
        }
        let keep = _selected.flatMap { selected in new.contains { $0 === selected } || selected === _moreNavigationController ? selected : nil }
        _select(keep ?? new.first)
    }

    /// The controller shown for a selection: an overflow controller shows inside More.
    func _displayed(for selection: UIViewController?) -> UIViewController? {
        guard let selection, _overflow.contains(where: { $0 === selection }) else { return selection }
        return _moreNavigation()
    }

    /// Selects in code: no delegate calls (B2). An overflow controller is put on top of the
    /// More navigation controller's list.
    func _select(_ controller: UIViewController?) {
        _selected = controller
        let displayed = _displayed(for: controller)
        if let controller, let more = _moreNavigationController, displayed === more, controller !== more,
           more.topViewController !== controller, let list = more.viewControllers.first {
            more.setViewControllers([list, controller], animated: false)
        }
        _tabBar.selectedItem = displayed?.tabBarItem
        _sync()
    }

    /// A user's tap on a tab (B2): should-select with the old selection, the selection (a
    /// tap on the selected navigation controller pops it to its root), then did-select.
    func _userSelected(_ item: UITabBarItem) {
        guard let controller = _tabbed.first(where: { $0.tabBarItem === item }) else { return }
        _userChose(controller)
    }

    func _userChose(_ controller: UIViewController) {
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
        if controller === _displayed(for: _selected), let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
            if controller === _moreNavigationController { _selected = controller }
        } else {
            _select(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Brings the screen to the selection: a transition on screen, a swap off screen.
    func _sync() {
        guard _activeTransition == nil, let view = _view else { return }
        let target = _displayed(for: _selected)
        guard let from = _shownChild else {
            if view._isOnScreen, let target { _place(target) }  // appearance follows the view (C2)
            return
        }
        if from === target { return }
        guard view._isOnScreen, let target else {
            from._view?.removeFromSuperview()
            _shownChild = nil
            if let target { _place(target) }
            return
        }
        _runTransition(from: from, to: target)
    }

    func _place(_ child: UIViewController) {
        let childView = child.view!
        _shownChild = child
        _layoutTabBar()
        childView.frame = _childFrame(for: child)
        _contentView.addSubview(childView)
    }

    /// Installs the selected child's view as the tab bar controller starts appearing (A5).
    func _placeSelectedForAppearance() {
        guard _shownChild == nil, _activeTransition == nil, _view != nil, let target = _displayed(for: _selected) else { return }
        _place(target)
    }

    private func _runTransition(from: UIViewController, to target: UIViewController) {
        let toView = target.view!  // B1: loads first
        let fromView = from.view!
        let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: target)
        let animator = custom ?? NonAnimatedTransitionAnimator(placesIncoming: true, removesOutgoing: true)
        let interaction = custom.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let transition = ViewControllerTransition(
            from: from, to: target, fromView: fromView, toView: toView, containerView: _contentView,
            isAnimated: custom != nil, presentationStyle: .none, didOrder: .outgoingFirst,
            disappearing: from, appearing: target, animator: animator, interactionController: interaction)
        transition.willOrder = .incomingFirst
        transition.initialFrames[ObjectIdentifier(from)] = fromView.frame
        transition.finalFrames[ObjectIdentifier(target)] = _childFrame(for: target)
        _activeTransition = transition
        transition.didEnd = { [weak self] completed in
            guard let self else { return }
            if completed {
                if fromView.superview === self._contentView { fromView.removeFromSuperview() }
                self._shownChild = target
            } else {
                if toView.superview === self._contentView { toView.removeFromSuperview() }
                if fromView.superview !== self._contentView { self._contentView.addSubview(fromView) }
                self._selected = from
                self._tabBar.selectedItem = from.tabBarItem
            }
        }
        transition.completion = { [weak self] _ in
            guard let self else { return }
            self._activeTransition = nil
            self._layoutContainer()
            if self._displayed(for: self._selected) !== self._shownChild { self._sync() }
        }
        TransitionEngine.run(transition)
    }
}

import Foundation

/// Page turns: set in code or swiped by the user, each one transition through the engine.
extension UIPageViewController {
    /// How many pages show at once.
    var _pagesShown: Int { spineLocation == .mid ? 2 : 1 }

    func _setPages(_ new: [UIViewController], direction: NavigationDirection, animated: Bool,
                   interaction: UIPercentDrivenInteractiveTransition?, completion: ((Bool) -> Void)?) {
        if new.count != _pagesShown {
            UIKitDiagnostics.raise(.pageCountMismatch(provided: new.count, required: _pagesShown, spine: spineLocation))
        }
        guard _activeTransition == nil else { return }
        let old = _pages
        if old.count == new.count, zip(old, new).allSatisfy({ $0 === $1 }) { completion?(true); return }
        let incoming = new.filter { page in !old.contains { $0 === page } }
        let outgoing = old.filter { page in !new.contains { $0 === page } }
        guard let root = _view, root._isOnScreen, !old.isEmpty else {
            for page in outgoing { page.willMove(toParent: nil); page._view?.removeFromSuperview(); page.removeFromParent() }
            for page in incoming { addChild(page) }
            _pages = new
            if let view = _view, view._isOnScreen || !old.isEmpty { _placePages() }  // else placed on appearance
            for page in incoming { page.didMove(toParent: self) }
            _updatePageControl()
            completion?(true)
            return
        }
        for page in outgoing { page.willMove(toParent: nil) }
        for page in incoming { addChild(page) }
        let from = outgoing.first, to = incoming.first
        let animator: any UIViewControllerAnimatedTransitioning = animated
            ? PageTurnAnimator(style: transitionStyle, orientation: navigationOrientation, direction: direction, spacing: interPageSpacing)
            : NonAnimatedTransitionAnimator(placesIncoming: true, removesOutgoing: true)
        let transition = ViewControllerTransition(
            from: from, to: to, fromView: from?.view, toView: to?.view, containerView: root, isAnimated: animated,
            presentationStyle: .none, didOrder: .outgoingFirst, disappearing: from, appearing: to,
            animator: animator, interactionController: interaction)
        if let to { transition.finalFrames[ObjectIdentifier(to)] = _pageFrame(at: new.firstIndex { $0 === to } ?? 0) }
        if let from { transition.initialFrames[ObjectIdentifier(from)] = from.view.frame }
        _activeTransition = transition
        let others = (incoming.dropFirst(), outgoing.dropFirst())
        transition.willBegin = { [weak self] in
            guard let self else { return }
            for page in others.1 { page._view?.removeFromSuperview() }  // a two-page spread: the second pages swap
            for page in others.0 {
                page.view.frame = self._pageFrame(at: new.firstIndex { $0 === page } ?? 1)
                root.addSubview(page.view)
            }
        }
        transition.didEnd = { [weak self] completed in
            guard let self else { return }
            if completed {
                for page in outgoing { page._view?.removeFromSuperview() }
                self._pages = new
            } else {
                for page in incoming { page._view?.removeFromSuperview() }
                for (index, page) in old.enumerated() where page.view.superview !== root {
                    page.view.frame = self._pageFrame(at: index)
                    root.insertSubview(page.view, belowSubview: self._pageControl)
                }
            }
        }
        transition.completion = { [weak self] completed in
            guard let self else { return }
            self._activeTransition = nil
            for page in incoming {
                if completed { page.didMove(toParent: self) } else { page.willMove(toParent: nil); page.removeFromParent() }
            }
            for page in outgoing {
                if completed { page.removeFromParent() } else { page._appearance.armedMovingFromParent = false }
            }
            self._updatePageControl()
            self._layoutPages()
            if interaction != nil {
                self._swipeDriver = nil
                self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: old, transitionCompleted: completed)
            }
            completion?(completed)
        }
        TransitionEngine.run(transition)
    }

    /// The frame of the page at `index`: all of the view, or a half with a mid spine.
    func _pageFrame(at index: Int) -> CGRect {
        let bounds = _view?.bounds ?? .zero
        guard spineLocation == .mid else { return bounds }
        if navigationOrientation == .horizontal {
            return CGRect(x: CGFloat(index) * bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        }
        return CGRect(x: 0, y: CGFloat(index) * bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    /// Adds the pages' views (the page view controller is appearing, or set off screen).
    func _placePages() {
        guard let root = _view else { return }
        for (index, page) in _pages.enumerated() {
            page.view.frame = _pageFrame(at: index)
            if page.view.superview !== root { root.addSubview(page.view) }
        }
        root.bringSubviewToFront(_pageControl)
    }

    func _placePagesForAppearance() {
        guard _activeTransition == nil, _view != nil else { return }
        _placePages()
        _updatePageControl()
    }

    func _layoutPages() {
        guard let root = _view else { return }
        if _activeTransition == nil {
            for (index, page) in _pages.enumerated() where page._view?.superview === root { page.view.frame = _pageFrame(at: index) }
        }
        let height = UIPageControl.height
        _pageControl.frame = CGRect(x: 0, y: root.bounds.height - root.safeAreaInsets.bottom - height,
                                    width: root.bounds.width, height: height)
    }

    /// The page control shows in scroll style when the data source reports pages.
    func _updatePageControl() {
        guard let root = _view else { return }
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        if count > 0 {
            _pageControl.numberOfPages = count
            _pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0
            if _pageControl.superview !== root { root.addSubview(_pageControl) }
        } else {
            _pageControl.removeFromSuperview()
        }
    }

    // MARK: The swipe

    func _installSwipe() {
        let pan = UIPanGestureRecognizer(handler: { [weak self] gesture in
            self?._handleSwipe(gesture as! UIPanGestureRecognizer)
        })
        view.addGestureRecognizer(pan)
        _swipe = pan
    }

    /// Progress of the swipe toward its direction, 0...1.
    private func _progress(_ pan: UIPanGestureRecognizer, _ direction: NavigationDirection) -> CGFloat {
        let translation = pan.translation(in: _view)
        let distance = navigationOrientation == .horizontal ? translation.x : translation.y
        let length = max(1, navigationOrientation == .horizontal ? _view?.bounds.width ?? 1 : _view?.bounds.height ?? 1)
        return min(1, max(0, (direction == .forward ? -distance : distance) / length))
    }

    private func _handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard _activeTransition == nil, let first = _pages.first, let last = _pages.last, let dataSource else { return }
            let translation = pan.translation(in: _view)
            let delta = navigationOrientation == .horizontal ? translation.x : translation.y
            let direction: NavigationDirection = delta < 0 ? .forward : .reverse
            var pending: [UIViewController] = []
            var anchor = direction == .forward ? last : first
            for _ in 0..<_pagesShown {
                let next = direction == .forward
                    ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                    : dataSource.pageViewController(self, viewControllerBefore: anchor)
                guard let next else { return }  // the end: the page bounces, nothing turns
                pending.append(next)
                anchor = next
            }
            if direction == .reverse { pending.reverse() }
            delegate?.pageViewController(self, willTransitionTo: pending)
            let driver = UIPercentDrivenInteractiveTransition()
            _swipeDriver = driver
            _swipeDirection = direction
            driver.update(_progress(pan, direction))
            _setPages(pending, direction: direction, animated: true, interaction: driver, completion: nil)
        case .changed:
            guard let driver = _swipeDriver, let direction = _swipeDirection else { return }
            driver.update(_progress(pan, direction))
        case .ended:
            guard let driver = _swipeDriver, let direction = _swipeDirection else { return }
            let velocity = navigationOrientation == .horizontal ? pan.velocity(in: _view).x : pan.velocity(in: _view).y
            let flick = direction == .forward ? -velocity : velocity
            if driver.percentComplete > 0.5 || flick > 300 { driver.finish() } else { driver.cancel() }
        case .cancelled, .failed:
            _swipeDriver?.cancel()
        case .possible:
            break
        }
    }
}

import Foundation

/// The bars: where they go, when they hide, and the frame and safe area they leave the top
/// controller (S2, S3).
extension UINavigationController {
    /// UIKit's `UINavigationControllerHideShowBarDuration`.
    static let hideShowBarDuration: TimeInterval = 0.2

    func _configureBars() {
        _navigationBar._navigationController = self
        _toolbar._navigationController = self
        _navigationBar.delegate = self
    }

    /// Builds the view: content, then the bars on top, and the back-swipe recognizer.
    func _installViews() {
        let root = view!
        _contentView.frame = root.bounds
        _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(_contentView)
        root.addSubview(_navigationBar)
        root.addSubview(_toolbar)
        _installPopGesture()
        _updateBarHidingGestures()
        _layoutBars()
    }

    /// Places the navigation bar below the status bar and the toolbar above the bottom
    /// safe area (and a tab bar), for the stack the bars serve.
    func _layoutBars() {
        guard let root = _view else { return }
        let bounds = root.bounds
        let safe = root.safeAreaInsets
        let barHeight = _navigationBar._height
        _navigationBar.frame = CGRect(x: 0, y: _isNavigationBarHidden ? -barHeight : safe.top,
                                      width: bounds.width, height: barHeight)
        let showsToolbar = !_isToolbarHidden && !_barStackHidesBottomBar
        let toolbarY = bounds.height - safe.bottom - _toolbar._height
        _toolbar.frame = CGRect(x: 0, y: showsToolbar ? toolbarY : bounds.height, width: bounds.width, height: _toolbar._height)
        _toolbar.isHidden = !showsToolbar
        if !_isNavigationBarHidden { _navigationBar.isHidden = false }
    }

    /// The frame of a child's view: the whole content area, except along edges it does not
    /// extend under (S3): not in `edgesForExtendedLayout`, or an opaque bar without
    /// `extendedLayoutIncludesOpaqueBars`. Also sets the child's bar insets (S2).
    @discardableResult
    func _childFrame(for child: UIViewController) -> CGRect {
        guard let root = _view else { return .zero }
        var frame = root.bounds
        let navBar = !_isNavigationBarHidden ? _navigationBar.frame : nil
        let toolbar = !_toolbar.isHidden ? _toolbar.frame : nil
        func extends(_ edge: UIRectEdge, translucent: Bool) -> Bool {
            child.edgesForExtendedLayout.contains(edge) && (translucent || child.extendedLayoutIncludesOpaqueBars)
        }
        if let navBar, !extends(.top, translucent: _navigationBar.isTranslucent) {
            frame.size.height -= navBar.maxY - frame.minY
            frame.origin.y = navBar.maxY
        }
        if let toolbar, !extends(.bottom, translucent: _toolbar.isTranslucent) {
            frame.size.height = max(0, toolbar.minY - frame.minY)
        }
        child._barInsets = UIEdgeInsets(
            top: navBar.map { max(0, $0.maxY - frame.minY) } ?? 0, left: 0,
            bottom: toolbar.map { max(0, frame.maxY - $0.minY) } ?? 0, right: 0)
        return frame
    }

    /// The root view laid out: bars, then the shown child (not while a transition moves it).
    func _layoutContainer() {
        guard let root = _view else { return }
        _contentView.frame = root.bounds
        _layoutBars()
        guard _activeTransition == nil, let top = _shownTop, let topView = top._view, topView.superview === _contentView else { return }
        let frame = _childFrame(for: top)
        if topView.frame != frame { topView.frame = frame } else { topView.setNeedsLayout() }
    }

    /// The bars now serve `stack` (a transition starts or ends): lay them out, and let a
    /// tab bar controller around hide or show its tab bar (`hidesBottomBarWhenPushed`).
    /// `hidesBottomBar`: a controller above that stack's root hid the bottom bars when pushed.
    func _setBarStack(hidesBottomBar: Bool, version: Int) {
        _barStackHidesBottomBar = hidesBottomBar
        _barStackVersion = version
        _layoutBars()
        (_parent as? UITabBarController)?._layoutContainer()
    }

    /// The bar's height changed (large title, prompt): lay out again.
    func _barsChanged() { _view?.setNeedsLayout() }

    func _setBarHidden(navigation: Bool, toolbar: Bool, animated: Bool) {
        guard navigation != _isNavigationBarHidden || toolbar != _isToolbarHidden else { return }
        _isNavigationBarHidden = navigation
        _isToolbarHidden = toolbar
        guard let root = _view else { return }
        _navigationBar.isHidden = false
        let finish = { [weak self] in
            guard let self else { return }
            self._navigationBar.isHidden = self._isNavigationBarHidden
        }
        if animated && root._isOnScreen {
            UIView.animate(withDuration: Self.hideShowBarDuration, animations: { self._layoutContainer() }) { _ in finish() }
        } else {
            _layoutContainer()
            finish()
        }
    }

    // MARK: Hiding bars on tap and swipe

    func _barHideOnTapRecognizer() -> UITapGestureRecognizer {
        if let recognizer = _barHideOnTap { return recognizer }
        let recognizer = UITapGestureRecognizer(handler: { [weak self] _ in
            guard let self else { return }
            self.setNavigationBarHidden(!self._isNavigationBarHidden, animated: true)
        })
        _barHideOnTap = recognizer
        return recognizer
    }

    func _barHideOnSwipeRecognizer() -> UIPanGestureRecognizer {
        if let recognizer = _barHideOnSwipe { return recognizer }
        let recognizer = UIPanGestureRecognizer(handler: { [weak self] gesture in
            guard let self, gesture.state == .began, let pan = gesture as? UIPanGestureRecognizer else { return }
            let up = pan.translation(in: nil).y < 0
            if up != self._isNavigationBarHidden { self.setNavigationBarHidden(up, animated: true) }
        })
        _barHideOnSwipe = recognizer
        return recognizer
    }

    /// Attaches or detaches the bar-hiding recognizers as the flags say.
    func _updateBarHidingGestures() {
        guard let root = _view else { return }
        for (enabled, recognizer) in [(hidesBarsOnTap, _barHideOnTapRecognizer() as UIGestureRecognizer),
                                      (hidesBarsOnSwipe, _barHideOnSwipeRecognizer())] {
            if enabled, recognizer.view !== root { root.addGestureRecognizer(recognizer) }
            if !enabled, recognizer.view === root { root.removeGestureRecognizer(recognizer) }
        }
    }
}

import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews (removing it from its old superview first).
    func _defaultAddSubview(_ view: UIView) {
        _insertSubview(view, at: _subviews.count)
    }

    /// Inserts `view` at `index` among the subviews.
    func _defaultInsertSubview(_ view: UIView, at index: Int) {
        _insertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    func _defaultInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        _insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview`.
    func _defaultInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        _insertSubview(view, at: index)
    }

    /// Moves a subview to the front.
    func _defaultBringSubviewToFront(_ view: UIView) {
        guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
        _subviews.append(_subviews.remove(at: index))
    }

    /// Moves a subview to the back.
    func _defaultSendSubviewToBack(_ view: UIView) {
        guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
        _subviews.insert(_subviews.remove(at: index), at: 0)
    }

    /// Swaps two subviews' positions.
    func _defaultExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        _subviews.swapAt(index1, index2)
    }

    /// Whether this view is `view` or one of its descendants.
    func _defaultIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._superview
        }
        return false
    }

    /// The first view with `tag`, searching self then the subviews depth-first.
    func _defaultViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Removes the view from its superview and window. A controller whose root view leaves
    /// the screen this way gets will/did disappear (C3).
    func _defaultRemoveFromSuperview() {
        guard let superview = _superview else { return }
        let move = ScreenMove(view: self, from: _window, to: nil)
        move.willMove()
        willMove(toSuperview: nil)
        if move.changesWindow { _sendWillMoveToWindow(nil) }
        superview.willRemoveSubview(self)
        AutoLayoutEngine.viewWillLeave(self)
        superview._subviews.removeAll { $0 === self }
        _superview = nil
        UIView._geometryChanged()
        if move.changesWindow { _setWindow(nil) }
        didMoveToSuperview()
        move.didMove()
        superview.setNeedsLayout()
    }

    /// The one path every insertion takes: hierarchy checks, window move notifications,
    /// appearance of controllers whose views enter or leave the screen, and layout.
    func _insertSubview(_ view: UIView, at index: Int) {
        if isDescendant(of: view) { UIKitDiagnostics.raise(.viewIsAncestor(view)) }
        if view._superview === self {  // reorder only
            let current = _subviews.firstIndex { $0 === view }!
            _subviews.remove(at: current)
            _subviews.insert(view, at: min(index, _subviews.count))
            return
        }
        view._viewController?._checkHierarchy(placingViewIn: self)
        let oldTint = view.tintColor
        let move = ScreenMove(view: view, from: view._window, to: _window)
        move.willMove()
        view.willMove(toSuperview: self)
        if move.changesWindow { view._sendWillMoveToWindow(_window) }
        if let old = view._superview {
            old.willRemoveSubview(view)
            AutoLayoutEngine.viewWillLeave(view)
            old._subviews.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        _subviews.insert(view, at: min(max(index, 0), _subviews.count))
        view._superview = self
        UIView._geometryChanged()
        AutoLayoutEngine.viewDidJoin(view)
        if move.changesWindow { view._setWindow(_window) }
        view.didMoveToSuperview()
        didAddSubview(view)
        if view._tintColor == nil, view.tintColor != oldTint { view._propagateTintChange() }  // inherited tint changed
        view._propagateDirtyFlagsUp()
        view.setNeedsLayout()  // Y1: addSubview schedules layout
        setNeedsLayout()
        TraitPropagation.update(view)  // before viewIsAppearing: traits are current then
        move.didMove()
    }

    func _sendWillMoveToWindow(_ window: UIWindow?) {
        willMove(toWindow: window)
        for subview in _subviews { subview._sendWillMoveToWindow(window) }
    }

    func _setWindow(_ window: UIWindow?) {
        _window = window
        if let window, _needsLayout || _needsUpdateConstraints { window._requestPass() }
        didMoveToWindow()
        for subview in _subviews { subview._setWindow(window) }
    }

    /// Whether the view is in a window that is visible: the condition for appearance.
    var _isOnScreen: Bool { _window?._isVisible ?? false }
}

/// One move of a view subtree between windows, seen from appearance: whether it enters or
/// leaves the screen, and the controllers that move with it (A1, C2, C3, C7).
@MainActor
struct ScreenMove {
    let view: UIView
    let changesWindow: Bool
    let entersScreen: Bool
    let leavesScreen: Bool
    private let driven: AppearanceDriver?

    init(view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        self.view = view
        changesWindow = oldWindow !== newWindow
        let wasOn = oldWindow?._isVisible ?? false, willBeOn = newWindow?._isVisible ?? false
        entersScreen = !wasOn && willBeOn
        leavesScreen = wasOn && !willBeOn
        driven = (entersScreen || leavesScreen) ? AppearanceDriver(subtree: view, appearing: entersScreen) : nil
    }

    /// Before the move: "will" callbacks.
    func willMove() { driven?.begin() }
    /// After the move: `viewIsAppearing`, then disappear "did" now or appear "did" later.
    func didMove() { driven?.finishAfterMove() }
}

import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews (removing it from its old superview first);
    /// its layer goes on top of this view's sublayers, above any added with `addSublayer`.
    func _defaultAddSubview(_ view: UIView) {
        _insertSubview(view, placement: .front)
    }

    /// Inserts `view` at `index`, as UIKit does: `index` counts this view's layer's
    /// sublayers, so with no standalone sublayers it is the index among the subviews.
    func _defaultInsertSubview(_ view: UIView, at index: Int) {
        _insertSubview(view, placement: .sublayerIndex(index))
    }

    /// Inserts `view` just above `siblingSubview` (on top when it is not a subview).
    func _defaultInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview._superview === self else { return addSubview(view) }
        _insertSubview(view, placement: .above(siblingSubview))
    }

    /// Inserts `view` just below `siblingSubview` (on top when it is not a subview).
    func _defaultInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview._superview === self else { return addSubview(view) }
        _insertSubview(view, placement: .below(siblingSubview))
    }

    /// Moves a subview to the front: its layer becomes the last sublayer.
    func _defaultBringSubviewToFront(_ view: UIView) {
        guard view._superview === self else { return }
        _place(view, .front)
    }

    /// Moves a subview to the back: its layer becomes the first sublayer.
    func _defaultSendSubviewToBack(_ view: UIView) {
        guard view._superview === self else { return }
        _place(view, .sublayerIndex(0))
    }

    /// Swaps two subviews' positions (and their layers' among the sublayers).
    func _defaultExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let first = _subviews[index1], second = _subviews[index2]
        _subviews.swapAt(index1, index2)
        (first._siblingOrder, second._siblingOrder) = (second._siblingOrder, first._siblingOrder)
        if let layer = _layerIfLoaded, let a = layer._sublayers.firstIndex(where: { $0 === first._layerIfLoaded }),
           let b = layer._sublayers.firstIndex(where: { $0 === second._layerIfLoaded }) {
            layer._sublayers.swapAt(a, b)
        }
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
        let oldWindow = _window
        let move = ScreenMove(view: self, from: _window, to: nil)
        move.willMove()
        willMove(toSuperview: nil)
        if move.changesWindow { _sendWillMoveToWindow(nil) }
        superview.willRemoveSubview(self)
        AutoLayoutEngine.viewWillLeave(self)
        superview._detach(self)
        _superview = nil
        UIView._geometryChanged()
        if move.changesWindow { _setWindow(nil) }
        didMoveToSuperview()
        move.didMove()
        superview.setNeedsLayout()
        // CT16, CT17: the pointer is no longer over what left the window.
        if move.changesWindow, let oldWindow { oldWindow._pointerContentChanged() }
    }

    /// The one path every insertion takes: hierarchy checks, window move notifications,
    /// appearance of controllers whose views enter or leave the screen, and layout.
    func _insertSubview(_ view: UIView, placement: SubviewPlacement) {
        if isDescendant(of: view) { UIKitDiagnostics.raise(.viewIsAncestor(view)) }
        if view._superview === self {  // reorder only
            _place(view, placement)
            return
        }
        view._viewController?._checkHierarchy(placingViewIn: self)
        // VP3: an inherited tint can change only when the old or the new ancestors set one;
        // otherwise it is the system tint before and after, and no colours are compared.
        let tintMayChange = view._tintColor == nil && (_tintIsSetInChain || (view._superview?._tintIsSetInChain ?? false))
        let oldTint: UIColor? = tintMayChange ? view.tintColor : nil
        let move = ScreenMove(view: view, from: view._window, to: _window)
        move.willMove()
        view.willMove(toSuperview: self)
        if move.changesWindow { view._sendWillMoveToWindow(_window) }
        if let old = view._superview {
            old.willRemoveSubview(view)
            AutoLayoutEngine.viewWillLeave(view)
            old._detach(view)
            old.setNeedsLayout()
        }
        view._superview = self
        _place(view, placement, isNew: true)
        UIView._geometryChanged()
        AutoLayoutEngine.viewDidJoin(view)
        view._geometrySetByHand()  // PL10: a new superview applies its engine frame
        if move.changesWindow { view._setWindow(_window) }
        view.didMoveToSuperview()
        didAddSubview(view)
        if tintMayChange, view._tintColor == nil, view.tintColor != oldTint { view._propagateTintChange() }  // inherited tint changed
        view._propagateDirtyFlagsUp()
        view.setNeedsLayout()  // Y1: addSubview schedules layout
        setNeedsLayout()
        TraitPropagation.update(view)  // before viewIsAppearing: traits are current then
        move.didMove()
    }

    /// Where a subview goes, in UIKit's terms: UIKit keeps subviews in their layers' order
    /// among all the sublayers of this view's layer (Q3).
    enum SubviewPlacement {
        /// At this index of the layer's sublayers (the subview index when there are no
        /// standalone sublayers).
        case sublayerIndex(Int)
        /// Just above a subview's layer.
        case above(UIView)
        /// Just below a subview's layer.
        case below(UIView)
        /// Above every sublayer.
        case front
    }

    /// The one place subview order and sublayer order change: puts `view` (already this
    /// view's subview) at `placement` among the sublayers and among the subviews, keeping the
    /// subviews in their layers' order. O(siblings); a view whose layer was never loaded has
    /// no standalone sublayers, so its subview index is the sublayer index.
    func _place(_ view: UIView, _ placement: SubviewPlacement, isNew: Bool = false) {
        // PL6: a view just inserted is not among the subviews yet: adding to the front of N
        // subviews costs O(1), not a search through them.
        if !isNew { _subviews._removeIdentical(view) }
        if isNew, case .front = placement {
            _subviews.append(view)
            _assignSiblingOrder(at: _subviews.count - 1)
            guard let layer = _layerIfLoaded else { return }
            let sublayer = view.layer
            if sublayer._superlayer === layer { layer._sublayers._removeIdentical(sublayer) }
            layer._sublayers.append(sublayer)
            sublayer._superlayer = layer
            return
        }
        guard let layer = _layerIfLoaded else {
            let index: Int = switch placement {
            case let .sublayerIndex(index): index
            case let .above(sibling): (_subviews._lastIndex(ofIdentical: sibling) ?? _subviews.count - 1) + 1
            case let .below(sibling): _subviews._lastIndex(ofIdentical: sibling) ?? _subviews.count
            case .front: _subviews.count
            }
            let clamped = min(max(index, 0), _subviews.count)
            _subviews.insert(view, at: clamped)
            _assignSiblingOrder(at: clamped)
            return
        }
        let sublayer = view.layer
        layer._sublayers._removeIdentical(sublayer)
        let layerIndex: Int = switch placement {
        case let .sublayerIndex(index): index
        case let .above(sibling): (layer._sublayers._lastIndex(ofIdentical: sibling._layerIfLoaded) ?? layer._sublayers.count - 1) + 1
        case let .below(sibling): layer._sublayers._lastIndex(ofIdentical: sibling._layerIfLoaded) ?? layer._sublayers.count
        case .front: layer._sublayers.count
        }
        let clamped = min(max(layerIndex, 0), layer._sublayers.count)
        layer._sublayers.insert(sublayer, at: clamped)
        sublayer._superlayer = layer
        let subviewIndex = layer._sublayers[..<clamped].reduce(0) { $0 + ($1._view != nil ? 1 : 0) }
        _subviews.insert(view, at: min(subviewIndex, _subviews.count))
        _assignSiblingOrder(at: min(subviewIndex, _subviews.count - 1))
    }

    /// Takes `view` out of the subviews and its layer out of the sublayers.
    func _detach(_ view: UIView) {
        _subviews._removeIdentical(view)
        _subviewsNeedingLayout.remove(view)
        if let sublayer = view._layerIfLoaded, sublayer._superlayer === _layerIfLoaded {
            _layerIfLoaded?._sublayers._removeIdentical(sublayer)
            sublayer._superlayer = nil
        }
    }

    func _sendWillMoveToWindow(_ window: UIWindow?) {
        willMove(toWindow: window)
        for subview in _subviews { subview._sendWillMoveToWindow(window) }
    }

    func _setWindow(_ window: UIWindow?) {
        let entersWindow = _window == nil && window != nil
        _window = window
        if let window, _needsLayout || _needsUpdateConstraints { window._requestPass() }
        if window != nil { layer._enqueueDisplayIfInWindow() }  // G1: a view draws when it is first shown
        // W1: proxies apply as the view enters a window, before it hears of the move.
        if entersWindow { _applyAppearanceProxies() }
        didMoveToWindow()
        for subview in _subviews { subview._setWindow(window) }
    }

    /// Whether this view or one of its ancestors has a tint colour of its own (else its tint
    /// is the system's).
    var _tintIsSetInChain: Bool {
        var current: UIView? = self
        while let view = current {
            if view._tintColor != nil { return true }
            current = view._superview
        }
        return false
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

extension UIView {
    /// Empties every pointer that names this view without owning it (PL1–PL4), from `deinit`.
    func _releasePointersToSelf() {
        _layoutItemReferenceIfMade?.object = nil
        // The record names the constraints on this view, which hold the box: dropped here so
        // that box, record and constraints do not keep each other.
        _layoutItemReferenceIfMade?.record = nil
        // A view being deallocated has no superview (its superview would own it), so it is
        // the top of its hierarchy and its engine goes with it.
        // Plain loops and no closures from here on: a closure passed to the standard library
        // carries a main-actor check, and a view may be freed on a thread that is not the
        // main queue (a test suite's stored views are freed wherever the suite ends).
        for subview in _subviews { subview._superview = nil }
        for guide in _layoutGuides { guide._owningView = nil }
        _safeAreaLayoutGuide?._owningView = nil
        _layoutMarginsGuide?._owningView = nil
        _readableContentGuide?._owningView = nil
        _keyboardLayoutGuide?._owningView = nil
        _layerIfLoaded?._view = nil
    }
}

import Foundation

extension UICollectionView {
    /// Called when an interactive change of layout ends: whether it went on to the new
    /// layout, and whether its animation ran to the end (CV18).
    public typealias LayoutInteractiveTransitionCompletion = @MainActor (Bool, Bool) -> Void
}

/// A collection view's change of layout in progress (CV15–CV18).
@MainActor
enum CollectionLayoutChange {
    /// No change: the layout is the one the app set.
    case idle
    /// The app drives a transition layout between two layouts (CV17).
    case interactive(UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?)
}

extension UICollectionView {
    /// CV5: a bounds change the layout asks for invalidates it with its bounds context,
    /// before the bounds change (the layout still sees the old bounds). CV26: inside an
    /// animation block the layout is told of the old bounds first.
    func _boundsWillChange(to newBounds: CGRect) {
        let layout = _layout
        guard layout._collectionView === self, layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        if UIView.inheritedAnimationDuration > 0, _animatedBoundsChangeFrom == nil {
            _animatedBoundsChangeFrom = bounds
            layout.prepare(forAnimatedBoundsChange: bounds)
        }
    }

    /// CV15, CV16: replaces the layout. Before the first layout pass the layout is just
    /// swapped. Otherwise the new layout prepares, both layouts hear of the transition, the
    /// new one (then the delegate) chooses the content offset, the pass shows the new
    /// layout's elements, both layouts finalize, and the cells and views on screen animate
    /// (through the batch-update animation) from their attributes in the old layout to the
    /// new layout's; cells the new layout puts off screen move to their new place and leave.
    func _changeLayout(to newLayout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let oldLayout = _layout
        let completions = completion.map { [$0] } ?? []
        guard newLayout !== oldLayout else {
            _finishUpdate(disappearing: [], completions: completions, animated: false)
            return
        }
        _layout = newLayout
        newLayout._collectionView = self
        newLayout.invalidateLayout()
        guard _counts != nil else {  // never laid out: nothing on screen to move
            oldLayout._collectionView = nil
            _finishUpdate(disappearing: [], completions: completions, animated: false)
            return
        }
        let animates = animated && _listUpdatesAnimate()
        var oldCells: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
        for cell in _visibleCells.values { oldCells[ObjectIdentifier(cell)] = cell._appliedAttributes }
        var oldElements: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
        for view in _elements.visible.values { oldElements[ObjectIdentifier(view)] = view._appliedAttributes }
        let oldOffset = contentOffset

        _countIfNeeded()
        newLayout._prepareIfNeeded()
        newLayout.prepareForTransition(from: oldLayout)
        oldLayout.prepareForTransition(to: newLayout)
        contentSize = newLayout.collectionViewContentSize
        var target = newLayout.targetContentOffset(forProposedContentOffset: _clampedOffset(oldOffset))
        target = _collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target) ?? target
        if target != oldOffset { UIView.performWithoutAnimation { contentOffset = target } }
        _listUpdates.leaving = CollectionLeavingViews()
        UIView.performWithoutAnimation { _layoutVisibleCells() }
        let leavingViews = _listUpdates.leaving ?? CollectionLeavingViews()
        _listUpdates.leaving = nil

        var moving: [(view: UICollectionReusableView, start: UICollectionViewLayoutAttributes, end: UICollectionViewLayoutAttributes)] = []
        for (path, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            guard let end = cell._appliedAttributes,
                  let start = oldCells[ObjectIdentifier(cell)] ?? oldLayout.layoutAttributesForItem(at: path) else { continue }
            moving.append((cell, start, end))
        }
        for (key, view) in _elements.visible.sorted(by: { $0.key < $1.key }) {
            guard let end = view._appliedAttributes, let start = oldElements[ObjectIdentifier(view)] ?? oldLayout._attributes(for: key) else { continue }
            moving.append((view, start, end))
        }
        var disappearing: [DisappearingCell<UICollectionViewCell>] = []
        var leaving: [(cell: UICollectionViewCell, end: UICollectionViewLayoutAttributes)] = []
        for (path, view) in leavingViews.cells {
            guard let cell = view as? UICollectionViewCell else { continue }
            disappearing.append(DisappearingCell(cell: cell, oldIndexPath: path, animation: .none))
            if let end = newLayout.layoutAttributesForItem(at: path) { leaving.append((cell, end)) }
        }
        oldLayout.finalizeLayoutTransition()
        newLayout.finalizeLayoutTransition()
        if oldLayout._collectionView === self { oldLayout._collectionView = nil }
        guard animates else {
            _endDisplayingLeavingElements(leavingViews.elements)
            _finishUpdate(disappearing: disappearing, completions: completions, animated: false)
            return
        }
        let size = bounds.size
        UIView.performWithoutAnimation {
            for item in moving { _place(item.view, item.start) }
            if target != oldOffset { _setBoundsWithoutAsking(CGRect(origin: oldOffset, size: size)) }
        }
        // CV24: supplementary and decoration views the new layout has no place for stay until
        // the change ends.
        let retireElements: (Bool) -> Void = { [weak self] _ in self?._endDisplayingLeavingElements(leavingViews.elements) }
        _finishUpdate(disappearing: disappearing, completions: [retireElements] + completions, animated: true) { [self] in
            if target != oldOffset { _setBoundsWithoutAsking(CGRect(origin: target, size: size)) }
            for item in moving { _place(item.view, item.end) }
            for item in leaving { _place(item.cell, item.end) }
        }
    }

    /// The bounds set without asking the layout (the animation of a change of layout moves
    /// the offset the new layout already chose).
    private func _setBoundsWithoutAsking(_ newBounds: CGRect) { super.bounds = newBounds }

    // MARK: Interactive changes (CV17, CV18)

    func _startInteractiveTransition(to layout: UICollectionViewLayout,
                                     completion: LayoutInteractiveTransitionCompletion?) -> UICollectionViewTransitionLayout {
        if case .interactive = _layoutChange { _endInteractiveTransition(finishing: false) }
        let oldLayout = _layout
        let transition = _collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: oldLayout, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: layout)
        _layoutChange = .interactive(transition, completion: completion)
        layout._collectionView = self
        layout.invalidateLayout()
        // The transition layout quietly becomes the layout: nothing animates.
        _layout = transition
        transition._collectionView = self
        transition.invalidateLayout()
        setNeedsLayout()
        return transition
    }

    func _endInteractiveTransition(finishing: Bool) {
        guard case let .interactive(transition, completion) = _layoutChange else { return }
        _layoutChange = .idle
        let target = finishing ? transition.nextLayout : transition.currentLayout
        let other = finishing ? transition.currentLayout : transition.nextLayout
        _changeLayout(to: target, animated: true) { finished in completion?(finishing, finished) }
        if other !== _layout, other._collectionView === self { other._collectionView = nil }
    }
}

extension UICollectionViewLayout {
    /// The layout's attributes for the element `key` names.
    func _attributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }
}

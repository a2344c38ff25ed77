import Foundation

/// Children and columns: which controllers the split holds, which show, and where.
extension UISplitViewController {
    /// The column-style columns that hold a controller, primary first.
    var _installedColumns: [Column] {
        [.primary, .supplementary, .secondary].filter { column in
            _columns[column] != nil && (column != .supplementary || style == .tripleColumn)
        }
    }

    /// The child installed for a column: its navigation wrapper, or the controller.
    func _installed(_ column: Column) -> UIViewController? { _wrappers[column] ?? _columns[column] }

    func _setClassic(_ new: [UIViewController]) {
        _replaceChildren(old: _classic, new: new)
        _classic = new
        _collapsed = nil
        _placeColumns()
    }

    func _setColumn(_ vc: UIViewController?, for column: Column) {
        let old = _installed(column)
        var wrapper: UINavigationController?
        if let vc, column != .compact, !(vc is UINavigationController) {
            wrapper = UINavigationController(rootViewController: vc)
        }
        _columns[column] = vc
        _wrappers[column] = wrapper
        _replaceChildren(old: old.map { [$0] } ?? [], new: (wrapper ?? vc).map { [$0] } ?? [])
        if _collapsed == true, column == .secondary || column == .supplementary, let base = _collapseBase,
           let primary = _installed(.primary) as? UINavigationController, let wrapper {
            // Collapsed: the column's controllers live on the primary's stack; the new ones replace them.
            let moved = wrapper.viewControllers
            wrapper.setViewControllers([], animated: false)
            primary.setViewControllers(Array(primary.viewControllers.prefix(base)) + moved, animated: false)
        }
        _placeColumns()
    }

    /// Children leave (`willMove(nil)`, view out, `removeFromParent`) and arrive (`addChild`, `didMove`).
    func _replaceChildren(old: [UIViewController], new: [UIViewController]) {
        for child in old where !new.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child._view?.removeFromSuperview()
            child.removeFromParent()
        }
        for child in new where child._parent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
    }

    /// The display mode when expanded: an override from show/hide, the preferred mode, or
    /// the automatic choice by width.
    /// The result is one the split behavior allows (SB2).
    var _resolvedDisplayMode: DisplayMode {
        let behavior = _resolvedSplitBehavior
        if let override = _displayModeOverride { return _fitted(override, to: behavior) }
        if preferredDisplayMode != .automatic { return _fitted(preferredDisplayMode, to: behavior) }
        let wide = _splitWidth >= 1000
        switch style {
        case .tripleColumn: return _fitted(wide ? .twoBesideSecondary : .oneBesideSecondary, to: behavior)
        default: return wide ? _fitted(.oneBesideSecondary, to: behavior) : .secondaryOnly
        }
    }

    /// The children whose views show now, back to front.
    var _visibleChildren: [UIViewController] {
        if isCollapsed {
            if style == .unspecified { return _classic.first.map { [$0] } ?? [] }
            return [_columns[.compact] ?? _installed(.primary)].compactMap { $0 }
        }
        let primary = style == .unspecified ? _classic.first : _installed(.primary)
        let supplementary = style == .tripleColumn ? _installed(.supplementary) : nil
        let secondary = style == .unspecified ? (_classic.count > 1 ? _classic[1] : nil) : _installed(.secondary)
        let one = style == .tripleColumn ? supplementary : primary
        switch _resolvedDisplayMode {
        case .secondaryOnly, .automatic: return [secondary].compactMap { $0 }
        case .oneBesideSecondary, .oneOverSecondary: return [secondary, one].compactMap { $0 }
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [secondary, supplementary, primary].compactMap { $0 }
        }
    }

    /// Adds the views of the children that show and removes the others (appearance follows
    /// the views, C2, C3), then lays them out.
    func _placeColumns() {
        guard let root = _view else { return }
        let visible = _visibleChildren
        for child in _children where !visible.contains(where: { $0 === child }) { child._view?.removeFromSuperview() }
        for child in visible where child.view.superview !== root { root.addSubview(child.view) }
        _frameColumns()
    }

    /// The root view laid out: collapse or expand if the size class changed, then columns.
    func _layoutColumns() {
        _updateCollapse()
        _placeColumns()
    }

    private func _frameColumns() {
        guard let root = _view else { return }
        let bounds = root.bounds
        let visible = _visibleChildren
        guard visible.count > 1 else {
            visible.first?._view?.frame = bounds
            return
        }
        let sidebars = Array(visible.dropFirst())
        for (child, frame) in _columnFrames(secondary: visible[0], sidebars: sidebars, in: bounds) { child._view?.frame = frame }
        if [.oneOverSecondary, .twoOverSecondary].contains(_resolvedDisplayMode) {
            for child in sidebars.reversed() { root.bringSubviewToFront(child.view) }
        }
    }

    func _displayModeChanged() {
        delegate?.splitViewController(self, willChangeTo: displayMode)
        _placeColumns()
    }

    func _show(_ column: Column) {
        if isCollapsed {
            if column == .primary, let primary = _installed(.primary) as? UINavigationController, let base = _collapseBase,
               base > 0, base <= primary.viewControllers.count {
                primary.popToViewController(primary.viewControllers[base - 1], animated: true)
            }
            return
        }
        // SB4: the mode that shows the column in the current split behavior.
        let mode: DisplayMode
        switch (column, style) {
        case (.primary, .tripleColumn): mode = _mode(showingBoth: true)
        case (.primary, _): mode = _mode(showingBoth: false)
        case (.supplementary, .tripleColumn): mode = _resolvedDisplayMode == .secondaryOnly ? _mode(showingBoth: false) : _resolvedDisplayMode
        default: return
        }
        _setDisplayModeOverride(mode)
    }

    func _hide(_ column: Column) {
        guard !isCollapsed else { return }
        switch (column, style) {
        case (.primary, .tripleColumn): _setDisplayModeOverride(_mode(showingBoth: false))
        case (.primary, _), (.supplementary, .tripleColumn): _setDisplayModeOverride(.secondaryOnly)
        default: return
        }
    }

    private func _setDisplayModeOverride(_ mode: DisplayMode) {
        let mode = _fitted(mode, to: _resolvedSplitBehavior)
        guard mode != _resolvedDisplayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        _displayModeOverride = mode
        _placeColumns()
    }

    func _modeButton() -> UIBarButtonItem {
        if let item = _displayModeButtonItem { return item }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "") { [weak self] _ in
            guard let self else { return }
            let primaryShows = self._visibleChildren.contains { $0 === (self.style == .unspecified ? self._classic.first : self._installed(.primary)) }
            if primaryShows { self._hide(.primary) } else { self._show(.primary) }
        })
        item.isHidden = !_showsDisplayModeButton  // SB7
        _displayModeButtonItem = item
        return item
    }

    func _showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            let primary = style == .unspecified ? _classic.first : _installed(.primary)
            primary?.show(vc, sender: sender)
        } else if style == .unspecified {
            _setClassic([_classic.first, vc].compactMap { $0 })
        } else if let secondary = _wrappers[.secondary], !(vc is UINavigationController) {
            secondary.setViewControllers([vc], animated: false)
            _columns[.secondary] = vc
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    func _showPrimary(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if style == .unspecified, !isCollapsed {
            _setClassic([vc] + _classic.dropFirst())
        } else {
            (style == .unspecified ? _classic.first : _installed(.primary))?.show(vc, sender: sender)
        }
    }
}

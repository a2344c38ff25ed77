import Foundation

/// How a search starts and ends, and what the bar's editing tells the controller (P16, P17).
extension UISearchController {
    /// Starts the search: the delegate may present the controller itself; otherwise UIKit
    /// presents it from the searching controller, between `willPresentSearchController` and
    /// (in the presentation's completion) `didPresentSearchController`.
    func _activate() {
        guard _activation == .inactive, _presentingViewController == nil else { return }
        _activation = .presenting
        delegate?.presentSearchController(self)
        if _presentingViewController != nil { return }  // the delegate presented it: no will/did (P16)
        guard let searching = _searchingController, searching.viewIfLoaded?.window != nil else {
            _activation = .inactive  // a bar on no screen: nothing to present over
            return
        }
        delegate?.willPresentSearchController(self)
        searching.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresentSearchController(self)
        }
        if _presentingViewController == nil { _activation = .inactive }  // refused (P3's warning was printed)
    }

    /// Ends the search: `willDismissSearchController`, then the dismissal, then
    /// `didDismissSearchController` in its completion.
    func _deactivate() {
        guard _activation.isActive, _presentingViewController != nil else { return }
        delegate?.willDismissSearchController(self)
        _activation = .dismissing
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didDismissSearchController(self)
        }
    }

    // MARK: What the bar reports (after its own delegate, as UIKit's bar does)

    /// The bar began editing: the search becomes active, then the updater is told (P17).
    func _searchBarDidBeginEditing() {
        if !isActive { _activate() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user changed the text: the results controller shows or hides, the searched
    /// controller's content-unavailable configuration is due an update (V7), a scope bar shown
    /// on text entry appears, and the updater is told (P17).
    func _searchBarTextDidChange() {
        _updateResultsVisibility()
        if let owner = _hostingNavigationItem?._owner { owner.setNeedsUpdateContentUnavailableConfiguration() }  // V7
        if scopeBarActivation == .onTextEntry, isActive { _bar._setScopeBarShown(true) }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user chose another scope: the updater is told (P17).
    func _searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel (or a tap on the dimming view): the text is cleared, editing ends, the search is
    /// dismissed, and the updater is told with `isActive` already false (P17).
    func _cancelSearch() {
        let bar = _bar
        bar.text = ""
        if bar.isFirstResponder { bar.resignFirstResponder() }
        _updateResultsVisibility()
        _deactivate()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: The presentation's steps (whoever presented the controller)

    /// Before the container is placed: the search is presenting, and the navigation bar makes
    /// way (``hidesNavigationBarDuringPresentation``): a bar holding the search bar collapses
    /// to its search row; otherwise the searched controller's navigation bar hides.
    func _prepareBarsForPresentation() {
        _activation = .presenting
        _setBarAccessoriesShown(true)
        guard hidesNavigationBarDuringPresentation else { return }
        if let navigationBar = _bar.superview as? UINavigationBar {
            navigationBar._didChangeHeight()
            navigationBar._navigationController?._view?.layoutIfNeeded()
        } else if let navigation = _searchingController?.navigationController, !navigation.isNavigationBarHidden,
                  _bar.window != nil {
            _hiddenNavigationBarOwner = navigation
            navigation.setNavigationBarHidden(true, animated: true)
        }
    }

    func _presentationWillBegin(in container: UIView) {
        _updateResultsVisibility()
        _barAwaitsHosting = true
        _hostBarIfAwaited()
    }

    /// Moves the bar into the search view once that view is in the window, so an editing bar
    /// never leaves the window (which would end its editing).
    func _hostBarIfAwaited() {
        guard _barAwaitsHosting, let searchView = _searchView, searchView.window != nil, let container = searchView.superview else { return }
        _barAwaitsHosting = false
        _hostBar(in: container)
    }

    func _presentationDidEnd(_ completed: Bool) {
        _barAwaitsHosting = false
        if completed { _activation = .active; return }
        _returnBar()
        _restoreBars()
    }

    func _dismissalWillBegin() {
        _activation = .dismissing
        _setBarAccessoriesShown(false)
        _restoreBars()
    }

    func _dismissalDidEnd(_ completed: Bool) {
        if completed {
            _activation = .inactive
            _returnBar()
        } else {
            _activation = .active
            _setBarAccessoriesShown(true)
        }
    }

    private func _restoreBars() {
        if let navigationBar = _bar.superview as? UINavigationBar { navigationBar._didChangeHeight() }
        if let navigation = _hiddenNavigationBarOwner {
            _hiddenNavigationBarOwner = nil
            navigation.setNavigationBarHidden(false, animated: true)
        }
    }

    /// Cancel button and scope bar, as ``automaticallyShowsCancelButton`` and
    /// ``scopeBarActivation`` say.
    func _setBarAccessoriesShown(_ shown: Bool) {
        let bar = _bar
        if automaticallyShowsCancelButton { bar._setCancelButtonShown(shown) }
        switch scopeBarActivation {
        case .automatic, .onSearchActivation: bar._setScopeBarShown(shown)
        case .onTextEntry: if !shown { bar._setScopeBarShown(false) }
        case .manual: break
        }
    }

    /// The results controller shows while there is text (when automatic).
    func _updateResultsVisibility() {
        if automaticallyShowsSearchResultsController {
            _resultsShown = isActive && !(_bar.text ?? "").isEmpty
        }
        _searchView?.setNeedsLayout()
    }

    // MARK: A bar outside a navigation bar moves into the search view

    /// A bar in a view (a table header, say) moves into the search view, where it was on
    /// screen, or at the top of the safe area when the navigation bar made way or the bar was
    /// on no screen.
    private func _hostBar(in container: UIView) {
        let bar = _bar
        guard !(bar.superview is UINavigationBar), let searchView = _searchView else { return }
        var frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: bar._fittingHeight)
        if let superview = bar.superview {
            let index = superview.subviews.firstIndex { $0 === bar } ?? superview.subviews.count
            _barHome = (superview, index, bar.frame)
            if _hiddenNavigationBarOwner == nil, bar.window != nil {
                frame.origin.y = superview.convert(bar.frame, to: container).minY
            }
        }
        searchView.hostedBar = bar
        searchView.hostedBarTop = _hiddenNavigationBarOwner == nil && _barHome != nil ? frame.minY : nil
        bar.frame = frame
        searchView.addSubview(bar)
        searchView.setNeedsLayout()
    }

    /// The bar goes back where it was.
    private func _returnBar() {
        let bar = _bar
        _searchView?.hostedBar = nil
        guard let home = _barHome else {
            if bar.superview === _searchView { bar.removeFromSuperview() }
            return
        }
        _barHome = nil
        bar.frame = CGRect(origin: home.frame.origin, size: CGSize(width: home.frame.width, height: bar._fittingHeight))
        home.superview.insertSubview(bar, at: min(home.index, home.superview.subviews.count))
        home.superview.setNeedsLayout()
    }
}

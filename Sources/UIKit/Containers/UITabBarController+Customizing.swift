import Foundation

/// Customizing the tabs: the More list's Edit button opens the tab bar's customizing sheet
/// with every child (TC2, TC3); when it closes the children take the sheet's order (TC7).
extension UITabBarController {
    /// The children the app let the user move, in tab order.
    var _customizable: [UIViewController] {
        guard let allowed = customizableViewControllers else { return [] }
        return _viewControllers.filter { child in allowed.contains { $0 === child } }
    }

    /// Whether the child owning `item` may be moved in the sheet (TC3).
    func _isCustomizable(_ item: UITabBarItem) -> Bool {
        _customizable.contains { $0.tabBarItem === item }
    }

    /// The children owning `items`, in that order.
    func _controllers(for items: [UITabBarItem]) -> [UIViewController] {
        items.compactMap { item in _viewControllers.first { $0.tabBarItem === item } }
    }

    /// TC2: the Edit button shows while some child is customizable.
    func _customizableChanged() {
        (_moreNavigationController?.viewControllers.first as? MoreListController)?.updateEditButton()
    }

    /// TC3: the Edit button's tap: the sheet with every child's item, in tab order.
    func _beginCustomizingFromMore() {
        guard !_customizable.isEmpty else { return }
        _tabBar.beginCustomizingItems(_viewControllers.map(\.tabBarItem))
    }

    func _willBeginCustomizing(_ items: [UITabBarItem]) {
        delegate?.tabBarController(self, willBeginCustomizing: _controllers(for: items))
    }

    /// TC7: the children take the sheet's order before the delegate hears of the end; the
    /// customizable children stay those the app set.
    func _willEndCustomizing(_ items: [UITabBarItem], changed: Bool) {
        let sheetOrder = _controllers(for: items)
        if changed, sheetOrder.count == _viewControllers.count {
            let customizable = customizableViewControllers
            _setViewControllers(sheetOrder, resettingCustomizable: false)
            customizableViewControllers = customizable
        }
        delegate?.tabBarController(self, willEndCustomizing: _viewControllers, changed: changed)
    }

    func _didEndCustomizing(_ items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: _viewControllers, changed: changed)
    }
}

extension MoreListController {
    /// TC2: the system Edit item on the right while the owner has customizable children.
    func updateEditButton() {
        guard let owner, !owner._customizable.isEmpty else {
            navigationItem.rightBarButtonItem = nil
            return
        }
        if navigationItem.rightBarButtonItem?.systemItem == .edit { return }
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction(title: "") { [weak self] _ in
            self?.owner?._beginCustomizingFromMore()
        })
    }
}

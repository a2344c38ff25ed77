import Foundation

/// What a controller knows of the built-in containers around it.
extension UIViewController {
    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }
    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? { _nearestAncestor(UISplitViewController.self) }

    /// The controller's traits. Until the environment issue propagates traits and
    /// overrides, every controller has its screen's traits (phone: compact width, pad: regular).
    public var traitCollection: UITraitCollection { UIScreen.main.traitCollection }

    func _nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = _parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller._parent
        }
        return nil
    }

    /// The toolbar items a navigation controller shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { _toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; the toolbar shows them at once if this controller is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        _toolbarItems = toolbarItems
        if let navigation = _parent as? UINavigationController, navigation._shownTop === self {
            navigation._toolbar.setItems(toolbarItems, animated: animated)
        }
    }
}

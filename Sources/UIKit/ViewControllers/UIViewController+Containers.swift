import Foundation

/// What a controller knows of the built-in containers around it.
extension UIViewController {
    func _nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = _parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller._parent
        }
        return nil
    }

    /// The toolbar items a navigation controller shows while this controller is on top.
    var _defaultToolbarItems: [UIBarButtonItem]? {
        get { _toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; the toolbar shows them at once if this controller is on top.
    func _defaultSetToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        _toolbarItems = toolbarItems
        if let navigation = _parent as? UINavigationController, navigation._shownTop === self {
            navigation._toolbar.setItems(toolbarItems, animated: animated)
        }
    }
}

extension UIViewController {
    /// R4 for containers: the delegate's answer when it gave one (a non-empty mask), else
    /// the child's, else the default.
    func _containerOrientations(answer: UIInterfaceOrientationMask?, child: UIViewController?,
                                default fallback: UIInterfaceOrientationMask) -> UIInterfaceOrientationMask {
        if let answer, !answer.isEmpty { return answer }
        return child?.supportedInterfaceOrientations ?? fallback
    }

    /// R4 for containers: the delegate's preferred orientation when it gave one, else the child's.
    func _containerPreferredOrientation(answer: UIInterfaceOrientation?, child: UIViewController?) -> UIInterfaceOrientation {
        if let answer, answer != .unknown { return answer }
        return child?.preferredInterfaceOrientationForPresentation ?? .portrait
    }

    /// A container's root view, which calls `onLayout` when it lays out.
    func _loadContainerView(onLayout: @escaping () -> Void) {
        let root = UILayoutContainerView(frame: UIScreen.main.bounds)
        root.onLayout = onLayout
        view = root
    }
}

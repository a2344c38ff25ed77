import Foundation

/// What every controller saves by default, and what containers save of their children (Z6).
extension UIViewController {
    /// Keys of UIKit's own values in a controller's coder.
    enum RestorationKey {
        static let presented = "UIPresentedViewController"
        static let children = "UIChildViewControllers"
        static let selectedIndex = "UITabBarControllerSelectedIndex"
        static let columns = "UISplitViewControllerColumns"
    }

    /// The storyboard the controller came from (so it can be made again, Z9) and the
    /// controller it presents (saved if it can be, Z1), then the container's children.
    func _encodeDefaultRestorableState(with coder: NSCoder) {
        if let storyboard = _storyboard {
            coder.encode(storyboard, forKey: UIApplication.stateRestorationViewControllerStoryboardKey)
        }
        if let presented = _presentedViewController, presented._presentingViewController === self {
            coder.encode(presented, forKey: RestorationKey.presented)
        }
        (self as? ContainerStateRestoring)?._encodeChildren(with: coder)
    }

    /// Takes back the container's children, then presents the restored presented controller
    /// once the window is on screen (Z6).
    func _decodeDefaultRestorableState(with coder: NSCoder) {
        (self as? ContainerStateRestoring)?._decodeChildren(with: coder)
        if let presented = coder.decodeObject(forKey: RestorationKey.presented) as? UIViewController,
           presented !== _presentedViewController {
            StateRestorer.present(presented, from: self)
        }
    }
}

/// A container that saves references to its children and takes them back (Z6).
@MainActor
protocol ContainerStateRestoring {
    func _encodeChildren(with coder: NSCoder)
    func _decodeChildren(with coder: NSCoder)
}

extension UINavigationController: ContainerStateRestoring {
    /// The stack, bottom to top; only controllers with identifiers are saved.
    func _encodeChildren(with coder: NSCoder) {
        coder.encode(viewControllers, forKey: RestorationKey.children)
    }

    /// The restored part of the stack replaces the stack, without animation.
    func _decodeChildren(with coder: NSCoder) {
        guard let stack = coder.decodeObject(forKey: RestorationKey.children) as? [UIViewController], !stack.isEmpty,
              stack.map(ObjectIdentifier.init) != viewControllers.map(ObjectIdentifier.init) else { return }
        setViewControllers(stack, animated: false)
    }
}

extension UITabBarController: ContainerStateRestoring {
    /// The tabs and which one is selected.
    func _encodeChildren(with coder: NSCoder) {
        coder.encode(viewControllers ?? [], forKey: RestorationKey.children)
        coder.encode(selectedIndex, forKey: RestorationKey.selectedIndex)
    }

    /// The restored tabs when the app did not make them, then the selected tab.
    func _decodeChildren(with coder: NSCoder) {
        if let tabs = coder.decodeObject(forKey: RestorationKey.children) as? [UIViewController], !tabs.isEmpty,
           tabs.map(ObjectIdentifier.init) != (viewControllers ?? []).map(ObjectIdentifier.init), (viewControllers ?? []).isEmpty {
            viewControllers = tabs
        }
        let index = coder.decodeInteger(forKey: RestorationKey.selectedIndex)
        if coder.containsValue(forKey: RestorationKey.selectedIndex), (viewControllers ?? []).indices.contains(index) {
            selectedIndex = index
        }
    }
}

extension UISplitViewController: ContainerStateRestoring {
    private static let restoredColumns: [(String, Column)] = [
        ("primary", .primary), ("supplementary", .supplementary), ("secondary", .secondary), ("compact", .compact),
    ]

    /// The column controllers (column styles) or the two children (classic).
    func _encodeChildren(with coder: NSCoder) {
        if style == .unspecified {
            coder.encode(viewControllers, forKey: RestorationKey.children)
        } else {
            var columns: [String: Any] = [:]
            for (name, column) in Self.restoredColumns { if let controller = viewController(for: column) { columns[name] = controller } }
            coder.encode(columns, forKey: RestorationKey.columns)
        }
    }

    /// The restored controllers go back to their columns.
    func _decodeChildren(with coder: NSCoder) {
        if style == .unspecified {
            if let children = coder.decodeObject(forKey: RestorationKey.children) as? [UIViewController], !children.isEmpty,
               children.map(ObjectIdentifier.init) != viewControllers.map(ObjectIdentifier.init) {
                viewControllers = children
            }
        } else if let columns = coder.decodeObject(forKey: RestorationKey.columns) as? [String: Any] {
            for (name, column) in Self.restoredColumns {
                if let controller = columns[name] as? UIViewController, viewController(for: column) !== controller {
                    setViewController(controller, for: column)
                }
            }
        }
    }
}

extension UIPageViewController: ContainerStateRestoring {
    /// The pages on screen.
    func _encodeChildren(with coder: NSCoder) {
        coder.encode(viewControllers ?? [], forKey: RestorationKey.children)
    }

    /// The restored pages are shown again, without animation.
    func _decodeChildren(with coder: NSCoder) {
        guard let pages = coder.decodeObject(forKey: RestorationKey.children) as? [UIViewController], !pages.isEmpty,
              pages.map(ObjectIdentifier.init) != (viewControllers ?? []).map(ObjectIdentifier.init) else { return }
        setViewControllers(pages, direction: .forward, animated: false)
    }
}

import Foundation

/// How a navigation controller takes in a split view's secondary column when the split
/// collapses, and gives it back when it expands.
extension UINavigationController {
    func _collapse(_ secondary: UIViewController, for split: UISplitViewController) {
        split._collapsedSecondary = secondary
        split._collapseBase = _stack.count
        if let secondaryNavigation = secondary as? UINavigationController {
            let moved = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
            setViewControllers(_stack + moved, animated: false)
        } else {
            setViewControllers(_stack + [secondary], animated: false)
        }
    }

    func _separate(for split: UISplitViewController) -> UIViewController? {
        let base = min(split._collapseBase ?? _stack.count, _stack.count)
        let taken = Array(_stack[base...])
        let secondary = split._collapsedSecondary
        split._collapsedSecondary = nil
        split._collapseBase = nil
        guard !taken.isEmpty else { return secondary }
        setViewControllers(Array(_stack[..<base]), animated: false)
        if let secondaryNavigation = secondary as? UINavigationController {
            secondaryNavigation.setViewControllers(taken, animated: false)
            return secondaryNavigation
        }
        return taken.count == 1 ? taken[0] : UINavigationController(rootViewControllers: taken)
    }
}

extension UINavigationController {
    /// A navigation controller with a whole stack (for separating several controllers).
    convenience init(rootViewControllers: [UIViewController]) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers(rootViewControllers, animated: false)
    }
}

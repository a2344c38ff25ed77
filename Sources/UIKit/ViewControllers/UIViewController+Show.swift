import Foundation

extension Selector {
    /// The action ``UIViewController/show(_:sender:)`` looks for a target of (P8).
    public static let showViewController = Selector("showViewController:sender:")
    /// The action ``UIViewController/showDetailViewController(_:sender:)`` looks for (P8).
    public static let showDetailViewController = Selector("showDetailViewController:sender:")
}

extension UIViewController {
    /// P8: the target that handles the show action shows `vc`; with none, the window's root
    /// presents it modally.
    func _show(_ vc: UIViewController, sender: Any?, detail: Bool) {
        let action: Selector = detail ? .showDetailViewController : .showViewController
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            if detail { target.showDetailViewController(vc, sender: sender) } else { target.show(vc, sender: sender) }
            return
        }
        let presenter = viewIfLoaded?.window?.rootViewController ?? self
        presenter.present(vc, animated: true)
    }

    /// P8: self if it can perform `action` (``UIResponder/canPerformAction(_:withSender:)``;
    /// containers answer true for the show actions they implement), else the parent's
    /// answer, else the presenter's.
    func _targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller._parent ?? controller._presentingViewController
        }
        return nil
    }
}

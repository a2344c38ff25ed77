import Foundation

/// The container messages of the catalog (N5, N7, N9, B1–B3).
extension UIKitDiagnostic {
    /// N7: UIKit's `NSInvalidArgumentException` reason.
    static func pushingControllerTwice(_ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "pushSameControllerTwice", rule: "N7", kind: .exception,
            message: "Pushing the same view controller instance more than once is not supported (\(describe(controller)))")
    }

    /// N7: UIKit's `NSInvalidArgumentException` reason.
    static func pushingNavigationController() -> UIKitDiagnostic {
        UIKitDiagnostic(name: "pushNavigationController", rule: "N7", kind: .exception,
                        message: "Pushing a navigation controller is not supported")
    }

    /// N7: UIKit's `NSInvalidArgumentException` reason.
    static func pushingTabBarController() -> UIKitDiagnostic {
        UIKitDiagnostic(name: "pushTabBarController", rule: "N7", kind: .exception,
                        message: "Pushing a tab bar controller is not supported")
    }

    /// N6: UIKit's `NSInvalidArgumentException` reason for a stack with a controller twice.
    static func duplicateStackControllers(_ controllers: [AnyObject]) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "duplicateStackControllers", rule: "N6", kind: .exception,
            message: "All view controllers in a navigation controller must be distinct (\(controllers.map { describe($0) }.joined(separator: ", ")))")
    }

    /// N5: UIKit's `NSInvalidArgumentException` reason.
    static func poppingToMissingController() -> UIKitDiagnostic {
        UIKitDiagnostic(name: "popToMissingController", rule: "N5", kind: .exception,
                        message: "Tried to pop to a view controller that doesn't exist.")
    }

    /// N9: UIKit's log line.
    static func nestedPushAnimation() -> UIKitDiagnostic {
        UIKitDiagnostic(name: "nestedPushAnimation", rule: "N9", kind: .warning,
                        message: "nested push animation can result in corrupted navigation bar")
    }

    /// UIKit's `NSInternalInconsistencyException` reason for a managed bar changed directly.
    static func managedNavigationBarModified(_ method: String) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "managedNavigationBarModified", rule: "N10", kind: .exception,
            message: "Cannot call \(method) directly on a UINavigationBar managed by a controller.")
    }

    /// UIKit's `NSInternalInconsistencyException` reason for a managed tab bar changed directly.
    static func managedTabBarModified() -> UIKitDiagnostic {
        UIKitDiagnostic(name: "managedTabBarModified", rule: "B3", kind: .exception,
                        message: "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
    }

    /// B1: UIKit's `NSInvalidArgumentException` reason.
    static func selectingForeignController() -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "selectForeignController", rule: "B1", kind: .exception,
            message: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
    }
}

extension UIKitDiagnostic {
    /// UIKit's `NSInvalidArgumentException` reason for a page count that does not fit the spine.
    static func pageCountMismatch(provided: Int, required: Int, spine: UIPageViewController.SpineLocation) -> UIKitDiagnostic {
        let name = ["None", "Min", "Mid", "Max"][spine.rawValue]
        return UIKitDiagnostic(
            name: "pageCountMismatch", rule: nil, kind: .exception,
            message: "The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) "
                + "for the requested spine location (UIPageViewControllerSpineLocation\(name))")
    }
}

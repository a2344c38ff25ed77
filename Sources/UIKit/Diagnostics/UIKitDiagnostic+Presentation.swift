import Foundation

/// The presentation messages of the catalog (P3, P4, P7, P9, P10).
extension UIKitDiagnostic {
    /// P9: UIKit's wording.
    static func presentingFromDetachedController(_ presented: AnyObject, on presenter: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "presentNotInWindowHierarchy", rule: "P9", kind: .warning,
            message: "Attempt to present \(describe(presented)) on \(describe(presenter)) whose view is not in the window hierarchy.")
    }

    /// P3: UIKit's wording.
    static func alreadyPresenting(_ presented: AnyObject, on presenter: AnyObject, current: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "presentWhileAlreadyPresenting", rule: "P3", kind: .warning,
            message: "Attempt to present \(describe(presented)) on \(describe(presenter)) which is already presenting \(describe(current))")
    }

    /// P3: UIKit's wording, during a transition.
    static func presentationInProgress(_ presented: AnyObject, on presenter: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "presentWhilePresentationInProgress", rule: "P3", kind: .warning,
            message: "Attempt to present \(describe(presented)) on \(describe(presenter)) while a presentation is in progress")
    }

    /// P4: UIKit's wording for a dismissal during a transition.
    static func dismissalInProgress(_ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "dismissWhilePresentationInProgress", rule: "P4", kind: .warning,
            message: "Attempt to dismiss from view controller \(describe(controller)) while a presentation or dismiss is in progress!")
    }

    /// UIKit's `NSInvalidArgumentException` reason: presenting a controller already presented.
    static func presentingPresentedController(_ presented: AnyObject, by presenter: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "presentAlreadyPresentedController", rule: "P3", kind: .exception,
            message: "Application tried to present modally a view controller \(describe(presented)) that is already being presented by \(describe(presenter)).")
    }

    /// UIKit's `NSInvalidArgumentException` reason: presenting a child or a controller on screen.
    static func presentingActiveController(_ presented: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "presentActiveController", rule: "P3", kind: .exception,
            message: "Application tried to present modally an active controller \(describe(presented)).")
    }

    /// P7: UIKit's `NSInvalidArgumentException` reason for a partial curl that is not full screen.
    static func partialCurlNeedsFullScreen(_ presented: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "partialCurlNeedsFullScreen", rule: "P7", kind: .exception,
            message: "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(describe(presented)).")
    }

    /// P10: UIKit's `NSGenericException` reason for a popover without an anchor.
    static func popoverNeedsSource(_ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "popoverNeedsSource", rule: "P10", kind: .exception,
            message: "\(describe(controller)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
    }
}

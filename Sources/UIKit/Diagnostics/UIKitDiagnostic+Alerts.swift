import Foundation

/// The alert controller's exceptions (P13, P14), in UIKit's words.
extension UIKitDiagnostic {
    /// P14: UIKit's `NSGenericException` reason for an action sheet presented as a popover
    /// with nothing to point at.
    static func actionSheetNeedsSource(_ alert: AnyObject, presenter: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "actionSheetNeedsSource", rule: "P14", kind: .exception,
            message: "Your application has presented a UIAlertController (\(describe(alert))) of style "
                + "UIAlertControllerStyleActionSheet from \(objectClassName(presenter)) (\(describe(presenter))). "
                + "The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. "
                + "You must provide location information for this popover through the alert controller's "
                + "popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  "
                + "If this information is not known when you present the alert controller, you may provide it in the "
                + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
    }

    /// P13: UIKit's `NSInternalInconsistencyException` reason for a second cancel action.
    static func secondCancelAction(_ alert: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "secondCancelAction", rule: "P13", kind: .exception,
            message: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }

    /// P13: UIKit's `NSInternalInconsistencyException` reason for a text field in an action sheet.
    static func textFieldInActionSheet(_ alert: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "textFieldInActionSheet", rule: "P13", kind: .exception,
            message: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
    }

    /// P13: UIKit's `NSInternalInconsistencyException` reason for a preferred action that is
    /// not one of the alert's.
    static func preferredActionNotInActions(_ alert: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "preferredActionNotInActions", rule: "P13", kind: .exception,
            message: "The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
    }
}

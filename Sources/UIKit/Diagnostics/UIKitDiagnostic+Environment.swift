import Foundation

/// The environment messages of the catalog (R4).
extension UIKitDiagnostic {
    /// R4: UIKit's `UIApplicationInvalidInterfaceOrientation` reason.
    static func noCommonOrientation(_ controller: AnyObject) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "noCommonOrientation", rule: "R4", kind: .exception,
            message: "Supported orientations has no common orientation with the application, and "
                + "[\(objectClassName(controller)) shouldAutorotate] is returning YES")
    }
}

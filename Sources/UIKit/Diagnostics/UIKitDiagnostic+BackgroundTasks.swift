import Foundation

/// The background-task messages of the catalog (FN12).
extension UIKitDiagnostic {
    /// FN12: UIKit's console message for `endBackgroundTask(_:)` with an identifier that names
    /// no open task (never begun, `.invalid`, or already ended). The number is printed in
    /// decimal and in lower-case hexadecimal.
    static func cannotEndBackgroundTask(_ identifier: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "cannotEndBackgroundTask", rule: "FN12", kind: .warning,
            message: "Can't end BackgroundTask: no background task exists with identifier \(identifier) "
                + "(0x\(String(UInt(bitPattern: identifier), radix: 16))), or it may have already been ended. "
                + "Break in UIApplicationEndBackgroundTaskError() to debug.")
    }
}

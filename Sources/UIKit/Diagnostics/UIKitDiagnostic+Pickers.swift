import Foundation

/// The system pickers' exceptions (P19), in UIKit's words.
extension UIKitDiagnostic {
    /// P19: UIKit's `NSInvalidArgumentException` reason for a source type the device lacks
    /// (a camera on the simulator, and here).
    static func imagePickerSourceUnavailable(_ sourceType: Int) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "imagePickerSourceUnavailable", rule: "P19", kind: .exception,
                        message: "Source type \(sourceType) not available")
    }
}

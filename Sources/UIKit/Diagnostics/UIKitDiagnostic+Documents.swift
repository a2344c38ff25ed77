import Foundation

extension UIKitDiagnostic {
    /// D7 (ours: UIKit's default `handleError` logs the error): a document's error.
    static func documentError(_ name: String, description: String, reason: String?) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "documentError", rule: "D7", kind: .warning,
                        message: "UIDocument \"\(name)\": \(description)" + (reason.map { " (\($0))" } ?? ""))
    }
}

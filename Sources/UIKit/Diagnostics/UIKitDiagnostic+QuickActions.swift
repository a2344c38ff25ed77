import Foundation

extension UIKitDiagnostic {
    /// E16 (ours): a static quick action in Info.plist lacks a required key, so the Home
    /// Screen does not show it (iOS drops it silently).
    static func staticQuickActionIgnored(index: Int, missingKey: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "staticQuickActionIgnored", rule: "E16", kind: .warning,
                        message: "Ignoring item \(index) of UIApplicationShortcutItems in Info.plist: it has no \(missingKey).")
    }
}

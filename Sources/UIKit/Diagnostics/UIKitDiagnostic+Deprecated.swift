import Foundation

/// The messages of deprecated API that old code still calls (DP).
extension UIKitDiagnostic {
    /// DP1: UIKit's console message for an `endIgnoringInteractionEvents()` without a begin.
    static let unbalancedEndIgnoringInteractionEvents = UIKitDiagnostic(
        name: "unbalancedEndIgnoringInteractionEvents", rule: "DP1", kind: .warning,
        message: "-[UIApplication endIgnoringInteractionEvents] called without matching -beginIgnoringInteractionEvents. Ignoring.")

    /// DP1: UIKit's console message for a 16th nested `beginIgnoringInteractionEvents()`.
    static let ignoringInteractionEventsOverflow = UIKitDiagnostic(
        name: "ignoringInteractionEventsOverflow", rule: "DP1", kind: .warning,
        message: "-[UIApplication beginIgnoringInteractionEvents] overflow. Ignoring.")
}

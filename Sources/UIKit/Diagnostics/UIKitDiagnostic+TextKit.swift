import Foundation

/// TextKit's messages.
extension UIKitDiagnostic {
    /// TX11: UIKit's wording when a TextKit 2 text view's `layoutManager` is read, with the
    /// view's address as `%p` prints it.
    static func textViewSwitchingToTextKit1(_ textView: AnyObject) -> UIKitDiagnostic {
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(textView).toOpaque()), radix: 16)
        return UIKitDiagnostic(
            name: "textViewSwitchingToTextKit1", rule: "TX11", kind: .warning,
            message: "UITextView \(address) is switching to TextKit 1 compatibility mode because its layoutManager was accessed. "
                + "Break on void _UITextViewEnablingCompatibilityMode(UITextView *__strong, BOOL) to debug.")
    }
}

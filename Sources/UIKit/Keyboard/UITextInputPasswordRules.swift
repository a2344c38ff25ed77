import Foundation

/// The rules a new password must follow, in Apple's password rules language
/// (`"required: upper; required: digit; minlength: 8;"`), for AutoFill's strong passwords.
/// Difference from UIKit: kept and read back; no password is suggested.
@preconcurrency @MainActor
open class UITextInputPasswordRules: NSObject, NSCopying, @unchecked Sendable {
    /// The rules as written.
    public let passwordRulesDescriptor: String

    /// Rules from their description.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    /// The rules themselves (they cannot change).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Rules are equal when their descriptions are.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }

    /// The description's hash.
    nonisolated open override var hash: Int { passwordRulesDescriptor.hashValue }
}

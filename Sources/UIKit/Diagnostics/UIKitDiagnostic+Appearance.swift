import Foundation

/// The appearance-proxy messages of the catalog (W).
extension UIKitDiagnostic {
    /// W1 (ours): a class whose `init(coder:)` returned nil cannot make its proxy.
    static func appearanceProxyUnavailable(_ type: AnyClass) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "appearanceProxyUnavailable", rule: "W1", kind: .exception,
            message: "Cannot make the appearance proxy of \(type): its init(coder:) returned nil. OpenUIKit makes proxies "
                + "with init(coder:); let it make a plain instance from a coder without values.")
    }
}

import Foundation

/// A function that turns one colour into another, which a configuration applies to a colour
/// it resolves (iOS 14): `resolvedColor()` of text properties, `resolvedBackgroundColor(for:)`.
///
/// Closures cannot be compared, so a transformer is the same as another only when it is a
/// copy of it: each `init(_:)` makes a new identity, which copies share (LU43). This is what
/// UIKit's own comparison does (its transformers are blocks compared by identity), and what
/// makes configurations holding transformers `Hashable`.
///
/// Difference from UIKit: the system transformers (`grayscale`, `preferredTint`,
/// `monochromeTint`) are not provided.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor
    /// LU43: the identity copies of this transformer share.
    let _identity = _TransformerIdentity()

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// Transforms `color`.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
}

/// The identity of a transformer made by one `init` (LU43): compared by reference.
final class _TransformerIdentity: Sendable {}

extension UIConfigurationColorTransformer {
    /// LU43: the same transformer (a copy of the same `init`), not merely the same closure body.
    func _isIdentical(to other: UIConfigurationColorTransformer) -> Bool { _identity === other._identity }

    /// LU43: a hash equal for identical transformers.
    func _hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(_identity)) }
}

extension Optional where Wrapped == UIConfigurationColorTransformer {
    /// LU43: both nil, or the same transformer.
    func _isIdentical(to other: UIConfigurationColorTransformer?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return lhs._isIdentical(to: rhs)
        default: return false
        }
    }

    /// LU43: a hash equal for identical (or both absent) transformers.
    func _hash(into hasher: inout Hasher) {
        hasher.combine(self != nil)
        self?._hash(into: &hasher)
    }
}

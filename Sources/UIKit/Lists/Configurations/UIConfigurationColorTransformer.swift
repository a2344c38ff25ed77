import Foundation

/// A function that turns one colour into another, which a configuration applies to a colour
/// it resolves (iOS 14): `resolvedColor()` of text properties, `resolvedBackgroundColor(for:)`.
///
/// Difference from UIKit: the system transformers (`grayscale`, `preferredTint`,
/// `monochromeTint`) are not provided.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// Transforms `color`.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
}

import Foundation

/// An image, as a model: a name (for named and system images) and a size in points.
/// Pixel data comes with the renderer.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The asset or SF Symbol name this image was made from, if any.
    public let name: String?
    /// Whether this is a system symbol image (`UIImage(systemName:)`).
    public let isSymbolImage: Bool
    /// The image's size in points.
    public let size: CGSize
    /// The scale factor of the image.
    public let scale: CGFloat

    /// A named asset image. OpenUIKit has no asset catalogue yet, so the image has zero size.
    public init?(named name: String) {
        self.name = name; isSymbolImage = false; size = .zero; scale = 1
    }

    /// A system symbol image, sized like a 17 pt symbol.
    public init?(systemName name: String) {
        self.name = name; isSymbolImage = true; size = CGSize(width: 20, height: 20); scale = 1
    }

    /// An image of a given size, for tests and drawing.
    public init(size: CGSize, scale: CGFloat = 1) {
        name = nil; isSymbolImage = false; self.size = size; self.scale = scale
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "<UIImage: \(name.map { "named(\($0))" } ?? "anonymous"), {\(size.width), \(size.height)}>"
    }
}

import Foundation

/// A bitmap image, as Core Graphics' `CGImage`: its size in pixels over an image's content.
///
/// OpenUIKit's `CGImage` wraps the content of a ``UIImage`` (encoded PNG or JPEG data, or a
/// recorded drawing from `UIGraphicsImageRenderer`); pixels are decoded or rasterised only
/// when `UIKitRendering` draws them or encodes them. Not an `NSObject` (a CF type).
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The image this one shows (at its own scale).
    @_spi(Rendering) public let content: UIImage
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component (8: OpenUIKit's images are 8-bit RGBA).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * 4 }
    /// The colour space (sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    init(content: UIImage) {
        self.content = content
        width = Int((content.size.width * content.scale).rounded())
        height = Int((content.size.height * content.scale).rounded())
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs || lhs.content == rhs.content }
    public func hash(into hasher: inout Hasher) { hasher.combine(content) }
    public var description: String { "<CGImage \(width) × \(height)>" }
}

extension UIImage {
    /// The image as a Core Graphics image, sized in pixels (nil for symbol images, as iOS
    /// gives none for vector-only symbols drawn by the system).
    public var cgImage: CGImage? {
        isSymbolImage ? nil : CGImage(content: self)
    }

    /// An image of a Core Graphics image at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Graphics image at `scale` pixels per point. Orientations other
    /// than `.up` are kept but not applied when drawing (OpenUIKit difference).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(copying: cgImage.content, scale: scale)
    }
}

extension UIImage {
    /// How an image is turned when drawn (as the camera took it).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}

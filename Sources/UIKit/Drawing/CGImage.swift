import Foundation

/// A bitmap image, as Core Graphics' `CGImage`: its size in pixels over an image's content.
///
/// OpenUIKit's `CGImage` wraps the content of a ``UIImage`` (encoded PNG, JPEG or GIF data,
/// or a recorded drawing from `UIGraphicsImageRenderer`); pixels are decoded or rasterised
/// only when they are drawn or encoded. Not an `NSObject` (a CF type).
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The image this one shows (at its own scale).
    @_spi(Rendering) public let content: UIImage
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// How the pixels are laid out: the layout an image was made with (a bitmap context's,
    /// raw data's: BC5, BC6), else 8-bit RGBA with premultiplied alpha last, sRGB.
    let layout: PixelLayout
    /// The raw data the image was made from, if it was (BC6).
    let provider: CGDataProvider?
    /// Bits per colour component (8: OpenUIKit's images are 8-bit).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32 for RGB, 8 for grey or alpha only; BC6).
    public var bitsPerPixel: Int { layout.bitsPerPixel }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { layout.bytesPerRow }
    /// The colour space (sRGB unless made with another; nil for alpha only).
    public var colorSpace: CGColorSpace? { layout.colorSpace }
    /// Where alpha is and whether colours are premultiplied (BC6).
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    /// The alpha info and byte order (BC6).
    public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }

    init(content: UIImage, layout: PixelLayout? = nil, provider: CGDataProvider? = nil) {
        self.content = content
        width = Int((content.size.width * content.scale).rounded())
        height = Int((content.size.height * content.scale).rounded())
        self.layout = layout ?? .rgba(width: width)
        self.provider = provider
    }

    /// DR2: the part of the image inside `rect` (in pixels, top-left origin, made integral
    /// and clipped to the image); nil when nothing of the image is inside it.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        guard !rect.isNull, !rect.isInfinite else { return rect.isInfinite ? self : nil }
        let part = rect.integral.intersection(bounds)
        guard !part.isNull, part.width >= 1, part.height >= 1 else { return nil }
        var list = DisplayList(size: part.size)
        list.commands = [.image(UIImage(copying: content, scale: 1), in: bounds.offsetBy(dx: -part.minX, dy: -part.minY),
                                blendMode: .normal, alpha: 1, flipped: false)]
        return CGImage(content: UIImage(drawing: list, scale: 1, opaque: false))
    }

    /// DR2: the image seen through `mask`, scaled to the image's size: where the mask has
    /// transparency, its alpha says how much shows; a mask without (a grey image, as Core
    /// Graphics asks for) shows the image where it is white and hides it where it is black.
    public func masking(_ mask: CGImage) -> CGImage? {
        let size = CGSize(width: width, height: height)
        guard size.width > 0, size.height > 0 else { return nil }
        let rect = CGRect(origin: .zero, size: size)
        // Clip masks map upside down in UIKit's flipped space (as on iOS); flipping around
        // the clip keeps this mask upright over the image.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)
        var list = DisplayList(size: size)
        list.commands = [.concatenate(flip), .clipToMask(SoftwareImageRasterizer.alphaMask(of: UIImage(copying: mask.content, scale: 1)), in: rect), .concatenate(flip),
                         .image(UIImage(copying: content, scale: 1), in: rect, blendMode: .normal, alpha: 1, flipped: false)]
        return CGImage(content: UIImage(drawing: list, scale: 1, opaque: false))
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

    /// An image of a Core Graphics image at `scale` pixels per point (its size in points is
    /// its pixels divided by the scale), reporting `orientation` as its ``imageOrientation``
    /// (DR2). Orientations other than `.up` are kept but not applied when drawing (OpenUIKit
    /// difference), except the mirrored ones ``withHorizontallyFlippedOrientation()`` makes.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let source = cgImage.content
        let scale = scale > 0 ? scale : 1
        var traits = source.traits
        traits.orientation = orientation
        self.init(content: source.content, name: nil,
                  size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale,
                  traits: traits)
    }
}

extension UIImage {
    /// How an image is turned when drawn (as the camera took it).
    public enum Orientation: Int, Sendable {
        /// Drawn as stored (the default).
        case up
        /// Turned 180°; reported, but OpenUIKit draws the image as stored.
        case down
        /// Turned 90° counterclockwise; reported, but OpenUIKit draws the image as stored.
        case left
        /// Turned 90° clockwise; reported, but OpenUIKit draws the image as stored.
        case right
        /// Mirrored left to right; OpenUIKit draws it mirrored.
        case upMirrored
        /// Mirrored top to bottom; reported, but OpenUIKit draws the image as stored.
        case downMirrored
        /// Mirrored and turned 90° counterclockwise; reported, but drawn as stored.
        case leftMirrored
        /// Mirrored and turned 90° clockwise; reported, but drawn as stored.
        case rightMirrored
    }
}

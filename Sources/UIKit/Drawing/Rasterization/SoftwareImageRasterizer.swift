import Foundation

/// The rasteriser the `UIKit` module always has (DR1): ``RasterPainter`` for pixels,
/// ``PNGCodec`` and ``JPEGEncoder`` for files, all in pure Swift, so that `pngData()` and
/// `jpegData(compressionQuality:)` work in any program that imports UIKit, as on iOS.
/// `UIKitRendering`, when installed (``ImageRasterization/current``), takes over with Cairo
/// and Pango, which also draw text and SF Symbols.
@_spi(Rendering) public struct SoftwareImageRasterizer: ImageRasterizing {
    public init() {}

    public func pngData(of image: UIImage) -> Data? {
        MainExecution.run {
            guard let pixels = Self.pixels(of: image, backdrop: nil) else { return nil }
            return PNGCodec.encode(rgba: pixels.rgba, width: pixels.width, height: pixels.height)
        }
    }

    public func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data? {
        MainExecution.run {
            // JPEG has no alpha: what is transparent shows white, as `UIKitRendering`'s (DR3).
            guard let pixels = Self.pixels(of: image, backdrop: SIMD4(1, 1, 1, 1)) else { return nil }
            return JPEGEncoder.encode(rgba: pixels.rgba, width: pixels.width, height: pixels.height, quality: compressionQuality)
        }
    }

    /// The image drawn at its pixel size, over `backdrop` if given, as straight RGBA.
    @MainActor static func pixels(of image: UIImage, backdrop: SIMD4<Float>?) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard image.size.width > 0, image.size.height > 0 else { return nil }
        let width = Int((image.size.width * image.scale).rounded(.up)), height = Int((image.size.height * image.scale).rounded(.up))
        // A plain drawing is replayed straight at its pixel size (no second pass to resample it).
        if let list = image._drawing, image._imageTintColor == nil, image.capInsets == .zero,
           !image._drawsMirrored(in: .leftToRight), image._resolved(for: UITraitCollection.current.userInterfaceStyle) === image {
            var bitmap = RasterPainter.render(list, width: width, height: height)
            if let backdrop {
                for index in bitmap.pixels.indices {
                    let p = bitmap.pixels[index]
                    if p.w < 1 { bitmap.pixels[index] = p + backdrop * (1 - p.w) }
                }
            }
            return (bitmap.width, bitmap.height, bitmap.straightRGBA(opaque: backdrop != nil))
        }
        let painter = RasterPainter(width: width, height: height, size: image.size)
        if let backdrop {
            painter.run(.setFillColor(CGColor(red: CGFloat(backdrop.x), green: CGFloat(backdrop.y), blue: CGFloat(backdrop.z), alpha: 1)))
            painter.run(.fillPath(CGPath(rect: CGRect(origin: .zero, size: image.size)), .winding))
        }
        painter.drawImage(image, in: CGRect(origin: .zero, size: image.size), flipped: false)
        let bitmap = painter.result
        return (bitmap.width, bitmap.height, bitmap.straightRGBA())
    }

    /// DR2: a mask as an image whose alpha is what it lets through (its alpha where it has
    /// transparency, else its grey level), white, so that every renderer clips by alpha.
    static func alphaMask(of mask: UIImage) -> UIImage {
        MainExecution.run {
            guard let pixels = pixels(of: mask, backdrop: nil) else { return mask }
            let values = MaskValues.of(Bitmap(width: pixels.width, height: pixels.height, straightRGBA: pixels.rgba))
            var rgba = [UInt8](repeating: 255, count: pixels.width * pixels.height * 4)
            for (index, value) in values.enumerated() { rgba[index * 4 + 3] = UInt8(min(255, max(0, (value * 255).rounded()))) }
            let png = PNGCodec.encode(rgba: rgba, width: pixels.width, height: pixels.height)
            return UIImage(data: png, scale: mask.scale) ?? mask
        }
    }
}

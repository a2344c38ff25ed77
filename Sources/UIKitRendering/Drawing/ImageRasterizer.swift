import Foundation
@_spi(Rendering) import UIKit

/// Rasterises images with the renderer's own drawing (`ImageRasterizing`): drawings from
/// `UIGraphicsImageRenderer` replayed, PNGs decoded, resizable and tinted images as views
/// draw them; PNG by Cairo's encoder, JPEG by the `UIKit` module's `JPEGEncoder` over white.
public struct ImageRasterizer: ImageRasterizing {
    /// Creates the rasteriser.
    public init() {}

    /// Makes this the rasteriser images use (`ImageRasterization.current`).
    public static func install() { ImageRasterization.current = ImageRasterizer() }

    /// The image encoded as PNG by Cairo; nil for an image without pixels.
    public func pngData(of image: UIImage) -> Data? {
        MainExecution.run { Self.canvas(of: image, backdrop: nil)?.cairoPNGData() }
    }

    /// The image encoded as JPEG at `compressionQuality` (0 smallest, 1 best), drawn over
    /// white as JPEG has no transparency; nil for an image without pixels.
    public func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data? {
        MainExecution.run {
            guard let canvas = Self.canvas(of: image, backdrop: .white) else { return nil }
            return JPEGEncoder.encode(rgba: canvas.rgbaPixels(), width: canvas.pixelWidth, height: canvas.pixelHeight,
                                      quality: compressionQuality)
        }
    }

    /// DR14: the picture `ViewRenderer` makes of the view, for `drawHierarchy` and snapshots.
    @MainActor public func hierarchyImage(of view: UIView, scale: CGFloat) -> UIImage? {
        let renderer = ViewRenderer(scale: scale)
        renderer.drawsStatusBar = false
        return UIImage(data: renderer.pngData(of: view), scale: scale)
    }

    /// The image drawn on a canvas of its pixel size, over `backdrop` if given.
    @MainActor private static func canvas(of image: UIImage, backdrop: UIColor?) -> Canvas? {
        guard image.size.width > 0, image.size.height > 0 else { return nil }
        let canvas = Canvas(size: image.size, scale: image.scale)
        let rect = CGRect(origin: .zero, size: image.size)
        if let backdrop { canvas.fill(rect, color: backdrop) }
        ImageDrawing.draw(image, in: rect, contentMode: .scaleToFill, tint: .black, template: false, canvas: canvas)
        return canvas
    }
}

@_spi(Rendering) import UIKit
import CCairo

/// Images: PNG pixels, SF Symbols through ``SymbolDrawing``, placed by the view's content
/// mode; template images filled with the tint; an asset's dark appearance in dark mode. A
/// JPEG or blank image draws as a light placeholder (OpenUIKit decodes PNG only).
///
/// Decoded pixels are kept per encoded image (copies of an image share them), least
/// recently drawn dropped first once they pass ``decodedByteLimit``.
@MainActor
enum ImageDrawing {
    /// Decoded images, least recently drawn first.
    private static var decoded: [(storage: UIImage.ImageStorage, surface: OpaquePointer?, bytes: Int)] = []
    private static var decodedBytes = 0
    /// 64 MB of decoded pixels: a few screens of images.
    static let decodedByteLimit = 64 << 20

    /// Draws `image` in `bounds` as a view with `contentMode` shows it. `template` says
    /// whether it is filled with `tint` (default: the image's own rendering mode; bars pass
    /// true unless the image is `.alwaysOriginal`).
    static func draw(_ image: UIImage?, in bounds: CGRect, contentMode: UIView.ContentMode, tint: UIColor, template: Bool? = nil,
                     canvas: Canvas) {
        guard let image = image?._resolved(for: canvas.traits.userInterfaceStyle),
              image.size.width > 0, image.size.height > 0 else { return }
        let frame = frame(of: image.size, in: bounds, contentMode: contentMode)
        let tinted = template ?? image.isTemplate
        if image.isSymbolImage {
            SymbolDrawing.draw(image.name ?? "", in: frame, color: tinted ? tint : .label, canvas: canvas)
        } else if let surface = surface(of: image) {
            let pixels = CGSize(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
            canvas.drawImage(surface, pixelSize: pixels, in: frame, tint: tinted ? tint : nil)
        } else {
            canvas.fill(frame, cornerRadius: 4, color: ContentDrawing.placeholderImageFill)
        }
    }

    /// Where an image of `size` goes in `bounds` for `contentMode`: stretched, fitted or
    /// filled (centred), or at its size against an edge or corner.
    static func frame(of size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let ratio = contentMode == .scaleAspectFit ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        default:
            let left = [.left, .topLeft, .bottomLeft].contains(contentMode), right = [.right, .topRight, .bottomRight].contains(contentMode)
            let top = [.top, .topLeft, .topRight].contains(contentMode), bottom = [.bottom, .bottomLeft, .bottomRight].contains(contentMode)
            let x = left ? bounds.minX : right ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = top ? bounds.minY : bottom ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// The decoded pixels of a PNG image, nil for others.
    private static func surface(of image: UIImage) -> OpaquePointer? {
        guard let storage = image._encodedStorage else { return nil }
        if let index = decoded.firstIndex(where: { $0.storage === storage }) {
            let entry = decoded.remove(at: index)
            decoded.append(entry)  // most recently drawn last
            return entry.surface
        }
        let surface = image._pngData.flatMap(PNGDecoder.surface(from:))
        let bytes = surface.map { Int(cairo_image_surface_get_stride($0)) * Int(cairo_image_surface_get_height($0)) } ?? 0
        decoded.append((storage, surface, bytes))
        decodedBytes += bytes
        while decodedBytes > decodedByteLimit, decoded.count > 1 {
            let dropped = decoded.removeFirst()
            decodedBytes -= dropped.bytes
            if let surface = dropped.surface { cairo_surface_destroy(surface) }
        }
        return surface
    }
}

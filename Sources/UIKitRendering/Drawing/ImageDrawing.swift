@_spi(Rendering) import UIKit
import CCairo

/// Images: PNG pixels and GIFs' first frames (GF2), SF Symbols through ``SymbolDrawing``,
/// placed by the view's content mode; template images filled with the tint; an asset's dark
/// appearance in dark mode. A JPEG or blank image draws as a light placeholder (OpenUIKit
/// decodes PNG and GIF only).
///
/// Decoded pixels are kept per encoded image (copies of an image share them), least
/// recently drawn dropped first once they pass ``decodedByteLimit``.
@MainActor
enum ImageDrawing {
    /// Decoded PNGs and GIFs by encoded image, with when each was last drawn.
    private static var decoded: [ObjectIdentifier: (storage: UIImage.ImageStorage, surface: OpaquePointer, bytes: Int, lastDrawn: Int)] = [:]
    /// Encoded images Cairo could not decode, not asked again (held, so their identifiers
    /// are not reused; forgotten past 256).
    private static var undecodable: [ObjectIdentifier: UIImage.ImageStorage] = [:]
    private static var decodedBytes = 0
    private static var drawCount = 0
    /// 64 MB of decoded pixels: a few screens of images.
    static let decodedByteLimit = 64 << 20

    /// Draws `image` in `bounds` as a view with `contentMode` shows it. `template` says
    /// whether it is filled with `tint` (default: the image's own rendering mode; bars pass
    /// true unless the image is `.alwaysOriginal`).
    static func draw(_ image: UIImage?, in bounds: CGRect, contentMode: UIView.ContentMode, tint: UIColor, template: Bool? = nil,
                     canvas: Canvas) {
        guard let image = image?._resolved(for: canvas.traits.userInterfaceStyle),
              image.size.width > 0, image.size.height > 0 else { return }
        // G4: an image made with `withTintColor` is filled with its own colour wherever it is drawn.
        let ownTint = image._imageTintColor
        let color = ownTint ?? tint
        let tinted = ownTint != nil || (template ?? image.isTemplate)
        let caps = image.capInsets
        if caps != .zero, contentMode == .scaleToFill || contentMode == .redraw {
            return drawNineSlice(image, in: bounds, caps: caps, tint: tinted ? color : nil, canvas: canvas)
        }
        let placed = frame(of: image.size, in: bounds, contentMode: contentMode)
        // DR13: mirrored orientations, and images that flip in a right-to-left layout.
        guard image._drawsMirrored(in: canvas.traits.layoutDirection) else {
            return drawWhole(image, in: placed, tint: tinted ? color : nil, canvas: canvas)
        }
        canvas.save()
        canvas.translate(placed.minX + placed.maxX, 0)
        cairo_scale(canvas.cr, -1, 1)
        drawWhole(image, in: placed, tint: tinted ? color : nil, canvas: canvas)
        canvas.restore()
    }

    /// Draws the whole image stretched into `frame`, filled with `tint` when given.
    private static func drawWhole(_ image: UIImage, in frame: CGRect, tint: UIColor?, canvas: Canvas) {
        if image.isSymbolImage {
            SymbolDrawing.draw(image.name ?? "", in: frame, color: tint ?? .label, canvas: canvas)
        } else if let drawing = image._drawing {
            guard let tint else { return DisplayListPlayer.play(drawing, in: frame, canvas: canvas) }
            // A tinted drawing: its alpha filled with the tint.
            cairo_push_group(canvas.cr)
            DisplayListPlayer.play(drawing, in: frame, canvas: canvas)
            let mask = cairo_pop_group(canvas.cr)
            canvas.setColor(tint)
            cairo_mask(canvas.cr, mask)
            cairo_pattern_destroy(mask)
        } else if let surface = surface(of: image) {
            let pixels = CGSize(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
            canvas.drawImage(surface, pixelSize: pixels, in: frame, tint: tint)
        } else {
            canvas.fill(frame, cornerRadius: 4, color: ContentDrawing.placeholderImageFill)
        }
    }

    /// A resizable image: corners at their size, edges and middle stretched or tiled (G4).
    private static func drawNineSlice(_ image: UIImage, in bounds: CGRect, caps: UIEdgeInsets, tint: UIColor?, canvas: Canvas) {
        let size = image.size
        for part in NineSlice.parts(imageSize: size, caps: caps, tiles: image.resizingMode == .tile, in: bounds) {
            let source = part.source, destination = part.destination
            let stepX = part.step.width, stepY = part.step.height
            canvas.save()
            canvas.clip(destination)
            var y = destination.minY
            while y < destination.maxY {
                var x = destination.minX
                while x < destination.maxX {
                    let scaleX = stepX / source.width, scaleY = stepY / source.height
                    let whole = CGRect(x: x - source.minX * scaleX, y: y - source.minY * scaleY,
                                       width: size.width * scaleX, height: size.height * scaleY)
                    canvas.save()
                    canvas.clip(CGRect(x: x, y: y, width: stepX, height: stepY))
                    drawWhole(image, in: whole, tint: tint, canvas: canvas)
                    canvas.restore()
                    x += stepX
                }
                y += stepY
            }
            canvas.restore()
        }
    }

    /// Where an image of `size` goes in `bounds` for `contentMode` (the `UIKit` module's
    /// placement, shared with its own recording).
    static func frame(of size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        ImageFrame.frame(of: size, in: bounds, contentMode: contentMode)
    }

    /// The decoded pixels of a PNG image, or of a GIF's first frame (GF2: by the `UIKit`
    /// module's decoder, the one the core rasteriser uses), nil for others (JPEG, blank,
    /// undecodable). The least recently drawn go first when the pixels pass ``decodedByteLimit``.
    private static func surface(of image: UIImage) -> OpaquePointer? {
        guard let storage = image._encodedStorage, image._pngData != nil || image._gifData != nil else { return nil }
        let key = ObjectIdentifier(storage)
        drawCount += 1
        if let entry = decoded[key] {
            decoded[key]?.lastDrawn = drawCount
            return entry.surface
        }
        guard undecodable[key] == nil else { return nil }
        let made: OpaquePointer?
        if let png = image._pngData {
            made = PNGDecoder.surface(from: png)
        } else {
            made = image._gifData.flatMap(GIFDecoder.decode).flatMap { PixelConversion.surface(straightRGBA: $0.rgba, width: $0.width, height: $0.height) }
        }
        guard let surface = made else {
            if undecodable.count >= 256 { undecodable.removeAll() }
            undecodable[key] = storage
            return nil
        }
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        decoded[key] = (storage, surface, bytes, drawCount)
        decodedBytes += bytes
        while decodedBytes > decodedByteLimit, decoded.count > 1,
              let oldest = decoded.min(by: { $0.value.lastDrawn < $1.value.lastDrawn }) {
            decoded[oldest.key] = nil
            decodedBytes -= oldest.value.bytes
            cairo_surface_destroy(oldest.value.surface)
        }
        return surface
    }
}

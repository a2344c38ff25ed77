#if canImport(Glibc)
import Glibc
#endif
import CCairo
import CPango
@_spi(Rendering) import UIKit

/// A Cairo image surface and its drawing state, scaled so that user space is in points.
/// The drawing code of the renderer speaks to Cairo only through it. Every colour drawn is
/// resolved with ``traits`` (the traits of the view being drawn) first.
final class Canvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let pixelWidth: Int, pixelHeight: Int
    let scale: CGFloat
    let pangoContext: OpaquePointer
    /// The traits dynamic colours are resolved with: the renderer sets the drawn view's.
    var traits = UITraitCollection()

    /// A transparent canvas of `size` points at `scale` pixels per point.
    init(size: CGSize, scale: CGFloat) {
        self.scale = scale
        pixelWidth = max(1, Int((size.width * scale).rounded(.up)))
        pixelHeight = max(1, Int((size.height * scale).rounded(.up)))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let cr = cairo_create(surface)!
        self.cr = cr
        cairo_scale(cr, Double(scale), Double(scale))
        pangoContext = FontLibrary.shared.locked {
            let context = pango_font_map_create_context(FontLibrary.shared.fontMap)!
            FontLibrary.configure(context)
            pango_cairo_update_context(cr, context)
            return context
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: State

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func translate(_ x: CGFloat, _ y: CGFloat) { cairo_translate(cr, Double(x), Double(y)) }

    /// Applies an affine transform to what follows.
    func concat(_ t: CGAffineTransform) {
        guard t != .identity else { return }
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &matrix)
    }

    /// Draws what follows into a group composited at `alpha` by ``endGroup(alpha:)``.
    func beginGroup() { cairo_push_group(cr) }
    /// Runs `body` with drawing that erases (clears to transparent) instead of painting.
    func erasing(_ body: () -> Void) {
        let previous = cairo_get_operator(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        body()
        cairo_set_operator(cr, previous)
    }
    func endGroup(alpha: CGFloat) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    /// Restricts what follows to a (rounded) rectangle; `roundsTop`/`roundsBottom` false
    /// keep those corners square.
    func clip(_ rect: CGRect, cornerRadius: CGFloat = 0, roundsTop: Bool = true, roundsBottom: Bool = true) {
        cairo_new_path(cr)
        addRoundedRect(rect, radius: cornerRadius, roundsTop: roundsTop, roundsBottom: roundsBottom)
        cairo_clip(cr)
    }

    // MARK: Paths and fills

    /// Adds a rectangle with rounded corners to the current path.
    func addRoundedRect(_ rect: CGRect, radius: CGFloat, roundsTop: Bool = true, roundsBottom: Bool = true) {
        let r = Double(min(radius, rect.width / 2, rect.height / 2))
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        guard r > 0, roundsTop || roundsBottom else { return cairo_rectangle(cr, x, y, w, h) }
        let top = roundsTop ? r : 0, bottom = roundsBottom ? r : 0
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - top, y + top, top, -.pi / 2, 0)
        cairo_arc(cr, x + w - bottom, y + h - bottom, bottom, 0, .pi / 2)
        cairo_arc(cr, x + bottom, y + h - bottom, bottom, .pi / 2, .pi)
        cairo_arc(cr, x + top, y + top, top, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// `color` as it shows with ``traits``.
    func resolved(_ color: UIColor) -> UIColor { color.resolvedColor(with: traits) }

    func setColor(_ color: UIColor, alpha: CGFloat = 1) {
        let color = resolved(color)
        // PC1: a pattern colour (a pattern-image background) tiles from the user space's origin.
        if let paint = color._patternPaint {
            // Canvases are drawn on the main actor, where the cells of patterns are drawn.
            nonisolated(unsafe) let canvas = self
            return MainActor.assumeIsolated { canvas.setPattern(paint, alpha: alpha) }
        }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
    }

    /// Fills a (rounded) rectangle.
    func fill(_ rect: CGRect, cornerRadius: CGFloat = 0, color: UIColor) {
        let color = resolved(color)
        guard color.alpha > 0 else { return }
        cairo_new_path(cr)
        addRoundedRect(rect, radius: cornerRadius)
        setColor(color)
        cairo_fill(cr)
    }

    /// Strokes the inside edge of a (rounded) rectangle, as a layer border.
    func strokeInside(_ rect: CGRect, cornerRadius: CGFloat = 0, width: CGFloat, color: UIColor) {
        let color = resolved(color)
        guard width > 0, color.alpha > 0 else { return }
        cairo_new_path(cr)
        addRoundedRect(rect.insetBy(dx: width / 2, dy: width / 2), radius: max(0, cornerRadius - width / 2))
        setColor(color)
        cairo_set_line_width(cr, Double(width))
        cairo_stroke(cr)
    }

    /// Fills a circle.
    func fillCircle(center: CGPoint, radius: CGFloat, color: UIColor) {
        cairo_new_path(cr)
        cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), 0, 2 * .pi)
        setColor(color)
        cairo_fill(cr)
    }

    /// Paints a decoded image (a Cairo surface of `pixelSize`) scaled into `frame`; with a
    /// `tint`, its alpha filled with the tint (a template image).
    func drawImage(_ image: OpaquePointer, pixelSize: CGSize, in frame: CGRect, tint: UIColor?) {
        guard pixelSize.width > 0, pixelSize.height > 0, frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(frame.minX), Double(frame.minY))
        cairo_scale(cr, Double(frame.width / pixelSize.width), Double(frame.height / pixelSize.height))
        if let tint {
            setColor(tint)
            cairo_mask_surface(cr, image, 0, 0)
        } else {
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Fills a closed polygon.
    func fillPolygon(_ points: [CGPoint], color: UIColor) {
        guard let first = points.first else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, Double(first.x), Double(first.y))
        for point in points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
        cairo_close_path(cr)
        setColor(color)
        cairo_fill(cr)
    }

    /// Strokes a polyline (open) with round caps and joins.
    func strokeLines(_ points: [CGPoint], width: CGFloat, color: UIColor) {
        guard let first = points.first else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, Double(first.x), Double(first.y))
        for point in points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_width(cr, Double(width))
        setColor(color)
        cairo_stroke(cr)
    }

    /// A soft shadow under a (rounded) rectangle, as a layer's: concentric fills whose
    /// opacities add up to `opacity`, spread over `radius` (Core Animation's blur radius).
    func shadow(of rect: CGRect, cornerRadius: CGFloat, color: UIColor, opacity: CGFloat, offset: CGSize, radius: CGFloat) {
        guard opacity > 0 else { return }
        let steps = radius > 0 ? 6 : 1
        let base = rect.offsetBy(dx: offset.width, dy: offset.height)
        setColor(color, alpha: opacity / CGFloat(steps))
        for step in 0..<steps {
            let spread = radius * (1 - CGFloat(step) / CGFloat(steps)) - radius / 2
            cairo_new_path(cr)
            addRoundedRect(base.insetBy(dx: -spread, dy: -spread), radius: cornerRadius + max(spread, 0))
            cairo_fill(cr)
        }
    }

    // MARK: Text

    /// Lays out text for drawing on this canvas.
    func layout(_ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
                lineBreak: LineBreak = .truncateTail, alignment: NSTextAlignment = .natural) -> TextLayout {
        FontLibrary.shared.locked {
            TextLayout(context: pangoContext, text: text, font: font, width: width, numberOfLines: numberOfLines,
                       lineBreak: lineBreak, alignment: alignment)
        }
    }

    /// Draws a layout with its top-left corner at `origin`.
    func draw(_ layout: TextLayout, at origin: CGPoint, color: UIColor) {
        FontLibrary.shared.locked {
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            setColor(color)
            pango_cairo_show_layout(cr, layout.layout)
        }
    }

    /// Draws `text` in `rect`: wrapped to its width, cut to `numberOfLines` and centred
    /// vertically, as a label draws.
    func drawText(_ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                  numberOfLines: Int = 1, lineBreak: LineBreak = .truncateTail) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let laidOut = layout(text, font: font, width: rect.width, numberOfLines: numberOfLines, lineBreak: lineBreak, alignment: alignment)
        let height = laidOut.size.height
        draw(laidOut, at: CGPoint(x: rect.minX, y: rect.minY + (rect.height - height) / 2), color: color)
    }

    // MARK: Pixels

    /// The canvas's pixels as straight (not premultiplied) RGBA, row by row.
    func rgbaPixels() -> [UInt8] {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        return PixelConversion.straightRGBA(from: data, width: pixelWidth, height: pixelHeight, stride: stride, opaque: false)
    }
}

extension Canvas {
    /// The canvas as PNG, written by Cairo's own encoder.
    func cairoPNGData() -> Data {
        cairo_surface_flush(surface)
        return encodePNG(surface) ?? Data()
    }
}

/// A Cairo surface as PNG, written by Cairo's own encoder (libpng), or nil if it fails.
func encodePNG(_ surface: OpaquePointer) -> Data? {
    final class Sink { var data = Data() }
    let sink = Sink()
    let status = withExtendedLifetime(sink) {
        cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
}

/// Converting Cairo's premultiplied native-endian ARGB32 to straight RGBA bytes.
enum PixelConversion {
    static func straightRGBA(from data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                var o = y * width * 4
                for x in 0..<width {
                    let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let a = opaque ? 255 : pixel >> 24
                    var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                    if a != 0 && a != 255 {
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a)
                    }
                    out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b); out[o + 3] = UInt8(a)
                    o += 4
                }
            }
            count = width * height * 4
        }
    }
}

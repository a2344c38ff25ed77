import CCairo
import Foundation

extension PixelConversion {
    /// A Cairo image surface (premultiplied native-endian ARGB32) of straight RGBA pixels, row
    /// by row from the top (the caller destroys it); nil when Cairo cannot make one. Images
    /// the `UIKit` module decodes itself (GIF's first frame, GF2) are drawn through this.
    static func surface(straightRGBA rgba: [UInt8], width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, rgba.count >= width * height * 4, width <= Int(Int32.max), height <= Int(Int32.max),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        cairo_surface_flush(surface)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            for x in 0..<width {
                let o = (y * width + x) * 4
                let a = UInt32(rgba[o + 3])
                // Premultiplied with rounding, as Cairo's own PNG reader does.
                func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * a + 127) / 255 }
                let pixel = a << 24 | premultiplied(rgba[o]) << 16 | premultiplied(rgba[o + 1]) << 8 | premultiplied(rgba[o + 2])
                row.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

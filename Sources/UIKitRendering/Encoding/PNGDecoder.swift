import CCairo
import Foundation

/// Reads PNGs with Cairo's decoder (libpng), for comparing pictures with recorded ones.
enum PNGDecoder {
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The image in `data`, or nil when it is not a PNG Cairo can read.
    static func decode(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let surface = surface(from: data) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let rgba = PixelConversion.straightRGBA(from: cairo_image_surface_get_data(surface)!, width: width, height: height,
                                                stride: Int(cairo_image_surface_get_stride(surface)), opaque: opaque)
        return (width, height, rgba)
    }

    /// A Cairo image surface of the PNG in `data` (the caller destroys it), or nil.
    static func surface(from data: Data) -> OpaquePointer? {
        let reader = Reader([UInt8](data))
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + reader.offset, count: count) }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

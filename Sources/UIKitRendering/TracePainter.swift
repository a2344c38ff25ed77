import CCairo
import CZlib
import Foundation
import UIKit

/// The picture-taker `UIKitTesting`'s trace recorder finds by name (`_typeByName`) when a
/// test links UIKitRendering. A capture draws the window and keeps Cairo's pixels compressed
/// with zlib's fastest level; the PNG is encoded only when a trace is written (most traces
/// are not: they are kept for failed tests).
final class TracePainter: _UIKitTracePainter {
    private let renderer: ViewRenderer

    init(scale: CGFloat) {
        renderer = ViewRenderer(scale: scale)
    }

    func capture(_ window: UIWindow) -> any _UIKitTracePicture {
        let canvas = renderer.canvas(of: window)
        cairo_surface_flush(canvas.surface)
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        let pixels = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(canvas.surface), count: stride * canvas.pixelHeight)
        return TracePicture(width: canvas.pixelWidth, height: canvas.pixelHeight, stride: stride,
                            compressed: ZlibData.compress(pixels, level: 1))
    }
}

/// Cairo ARGB32 pixels, zlib-compressed, turned into PNG on demand.
final class TracePicture: _UIKitTracePicture {
    let width: Int, height: Int, stride: Int
    private let compressed: Data?

    init(width: Int, height: Int, stride: Int, compressed: Data?) {
        (self.width, self.height, self.stride, self.compressed) = (width, height, stride, compressed)
    }

    func pngData() -> Data? {
        guard let compressed, var pixels = ZlibData.decompress(compressed, size: stride * height) else { return nil }
        return pixels.withUnsafeMutableBytes { buffer -> Data? in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            else { return nil }
            defer { cairo_surface_destroy(surface) }
            return encodePNG(surface)
        }
    }
}

/// zlib's one-shot compress and uncompress.
enum ZlibData {
    static func compress(_ bytes: UnsafeRawBufferPointer, level: Int32) -> Data? {
        guard let source = bytes.baseAddress else { return nil }
        var length = compressBound(uLong(bytes.count))
        var output = Data(count: Int(length))
        let status = output.withUnsafeMutableBytes { buffer in
            compress2(buffer.baseAddress!.assumingMemoryBound(to: Bytef.self), &length,
                      source.assumingMemoryBound(to: Bytef.self), uLong(bytes.count), level)
        }
        guard status == Z_OK else { return nil }
        output.count = Int(length)
        return output
    }

    static func decompress(_ data: Data, size: Int) -> Data? {
        var output = Data(count: size)
        var length = uLongf(size)
        let status = output.withUnsafeMutableBytes { out in
            data.withUnsafeBytes { input in
                uncompress(out.baseAddress!.assumingMemoryBound(to: Bytef.self), &length,
                           input.baseAddress!.assumingMemoryBound(to: Bytef.self), uLong(data.count))
            }
        }
        return status == Z_OK && Int(length) == size ? output : nil
    }
}

import Foundation

/// Pixels the core rasteriser draws into (DR1): premultiplied RGBA in 0…1, row by row from
/// the top.
struct Bitmap {
    /// The most pixels the module decodes or allocates for one image or bitmap context (DR1):
    /// a damaged or hostile size gets nothing rather than an overflow or the machine's memory.
    static let pixelLimit = 1 << 28

    let width: Int
    let height: Int
    var pixels: [SIMD4<Float>]

    /// A transparent bitmap.
    init(width: Int, height: Int) {
        self.width = max(1, width); self.height = max(1, height)
        pixels = [SIMD4<Float>](repeating: .zero, count: self.width * self.height)
    }

    /// A bitmap of straight 8-bit RGBA pixels.
    init(width: Int, height: Int, straightRGBA rgba: [UInt8]) {
        self.init(width: width, height: height)
        for index in 0..<(width * height) {
            let o = index * 4
            let a = Float(rgba[o + 3]) / 255
            pixels[index] = SIMD4(Float(rgba[o]) / 255 * a, Float(rgba[o + 1]) / 255 * a, Float(rgba[o + 2]) / 255 * a, a)
        }
    }

    /// The pixels as straight 8-bit RGBA; `opaque` drops alpha (over black, as an opaque
    /// context has none).
    func straightRGBA(opaque: Bool = false) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { bytes in
            pixels.withUnsafeBufferPointer { source in
                var o = 0
                for p in source {
                    let a = min(1, max(0, p.w))
                    if opaque || a >= 1 {
                        bytes[o] = UInt8(min(255, max(0, p.x * 255 + 0.5))); bytes[o + 1] = UInt8(min(255, max(0, p.y * 255 + 0.5)))
                        bytes[o + 2] = UInt8(min(255, max(0, p.z * 255 + 0.5))); bytes[o + 3] = 255
                    } else if a > 0 {
                        let scale = 255 / a
                        bytes[o] = UInt8(min(255, max(0, p.x * scale + 0.5))); bytes[o + 1] = UInt8(min(255, max(0, p.y * scale + 0.5)))
                        bytes[o + 2] = UInt8(min(255, max(0, p.z * scale + 0.5))); bytes[o + 3] = UInt8(a * 255 + 0.5)
                    }
                    o += 4
                }
            }
        }
        return out
    }

    /// The colour at (`x`, `y`) in pixel coordinates (pixel centres at `i + 0.5`), bilinear
    /// or nearest, clamped to the pixels inside `limit` (so the parts of a nine-part image
    /// do not bleed into each other).
    func sample(x: Double, y: Double, nearest: Bool, limit: (x0: Int, y0: Int, x1: Int, y1: Int)) -> SIMD4<Float> {
        func clampX(_ v: Int) -> Int { min(limit.x1 - 1, max(limit.x0, v)) }
        func clampY(_ v: Int) -> Int { min(limit.y1 - 1, max(limit.y0, v)) }
        if nearest {
            return pixels[clampY(Int(y.rounded(.down))) * width + clampX(Int(x.rounded(.down)))]
        }
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let a = pixels[clampY(y0) * width + clampX(x0)], b = pixels[clampY(y0) * width + clampX(x0 + 1)]
        let c = pixels[clampY(y0 + 1) * width + clampX(x0)], d = pixels[clampY(y0 + 1) * width + clampX(x0 + 1)]
        let top = a + (b - a) * tx, bottom = c + (d - c) * tx
        return top + (bottom - top) * ty
    }
}

/// How much of each pixel of a region a shape covers (0…1).
struct Coverage {
    let x0: Int, y0: Int, width: Int, height: Int
    var values: [Float]

    func value(x: Int, y: Int) -> Float {
        let cx = x - x0, cy = y - y0
        guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
        return values[cy * width + cx]
    }
}

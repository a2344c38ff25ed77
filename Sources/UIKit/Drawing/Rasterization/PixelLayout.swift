import Foundation

/// How 8-bit pixels lie in memory, from the parameters of a Core Graphics bitmap (BC1): which
/// byte of a pixel holds which component, whether colours are premultiplied, and the row
/// length. Converts between those bytes and the rasteriser's premultiplied floats, for
/// bitmap contexts over caller memory (BC3) and images made from raw data (BC6).
struct PixelLayout: Sendable, Equatable {
    /// What one byte of a pixel holds.
    enum Channel: Sendable, Equatable { case red, green, blue, grey, alpha, skip }

    /// The bytes of one pixel, in memory order.
    let channels: [Channel]
    /// Whether colour bytes are premultiplied by alpha (straight only for `.first`/`.last`).
    let premultiplied: Bool
    let bytesPerRow: Int
    let bitmapInfo: CGBitmapInfo
    let alphaInfo: CGImageAlphaInfo
    let colorSpace: CGColorSpace?

    var bytesPerPixel: Int { channels.count }
    var bitsPerPixel: Int { channels.count * 8 }

    /// Straight 8-bit RGBA with premultiplied alpha last, the layout of OpenUIKit's decoded
    /// images (what a `CGImage` made from a `UIImage` reports).
    static func rgba(width: Int) -> PixelLayout {
        PixelLayout(channels: [.red, .green, .blue, .alpha], premultiplied: true, bytesPerRow: width * 4,
                    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), alphaInfo: .premultipliedLast,
                    colorSpace: CGColorSpace(name: CGColorSpace.sRGB))
    }

    /// The layout 8-bit components in `space` with `bitmapInfo` make, or nil when Core
    /// Graphics defines none (a float or unknown alpha info, another component size, a byte
    /// order the pixel size cannot have, a space with no components). `bytesPerRow` 0 means
    /// as short as the pixels allow.
    init?(width: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents), let alphaInfo = bitmapInfo.alphaInfo,
              let order = bitmapInfo.byteOrder else { return nil }
        let colour: [Channel]
        switch (alphaInfo, space?.model) {
        case (.alphaOnly, _): colour = []
        case (_, .monochrome?): colour = [.grey]
        case (_, .rgb?): colour = [.red, .green, .blue]
        default: return nil
        }
        var channels: [Channel]
        switch alphaInfo {
        case .none: channels = colour
        case .premultipliedLast, .last: channels = colour + [.alpha]
        case .premultipliedFirst, .first: channels = [.alpha] + colour
        case .noneSkipLast: channels = colour + [.skip]
        case .noneSkipFirst: channels = [.skip] + colour
        case .alphaOnly: channels = [.alpha]
        }
        // Byte orders name words of 16 or 32 bits: little-endian words reverse their bytes.
        switch order {
        case .order32Little where channels.count == 4: channels.reverse()
        case .order16Little where channels.count % 2 == 0:
            channels = stride(from: 0, to: channels.count, by: 2).flatMap { (index: Int) -> [Channel] in [channels[index + 1], channels[index]] }
        case .order32Little, .order16Little:
            guard channels.count == 1 else { return nil }
        case .orderMask: return nil
        default: break
        }
        let minimumRow = width * channels.count
        self.channels = channels
        premultiplied = alphaInfo != .first && alphaInfo != .last
        self.bytesPerRow = bytesPerRow == 0 ? minimumRow : bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.alphaInfo = alphaInfo
        colorSpace = alphaInfo == .alphaOnly ? nil : space
    }

    private init(channels: [Channel], premultiplied: Bool, bytesPerRow: Int, bitmapInfo: CGBitmapInfo, alphaInfo: CGImageAlphaInfo,
                 colorSpace: CGColorSpace?) {
        self.channels = channels; self.premultiplied = premultiplied; self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo; self.alphaInfo = alphaInfo; self.colorSpace = colorSpace
    }

    /// BC2: whether a bitmap context can draw into this layout, as Core Graphics' table of
    /// supported formats for 8 bits per component: RGB with premultiplied or skipped alpha,
    /// first or last, in the default or a 32-bit byte order; grey without alpha; alpha only.
    var drawable: Bool {
        let order = bitmapInfo.byteOrder
        switch alphaInfo {
        case .alphaOnly: return true
        case .none: return channels == [.grey]
        case .premultipliedLast, .premultipliedFirst, .noneSkipLast, .noneSkipFirst:
            return channels.count == 4 && channels.contains(.red) && [.orderDefault, .order32Big, .order32Little].contains(order)
        case .first, .last: return false
        }
    }

    // MARK: Pixels

    /// The pixel whose bytes start at `bytes`, as premultiplied 0…1 RGBA: without alpha,
    /// opaque; alpha only, black with that alpha; grey, its level in each colour.
    func load(_ bytes: UnsafeRawPointer) -> SIMD4<Float> {
        var red: Float = 0, green: Float = 0, blue: Float = 0, alpha: Float = 1
        for (index, channel) in channels.enumerated() {
            let value = Float(bytes.load(fromByteOffset: index, as: UInt8.self)) / 255
            switch channel {
            case .red: red = value
            case .green: green = value
            case .blue: blue = value
            case .grey: red = value; green = value; blue = value
            case .alpha: alpha = value
            case .skip: break
            }
        }
        if alphaInfo == .alphaOnly { return SIMD4(0, 0, 0, alpha) }
        let colour = SIMD4<Float>(red, green, blue, 1)
        return premultiplied ? SIMD4(colour.x, colour.y, colour.z, alpha) : SIMD4(colour.x * alpha, colour.y * alpha, colour.z * alpha, alpha)
    }

    /// Writes `pixel` (premultiplied 0…1 RGBA) at `bytes`. A layout without alpha keeps the
    /// colour as over black; grey is the colour's luma (Rec. 601 weights, as masks read it);
    /// skipped bytes are written 255.
    func store(_ pixel: SIMD4<Float>, to bytes: UnsafeMutableRawPointer) {
        let alpha = min(1, max(0, pixel.w))
        var colour = SIMD3<Float>(pixel.x, pixel.y, pixel.z)
        if !premultiplied { colour = alpha > 0 ? colour / alpha : .zero }
        func byte(_ value: Float) -> UInt8 { UInt8(min(255, max(0, value * 255 + 0.5))) }
        for (index, channel) in channels.enumerated() {
            let value: UInt8
            switch channel {
            case .red: value = byte(colour.x)
            case .green: value = byte(colour.y)
            case .blue: value = byte(colour.z)
            case .grey: value = byte(0.299 * colour.x + 0.587 * colour.y + 0.114 * colour.z)
            case .alpha: value = byte(alpha)
            case .skip: value = 255
            }
            bytes.storeBytes(of: value, toByteOffset: index, as: UInt8.self)
        }
    }

    /// The `width` × `height` pixels at `base` as straight 8-bit RGBA, row by row from the
    /// top (for PNG): grey in each colour, alpha only as black.
    func straightRGBA(from base: UnsafeRawPointer, width: Int, height: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = load(base + y * bytesPerRow + x * bytesPerPixel)
                let o = (y * width + x) * 4
                let a = min(1, max(0, p.w))
                rgba[o + 3] = UInt8(a * 255 + 0.5)
                guard a > 0 else { continue }
                rgba[o] = UInt8(min(255, max(0, p.x / a * 255 + 0.5)))
                rgba[o + 1] = UInt8(min(255, max(0, p.y / a * 255 + 0.5)))
                rgba[o + 2] = UInt8(min(255, max(0, p.z / a * 255 + 0.5)))
            }
        }
        return rgba
    }
}

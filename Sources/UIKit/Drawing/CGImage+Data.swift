import Foundation

extension CGImage {
    /// An image of raw pixels (Core Graphics' `CGImageCreate`, BC6): `width` × `height`
    /// pixels of 8-bit components read from `provider`, rows `bytesPerRow` apart from the
    /// top row, laid out as `space` and `bitmapInfo` say (any ``CGImageAlphaInfo``, straight
    /// alpha included; grey or RGB; 16- and 32-bit byte orders). `decode`, when given, maps
    /// each component (colour components in the space's order, then alpha) from 0…1 to the
    /// pair of values it lists. Nil when the layout is not one of those, `bitsPerPixel` does
    /// not match it, rows are shorter than the pixels, or the provider has too few bytes.
    ///
    /// Differences from Core Graphics: only 8-bit components; the intent and interpolation
    /// flag are accepted and have no effect (OpenUIKit draws in sRGB).
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
                             bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, width <= Bitmap.pixelLimit / height, bytesPerRow <= Bitmap.pixelLimit * 4 / height,
              let layout = PixelLayout(width: width, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
                                       bitmapInfo: bitmapInfo),
              layout.bitsPerPixel == bitsPerPixel, bytesPerRow >= width * layout.bytesPerPixel,
              let bytes = provider.data, bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel else { return nil }
        var rgba = bytes.withUnsafeBytes { layout.straightRGBA(from: $0.baseAddress!, width: width, height: height) }
        if let decode { Self.apply(decode, to: &rgba, layout: layout) }
        guard let image = UIImage(data: PNGCodec.encode(rgba: rgba, width: width, height: height), scale: 1) else { return nil }
        self.init(content: image, layout: layout, provider: provider)
    }

    /// Maps each component through its pair of the decode array.
    private static func apply(_ decode: UnsafePointer<CGFloat>, to rgba: inout [UInt8], layout: PixelLayout) {
        let colours = layout.channels.contains(.grey) ? 1 : layout.channels.contains(.red) ? 3 : 0
        let alpha = layout.channels.contains(.alpha) ? colours : nil
        func mapped(_ value: UInt8, _ pair: Int) -> UInt8 {
            let low = decode[pair * 2], high = decode[pair * 2 + 1]
            return UInt8(min(255, max(0, (low + CGFloat(value) / 255 * (high - low)) * 255 + 0.5)))
        }
        for o in stride(from: 0, to: rgba.count, by: 4) {
            if colours == 1 {
                let grey = mapped(rgba[o], 0)
                rgba[o] = grey; rgba[o + 1] = grey; rgba[o + 2] = grey
            } else if colours == 3 {
                for c in 0..<3 { rgba[o + c] = mapped(rgba[o + c], c) }
            }
            if let alpha { rgba[o + 3] = mapped(rgba[o + 3], alpha) }
        }
    }

    /// The image's pixels as bytes in its layout (``bitmapInfo``, ``bytesPerRow``), rows from
    /// the top: the provider it was made with (BC6) or the bytes of the bitmap context it was
    /// made of (BC5), else its pixels drawn at their size (OpenUIKit's decoded images: 8-bit
    /// RGBA with premultiplied alpha last). Nil for JPEG images (not decoded here).
    /// Difference from Core Graphics: `Data` for `CFData`.
    public var dataProvider: CGDataProvider? {
        if let provider { return provider }
        let image = content, layout = self.layout
        guard image._encodedStorage == nil || image._pngData != nil || image._gifData != nil,
              let pixels = MainExecution.run({ SoftwareImageRasterizer.pixels(of: image, backdrop: nil) }) else { return nil }
        var bytes = Data(count: layout.bytesPerRow * (pixels.height - 1) + pixels.width * layout.bytesPerPixel)
        bytes.withUnsafeMutableBytes { buffer in
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let o = (y * pixels.width + x) * 4
                    let a = Float(pixels.rgba[o + 3]) / 255
                    let pixel = SIMD4(Float(pixels.rgba[o]) / 255 * a, Float(pixels.rgba[o + 1]) / 255 * a, Float(pixels.rgba[o + 2]) / 255 * a, a)
                    layout.store(pixel, to: buffer.baseAddress! + y * layout.bytesPerRow + x * layout.bytesPerPixel)
                }
            }
        }
        return CGDataProvider(data: bytes)
    }
}

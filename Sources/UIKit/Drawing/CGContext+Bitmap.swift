import Foundation

extension CGContext {
    // MARK: Bitmap contexts over memory

    /// A bitmap context drawing into `data` (Core Graphics' `CGBitmapContextCreate`): `width`
    /// × `height` pixels of `bitsPerComponent`-bit components, rows `bytesPerRow` apart (0:
    /// as short as the pixels allow) from the top row, laid out as `space` and `bitmapInfo`
    /// say (a ``CGImageAlphaInfo`` raw value, with a ``CGBitmapInfo`` byte order).
    ///
    /// BC2: the formats are Core Graphics' for 8 bits per component: RGB with
    /// `.premultipliedFirst`, `.premultipliedLast`, `.noneSkipFirst` or `.noneSkipLast` in the
    /// default, 32-bit big or 32-bit little byte order (`.premultipliedFirst |
    /// .byteOrder32Little` is BGRA); grey with `.none`; `.alphaOnly` with any space. Others
    /// (straight alpha, floats, other component sizes, rows shorter than the pixels, an empty
    /// bitmap, more than 2^28 pixels or 2^30 bytes) give nil, and the console says "CGBitmapContextCreate:
    /// unsupported parameter combination…" as Core Graphics does.
    ///
    /// BC3: a nil `data` makes the context allocate zeroed memory of its own (``data``).
    /// Each drawing call is drawn into the memory as it is made, so the app can read the
    /// bytes right after; bytes the app writes are what the next call draws over.
    ///
    /// BC4: the space is Core Graphics' own: one unit a pixel, the origin at the bottom left,
    /// y up, the ``ctm`` the identity. The memory's first row is the top row, so a rectangle
    /// filled at y 0 lands in the last rows; `draw(_:in:)` of a `CGImage` is upright, and a
    /// `UIImage` drawn through `UIGraphicsPushContext` (as UIKit draws, for its flipped
    /// contexts) comes out upside down.
    ///
    /// Difference from Core Graphics: pixels are drawn by the `UIKit` module's own rasteriser
    /// (DR1), which draws no text; 5-bit RGB and 16- and 32-bit components are not supported.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= Bitmap.pixelLimit / height,
              let layout = PixelLayout(width: width, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
                                       bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo)),
              layout.drawable, layout.bytesPerRow >= width * layout.bytesPerPixel,
              layout.bytesPerRow <= Bitmap.pixelLimit * 4 / height else {
            Self.reportUnsupportedBitmap()
            return nil
        }
        self.init(size: CGSize(width: width, height: height), scale: 1)
        bitmapMemory = BitmapContextMemory(width: width, height: height, layout: layout, data: data)
    }

    /// BC2: Core Graphics' console line for a refused format.
    private static func reportUnsupportedBitmap() {
        if MainExecution.isMain {
            MainActor.assumeIsolated { UIKitDiagnostics.warn(.unsupportedBitmapContext) }
        } else {
            UIKitDiagnostics.nonisolatedLogger.warning("\(UIKitDiagnostic.unsupportedBitmapContext.message)")
        }
    }

    /// The memory a bitmap context draws into (BC3): the caller's, or the memory it
    /// allocated. Nil for other contexts (OpenUIKit's image renderer contexts record and
    /// have no pixels to read).
    public var data: UnsafeMutableRawPointer? { bitmapMemory?.base }

    /// Bits per component: 8.
    public var bitsPerComponent: Int { 8 }

    /// Bits per pixel: the layout's (32 for RGB, 8 for grey and alpha only); 32 for other
    /// contexts, as iOS's image renderer contexts have.
    public var bitsPerPixel: Int { bitmapMemory?.layout.bitsPerPixel ?? 32 }

    /// Bytes from one row to the next: the one asked for (or computed); four per pixel for
    /// other contexts.
    public var bytesPerRow: Int { bitmapMemory?.layout.bytesPerRow ?? width * 4 }

    /// The colour space: the one asked for (nil for alpha only); sRGB for other contexts.
    public var colorSpace: CGColorSpace? {
        guard let bitmapMemory else { return CGColorSpace(name: CGColorSpace.sRGB) }
        return bitmapMemory.layout.colorSpace
    }

    /// The layout asked for; for other contexts premultiplied BGRA
    /// (`.premultipliedFirst | .byteOrder32Little`), as iOS's image renderer contexts have.
    public var bitmapInfo: CGBitmapInfo {
        bitmapMemory?.layout.bitmapInfo ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// Where alpha is and whether colours are premultiplied (the low bits of ``bitmapInfo``).
    public var alphaInfo: CGImageAlphaInfo { bitmapMemory?.layout.alphaInfo ?? .premultipliedFirst }
}

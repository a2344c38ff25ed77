import Foundation

/// A picture of a view hierarchy: pixels as straight (not premultiplied) 8-bit RGBA, row by
/// row from the top, at ``scale`` pixels per point.
public struct RenderedImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point (the screen's scale when rendered).
    public let scale: CGFloat
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    /// Creates an image from pixels.
    public init(width: Int, height: Int, scale: CGFloat, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RenderedImage: \(rgba.count) bytes for \(width)×\(height)")
        self.width = width; self.height = height; self.scale = scale; self.rgba = rgba
    }

    /// Reads a PNG (at `scale`); nil when the data is not a readable PNG.
    public init?(pngData: Data, scale: CGFloat = 1) {
        guard let decoded = PNGDecoder.decode(pngData) else { return nil }
        self.init(width: decoded.width, height: decoded.height, scale: scale, rgba: decoded.rgba)
    }

    /// How hard zlib works when writing a PNG.
    public enum PNGCompression: Sendable {
        /// zlib level 1: about twice as fast as `.default`, files about 40% larger. For
        /// snapshot tests, which write often and keep few files.
        case fast
        /// zlib level 6, the common default.
        case `default`
        /// zlib level 9.
        case best

        var zlibLevel: Int32 {
            switch self {
            case .fast: 1
            case .default: 6
            case .best: 9
            }
        }
    }

    /// The image as PNG data.
    public func pngData(compression: PNGCompression = .default) -> Data {
        PNGEncoder.encode(rgba: rgba, width: width, height: height, level: compression.zlibLevel)
    }

    /// The pixel at (`x`, `y`) in pixels from the top left.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// The pixel at a point (in points from the top left).
    public func pixel(at point: CGPoint) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        pixel(x: min(width - 1, max(0, Int(point.x * scale))), y: min(height - 1, max(0, Int(point.y * scale))))
    }
}

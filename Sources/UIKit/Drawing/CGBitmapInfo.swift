import Foundation

/// Whether a bitmap's pixels have alpha, where it is, and whether the colours are
/// premultiplied by it, as Core Graphics' `CGImageAlphaInfo` (raw values are Apple's; BC1).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: every pixel is opaque.
    case none = 0
    /// Alpha after the colour components, which are premultiplied by it (RGBA).
    case premultipliedLast = 1
    /// Alpha before the colour components, which are premultiplied by it (ARGB).
    case premultipliedFirst = 2
    /// Alpha after the colour components, which are not premultiplied (images only).
    case last = 3
    /// Alpha before the colour components, which are not premultiplied (images only).
    case first = 4
    /// No alpha; a byte after the colour components is ignored (RGBX).
    case noneSkipLast = 5
    /// No alpha; a byte before the colour components is ignored (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no colour: a mask.
    case alphaOnly = 7
}

/// How a bitmap's 32- or 16-bit pixels are laid out in memory, as Core Graphics'
/// `CGImageByteOrderInfo` (raw values are Apple's; BC1).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// Components in the order the alpha info names them.
    case orderDefault = 0
    /// 16-bit words, little-endian: each pair of bytes swapped.
    case order16Little = 0x1000
    /// 32-bit words, little-endian: the four bytes reversed (`premultipliedFirst` is BGRA).
    case order32Little = 0x2000
    /// 16-bit words, big-endian: as the default.
    case order16Big = 0x3000
    /// 32-bit words, big-endian: as the default.
    case order32Big = 0x4000
    /// The mask of the byte order bits of a ``CGBitmapInfo``.
    case orderMask = 0x7000
}

/// A bitmap's layout: its ``CGImageAlphaInfo`` in the low five bits, whether components
/// are floating point, and its byte order, as Core Graphics' `CGBitmapInfo` (raw values are
/// Apple's; BC1). Apps combine raw values: `CGImageAlphaInfo.premultipliedFirst.rawValue |
/// CGBitmapInfo.byteOrder32Little.rawValue` is BGRA.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    /// A layout from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that say how components are stored as numbers.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point (OpenUIKit's bitmap contexts are 8-bit integer only).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Components in the order the alpha info names them.
    public static let byteOrderDefault: CGBitmapInfo = []
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words (with `premultipliedFirst`: BGRA in memory).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words (the components in the order the alpha info names them).
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha info in these bits (nil for a value Core Graphics does not define).
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
    /// The byte order in these bits.
    var byteOrder: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & Self.byteOrderMask.rawValue) }
}

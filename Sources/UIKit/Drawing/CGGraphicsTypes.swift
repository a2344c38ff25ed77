import Foundation

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points (the default).
    case butt
    /// Half-circle ends.
    case round
    /// Square ends extending half the line width past the end points.
    case square
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled past the miter limit (the default).
    case miter
    /// Rounded corners.
    case round
    /// Bevelled corners.
    case bevel
}

/// How drawing combines with what is already there: the separable and non-separable
/// modes of PDF and the Porter–Duff operators, with Core Graphics' raw values.
public enum CGBlendMode: Int32, Sendable {
    /// Normal: the source painted over the destination (the default).
    case normal
    /// Multiply: the source's colour times the destination's, never lighter than either.
    case multiply
    /// Screen: the inverse of multiplying the inverted colours, never darker than either.
    case screen
    /// Overlay: multiply or screen by the destination's colour, keeping its lights and darks.
    case overlay
    /// Darken: the darker of the two colours, per channel.
    case darken
    /// Lighten: the lighter of the two colours, per channel.
    case lighten
    /// Colour dodge: the destination brightened towards the source's colour.
    case colorDodge
    /// Colour burn: the destination darkened towards the source's colour.
    case colorBurn
    /// Soft light: the destination gently darkened or lightened by the source.
    case softLight
    /// Hard light: multiply or screen by the source's colour.
    case hardLight
    /// Difference: the absolute difference of the two colours.
    case difference
    /// Exclusion: like difference, with less contrast.
    case exclusion
    /// Hue: the source's hue with the destination's saturation and luminosity.
    case hue
    /// Saturation: the source's saturation with the destination's hue and luminosity.
    case saturation
    /// Colour: the source's hue and saturation with the destination's luminosity.
    case color
    /// Luminosity: the source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Clear: the covered pixels become transparent.
    case clear
    /// Copy: the source replaces the destination.
    case copy
    /// Source in: the source where the destination is opaque.
    case sourceIn
    /// Source out: the source where the destination is transparent.
    case sourceOut
    /// Source atop: the source over the destination, only where the destination is.
    case sourceAtop
    /// Destination over: the destination over the source.
    case destinationOver
    /// Destination in: the destination where the source is opaque.
    case destinationIn
    /// Destination out: the destination where the source is transparent.
    case destinationOut
    /// Destination atop: the destination over the source, only where the source is.
    case destinationAtop
    /// XOR: each where the other is transparent.
    case xor
    /// Plus darker: the sum of the colours darkened by one; UIKitRendering (Cairo) draws it as `normal`.
    case plusDarker
    /// Plus lighter: the sum of the colours, clamped to white.
    case plusLighter
}

/// How a path is painted by `CGContext.drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill the path by the non-zero winding rule.
    case fill
    /// Fill the path by the even-odd rule.
    case eoFill
    /// Stroke the path's outline.
    case stroke
    /// Fill by the non-zero winding rule, then stroke.
    case fillStroke
    /// Fill by the even-odd rule, then stroke.
    case eoFillStroke
}

/// How images are scaled when drawn.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default quality (smooth sampling here).
    case `default`
    /// No interpolation: nearest-pixel sampling in OpenUIKit's rasterizer (UIKitRendering ignores it).
    case none
    /// Low quality; OpenUIKit samples smoothly for every quality but `none`.
    case low
    /// Medium quality; OpenUIKit samples smoothly for every quality but `none`.
    case medium
    /// High quality; OpenUIKit samples smoothly for every quality but `none`.
    case high
}

/// How colours outside a destination's gamut are mapped, as Core Graphics'
/// `CGColorRenderingIntent` (OpenUIKit draws in sRGB only, so every intent draws the same).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default mapping.
    case defaultIntent
    /// In-gamut colours kept exactly, others clipped, no white-point adaptation.
    case absoluteColorimetric
    /// In-gamut colours kept, others clipped, white point adapted.
    case relativeColorimetric
    /// The whole gamut compressed to keep colours' relations.
    case perceptual
    /// Saturation kept over hue accuracy.
    case saturation
}

/// Whether a gradient extends past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill after the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A colour space. OpenUIKit draws in sRGB; the spaces apps name are accepted and mean it
/// (device RGB and grey are treated as sRGB, as iOS displays them).
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The space's model.
    public enum Model: Int32, Sendable {
        /// An unknown model.
        case unknown = -1
        /// Grey levels.
        case monochrome
        /// Red, green and blue.
        case rgb
        /// Cyan, magenta, yellow and black.
        case cmyk
        /// CIE L*a*b*.
        case lab
        /// Any number of device colorants.
        case deviceN
        /// Colours from a palette.
        case indexed
        /// Patterns.
        case pattern
        /// CIE XYZ.
        case XYZ
    }
    /// The space's name (`CGColorSpace.sRGB`, …), if it has one.
    public let name: String?
    /// The space's model.
    public let model: Model
    /// The space a pattern space's uncoloured patterns take their colours in (nil for
    /// other spaces, and for a pattern space of coloured patterns only).
    public let baseSpace: CGColorSpace?
    /// Components per colour, alpha not counted (none for a pattern space).
    public var numberOfComponents: Int { model == .pattern ? 0 : model == .monochrome ? 1 : 3 }

    /// The space with a system name (`CGColorSpace.sRGB`, `.displayP3`, `.genericGrayGamma2_2`, …).
    public init?(name: String) {
        self.name = name
        model = name.localizedCaseInsensitiveContains("gray") ? .monochrome : .rgb
        baseSpace = nil
    }

    /// A pattern colour space (PC2): colours in it are patterns; `baseSpace` is the space of
    /// the colour an uncoloured pattern (a stencil) is painted in, nil when the space is for
    /// coloured patterns only.
    public init?(patternBaseSpace baseSpace: CGColorSpace?) {
        guard baseSpace?.model != .pattern else { return nil }
        name = nil
        model = .pattern
        self.baseSpace = baseSpace
    }

    private init(model: Model) { name = nil; self.model = model; baseSpace = nil }

    /// The standard sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Display P3's name.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Extended sRGB's name.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The generic grey space's name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey's name.
    public static let linearGray = "kCGColorSpaceLinearGray"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model && lhs.baseSpace == rhs.baseSpace
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(model) }
    public var description: String {
        "<CGColorSpace \(name ?? (model == .pattern ? "Pattern" : model == .monochrome ? "Device Gray" : "Device RGB"))>"
    }

    /// A device RGB space (`CGColorSpaceCreateDeviceRGB()`).
    static let deviceRGB = CGColorSpace(model: .rgb)
    /// A device grey space (`CGColorSpaceCreateDeviceGray()`).
    static let deviceGray = CGColorSpace(model: .monochrome)
}

/// The device RGB colour space (drawn as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// A smooth blend between colours at locations 0…1, as Core Graphics' `CGGradient`.
public final class CGGradient: Hashable, Sendable, CustomStringConvertible {
    /// The colours, in order.
    @_spi(Rendering) public let colors: [CGColor]
    /// Where each colour sits, 0…1 (evenly spread when not given).
    @_spi(Rendering) public let locations: [CGFloat]

    /// A gradient of `colors` (an array of `CGColor`) at `locations` (nil: evenly spaced,
    /// the first at 0 and the last at 1). Nil when there are no colours or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        self.colors = colors
        if let locations {
            self.locations = (0..<colors.count).map { locations[$0] }
        } else {
            self.locations = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
    }

    /// A gradient from component arrays (RGBA or grey+alpha per colour, by the space's model).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        // Statements with their types written: as one `?:` and one `??` expression the type
        // checker spent a third of a second on this initializer.
        colors = (0..<count).map { (index: Int) -> CGColor in
            let base = index * stride
            if stride == 2 { return CGColor(gray: components[base], alpha: components[base + 1]) }
            return CGColor(red: components[base], green: components[base + 1], blue: components[base + 2], alpha: components[base + 3])
        }
        if let locations {
            self.locations = (0..<count).map { locations[$0] }
        } else {
            self.locations = count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
    }

    @_spi(Rendering) public init(colors: [CGColor], locations: [CGFloat]) { self.colors = colors; self.locations = locations }

    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool { lhs.colors == rhs.colors && lhs.locations == rhs.locations }
    public func hash(into hasher: inout Hasher) { hasher.combine(colors); hasher.combine(locations) }
    public var description: String { "<CGGradient \(colors.count) colours>" }
}

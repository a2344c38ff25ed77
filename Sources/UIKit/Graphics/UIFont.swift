import Foundation

/// A font, as a model: name and point size. Glyph metrics come with the renderer.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// Weights of the system font, with UIKit's raw values.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The font's name (`.SFUI-Regular` for the system font, as iOS reports it).
    public let fontName: String
    /// The point size.
    public let pointSize: CGFloat
    /// The weight, for system fonts.
    public let weight: Weight

    /// Creates a named font; never fails (OpenUIKit has no font registry yet).
    public init?(name: String, size: CGFloat) {
        fontName = name; pointSize = size; weight = .regular
    }

    private init(systemWeight: Weight, size: CGFloat, name: String) {
        fontName = name; pointSize = size; weight = systemWeight
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` with a weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemWeight: weight, size: fontSize, name: weight.rawValue >= 0.3 ? ".SFUI-Semibold" : ".SFUI-Regular")
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: .bold, size: fontSize, name: ".SFUI-Bold")
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(systemWeight: weight, size: fontSize, name: fontName)
    }

    /// The line height, from the installed ``TextMeasurement`` (the fallback estimates
    /// 1.19 × the size, close to SF's).
    public var lineHeight: CGFloat { TextMeasurement.current.metrics(of: self).lineHeight }
    /// The distance from the top of a line to the baseline.
    public var ascender: CGFloat { TextMeasurement.current.metrics(of: self).ascender }
    /// The distance from the baseline to the bottom of a line (negative).
    public var descender: CGFloat { TextMeasurement.current.metrics(of: self).descender }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName); hasher.combine(pointSize)
    }

    public var description: String { "<UIFont: font-family: \"\(fontName)\"; font-size: \(pointSize)pt>" }
}

import Foundation

/// A colour, stored as sRGB components with alpha.
///
/// A model only: OpenUIKit keeps the components so views, renderers and tests can read
/// them. Dynamic (trait-dependent) colours resolve to their light appearance for now.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha in 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a grey colour.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components, as UIKit's `getRed(_:green:blue:alpha:)`; always succeeds.
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        red = self.red; green = self.green; blue = self.blue; alpha = self.alpha
        return true
    }

    /// Linear interpolation between two colours, used by animations.
    func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
        return UIColor(
            red: mix(red, other.red), green: mix(green, other.green),
            blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String {
        func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
    }
}

extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    // System colours: the light-appearance values of iOS 17.
    public static let systemRed = rgb(255, 59, 48)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemGray = rgb(142, 142, 147)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The default tint colour of iOS (system blue).
    public static let tintColor = systemBlue
}

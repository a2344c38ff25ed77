import Foundation

/// A colour in Core Graphics' form: RGBA components in the sRGB space.
///
/// Foundation on Linux lacks Core Graphics; OpenUIKit defines the types UIKit code uses
/// (`CGAffineTransform`, `CGColor`) in the UIKit module; `CGFloat`, `CGPoint`, `CGSize`, `CGRect` are
/// Foundation's, re-exported by `import UIKit` as on iOS.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, 0...1.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }
    /// The number of components (4: RGBA).
    public var numberOfComponents: Int { 4 }

    /// Creates an sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "<CGColor \(components ?? [])>" }
}

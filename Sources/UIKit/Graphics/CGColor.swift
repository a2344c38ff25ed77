import Foundation

/// A colour in Core Graphics' form: RGBA components in the sRGB space.
///
/// Foundation on Linux lacks Core Graphics; OpenUIKit defines the types UIKit code uses
/// (`CGAffineTransform`, `CGColor`) in the UIKit module; `CGFloat`, `CGPoint`, `CGSize`, `CGRect` are
/// Foundation's, re-exported by `import UIKit` as on iOS.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, 0...1; nil for a pattern colour (difference from Core
    /// Graphics, which gives a pattern colour's alpha).
    public let components: [CGFloat]?
    /// What a pattern colour paints, ready for the painters (nil for a plain colour).
    @_spi(Rendering) public let patternPaint: PatternPaint?
    /// The pattern a pattern colour was made from (nil for a plain colour).
    public let pattern: CGPattern?
    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? patternPaint?.alpha ?? 1 }
    /// The number of components (4: RGBA; 1, the alpha, for a pattern colour).
    public var numberOfComponents: Int { patternPaint == nil ? 4 : 1 }
    /// The colour's space: sRGB, or the pattern space of a pattern colour.
    public var colorSpace: CGColorSpace? { patternPaint == nil ? CGColorSpace(name: CGColorSpace.sRGB) : CGColorSpace(patternBaseSpace: nil) }

    /// Creates an sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        patternPaint = nil
        pattern = nil
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
        patternPaint = nil
        pattern = nil
    }

    /// A colour that paints `pattern` (PC2). `components` are those of the pattern space's
    /// base space followed by alpha for an uncoloured pattern (the stencil's colour), or the
    /// alpha alone for a coloured one. The cell is drawn at 2 pixels per point (a context's
    /// own `setFillPattern(_:colorComponents:)` draws it at the context's density).
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        let count = pattern.isColored ? 1 : (space.baseSpace?.numberOfComponents ?? 3) + 1
        let values = (0..<count).map { components[$0] }
        self.init(pattern: pattern, paint: pattern.paint(components: values, scale: 2))
    }

    /// A pattern colour with its paint.
    init(pattern: CGPattern?, paint: PatternPaint) {
        components = nil
        patternPaint = paint
        self.pattern = pattern
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        if let patternPaint { return CGColor(pattern: pattern, paint: patternPaint.withAlpha(alpha)) }
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components && lhs.patternPaint == rhs.patternPaint
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(components); hasher.combine(patternPaint) }
    public var description: String {
        patternPaint == nil ? "<CGColor \(components ?? [])>" : "<CGColor pattern \(pattern.map { "\($0)" } ?? "image")>"
    }
}

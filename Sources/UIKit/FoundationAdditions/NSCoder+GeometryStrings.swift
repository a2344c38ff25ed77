import Foundation

/// UIKit's geometry strings (UIGeometry.h), as Swift imports them: static methods of `NSCoder`.
/// Each number is printed as C's `%.17g` (FN1); a string that is not exactly the shape
/// written gives the zero value, never a crash (FN2). Linux's Foundation has none of them.
extension NSCoder {
    /// The string for a rectangle, `"{{x, y}, {width, height}}"` (`NSStringFromCGRect`).
    public static func string(for rect: CGRect) -> String { GeometryStringFormat.rect(rect) }

    /// The string for a point, `"{x, y}"` (`NSStringFromCGPoint`).
    public static func string(for point: CGPoint) -> String { GeometryStringFormat.pair(point.x, point.y) }

    /// The string for a size, `"{width, height}"` (`NSStringFromCGSize`).
    public static func string(for size: CGSize) -> String { GeometryStringFormat.pair(size.width, size.height) }

    /// The string for a vector, `"{dx, dy}"` (`NSStringFromCGVector`).
    public static func string(for vector: CGVector) -> String { GeometryStringFormat.pair(vector.dx, vector.dy) }

    /// The string for an affine transform, `"[a, b, c, d, tx, ty]"`
    /// (`NSStringFromCGAffineTransform`).
    public static func string(for transform: CGAffineTransform) -> String { GeometryStringFormat.transform(transform) }

    /// The string for edge insets, `"{top, left, bottom, right}"` (`NSStringFromUIEdgeInsets`).
    public static func string(for insets: UIEdgeInsets) -> String {
        GeometryStringFormat.quad(insets.top, insets.left, insets.bottom, insets.right)
    }

    /// The string for directional edge insets, `"{top, leading, bottom, trailing}"`
    /// (`NSStringFromDirectionalEdgeInsets`).
    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        GeometryStringFormat.quad(insets.top, insets.leading, insets.bottom, insets.trailing)
    }

    /// The string for an offset, `"{horizontal, vertical}"` (`NSStringFromUIOffset`).
    public static func string(for offset: UIOffset) -> String {
        GeometryStringFormat.pair(offset.horizontal, offset.vertical)
    }

    /// The rectangle a `"{{x, y}, {w, h}}"` string describes; `.zero` when the string is not
    /// well-formed (`CGRectFromString`). White space between tokens is optional.
    public static func cgRect(for string: String) -> CGRect { GeometryStringFormat.parseRect(string) ?? .zero }

    /// The point a `"{x, y}"` string describes; `.zero` when not well-formed (`CGPointFromString`).
    public static func cgPoint(for string: String) -> CGPoint {
        GeometryStringFormat.parsePair(string).map { CGPoint(x: $0.0, y: $0.1) } ?? .zero
    }

    /// The size a `"{w, h}"` string describes; `.zero` when not well-formed (`CGSizeFromString`).
    public static func cgSize(for string: String) -> CGSize {
        GeometryStringFormat.parsePair(string).map { CGSize(width: $0.0, height: $0.1) } ?? .zero
    }

    /// The vector a `"{dx, dy}"` string describes; `.zero` when not well-formed (`CGVectorFromString`).
    public static func cgVector(for string: String) -> CGVector {
        GeometryStringFormat.parsePair(string).map { CGVector(dx: $0.0, dy: $0.1) } ?? .zero
    }

    /// The transform a `"[a, b, c, d, tx, ty]"` string (or the documented `"{a, b, c, d, tx, ty}"`)
    /// describes; the identity when not well-formed, as Apple documents
    /// (`CGAffineTransformFromString`).
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        GeometryStringFormat.parseTransform(string) ?? .identity
    }

    /// The insets a `"{top, left, bottom, right}"` string describes; `.zero` when not
    /// well-formed (`UIEdgeInsetsFromString`).
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        GeometryStringFormat.parseQuad(string).map { UIEdgeInsets(top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) } ?? .zero
    }

    /// The directional insets a `"{top, leading, bottom, trailing}"` string describes; `.zero`
    /// when not well-formed (`NSDirectionalEdgeInsetsFromString`).
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        GeometryStringFormat.parseQuad(string).map {
            NSDirectionalEdgeInsets(top: $0.0, leading: $0.1, bottom: $0.2, trailing: $0.3)
        } ?? .zero
    }

    /// The offset a `"{horizontal, vertical}"` string describes; `.zero` when not well-formed
    /// (`UIOffsetFromString`).
    public static func uiOffset(for string: String) -> UIOffset {
        GeometryStringFormat.parsePair(string).map { UIOffset(horizontal: $0.0, vertical: $0.1) } ?? .zero
    }
}

// The C names. The iOS SDK imports each of them into Swift as the `NSCoder` method above
// (Apple documents `NSCoder.string(for:)` with the symbol `NSStringFromCGRect`), so Swift code
// on iOS cannot call them by these names and gets the compiler's renaming fix-it instead.
// They are declared here only to give the same error and fix-it.

/// Unavailable in Swift, as on iOS: use `NSCoder.string(for:)`.
@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }

/// Unavailable in Swift, as on iOS: use `NSCoder.cgRect(for:)`.
@available(*, unavailable, renamed: "NSCoder.cgRect(for:)")
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }

/// Unavailable in Swift, as on iOS: use `NSCoder.string(for:)`.
@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }

/// Unavailable in Swift, as on iOS: use `NSCoder.cgPoint(for:)`.
@available(*, unavailable, renamed: "NSCoder.cgPoint(for:)")
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }

/// Unavailable in Swift, as on iOS: use `NSCoder.string(for:)`.
@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }

/// Unavailable in Swift, as on iOS: use `NSCoder.cgSize(for:)`.
@available(*, unavailable, renamed: "NSCoder.cgSize(for:)")
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }

/// Unavailable in Swift, as on iOS: use `NSCoder.string(for:)`.
@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }

/// Unavailable in Swift, as on iOS: use `NSCoder.uiEdgeInsets(for:)`.
@available(*, unavailable, renamed: "NSCoder.uiEdgeInsets(for:)")
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }

/// Unavailable in Swift, as on iOS: use `NSCoder.string(for:)`.
@available(*, unavailable, renamed: "NSCoder.string(for:)")
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { NSCoder.string(for: transform) }

/// Unavailable in Swift, as on iOS: use `NSCoder.cgAffineTransform(for:)`.
@available(*, unavailable, renamed: "NSCoder.cgAffineTransform(for:)")
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: string) }

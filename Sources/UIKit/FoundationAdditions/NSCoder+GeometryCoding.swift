import Foundation

/// UIKit's keyed coding of geometry (`NSCoder(UIGeometryKeyedCoding)`): each value is stored
/// under its key as its geometry string (`NSCoder.string(for:)`) and read back with the
/// matching parser, so a missing key or a value that is not such a string decodes as the zero
/// value (FN3).
///
/// Linux's Foundation already has `encode(_:forKey:)` for `CGRect`, `CGPoint` and `CGSize`
/// (its macOS `NSRect` forms, which store `"{{1.0, 2.0}, {3.0, 4.0}}"`-style strings), so only
/// their `decodeCG…` readers are added here; they read both spellings. The other types get
/// both halves.
extension NSCoder {
    /// The rectangle stored under `key`, or `.zero` when there is none (iOS's
    /// `decodeCGRect(forKey:)`; Linux's own `decodeRect(forKey:)` traps on a missing key).
    public func decodeCGRect(forKey key: String) -> CGRect {
        geometryString(forKey: key).map(NSCoder.cgRect(for:)) ?? .zero
    }

    /// The point stored under `key`, or `.zero` when there is none.
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        geometryString(forKey: key).map(NSCoder.cgPoint(for:)) ?? .zero
    }

    /// The size stored under `key`, or `.zero` when there is none.
    public func decodeCGSize(forKey key: String) -> CGSize {
        geometryString(forKey: key).map(NSCoder.cgSize(for:)) ?? .zero
    }

    /// Stores a vector under `key`, as its string `"{dx, dy}"`.
    public func encode(_ vector: CGVector, forKey key: String) {
        encode(NSCoder.string(for: vector), forKey: key)
    }

    /// The vector stored under `key`, or `.zero` when there is none.
    public func decodeCGVector(forKey key: String) -> CGVector {
        geometryString(forKey: key).map(NSCoder.cgVector(for:)) ?? .zero
    }

    /// Stores an affine transform under `key`, as its string `"[a, b, c, d, tx, ty]"`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform), forKey: key)
    }

    /// The affine transform stored under `key`. A missing key gives the identity, as a
    /// malformed transform string does (FN2).
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        geometryString(forKey: key).map(NSCoder.cgAffineTransform(for:)) ?? .identity
    }

    /// Stores edge insets under `key`, as their string `"{top, left, bottom, right}"`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    /// The edge insets stored under `key`, or `.zero` when there are none.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        geometryString(forKey: key).map(NSCoder.uiEdgeInsets(for:)) ?? .zero
    }

    /// Stores directional edge insets under `key`, as their string `"{top, leading, bottom, trailing}"`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    /// The directional edge insets stored under `key`, or `.zero` when there are none.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        geometryString(forKey: key).map(NSCoder.nsDirectionalEdgeInsets(for:)) ?? .zero
    }

    /// Stores an offset under `key`, as its string `"{horizontal, vertical}"`.
    public func encode(_ offset: UIOffset, forKey key: String) {
        encode(NSCoder.string(for: offset), forKey: key)
    }

    /// The offset stored under `key`, or `.zero` when there is none.
    public func decodeUIOffset(forKey key: String) -> UIOffset {
        geometryString(forKey: key).map(NSCoder.uiOffset(for:)) ?? .zero
    }

    /// The string stored under `key`, if any. Asks `containsValue(forKey:)` first: Linux's
    /// `NSKeyedUnarchiver` treats decoding a missing key as a failure and, under its default
    /// failure policy, stops the process, where iOS returns nil.
    private func geometryString(forKey key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        switch decodeObject(forKey: key) {
        case let string as String: return string
        case let string as NSString: return String(describing: string)
        default: return nil
        }
    }
}

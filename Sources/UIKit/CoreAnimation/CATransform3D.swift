import Foundation

/// A 4×4 matrix transforming layers in three dimensions, as Core Animation's: row vectors,
/// so `m41`, `m42`, `m43` hold the translation and a point maps as `p × M`.
///
/// OpenUIKit's renderer draws a layer's transform as its projection at the anchor point, to
/// first order (CV21): perspective (`m34`) shrinks a layer pushed back along z and
/// foreshortens one turned about x or y, but keeps its edges parallel. Hit testing and
/// conversions see the affine part (`m11 m12 m21 m22 m41 m42`) only.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    /// The first row (the image of the x axis).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row (the image of the y axis).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row (the z axis; `m34` gives perspective).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row (the translation).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// A matrix from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries, row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The affine part, as a view's `transform` holds it.
    var affinePart: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `self` then `other` (`p × self × other`).
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = entries, b = other.entries
        var result = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: result)
    }

    /// The sixteen entries, row by row.
    public var description: String {
        "CATransform3D(\(entries.map { "\($0)" }.joined(separator: ", ")))"
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (`tx`, `ty`, `tz`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (`sx`, `sy`, `sz`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the vector (`x`, `y`, `z`); the identity when the
/// vector is zero. About z, positive angles turn clockwise on screen (y points down).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
        m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
        m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` followed by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse of `t`, or `t` itself when it has none (as Core Animation).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.entries
    // Each cofactor as a sum of named triple products: one long expression of 18 subscripts
    // takes the type checker a fifth of a second; the products and their order are the same.
    func p(_ a: Int, _ b: Int, _ c: Int) -> CGFloat { m[a] * m[b] * m[c] }
    var inv = [CGFloat](repeating: 0, count: 16)
    inv[0] = p(5, 10, 15) - p(5, 11, 14) - p(9, 6, 15) + p(9, 7, 14) + p(13, 6, 11) - p(13, 7, 10)
    inv[4] = -p(4, 10, 15) + p(4, 11, 14) + p(8, 6, 15) - p(8, 7, 14) - p(12, 6, 11) + p(12, 7, 10)
    inv[8] = p(4, 9, 15) - p(4, 11, 13) - p(8, 5, 15) + p(8, 7, 13) + p(12, 5, 11) - p(12, 7, 9)
    inv[12] = -p(4, 9, 14) + p(4, 10, 13) + p(8, 5, 14) - p(8, 6, 13) - p(12, 5, 10) + p(12, 6, 9)
    inv[1] = -p(1, 10, 15) + p(1, 11, 14) + p(9, 2, 15) - p(9, 3, 14) - p(13, 2, 11) + p(13, 3, 10)
    inv[5] = p(0, 10, 15) - p(0, 11, 14) - p(8, 2, 15) + p(8, 3, 14) + p(12, 2, 11) - p(12, 3, 10)
    inv[9] = -p(0, 9, 15) + p(0, 11, 13) + p(8, 1, 15) - p(8, 3, 13) - p(12, 1, 11) + p(12, 3, 9)
    inv[13] = p(0, 9, 14) - p(0, 10, 13) - p(8, 1, 14) + p(8, 2, 13) + p(12, 1, 10) - p(12, 2, 9)
    inv[2] = p(1, 6, 15) - p(1, 7, 14) - p(5, 2, 15) + p(5, 3, 14) + p(13, 2, 7) - p(13, 3, 6)
    inv[6] = -p(0, 6, 15) + p(0, 7, 14) + p(4, 2, 15) - p(4, 3, 14) - p(12, 2, 7) + p(12, 3, 6)
    inv[10] = p(0, 5, 15) - p(0, 7, 13) - p(4, 1, 15) + p(4, 3, 13) + p(12, 1, 7) - p(12, 3, 5)
    inv[14] = -p(0, 5, 14) + p(0, 6, 13) + p(4, 1, 14) - p(4, 2, 13) - p(12, 1, 6) + p(12, 2, 5)
    inv[3] = -p(1, 6, 11) + p(1, 7, 10) + p(5, 2, 11) - p(5, 3, 10) - p(9, 2, 7) + p(9, 3, 6)
    inv[7] = p(0, 6, 11) - p(0, 7, 10) - p(4, 2, 11) + p(4, 3, 10) + p(8, 2, 7) - p(8, 3, 6)
    inv[11] = -p(0, 5, 11) + p(0, 7, 9) + p(4, 1, 11) - p(4, 3, 9) - p(8, 1, 7) + p(8, 3, 5)
    inv[15] = p(0, 5, 10) - p(0, 6, 9) - p(4, 1, 10) + p(4, 2, 9) + p(8, 1, 6) - p(8, 2, 5)
    let determinant = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard abs(determinant) > 1e-12 else { return t }
    return CATransform3D(entries: inv.map { $0 / determinant })
}

/// The 3D transform equal to an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is an affine transform (it leaves z alone and has no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine transform of `t`'s affine part.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affinePart }

extension NSValue {
    /// A value holding a 3D transform (as `NSValue(caTransform3D:)` on iOS).
    public convenience init(caTransform3D t: CATransform3D) {
        let entries = t.entries.map(Double.init)
        self.init(bytes: entries, objCType: "[16d]")
    }

    /// The 3D transform held (the identity when the value holds something else).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == "[16d]" else { return CATransform3D() }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }
}

extension CATransform3D {
    /// CV21: the affine transform a 3D transform draws as: its projection (the division by
    /// w that gives perspective) taken to first order at the anchor point, so a layer pushed
    /// back along z with perspective is drawn smaller, and one turned about x or y is drawn
    /// foreshortened. An affine transform is itself; one that puts the anchor behind the
    /// eye (w ≤ 0) draws its affine part.
    @_spi(Rendering) public var _drawnAffine: CGAffineTransform {
        let w = m44
        guard m14 != 0 || m24 != 0 || w != 1 else { return CATransform3DGetAffineTransform(self) }
        guard w > 1e-6 else { return CATransform3DGetAffineTransform(self) }
        let w2 = w * w
        return CGAffineTransform(a: (m11 * w - m41 * m14) / w2, b: (m12 * w - m42 * m14) / w2,
                                 c: (m21 * w - m41 * m24) / w2, d: (m22 * w - m42 * m24) / w2,
                                 tx: m41 / w, ty: m42 / w)
    }
}

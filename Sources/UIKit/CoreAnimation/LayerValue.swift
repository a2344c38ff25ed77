import Foundation

/// A value of an animatable layer property, in the form animations interpolate.
enum LayerValue: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case colors([CGColor]?)
    case numbers([CGFloat]?)

    /// The kind of value a key path holds, to read animation values (`Any`) as.
    enum Kind { case number, point, size, rect, transform, color, path, colors, numbers }

    /// Reads an animation's value (`NSNumber`, `CGFloat`, `Double`, `NSValue`, `CGPoint`,
    /// `CATransform3D`, `CGColor`, `CGPath`, arrays of colours or numbers) as `kind`; nil
    /// when it is not one (Core Animation ignores such values).
    init?(_ any: Any?, as kind: Kind) {
        guard let any else {
            switch kind {
            case .color: self = .color(nil)
            case .path: self = .path(nil)
            case .colors: self = .colors(nil)
            case .numbers: self = .numbers(nil)
            default: return nil
            }
            return
        }
        switch kind {
        case .number:
            guard let number = LayerValue.number(any) else { return nil }
            self = .number(number)
        case .point:
            if let point = any as? CGPoint { self = .point(point) } else if let value = any as? NSValue { self = .point(value.cgPointValue) } else { return nil }
        case .size:
            if let size = any as? CGSize { self = .size(size) } else if let value = any as? NSValue { self = .size(value.cgSizeValue) } else { return nil }
        case .rect:
            if let rect = any as? CGRect { self = .rect(rect) } else if let value = any as? NSValue { self = .rect(value.cgRectValue) } else { return nil }
        case .transform:
            if let transform = any as? CATransform3D { self = .transform(transform) } else if let value = any as? NSValue {
                self = .transform(value.caTransform3DValue)
            } else { return nil }
        case .color:
            guard let color = any as? CGColor else { return nil }
            self = .color(color)
        case .path:
            guard let path = any as? CGPath else { return nil }
            self = .path(path)
        case .colors:
            guard let list = any as? [Any] else { return nil }
            self = .colors(list.compactMap { $0 as? CGColor })
        case .numbers:
            guard let list = any as? [Any] else { return nil }
            self = .numbers(list.compactMap(LayerValue.number))
        }
    }

    static func number(_ any: Any) -> CGFloat? {
        switch any {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// The value as Core Animation hands it out (`NSNumber`, `NSValue`, `CATransform3D`, …).
    var anyValue: Any? {
        switch self {
        case let .number(v): NSNumber(value: Double(v))
        case let .point(v): NSValue(cgPoint: v)
        case let .size(v): NSValue(cgSize: v)
        case let .rect(v): NSValue(cgRect: v)
        case let .transform(v): NSValue(caTransform3D: v)
        case let .color(v): v
        case let .path(v): v
        case let .colors(v): v
        case let .numbers(v): v.map { $0.map { NSNumber(value: Double($0)) } }
        }
    }

    // MARK: Arithmetic

    /// The value `t` of the way to `other` (t may overshoot for springs). Transforms
    /// interpolate their translation, scale and rotation (as Core Animation), colours their
    /// components, paths their points when both have the same elements; other pairs jump at
    /// the end.
    func interpolated(to other: LayerValue, _ t: CGFloat) -> LayerValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(TransformParts(a).interpolated(to: TransformParts(b), t).transform)
        case let (.color(a), .color(b)):
            guard let from = a ?? b?.copy(alpha: 0), let to = b ?? a?.copy(alpha: 0) else { return other }
            let c1 = from.components ?? [0, 0, 0, 1], c2 = to.components ?? [0, 0, 0, 1]
            return .color(CGColor(red: mix(c1[0], c2[0]), green: mix(c1[1], c2[1]), blue: mix(c1[2], c2[2]), alpha: mix(c1[3], c2[3])))
        case let (.path(a?), .path(b?)):
            guard let elements = PathInterpolation.interpolate(a.elements, b.elements, t) else { return t < 1 ? self : other }
            return .path(CGPath(elements: elements))
        case let (.colors(a?), .colors(b?)) where a.count == b.count:
            return .colors(zip(a, b).map { pair in
                guard case let .color(color?) = LayerValue.color(pair.0).interpolated(to: .color(pair.1), t) else { return pair.1 }
                return color
            })
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1) })
        default:
            return t < 1 ? self : other
        }
    }

    /// The sum, for additive and cumulative animations and `byValue` (transforms
    /// concatenate; values that do not add keep `self`).
    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + b)
        case let (.point(a), .point(b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)): .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): .transform(b.concatenating(a))
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count: .numbers(zip(a, b).map { $0 + $1 })
        default: self
        }
    }

    /// `self` scaled by `factor` (repeat counts of cumulative animations).
    func scaled(by factor: CGFloat) -> LayerValue {
        switch self {
        case let .number(a): .number(a * factor)
        case let .point(a): .point(CGPoint(x: a.x * factor, y: a.y * factor))
        case let .size(a): .size(CGSize(width: a.width * factor, height: a.height * factor))
        case let .rect(a): .rect(CGRect(x: a.minX * factor, y: a.minY * factor, width: a.width * factor, height: a.height * factor))
        case let .numbers(a?): .numbers(a.map { $0 * factor })
        default: self
        }
    }

    /// The difference `self - other` (`byValue` with a `toValue`).
    func subtracting(_ other: LayerValue) -> LayerValue { adding(other.scaled(by: -1)) }

    /// The distance between two values (paced keyframes): Euclidean for numbers, points and
    /// sizes, 1 for anything else.
    func distance(to other: LayerValue) -> CGFloat {
        switch (self, other) {
        case let (.number(a), .number(b)): abs(b - a)
        case let (.point(a), .point(b)): hypot(b.x - a.x, b.y - a.y)
        case let (.size(a), .size(b)): hypot(b.width - a.width, b.height - a.height)
        default: 1
        }
    }
}

/// An affine transform taken apart as Core Animation interpolates it: translation, scale,
/// rotation about z and skew (the 3D entries beyond the affine part interpolate linearly).
struct TransformParts {
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: CGFloat
    var skew: CGFloat
    var rest: [CGFloat]

    init(_ t: CATransform3D) {
        translation = (t.m41, t.m42, t.m43)
        var sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        let determinant = t.m11 * t.m22 - t.m12 * t.m21
        rotation = atan2(t.m12, t.m11)
        var sy: CGFloat = 0, skew: CGFloat = 0
        if sx != 0 {
            skew = (t.m11 * t.m21 + t.m12 * t.m22) / (sx * sx)
            sy = determinant / sx
        } else {
            sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
            rotation = atan2(-t.m21, t.m22)
        }
        if determinant < 0 && sx != 0 && sy < 0 && t.m11 < 0 { sx = -sx; sy = -sy; rotation += .pi }
        scale = (sx, sy, t.m33)
        self.skew = skew
        rest = [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m44]
    }

    var transform: CATransform3D {
        let c = cos(rotation), s = sin(rotation)
        // [sx 0; skew*sy sy] rotated: rows are the images of the x and y axes.
        let a = scale.x * c, b = scale.x * s
        let cc = skew * scale.x * c - scale.y * s, d = skew * scale.x * s + scale.y * c
        return CATransform3D(m11: a, m12: b, m13: rest[0], m14: rest[1], m21: cc, m22: d, m23: rest[2], m24: rest[3],
                             m31: rest[4], m32: rest[5], m33: scale.z, m34: rest[6],
                             m41: translation.x, m42: translation.y, m43: translation.z, m44: rest[7])
    }

    func interpolated(to other: TransformParts, _ t: CGFloat) -> TransformParts {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        var result = self
        result.translation = (mix(translation.x, other.translation.x), mix(translation.y, other.translation.y), mix(translation.z, other.translation.z))
        result.scale = (mix(scale.x, other.scale.x), mix(scale.y, other.scale.y), mix(scale.z, other.scale.z))
        var delta = other.rotation - rotation  // the shorter way round, as Core Animation
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        result.rotation = rotation + delta * t
        result.skew = mix(skew, other.skew)
        result.rest = zip(rest, other.rest).map { mix($0, $1) }
        return result
    }
}

/// Interpolating paths point by point.
enum PathInterpolation {
    /// The elements `t` of the way from `a` to `b`, or nil when their elements differ in kind.
    static func interpolate(_ a: [PathElement], _ b: [PathElement], _ t: CGFloat) -> [PathElement]? {
        guard a.count == b.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var result: [PathElement] = []
        result.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.move(p), .move(q)): result.append(.move(mix(p, q)))
            case let (.line(p), .line(q)): result.append(.line(mix(p, q)))
            case let (.quadCurve(p, c), .quadCurve(q, d)): result.append(.quadCurve(mix(p, q), control: mix(c, d)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)): result.append(.curve(mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return result
    }
}

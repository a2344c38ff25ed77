import Foundation

/// Core Graphics' blend modes on premultiplied pixels (DR7): the separable and
/// non-separable modes of the PDF specification and the Porter–Duff operators.
enum BlendFormula {
    /// `source` (premultiplied, already at the drawing's alpha) blended over `destination`.
    static func blend(_ mode: CGBlendMode, source s: SIMD4<Float>, destination d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        switch mode {
        case .normal: return s + d * (1 - sa)
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return s * (1 - da) + d
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return s * (1 - da) + d * sa
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter: return pointwiseMin(s + d, SIMD4(repeating: 1))
        case .plusDarker:
            // R = max(0, 1 − ((1 − D) + (1 − S))), on premultiplied values with the summed alpha.
            let a = min(1, sa + da)
            let rgb = SIMD3<Float>(repeating: a) - ((SIMD3(repeating: da) - SIMD3(d.x, d.y, d.z)) + (SIMD3(repeating: sa) - SIMD3(s.x, s.y, s.z)))
            return SIMD4(max(0, rgb.x), max(0, rgb.y), max(0, rgb.z), a)
        default:
            break
        }
        // The PDF blend modes: B(Cb, Cs) on straight colours, mixed by both alphas.
        let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : .zero
        let cb = da > 0 ? SIMD3(d.x, d.y, d.z) / da : .zero
        let b: SIMD3<Float>
        switch mode {
        case .multiply: b = cb * cs
        case .screen: b = cb + cs - cb * cs
        case .overlay: b = map(cb, cs) { cb, cs in hardLight(top: cb, bottom: cs) }  // hard light with the layers exchanged
        case .darken: b = pointwiseMin(cb, cs)
        case .lighten: b = pointwiseMax(cb, cs)
        case .colorDodge: b = map(cb, cs) { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn: b = map(cb, cs) { cb, cs in cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs) }
        case .hardLight: b = map(cb, cs) { cb, cs in hardLight(top: cs, bottom: cb) }
        case .softLight:
            b = map(cb, cs) { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let dd = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (dd - cb)
            }
        case .difference: b = map(cb, cs) { abs($0 - $1) }
        case .exclusion: b = cb + cs - 2 * cb * cs
        case .hue: b = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: b = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: b = setLum(cs, lum(cb))
        case .luminosity: b = setLum(cb, lum(cs))
        default: b = cs
        }
        let rgb = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + b * (sa * da)
        return SIMD4(rgb.x, rgb.y, rgb.z, sa + da - sa * da)
    }

    /// Hard light of `top` over `bottom`: multiply below one half, screen above.
    private static func hardLight(top: Float, bottom: Float) -> Float {
        top <= 0.5 ? bottom * 2 * top : bottom + (2 * top - 1) - bottom * (2 * top - 1)
    }

    private static func map(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ f: (Float, Float) -> Float) -> SIMD3<Float> {
        SIMD3(f(a.x, b.x), f(a.y, b.y), f(a.z, b.z))
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
    private static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }
    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = c.min(), x = c.max()
        var c = c
        if n < 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return c
    }
    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> { clipColor(c + SIMD3(repeating: l - lum(c))) }
    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let n = c.min(), x = c.max()
        guard x > n else { return .zero }
        return (c - SIMD3(repeating: n)) * s / (x - n)
    }
}

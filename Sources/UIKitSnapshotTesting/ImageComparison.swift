#if SnapshotTesting
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import UIKitRendering

/// Compares a new picture with its reference, as swift-snapshot-testing's image strategies
/// do on iOS:
/// - identical pixels match;
/// - `perceptualPrecision` below 1: a pixel matches when its colour difference (CIE94 ΔE in
///   Lab, what Core Image's `CILabDeltaE` measures) is at most `(1 − perceptualPrecision) ×
///   100`; 0.98–0.99 is about what the eye tells apart;
/// - otherwise a pixel matches when all four bytes are equal;
/// - the picture matches when at least `precision` of its pixels match.
///
/// Pixels are compared over white and over black, so a difference in transparency counts.
/// Difference from the iOS strategy: `precision` counts pixels, as its documentation says
/// (the iOS code counts bytes).
struct ImageComparison {
    /// The share of pixels that must match (0…1).
    var precision: Float
    /// How close a pixel's colour must be to count as matching (0…1).
    var perceptualPrecision: Float

    /// Why `actual` does not match `reference`, with a picture of where; nil when it matches.
    func failure(reference: RenderedImage, actual: RenderedImage) -> (message: String, difference: RenderedImage?)? {
        guard reference.width > 0, reference.height > 0 else { return ("The reference is not a readable PNG image.", nil) }
        guard actual.width == reference.width, actual.height == reference.height else {
            return ("Newly-taken snapshot is \(actual.width)×\(actual.height) px; the reference is \(reference.width)×\(reference.height) px.", nil)
        }
        if actual.rgba == reference.rgba { return nil }
        let threshold = Double(1 - perceptualPrecision) * 100
        let old = reference.rgba, new = actual.rgba
        let pixelCount = actual.width * actual.height
        var failing = [Bool](repeating: false, count: pixelCount)
        var failingCount = 0
        var largestDelta = 0.0
        var index = 0
        while index < pixelCount {
            let p = index * 4
            if old[p] != new[p] || old[p + 1] != new[p + 1] || old[p + 2] != new[p + 2] || old[p + 3] != new[p + 3] {
                let delta = perceptualPrecision < 1 ? Self.deltaE(old, new, at: p) : .infinity
                if perceptualPrecision < 1 { largestDelta = max(largestDelta, delta) }
                if delta > threshold {
                    failing[index] = true
                    failingCount += 1
                }
            }
            index += 1
        }
        // A hair of slack: Float(0.98) is a little above 0.98, which would allow a pixel less.
        let allowed = Int(((1 - Double(precision)) * Double(pixelCount) + 1e-3).rounded(.down))
        guard failingCount > allowed else { return nil }
        let matching = 1 - Double(failingCount) / Double(pixelCount)
        var message = "Newly-taken snapshot does not match reference: \(failingCount) of \(pixelCount) pixels differ"
        message += precision < 1
            ? String(format: " (%.4f match; required %.4f)", matching, Double(precision))
            : ""
        if perceptualPrecision < 1 {
            message += String(format: "; largest colour difference ΔE %.1f, allowed %.1f", largestDelta, threshold)
        }
        message += "."
        return (message, Self.differencePicture(reference: reference, failing: failing))
    }

    /// The reference faded to a quarter over white, with the failing pixels in magenta.
    static func differencePicture(reference: RenderedImage, failing: [Bool]) -> RenderedImage {
        var rgba = [UInt8](repeating: 255, count: reference.rgba.count)
        for index in failing.indices {
            let p = index * 4
            if failing[index] {
                rgba[p] = 255; rgba[p + 1] = 0; rgba[p + 2] = 255
            } else {
                let alpha = Int(reference.rgba[p + 3])
                for c in 0..<3 {
                    let over = (Int(reference.rgba[p + c]) * alpha + 255 * (255 - alpha)) / 255
                    rgba[p + c] = UInt8(over / 4 + 191)
                }
            }
        }
        return RenderedImage(width: reference.width, height: reference.height, scale: reference.scale, rgba: rgba)
    }

    /// The CIE94 colour difference of the pixels at byte `p`, the larger of the two over
    /// white and over black.
    static func deltaE(_ a: [UInt8], _ b: [UInt8], at p: Int) -> Double {
        var largest = 0.0
        for backdrop in [255.0, 0.0] {
            let first = lab(a, at: p, over: backdrop), second = lab(b, at: p, over: backdrop)
            largest = max(largest, cie94(first, second))
        }
        return largest
    }

    /// The Lab colour (D65) of the straight RGBA pixel at `p`, composited over a grey `backdrop` (0…255).
    static func lab(_ rgba: [UInt8], at p: Int, over backdrop: Double) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(rgba[p + 3]) / 255
        func linear(_ byte: UInt8) -> Double {
            let c = (Double(byte) * alpha + backdrop * (1 - alpha)) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgba[p]), g = linear(rgba[p + 1]), bl = linear(rgba[p + 2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.9504700
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * bl) / 1.0000001
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.0888300
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94 ΔE with the graphic-arts weights.
    static func cie94(_ first: (l: Double, a: Double, b: Double), _ second: (l: Double, a: Double, b: Double)) -> Double {
        let deltaL = first.l - second.l
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = first.a - second.a, deltaB = first.b - second.b
        let deltaH = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC).squareRoot()
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let terms = [deltaL, deltaC / sC, deltaH / sH]
        return terms.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
#endif

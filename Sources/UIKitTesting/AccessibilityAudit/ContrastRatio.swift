import UIKit

/// WCAG 2's colour arithmetic: relative luminance of sRGB colours and the contrast ratio of
/// two of them, and the colour a view's text is drawn over (K33).
@MainActor
enum ContrastRatio {
    /// WCAG 2's contrast ratio of two opaque colours, 1 (the same) to 21 (black on white).
    static func between(_ first: UIColor, _ second: UIColor) -> CGFloat {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance of an sRGB colour (its alpha ignored).
    static func luminance(_ color: UIColor) -> CGFloat {
        let (red, green, blue, _) = components(color)
        func linear(_ channel: CGFloat) -> CGFloat {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `top` drawn over the opaque `bottom`, with `top`'s alpha.
    static func composite(_ top: UIColor, over bottom: UIColor) -> UIColor {
        let (r1, g1, b1, a1) = components(top)
        let (r2, g2, b2, _) = components(bottom)
        return UIColor(red: r1 * a1 + r2 * (1 - a1), green: g1 * a1 + g2 * (1 - a1), blue: b1 * a1 + b2 * (1 - a1), alpha: 1)
    }

    /// The opaque colour behind `view`'s content: its own and its superviews' background
    /// colours, each resolved with its view's traits, composited from the first opaque one
    /// (or the system background of the view's appearance) up.
    static func background(behind view: UIView) -> UIColor {
        var layers: [UIColor] = []
        var current: UIView? = view
        var base: UIColor?
        while let candidate = current {
            if let color = candidate.backgroundColor?.resolvedColor(with: candidate.traitCollection) {
                let alpha = components(color).alpha * candidate.alpha
                if alpha >= 0.999 { base = color; break }
                if alpha > 0.001 { layers.append(color.withAlphaComponent(alpha)) }
            }
            current = candidate.superview
        }
        var result = base ?? UIColor.systemBackground.resolvedColor(with: view.traitCollection)
        for layer in layers.reversed() { result = composite(layer, over: result) }
        return result
    }

    /// The sRGB components of `color`.
    static func components(_ color: UIColor) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }
}

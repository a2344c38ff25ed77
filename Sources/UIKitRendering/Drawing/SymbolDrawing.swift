#if canImport(Glibc)
import Glibc
#endif
import UIKit

/// SF Symbols, which OpenUIKit cannot ship: a handful of common ones drawn as simple
/// strokes, any other as a rounded outline of the symbol's size.
@MainActor
enum SymbolDrawing {
    static func draw(_ name: String, in rect: CGRect, color: UIColor, canvas: Canvas) {
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2 - 1
        func line(_ points: [(CGFloat, CGFloat)]) {
            canvas.strokeLines(points.map { CGPoint(x: c.x + $0.0 * r, y: c.y + $0.1 * r) }, width: max(1.5, r / 5), color: color)
        }
        switch name.split(separator: ".").first.map(String.init) ?? name {
        case "chevron":
            line(name.hasSuffix("left") ? [(0.3, -0.7), (-0.3, 0), (0.3, 0.7)] : [(-0.3, -0.7), (0.3, 0), (-0.3, 0.7)])
        case "plus": line([(-0.8, 0), (0.8, 0)]); line([(0, -0.8), (0, 0.8)])
        case "xmark": line([(-0.6, -0.6), (0.6, 0.6)]); line([(-0.6, 0.6), (0.6, -0.6)])
        case "checkmark": line([(-0.7, 0), (-0.2, 0.6), (0.7, -0.6)])
        case "magnifyingglass":
            canvas.strokeLines(circle(center: CGPoint(x: c.x - r * 0.2, y: c.y - r * 0.2), radius: r * 0.55), width: max(1.5, r / 5), color: color)
            line([(0.25, 0.25), (0.8, 0.8)])
        case "house": line([(-0.8, 0), (0, -0.8), (0.8, 0)]); line([(-0.55, -0.2), (-0.55, 0.8), (0.55, 0.8), (0.55, -0.2)])
        case "gear", "gearshape", "circle", "person", "star", "heart", "bell", "newspaper", "square":
            canvas.strokeLines(circle(center: c, radius: r * 0.8), width: max(1.5, r / 5), color: color)
            if name.contains("fill") { canvas.fillCircle(center: c, radius: r * 0.8, color: color) }
        default:
            canvas.strokeInside(rect.insetBy(dx: 1, dy: 1), cornerRadius: r / 2, width: max(1.5, r / 6), color: color)
        }
    }

    private static func circle(center: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0...24).map { step in
            let angle = CGFloat(step) / 24 * 2 * .pi
            return CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        }
    }
}

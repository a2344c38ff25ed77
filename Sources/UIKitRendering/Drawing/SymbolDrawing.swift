#if canImport(Glibc)
import Glibc
#endif
import UIKit

/// SF Symbols, which OpenUIKit cannot ship: the common ones of bars, tabs and cells drawn
/// as simple strokes and fills in the symbol's box (`.fill` variants filled), any other as a
/// rounded outline of the symbol's size.
@MainActor
enum SymbolDrawing {
    static func draw(_ name: String, in rect: CGRect, color: UIColor, canvas: Canvas) {
        // Drawn as a group, so the cut-outs of filled symbols erase to what is behind; clipped
        // first, so that the group's surface is the symbol's size, not the screen's.
        canvas.save()
        canvas.clip(rect.insetBy(dx: -4, dy: -4))
        canvas.beginGroup()
        drawShape(name, in: rect, color: color, canvas: canvas)
        canvas.endGroup(alpha: 1)
        canvas.restore()
    }

    /// Draws one symbol; false when the name is not known (an outline was drawn instead).
    @discardableResult
    static func drawShape(_ name: String, in rect: CGRect, color: UIColor, canvas: Canvas) -> Bool {
        var pen = SymbolPen(canvas: canvas, rect: rect, color: color)
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(".fill".count)) : name
        switch base {
        case "chevron.left": pen.line([(0.3, -0.7), (-0.3, 0), (0.3, 0.7)])
        case "chevron.right", "chevron.forward": pen.line([(-0.3, -0.7), (0.3, 0), (-0.3, 0.7)])
        case "chevron.up": pen.line([(-0.7, 0.3), (0, -0.3), (0.7, 0.3)])
        case "chevron.down": pen.line([(-0.7, -0.3), (0, 0.3), (0.7, -0.3)])
        case "plus": pen.line([(-0.8, 0), (0.8, 0)]); pen.line([(0, -0.8), (0, 0.8)])
        case "minus": pen.line([(-0.8, 0), (0.8, 0)])
        case "line.3.horizontal": for y in [-0.55, 0.0, 0.55] { pen.line([(-0.85, y), (0.85, y)]) }
        case "xmark": pen.line([(-0.6, -0.6), (0.6, 0.6)]); pen.line([(-0.6, 0.6), (0.6, -0.6)])
        case "xmark.circle":
            filled ? pen.disc(radius: 0.95, alpha: 0.25) : pen.circle(radius: 0.9)
            pen.thin { $0.line([(-0.35, -0.35), (0.35, 0.35)]); $0.line([(-0.35, 0.35), (0.35, -0.35)]) }
        case "checkmark": pen.line([(-0.7, 0), (-0.2, 0.6), (0.7, -0.6)])
        case "magnifyingglass": pen.circle(radius: 0.55, center: (-0.2, -0.2)); pen.line([(0.25, 0.25), (0.8, 0.8)])
        case "house":
            pen.shape([(-0.55, -0.15), (0, -0.7), (0.55, -0.15), (0.55, 0.8), (-0.55, 0.8)], filled: filled)
            pen.line([(-0.85, 0.05), (0, -0.8), (0.85, 0.05)])
        case "square.and.pencil":
            pen.line([(0.1, -0.75), (-0.8, -0.75), (-0.8, 0.8), (0.75, 0.8), (0.75, -0.1)])
            pen.line([(-0.25, 0.25), (0.8, -0.8)])
        case "square.and.arrow.up":
            pen.line([(-0.35, -0.15), (-0.7, -0.15), (-0.7, 0.85), (0.7, 0.85), (0.7, -0.15), (0.35, -0.15)])
            pen.line([(0, 0.35), (0, -0.9)]); pen.line([(-0.35, -0.55), (0, -0.9), (0.35, -0.55)])
        case "arrowshape.turn.up.left":
            pen.shape([(-0.9, -0.1), (-0.2, -0.75), (-0.2, -0.4), (0.3, -0.4), (0.85, 0.0), (0.85, 0.7),
                       (0.5, 0.2), (-0.2, 0.2), (-0.2, 0.55)], filled: filled)
        case "folder":
            pen.shape([(-0.9, -0.6), (-0.35, -0.6), (-0.2, -0.4), (0.9, -0.4), (0.9, 0.7), (-0.9, 0.7)], filled: filled)
        case "book":
            pen.shape([(0, -0.5), (-0.9, -0.75), (-0.9, 0.6), (0, 0.85), (0.9, 0.6), (0.9, -0.75)], filled: filled)
            pen.line([(0, -0.5), (0, 0.85)])
        case "arrow.clockwise":
            pen.arc(radius: 0.7, from: -60, to: 230)
            pen.line([(0.05, -0.95), (0.35, -0.62), (0.0, -0.35)])
        case "camera":
            pen.shape([(-0.9, -0.45), (-0.35, -0.45), (-0.2, -0.7), (0.2, -0.7), (0.35, -0.45), (0.9, -0.45), (0.9, 0.7), (-0.9, 0.7)],
                      filled: filled)
            pen.circle(radius: 0.3, center: (0, 0.1), inverted: filled)
        case "trash":
            pen.line([(-0.85, -0.6), (0.85, -0.6)]); pen.line([(-0.3, -0.6), (-0.2, -0.85), (0.2, -0.85), (0.3, -0.6)])
            pen.shape([(-0.65, -0.6), (0.65, -0.6), (0.5, 0.85), (-0.5, 0.85)], filled: filled)
        case "play": pen.shape([(-0.55, -0.8), (0.8, 0), (-0.55, 0.8)], filled: true)
        case "pause": pen.shape([(-0.6, -0.8), (-0.2, -0.8), (-0.2, 0.8), (-0.6, 0.8)], filled: true)
            pen.shape([(0.2, -0.8), (0.6, -0.8), (0.6, 0.8), (0.2, 0.8)], filled: true)
        case "backward": pen.shape([(0, -0.6), (-0.9, 0), (0, 0.6)], filled: true); pen.shape([(0.9, -0.6), (0, 0), (0.9, 0.6)], filled: true)
        case "forward": pen.shape([(0, -0.6), (0.9, 0), (0, 0.6)], filled: true); pen.shape([(-0.9, -0.6), (0, 0), (-0.9, 0.6)], filled: true)
        case "gear", "gearshape":
            for step in 0..<8 {
                let angle = Double(step) * .pi / 4
                pen.line([(0.6 * cos(angle), 0.6 * sin(angle)), (0.9 * cos(angle), 0.9 * sin(angle))])
            }
            pen.circle(radius: 0.6, filled: filled); pen.circle(radius: 0.22, inverted: filled)
        case "person":
            pen.circle(radius: 0.38, center: (0, -0.42), filled: filled)
            pen.shape([(-0.8, 0.9), (-0.7, 0.35), (-0.35, 0.1), (0.35, 0.1), (0.7, 0.35), (0.8, 0.9)], filled: filled)
        case "person.circle", "person.crop.circle":
            filled ? pen.disc(radius: 0.95, alpha: 1) : pen.circle(radius: 0.9)
            pen.circle(radius: 0.3, center: (0, -0.2), inverted: filled)
        case "star":
            pen.shape((0..<10).map { i in
                let radius = i % 2 == 0 ? 0.9 : 0.38, angle = Double(i) * .pi / 5 - .pi / 2
                return (radius * cos(angle), radius * sin(angle) + 0.05)
            }, filled: filled)
        case "heart":
            pen.shape([(0, 0.85), (-0.85, -0.05), (-0.85, -0.45), (-0.6, -0.75), (-0.25, -0.75), (0, -0.45),
                       (0.25, -0.75), (0.6, -0.75), (0.85, -0.45), (0.85, -0.05)], filled: filled)
        case "bell":
            pen.shape([(-0.8, 0.5), (-0.55, 0.2), (-0.55, -0.3), (-0.3, -0.7), (0.3, -0.7), (0.55, -0.3), (0.55, 0.2), (0.8, 0.5)],
                      filled: filled)
            pen.line([(-0.2, 0.75), (0.2, 0.75)])
        case "newspaper", "doc.text", "list.bullet.rectangle":
            pen.shape([(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)], filled: filled)
            pen.thin { for y in [-0.35, 0.0, 0.35] { $0.line([(-0.45, y), (0.45, y)], inverted: filled) } }
        case "list.bullet":
            for y in [-0.6, 0.0, 0.6] { pen.circle(radius: 0.1, center: (-0.75, y), filled: true); pen.line([(-0.35, y), (0.85, y)]) }
        case "ellipsis": for x in [-0.6, 0.0, 0.6] { pen.circle(radius: 0.13, center: (x, 0), filled: true) }
        case "ellipsis.circle":
            filled ? pen.disc(radius: 0.95, alpha: 1) : pen.circle(radius: 0.9)
            for x in [-0.4, 0.0, 0.4] { pen.circle(radius: 0.09, center: (x, 0), filled: true, inverted: filled) }
        case "info.circle":
            filled ? pen.disc(radius: 0.95, alpha: 1) : pen.circle(radius: 0.9)
            pen.line([(0, -0.05), (0, 0.5)], inverted: filled); pen.circle(radius: 0.08, center: (0, -0.35), filled: true, inverted: filled)
        case "envelope":
            pen.shape([(-0.9, -0.6), (0.9, -0.6), (0.9, 0.6), (-0.9, 0.6)], filled: filled)
            pen.line([(-0.9, -0.6), (0, 0.1), (0.9, -0.6)], inverted: filled)
        case "bookmark": pen.shape([(-0.55, -0.85), (0.55, -0.85), (0.55, 0.85), (0, 0.4), (-0.55, 0.85)], filled: filled)
        case "clock":
            filled ? pen.disc(radius: 0.95, alpha: 1) : pen.circle(radius: 0.9)
            pen.line([(0, -0.55), (0, 0), (0.4, 0.25)], inverted: filled)
        case "globe":
            pen.circle(radius: 0.9); pen.thin { $0.ellipse(rx: 0.4, ry: 0.9); $0.line([(-0.9, 0), (0.9, 0)]) }
        case "photo":
            pen.shape([(-0.9, -0.7), (0.9, -0.7), (0.9, 0.7), (-0.9, 0.7)], filled: filled)
            pen.line([(-0.9, 0.55), (-0.3, -0.05), (0.15, 0.35), (0.45, 0.1), (0.9, 0.5)], inverted: filled)
        case "paperplane": pen.shape([(-0.9, -0.1), (0.9, -0.8), (0.2, 0.9), (0.0, 0.15)], filled: filled)
        case "circle": pen.circle(radius: 0.85, filled: filled)
        case "square": pen.shape([(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)], filled: filled)
        default:
            // "plus.circle", "checkmark.square.fill", …: the enclosure, then the inner symbol
            // smaller (erased out of a filled enclosure).
            for enclosure in ["circle", "square"] where base.hasSuffix("." + enclosure) {
                let inner = String(base.dropLast(enclosure.count + 1))
                guard known.contains(inner) else { break }
                if enclosure == "circle" { pen.circle(radius: 0.9, filled: filled) } else {
                    pen.shape([(-0.85, -0.85), (0.85, -0.85), (0.85, 0.85), (-0.85, 0.85)], filled: filled)
                }
                let small = rect.insetBy(dx: rect.width * 0.25, dy: rect.height * 0.25)
                if filled { canvas.erasing { drawShape(inner, in: small, color: color, canvas: canvas) } } else {
                    drawShape(inner, in: small, color: color, canvas: canvas)
                }
                return true
            }
            canvas.strokeInside(rect.insetBy(dx: 1, dy: 1), cornerRadius: pen.radius / 2, width: max(1.5, pen.radius / 6), color: color)
            return false
        }
        return true
    }

    /// Base names drawn above, for enclosed variants.
    static let known: Set<String> = [
        "plus", "minus", "xmark", "checkmark", "magnifyingglass", "house", "star", "heart", "person", "bell", "play", "pause",
        "trash", "folder", "book", "camera", "gear", "envelope", "bookmark", "photo", "paperplane", "ellipsis", "list.bullet",
        "chevron.left", "chevron.right", "chevron.forward", "chevron.up", "chevron.down", "arrow.clockwise",
    ]
}

/// Draws in a symbol's box with coordinates from −1 to 1 (y down), strokes about as thick as
/// SF Symbols' regular weight; `inverted` marks cut out of a filled shape (drawn white).
@MainActor
private struct SymbolPen {
    let canvas: Canvas
    let center: CGPoint
    let radius: CGFloat
    let color: UIColor
    var width: CGFloat

    init(canvas: Canvas, rect: CGRect, color: UIColor) {
        self.canvas = canvas
        center = CGPoint(x: rect.midX, y: rect.midY)
        radius = min(rect.width, rect.height) / 2 - 1
        self.color = canvas.resolved(color)
        width = max(1.5, radius / 5)
    }

    private func point(_ p: (Double, Double)) -> CGPoint { CGPoint(x: center.x + CGFloat(p.0) * radius, y: center.y + CGFloat(p.1) * radius) }
    /// The colour of a stroke; cut-outs in filled symbols show the background.

    /// Thinner strokes for details.
    mutating func thin(_ body: (inout SymbolPen) -> Void) {
        let saved = width
        width = max(1, width * 0.7)
        body(&self)
        width = saved
    }

    /// Paints, or erases when `inverted` (a cut-out of a filled shape).
    private func ink(_ inverted: Bool, _ draw: () -> Void) {
        if inverted { canvas.erasing(draw) } else { draw() }
    }

    func line(_ points: [(Double, Double)], inverted: Bool = false) {
        ink(inverted) { canvas.strokeLines(points.map(point), width: width, color: color) }
    }

    func shape(_ points: [(Double, Double)], filled: Bool) {
        if filled { canvas.fillPolygon(points.map(point), color: color) } else { line(points + [points[0]]) }
    }

    func circle(radius r: Double, center c: (Double, Double) = (0, 0), filled: Bool = false, inverted: Bool = false) {
        let points = (0...32).map { step -> (Double, Double) in
            let angle = Double(step) / 32 * 2 * .pi
            return (c.0 + r * cos(angle), c.1 + r * sin(angle))
        }
        if filled {
            ink(inverted) { canvas.fillPolygon(points.map(point), color: color) }
        } else {
            line(points, inverted: inverted)
        }
    }

    func disc(radius r: Double, alpha: CGFloat) {
        canvas.fillCircle(center: center, radius: CGFloat(r) * radius, color: color.withAlphaComponent(alpha * color.alpha))
    }

    func arc(radius r: Double, from start: Double, to end: Double) {
        let steps = 24
        line((0...steps).map { step in
            let angle = (start + (end - start) * Double(step) / Double(steps)) * .pi / 180
            return (r * cos(angle), r * sin(angle))
        })
    }

    func ellipse(rx: Double, ry: Double) {
        line((0...32).map { step in
            let angle = Double(step) / 32 * 2 * .pi
            return (rx * cos(angle), ry * sin(angle))
        })
    }
}

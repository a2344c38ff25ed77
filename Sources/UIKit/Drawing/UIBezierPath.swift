import Foundation

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its drawing settings, as UIKit's: build it with lines, curves and arcs, then
/// `fill()`/`stroke()` it into the current context (`draw(_:)`, a graphics renderer) or
/// hand its `cgPath` to a shape layer.
///
/// Angles are in radians and `clockwise` is as seen on screen (UIKit's y-down space), the
/// reverse of ``CGMutablePath``'s Core Graphics sense. Rounded rectangles use circular
/// corners (iOS draws a slightly smoother, continuous curve: within a fraction of a point).
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    private var path = CGMutablePath()

    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// How open ends are stroked (default `.butt`).
    open var lineCapStyle = CGLineCap.butt
    /// How corners are stroked (default `.miter`).
    open var lineJoinStyle = CGLineJoin.miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// Curve accuracy (default 0.6); the renderer picks its own.
    open var flatness: CGFloat = 0.6
    /// Whether fills use the even-odd rule (default false: non-zero winding).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A path of a Core Graphics path.
    public init(cgPath: CGPath) {
        path = CGMutablePath(elements: cgPath.elements)
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle with all corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose `corners` are rounded with `cornerRadii` (the others square),
    /// starting at the top-left corner and running clockwise, as UIKit's.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width), r.width / 2), ry = min(max(0, cornerRadii.height), r.height / 2)
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let topLeft = radius(.topLeft), topRight = radius(.topRight), bottomRight = radius(.bottomRight), bottomLeft = radius(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY))
        addCorner(to: CGPoint(x: r.maxX, y: r.minY), radius: topRight, startAngle: -.pi / 2)
        addCorner(to: CGPoint(x: r.maxX, y: r.maxY), radius: bottomRight, startAngle: 0)
        addCorner(to: CGPoint(x: r.minX, y: r.maxY), radius: bottomLeft, startAngle: .pi / 2)
        addCorner(to: CGPoint(x: r.minX, y: r.minY), radius: topLeft, startAngle: .pi)
        path.closeSubpath()
    }

    /// A line to the corner's start, then a quarter ellipse round it (or the corner point).
    private func addCorner(to corner: CGPoint, radius: CGSize, startAngle: CGFloat) {
        guard radius.width > 0, radius.height > 0 else { return path.addLine(to: corner) }
        // The centre sits inside the corner, toward the rectangle.
        let inward = CGPoint(x: PathGeometry.snapped(cos(startAngle + .pi / 2 + .pi)), y: PathGeometry.snapped(sin(startAngle + .pi / 2 + .pi)))
        let toward = CGPoint(x: PathGeometry.snapped(cos(startAngle + .pi)), y: PathGeometry.snapped(sin(startAngle + .pi)))
        let center = CGPoint(x: corner.x + (inward.x + toward.x) * radius.width, y: corner.y + (inward.y + toward.y) * radius.height)
        let placement = CGAffineTransform(a: radius.width, b: 0, c: 0, d: radius.height, tx: center.x, ty: center.y)
        path.addLine(to: CGPoint(x: PathGeometry.snapped(cos(startAngle)), y: PathGeometry.snapped(sin(startAngle))).applying(placement))
        for segment in PathGeometry.unitArc(from: startAngle, sweep: .pi / 2) {
            path.addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: placement)
        }
    }

    /// An open arc (`clockwise` as seen on screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as a Core Graphics path (a copy; setting it replaces the elements).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Adds an arc (`clockwise` as seen on screen), joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise on screen is Core Graphics' counter-clockwise in its y-up sense.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Adds `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }
    /// The same path run backwards (each subpath from its end to its start).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(elements: PathReversal.reversed(path.elements)))
        reversed.copySettings(from: self)
        return reversed
    }

    /// A copy with the same elements and settings (`path.copy() as! UIBezierPath`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: cgPath)
        copy.copySettings(from: self)
        return copy
    }

    private func copySettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; flatness = other.flatness; usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern; dashPhase = other.dashPhase
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// The current point.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether `point` is inside the path (by the path's fill rule).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// Sets the dash pattern: `count` lengths from `pattern`, starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { pointer in (0..<count).map { pointer[$0] } } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern out.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing into the current context

    /// Fills the path with the current fill colour.
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path with a blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and this path's line settings.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path with a blend mode and opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Running subpaths backwards, for `UIBezierPath.reversing()`.
enum PathReversal {
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var subpath: [PathElement] = []
        func flush() {
            guard case let .move(start)? = subpath.first else { subpath = []; return }
            let closed = subpath.last == .close
            let body = subpath.dropFirst().filter { $0 != .close }
            var points = [start]  // the end point of each element, in order
            for element in body {
                switch element {
                case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): points.append(p)
                default: break
                }
            }
            result.append(.move(points.last!))
            for (index, element) in body.enumerated().reversed() {
                let previous = points[index]
                switch element {
                case .line: result.append(.line(previous))
                case let .quadCurve(_, c): result.append(.quadCurve(previous, control: c))
                case let .curve(_, c1, c2): result.append(.curve(previous, control1: c2, control2: c1))
                default: break
                }
            }
            if closed { result.append(.close) }
            subpath = []
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return result
    }
}

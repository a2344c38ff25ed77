import Foundation

/// How a path's inside is decided when it is filled or used to clip.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding (Core Graphics' default).
    case winding
    /// Even-odd.
    case evenOdd
}

/// The kind of one element of a path, as `CGPathElement` reports it.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at one point.
    case moveToPoint
    /// A straight line to one point.
    case addLineToPoint
    /// A quadratic curve: a control point, then the end point.
    case addQuadCurveToPoint
    /// A cubic curve: two control points, then the end point.
    case addCurveToPoint
    /// Closes the subpath with a line back to its start (no points).
    case closeSubpath
}

/// One element of a path, as ``CGPath/applyWithBlock(_:)`` hands it out: its kind and its
/// points (one for a move or line, two for a quadratic curve, three for a cubic one; the
/// end point last).
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// Its points; valid only during the call that hands the element out.
    public var points: UnsafeMutablePointer<CGPoint>
}

/// A path element as a path stores it.
@_spi(Rendering) public enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The element with every point mapped through `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        guard !t.isIdentity else { return self }
        switch self {
        case let .move(p): return .move(p.applying(t))
        case let .line(p): return .line(p.applying(t))
        case let .quadCurve(p, c): return .quadCurve(p.applying(t), control: c.applying(t))
        case let .curve(p, c1, c2): return .curve(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: return .close
        }
    }
}

/// An immutable graphics path: lines and Bézier curves in subpaths, as Core Graphics'
/// `CGPath`. Arcs, ellipses and rounded rectangles are stored as cubic Béziers, as Core
/// Graphics stores them.
///
/// A class, as in Core Graphics, so `let` paths are shared and ``CGMutablePath`` is a
/// subclass; `==` compares elements (`CGPathEqualToPath`). Not an `NSObject` (a CF type).
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The elements, in order. Mutable only through ``CGMutablePath``, which is not `Sendable`
    /// in practice: share a path across threads only once it is no longer mutated (as CF's rule).
    @_spi(Rendering) public internal(set) var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// A path of one closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of one closed ellipse fitting `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of one rounded rectangle with elliptical corners, optionally transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the start of the subpath after a close); `.zero`
    /// for an empty path, as Core Graphics.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p): start = p; current = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect { bounds(includingControlPoints: true) }

    /// The smallest rectangle holding the path as drawn (curve extrema, not control points);
    /// `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { bounds(includingControlPoints: false) }

    private func bounds(includingControlPoints: Bool) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p): include(p); current = p; start = p
            case let .line(p): include(p); current = p
            case let .quadCurve(p, c):
                if includingControlPoints { include(c) } else { PathGeometry.quadExtrema(current, c, p).forEach(include) }
                include(p); current = p
            case let .curve(p, c1, c2):
                if includingControlPoints { include(c1); include(c2) } else { PathGeometry.cubicExtrema(current, c1, c2, p).forEach(include) }
                include(p); current = p
            case .close: current = start
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path filled with `rule` (the path mapped by `transform`
    /// first); open subpaths count as closed, as Core Graphics fills them.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let winding = PathGeometry.windingNumber(of: point, in: transform.isIdentity ? elements : elements.map { $0.applying(transform) })
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point mapped through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for element in elements {
                let type: CGPathElementType
                switch element {
                case let .move(p): buffer[0] = p; type = .moveToPoint
                case let .line(p): buffer[0] = p; type = .addLineToPoint
                case let .quadCurve(p, c): buffer[0] = c; buffer[1] = p; type = .addQuadCurveToPoint
                case let .curve(p, c1, c2): buffer[0] = c1; buffer[1] = c2; buffer[2] = p; type = .addCurveToPoint
                case .close: type = .closeSubpath
                }
                var element = CGPathElement(type: type, points: base)
                block(&element)
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
    public var description: String { "<CGPath \(elements.count) elements, bounds \(boundingBox)>" }
}

/// A path that can be added to, as Core Graphics' `CGMutablePath`. Every `add` takes an
/// optional transform applied to its points. Adding a line or curve without a current point
/// starts a subpath at its start, as Core Graphics does for arcs; for lines and curves Core
/// Graphics logs an error instead (ours: they start at the origin).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [PathElement]) { super.init(elements: elements) }

    /// Whether a subpath is open (a point to continue from).
    var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint()
        elements.append(.line(point.applying(transform)))
    }

    /// Adds a subpath through `points`: a move to the first, lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint()
        elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint()
        elements.append(.curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard hasCurrentPoint, elements.last != .close else { return }
        elements.append(.close)
    }

    /// Adds a closed rectangle: moves to its origin, then lines clockwise on screen (y down),
    /// as Core Graphics orders them.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as ``addRect(_:transform:)`` does.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse fitting `rect`: four cubic curves starting at its right-middle point.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y).concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        for segment in PathGeometry.unitArc(from: 0, sweep: 2 * .pi) {
            addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: scale)
        }
        closeSubpath()
    }

    /// Adds a closed rounded rectangle with elliptical corners of `cornerWidth` × `cornerHeight`
    /// (each at most half the side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerWidth), r.width / 2), ry = min(max(0, cornerHeight), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2), (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2), (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        for (center, start) in corners {
            let corner = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y).concatenating(transform)
            let arcStart = CGPoint(x: PathGeometry.snapped(cos(start)), y: PathGeometry.snapped(sin(start))).applying(corner)
            addLine(to: arcStart)
            for segment in PathGeometry.unitArc(from: start, sweep: .pi / 2) {
                addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: corner)
            }
        }
        closeSubpath()
    }

    /// Adds a circular arc. Angles in radians from the positive x axis; `clockwise` is Core
    /// Graphics' sense, in its y-up space, so in UIKit's y-down drawing `clockwise: true`
    /// runs counter-clockwise on screen (the reverse of `UIBezierPath`'s `clockwise`), as on
    /// iOS. A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        // Core Graphics: angles increase toward +y; clockwise (in its y-up sense) means decreasing.
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn); if sweep > 0 { sweep -= fullTurn } }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn); if sweep < 0 { sweep += fullTurn } }
            sweep = min(sweep, fullTurn)
        }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive toward +y), joined to the
    /// current point by a line.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`, joined to the current point by a line (`CGPathAddArcToPoint`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        let p0 = hasCurrentPoint ? currentPoint.applying(inverse) : tangent1End
        if !hasCurrentPoint { move(to: p0, transform: transform) }
        guard let arc = PathGeometry.tangentArc(from: p0, tangent1End, tangent2End, radius: radius) else {
            return addLine(to: tangent1End, transform: transform)
        }
        addArc(center: arc.center, radius: radius, startAngle: arc.start, sweep: arc.sweep, transform: transform)
    }

    /// Adds every element of `path`, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    private func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let placement = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: PathGeometry.snapped(cos(startAngle)), y: PathGeometry.snapped(sin(startAngle))).applying(placement)
        if hasCurrentPoint, elements.last != .close { elements.append(.line(start)) } else { elements.append(.move(start)) }
        for segment in PathGeometry.unitArc(from: startAngle, sweep: sweep) {
            elements.append(.curve(segment.end.applying(placement), control1: segment.control1.applying(placement),
                                   control2: segment.control2.applying(placement)))
        }
    }

    /// Lines and curves need a subpath to continue: without one they start at the origin.
    private func ensureCurrentPoint() {
        if !hasCurrentPoint { elements.append(.move(.zero)) }
    }
}

import Foundation

extension CGContext {
    // MARK: Building the path (points are mapped by the current transform as they are added)

    /// Discards the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    /// Adds a subpath through `points`.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// Adds an arc (`clockwise` in Core Graphics' sense; see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                           transform: state.ctm)
    }
    /// Adds an arc tangent to two lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    /// Adds a closed ellipse.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    /// Adds a path.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The current path's bounding box, in user space.
    public var boundingBoxOfPath: CGRect {
        let box = currentPath.boundingBoxOfPath
        return box.isNull ? box : box.applying(state.ctm.inverted())
    }
    /// A copy of the current path, in user space (nil when empty).
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return currentPath.copy(using: &inverse)
    }

    // MARK: Painting paths (each consumes the current path, as Core Graphics does)

    /// Fills the current path with the fill colour.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard let path = takePath() else { return }
        record(.fillPath(path, rule))
    }

    /// Strokes the current path with the stroke colour and line settings.
    public func strokePath() {
        guard let path = takePath() else { return }
        record(.strokePath(path))
    }

    /// Fills, strokes, or both, then discards the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard let path = takePath() else { return }
        switch mode {
        case .fill: record(.fillPath(path, .winding))
        case .eoFill: record(.fillPath(path, .evenOdd))
        case .stroke: record(.strokePath(path))
        case .fillStroke: record(.fillPath(path, .winding)); record(.strokePath(path))
        case .eoFillStroke: record(.fillPath(path, .evenOdd)); record(.strokePath(path))
        }
    }

    /// DR6: replaces the current path with the outline of its stroke, drawn with the line
    /// width, cap, join, miter limit and dash in effect: filling it afterwards paints what
    /// stroking would have. The outline is the stroke's pieces (each segment, join and cap
    /// its own closed subpath, all turning the same way), to be filled with the non-zero
    /// rule; Core Graphics gives one merged outline, which fills the same. An empty path
    /// stays empty.
    public func replacePathWithStrokedPath() {
        guard !currentPath.isEmpty else { return }
        let ctm = state.ctm
        let stroker = PathStroker(width: state.lineWidth, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit,
                                  dashPhase: state.dashPhase, dashLengths: state.dashLengths,
                                  pixelsPerUnit: scale * sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c)))
        let subpaths = Scanline.polylines(of: currentPath.elements, transform: ctm.inverted(), pixelsPerUnit: scale)
        let outline = CGMutablePath()
        for piece in stroker.outline(of: subpaths) {
            outline.addLines(between: piece, transform: ctm)
            outline.closeSubpath()
        }
        currentPath = outline
    }

    /// Intersects the clip with the current path.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard let path = takePath() else { return }
        state.clipBounds = state.clipBounds.intersection(path.boundingBoxOfPath)
        record(.clip(path, rule))
    }

    /// Fills a rectangle (the current path is left alone).
    public func fill(_ rect: CGRect) { record(.fillPath(devicePath { $0.addRect(rect, transform: state.ctm) }, .winding)) }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) { record(.fillPath(devicePath { $0.addRects(rects, transform: state.ctm) }, .winding)) }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) { record(.fillPath(devicePath { $0.addEllipse(in: rect, transform: state.ctm) }, .winding)) }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) { record(.strokePath(devicePath { $0.addRect(rect, transform: state.ctm) })) }
    /// Strokes a rectangle with a line width (the line width is left as it was).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let previous = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        setLineWidth(previous)
    }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) { record(.strokePath(devicePath { $0.addEllipse(in: rect, transform: state.ctm) })) }
    /// Strokes separate segments: points are taken in pairs.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = devicePath { path in
            var index = 0
            while index + 1 < points.count {
                path.move(to: points[index], transform: state.ctm)
                path.addLine(to: points[index + 1], transform: state.ctm)
                index += 2
            }
        }
        record(.strokePath(path))
    }
    /// Makes a rectangle transparent.
    public func clear(_ rect: CGRect) {
        record(.saveState)
        record(.clear(rect))
        record(.restoreState)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { clip(to: [rect]) }
    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        let path = devicePath { $0.addRects(rects, transform: state.ctm) }
        state.clipBounds = state.clipBounds.intersection(path.boundingBoxOfPath)
        record(.clip(path, .winding))
    }
    /// The clip's bounding box, in user space.
    public var boundingBoxOfClipPath: CGRect {
        state.clipBounds.isNull ? .zero : state.clipBounds.applying(state.ctm.inverted())
    }

    /// Takes the current path for painting, leaving an empty one.
    private func takePath() -> CGPath? {
        defer { currentPath = CGMutablePath() }
        return currentPath.isEmpty ? nil : CGPath(elements: currentPath.elements)
    }

    /// A path in the list's space, built without touching the current path.
    private func devicePath(_ build: (CGMutablePath) -> Void) -> CGPath {
        let path = CGMutablePath()
        build(path)
        return CGPath(elements: path.elements)
    }
}

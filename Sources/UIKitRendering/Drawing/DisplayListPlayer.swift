#if canImport(Glibc)
import Glibc
#endif
import CCairo
import Foundation
@_spi(Rendering) import UIKit

/// Replays a recorded drawing (``DisplayList``) onto a canvas through Cairo, with Core
/// Graphics' semantics: paths were recorded in the list's own space (mapped by the
/// transform in effect when they were built), line widths, images, text and gradients follow
/// the transform in effect when they are drawn.
@MainActor
struct DisplayListPlayer {
    /// The graphics state Cairo does not keep for us.
    private struct PaintState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
    }

    private let canvas: Canvas
    private var cr: OpaquePointer { canvas.cr }
    /// Cairo's matrix for the list's own space.
    private var baseMatrix = cairo_matrix_t()
    private var state = PaintState()
    private var savedStates: [PaintState] = []
    /// The alpha each open transparency layer is composited with.
    private var layerAlphas: [CGFloat] = []
    /// Clips to masks in effect (DR2): what follows each is drawn into a group, composited
    /// through the mask when the graphics state it was made in is restored. `depth` is the
    /// number of saved states when it was made; `matrix` the transform the mask was drawn in.
    private var masks: [(pattern: OpaquePointer, matrix: cairo_matrix_t, depth: Int)] = []
    /// The clip in effect when the list began, as rectangles in the list's space (nil when
    /// Cairo cannot give it as rectangles): what a reset clip goes back to (DR16).
    private var startingClip: [CGRect]?

    /// Plays `list` so that its space (`list.size`) lands in `rect` as `contentMode` places
    /// content recorded for another size (G1: stretched by default, as a layer's contents).
    static func play(_ list: DisplayList, in rect: CGRect, contentMode: UIView.ContentMode = .scaleToFill, canvas: Canvas) {
        guard !list.commands.isEmpty, list.size.width > 0, list.size.height > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        let frame = ImageDrawing.frame(of: list.size, in: rect, contentMode: contentMode)
        canvas.translate(frame.minX, frame.minY)
        cairo_scale(canvas.cr, Double(frame.width / list.size.width), Double(frame.height / list.size.height))
        var player = DisplayListPlayer(canvas: canvas)
        cairo_get_matrix(canvas.cr, &player.baseMatrix)
        player.startingClip = player.clipRectangles()
        player.setOperator(.normal)
        for command in list.commands { player.run(command) }
        while !player.layerAlphas.isEmpty { player.run(.endTransparencyLayer) }
        player.finishMasks(madeAtDepth: 0)
    }

    private init(canvas: Canvas) { self.canvas = canvas }

    private mutating func run(_ command: DrawingCommand) {
        switch command {
        case .saveState:
            savedStates.append(state)
            cairo_save(cr)
        case .restoreState:
            guard !savedStates.isEmpty else { return }
            finishMasks(madeAtDepth: savedStates.count)
            guard let saved = savedStates.popLast() else { return }
            state = saved
            cairo_restore(cr)
        case let .concatenate(t): canvas.concat(t)
        case let .setFillColor(color): state.fillColor = color
        case let .setStrokeColor(color): state.strokeColor = color
        case let .setLineWidth(width): cairo_set_line_width(cr, Double(width))
        case let .setLineCap(cap):
            cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        case let .setLineJoin(join):
            cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        case let .setMiterLimit(limit): cairo_set_miter_limit(cr, Double(limit))
        case let .setLineDash(phase, lengths):
            let dashes = lengths.map(Double.init)
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(phase))
        case let .setAlpha(alpha): state.alpha = alpha
        case let .setBlendMode(mode):
            state.blendMode = mode
            setOperator(mode)
        case let .setShadow(offset, blur, color):
            state.shadow = color.map { (offset, blur, $0) }
        case .setInterpolationQuality: break
        case let .setShouldAntialias(on): cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        case let .fillPath(path, rule): paint(path, rule: rule, stroking: false)
        case let .strokePath(path): paint(path, rule: .winding, stroking: true)
        case let .clip(path, rule):
            setPathInListSpace(path)
            canvas.setFillRule(rule)
            cairo_clip(cr)
        case .resetClip:
            guard let startingClip else { return }
            var current = cairo_matrix_t()
            cairo_get_matrix(cr, &current)
            var base = baseMatrix
            cairo_set_matrix(cr, &base)
            cairo_reset_clip(cr)
            cairo_new_path(cr)
            for rect in startingClip { cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)) }
            cairo_clip(cr)
            cairo_set_matrix(cr, &current)
        case let .clipToMask(mask, rect):
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_push_group(cr)
            // Upside down in UIKit's flipped space, as Core Graphics maps masks (DR2).
            cairo_translate(cr, 0, Double(rect.minY + rect.maxY))
            cairo_scale(cr, 1, -1)
            ImageDrawing.draw(mask, in: rect, contentMode: .scaleToFill, tint: .black, template: false, canvas: canvas)
            guard let pattern = cairo_pop_group(cr) else { return }
            cairo_push_group(cr)
            masks.append((pattern, matrix, savedStates.count))
        case let .clear(rect):
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_fill(cr)
            cairo_restore(cr)
        case let .linearGradient(gradient, start, end, options):
            GradientPainting.paintLinear(gradient, from: start, to: end, options: options, alpha: state.alpha, canvas: canvas)
        case let .radialGradient(gradient, startCenter, startRadius, endCenter, endRadius, options):
            GradientPainting.paintRadial(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                         endRadius: endRadius, options: options, alpha: state.alpha, canvas: canvas)
        case let .image(image, rect, blendMode, alpha, flipped):
            drawImage(image, in: rect, blendMode: blendMode, alpha: alpha * state.alpha, flipped: flipped)
        case let .text(text):
            // A group (a surface the size of the canvas) only when the text is see-through.
            guard state.alpha < 1 else { return TextDrawing.draw(text, canvas: canvas) }
            cairo_push_group(cr)
            TextDrawing.draw(text, canvas: canvas)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(state.alpha))
        case let .renderLayer(layer, time):
            // LK13: the layer tree in the context's current space, with the context's alpha.
            cairo_save(cr)
            if state.alpha < 1 { cairo_push_group(cr) }
            ViewRenderer(scale: canvas.scale).drawLayer(layer, in: canvas, isRoot: true, delay: max(0, CACurrentMediaTime() - time))
            if state.alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(state.alpha))
            }
            cairo_restore(cr)
        case .beginTransparencyLayer:
            layerAlphas.append(state.alpha)
            savedStates.append(state)
            cairo_save(cr)
            cairo_push_group(cr)
            state.alpha = 1
        case .endTransparencyLayer:
            guard !layerAlphas.isEmpty else { return }
            finishMasks(madeAtDepth: savedStates.count)
            guard let alpha = layerAlphas.popLast() else { return }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_restore(cr)
            if let saved = savedStates.popLast() { state = saved }
        }
    }

    /// The clip now, as rectangles in the current user space; nil when it is not made of
    /// rectangles.
    private func clipRectangles() -> [CGRect]? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        return (0..<Int(list.pointee.num_rectangles)).map { index in
            let r = list.pointee.rectangles[index]
            return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        }
    }

    /// Composites the groups of the masks made at `depth` saved states or deeper through
    /// their masks (DR2).
    private mutating func finishMasks(madeAtDepth depth: Int) {
        while let mask = masks.last, mask.depth >= depth {
            masks.removeLast()
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            var matrix = mask.matrix
            cairo_set_matrix(cr, &matrix)
            cairo_mask(cr, mask.pattern)
            cairo_restore(cr)
            cairo_pattern_destroy(mask.pattern)
        }
    }

    /// Sets Cairo's path to `path`, whose points are in the list's space.
    private func setPathInListSpace(_ path: CGPath) {
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        var base = baseMatrix
        cairo_set_matrix(cr, &base)
        canvas.setPath(path)
        cairo_set_matrix(cr, &current)
    }

    /// Fills or strokes `path` with the state's colour, alpha and shadow.
    private func paint(_ path: CGPath, rule: CGPathFillRule, stroking: Bool) {
        let color = stroking ? state.strokeColor : state.fillColor
        if let shadow = state.shadow {
            paintShadow(of: path, rule: rule, stroking: stroking, shadow: shadow)
        }
        setPathInListSpace(path)
        canvas.setFillRule(rule)
        setSource(color, alpha: state.alpha)
        if stroking { cairo_stroke(cr) } else { cairo_fill(cr) }
    }

    /// A shadow under a path: the shape moved by the offset (y down, as UIKit contexts on
    /// iOS), softened by strokes that fade out over the blur radius.
    private func paintShadow(of path: CGPath, rule: CGPathFillRule, stroking: Bool, shadow: (offset: CGSize, blur: CGFloat, color: CGColor)) {
        let lineWidth = stroking ? cairo_get_line_width(cr) : 0
        cairo_save(cr)
        var base = baseMatrix
        cairo_set_matrix(cr, &base)
        cairo_translate(cr, Double(shadow.offset.width), Double(shadow.offset.height))
        canvas.setPath(path)
        canvas.setFillRule(rule)
        let steps = shadow.blur > 0 ? 4 : 1
        setSource(shadow.color, alpha: state.alpha / CGFloat(steps))
        for step in 0..<steps {
            let spread = Double(shadow.blur) * Double(steps - step) / Double(steps)
            if stroking || spread > 0 {
                cairo_set_line_width(cr, lineWidth + spread)
                cairo_stroke_preserve(cr)
            }
            if !stroking { cairo_fill_preserve(cr) }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    private func setSource(_ color: CGColor, alpha: CGFloat) {
        if let paint = color.patternPaint {
            // PC2: patterns are anchored in the list's own (base) space, whatever the transform.
            var current = cairo_matrix_t()
            cairo_get_matrix(cr, &current)
            var base = baseMatrix
            cairo_set_matrix(cr, &base)
            canvas.setPattern(paint, alpha: alpha)
            cairo_set_matrix(cr, &current)
            return
        }
        let c = color.components ?? [0, 0, 0, 1]
        cairo_set_source_rgba(cr, Double(c[0]), Double(c[1]), Double(c[2]), Double(color.alpha * alpha))
    }

    /// Draws an image into `rect`; Core Graphics' own image drawing comes upside down.
    private func drawImage(_ image: UIImage, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, flipped: Bool) {
        cairo_save(cr)
        setOperator(blendMode)
        let grouped = alpha < 1  // a canvas-sized group only when the image is see-through
        if grouped { cairo_push_group(cr) }
        if flipped {
            cairo_translate(cr, 0, Double(rect.minY + rect.maxY))
            cairo_scale(cr, 1, -1)
        }
        ImageDrawing.draw(image, in: rect, contentMode: .scaleToFill, tint: image._imageTintColor ?? .black,
                          template: image._imageTintColor != nil, canvas: canvas)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }

    /// Cairo's operator for a Core Graphics blend mode.
    private func setOperator(_ mode: CGBlendMode) {
        let op: cairo_operator_t
        switch mode {
        case .normal: op = CAIRO_OPERATOR_OVER
        case .multiply: op = CAIRO_OPERATOR_MULTIPLY
        case .screen: op = CAIRO_OPERATOR_SCREEN
        case .overlay: op = CAIRO_OPERATOR_OVERLAY
        case .darken: op = CAIRO_OPERATOR_DARKEN
        case .lighten: op = CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: op = CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: op = CAIRO_OPERATOR_COLOR_BURN
        case .softLight: op = CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: op = CAIRO_OPERATOR_HARD_LIGHT
        case .difference: op = CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: op = CAIRO_OPERATOR_EXCLUSION
        case .hue: op = CAIRO_OPERATOR_HSL_HUE
        case .saturation: op = CAIRO_OPERATOR_HSL_SATURATION
        case .color: op = CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: op = CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: op = CAIRO_OPERATOR_CLEAR
        case .copy: op = CAIRO_OPERATOR_SOURCE
        case .sourceIn: op = CAIRO_OPERATOR_IN
        case .sourceOut: op = CAIRO_OPERATOR_OUT
        case .sourceAtop: op = CAIRO_OPERATOR_ATOP
        case .destinationOver: op = CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: op = CAIRO_OPERATOR_DEST_IN
        case .destinationOut: op = CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: op = CAIRO_OPERATOR_DEST_ATOP
        case .xor: op = CAIRO_OPERATOR_XOR
        case .plusLighter: op = CAIRO_OPERATOR_ADD
        case .plusDarker: op = CAIRO_OPERATOR_OVER  // Cairo has no plus-darker
        }
        cairo_set_operator(cr, op)
    }
}

import Foundation

/// Replays a ``DisplayList`` into a ``Bitmap`` in pure Swift, with Core Graphics' semantics
/// (DR1): fills and strokes (joins, caps, dashes), clips by path and by mask, the global
/// alpha, every blend mode, coloured blurred shadows, linear and radial gradients with their
/// extend options, transparency layers, and images (drawings, PNGs, tinted and nine-part
/// resizable ones). Text is not drawn: the `UIKit` module has no fonts (`UIKitRendering`
/// draws it with Pango when installed).
@MainActor
final class RasterPainter {
    struct State {
        var ctm = CGAffineTransform.identity
        var fill = SIMD4<Float>(0, 0, 0, 1)
        var stroke = SIMD4<Float>(0, 0, 0, 1)
        /// The patterns fills and strokes paint instead of a colour (PC2).
        var fillPattern: PatternPaint?
        var strokePattern: PatternPaint?
        var lineWidth: CGFloat = 1
        var cap = CGLineCap.butt
        var join = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var alpha: Float = 1
        var blendMode = CGBlendMode.normal
        var shadow: (offset: CGSize, blur: CGFloat, color: SIMD4<Float>)?
        var antialias = true
        var nearest = false
        /// The clip as coverage of every pixel; nil: nothing clipped.
        var clip: [Float]?
    }

    private var targets: [Bitmap]
    private var state = State()
    private var saved: [State] = []
    /// The state each open transparency layer is composited with.
    private var layerStates: [State] = []
    /// List space to device pixels.
    private let base: CGAffineTransform
    private var decoded: [ObjectIdentifier: Bitmap] = [:]

    /// The rows drawn since ``takeTouchedRows()`` was last called.
    private var touchedRows: Range<Int>?

    private var width: Int { targets[0].width }
    private var height: Int { targets[0].height }

    /// A painter onto a transparent bitmap of `width` × `height` pixels showing a space of
    /// `size` points: y down as UIKit's contexts, or y up from the bottom left as a Core
    /// Graphics bitmap context's base space (BC4).
    init(width: Int, height: Int, size: CGSize, yUp: Bool = false) {
        targets = [Bitmap(width: width, height: height)]
        let scale = CGAffineTransform(scaleX: CGFloat(max(1, width)) / max(size.width, 1e-9),
                                      y: CGFloat(max(1, height)) / max(size.height, 1e-9))
        base = yUp ? scale.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(max(1, height)))) : scale
    }

    /// Gives `body` the bitmap drawn into (under any open transparency layer), in place.
    func withCanvas(_ body: (inout Bitmap) -> Void) { body(&targets[0]) }

    /// The rows of pixels drawn since the last call (nil: none), and forgets them.
    func takeTouchedRows() -> Range<Int>? {
        defer { touchedRows = nil }
        return touchedRows
    }

    /// The bitmap of `list` at `width` × `height` pixels.
    static func render(_ list: DisplayList, width: Int, height: Int) -> Bitmap {
        let painter = RasterPainter(width: width, height: height, size: list.size)
        painter.play(list)
        return painter.result
    }

    var result: Bitmap {
        while targets.count > 1 { run(.endTransparencyLayer) }
        return targets[0]
    }

    func play(_ list: DisplayList) { for command in list.commands { run(command) } }

    static func components(_ color: CGColor) -> SIMD4<Float> {
        let c = color.components ?? [0, 0, 0, 1]
        let a = Float(color.alpha)
        return SIMD4(Float(c[0]) * a, Float(c[1]) * a, Float(c[2]) * a, a)
    }

    private var userToDevice: CGAffineTransform { state.ctm.concatenating(base) }
    private var devicePerPoint: CGFloat { (abs(base.a) + abs(base.d)) / 2 }

    func run(_ command: DrawingCommand) {
        switch command {
        case .saveState: saved.append(state)
        case .restoreState: if let previous = saved.popLast() { state = previous }
        case let .concatenate(t): state.ctm = t.concatenating(state.ctm)
        case let .setFillColor(color): state.fill = Self.components(color); state.fillPattern = color.patternPaint
        case let .setStrokeColor(color): state.stroke = Self.components(color); state.strokePattern = color.patternPaint
        case let .setLineWidth(width): state.lineWidth = width
        case let .setLineCap(cap): state.cap = cap
        case let .setLineJoin(join): state.join = join
        case let .setMiterLimit(limit): state.miterLimit = limit
        case let .setLineDash(phase, lengths): state.dashPhase = phase; state.dashLengths = lengths
        case let .setAlpha(alpha): state.alpha = Float(max(0, min(1, alpha)))
        case let .setBlendMode(mode): state.blendMode = mode
        case let .setShadow(offset, blur, color):
            state.shadow = color.map { (offset, blur, Self.components($0)) }
        case let .setInterpolationQuality(quality): state.nearest = quality == .none
        case let .setShouldAntialias(on): state.antialias = on
        case let .fillPath(path, rule):
            let polygons = Scanline.polylines(of: path.elements, transform: base).map(\.points)
            guard let coverage = Scanline.coverage(of: polygons, rule: rule, width: width, height: height, antialias: state.antialias)
            else { return }
            paint(coverage, color: state.fill, pattern: state.fillPattern)
        case let .strokePath(path):
            guard let coverage = strokeCoverage(of: path) else { return }
            paint(coverage, color: state.stroke, pattern: state.strokePattern)
        case let .clip(path, rule):
            let polygons = Scanline.polylines(of: path.elements, transform: base).map(\.points)
            intersectClip(with: Scanline.coverage(of: polygons, rule: rule, width: width, height: height, antialias: state.antialias))
        case let .clipToMask(mask, rect):
            clip(toMask: mask, in: rect)
        case .resetClip:
            state.clip = nil
        case let .clear(rect):
            guard let coverage = rectCoverage(rect) else { return }
            let mode = state.blendMode
            state.blendMode = .clear
            composite(coverage: coverage, shadowed: false, constant: .zero)
            state.blendMode = mode
        case let .linearGradient(gradient, start, end, options):
            paintGradient(gradient) { p in
                let dx = end.x - start.x, dy = end.y - start.y
                let squared = dx * dx + dy * dy
                guard squared > 0 else { return nil }
                return Self.extended(((p.x - start.x) * dx + (p.y - start.y) * dy) / squared, options)
            }
        case let .radialGradient(gradient, c0, r0, c1, r1, options):
            paintGradient(gradient) { p in Self.radialParameter(p, c0, r0, c1, r1, options) }
        case let .image(image, rect, blendMode, alpha, flipped):
            let previous = (state.blendMode, state.alpha)
            state.blendMode = blendMode
            state.alpha *= Float(max(0, min(1, alpha)))
            drawImage(image, in: rect, flipped: flipped)
            (state.blendMode, state.alpha) = previous
        case .text:
            ImageRasterization.reportTextNotDrawn()
        case let .renderLayer(layer, _):
            // LK13: the tree recorded from the current user space, replayed from the identity;
            // whatever it changes in the state ends with it.
            let outer = state
            state.ctm = .identity
            for recorded in HierarchyRecording.commands(of: layer, userTransform: outer.ctm) { run(recorded) }
            state = outer
        case .beginTransparencyLayer:
            layerStates.append(state)
            saved.append(state)
            targets.append(Bitmap(width: width, height: height))
            // Inside a layer, drawing starts from the defaults for these three (DR8).
            state.alpha = 1; state.blendMode = .normal; state.shadow = nil
        case .endTransparencyLayer:
            guard targets.count > 1, let layerState = layerStates.popLast() else { return }
            let layer = targets.removeLast()
            if let previous = saved.popLast() { state = previous }
            state = layerState
            let whole = Coverage(x0: 0, y0: 0, width: width, height: height, values: [Float](repeating: 1, count: width * height))
            composite(coverage: whole) { x, y in layer.pixels[y * layer.width + x] }
        }
    }

    // MARK: Shapes

    private func strokeCoverage(of path: CGPath) -> Coverage? {
        // Paths are in list space; strokes follow the transform in effect now (DR6).
        let toUser = state.ctm.inverted()
        let scale = devicePerPoint * sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
        let subpaths = Scanline.polylines(of: path.elements, transform: toUser, pixelsPerUnit: scale)
        let stroker = PathStroker(width: state.lineWidth, cap: state.cap, join: state.join, miterLimit: state.miterLimit,
                                  dashPhase: state.dashPhase, dashLengths: state.dashLengths, pixelsPerUnit: scale)
        let device = userToDevice
        let pieces = stroker.outline(of: subpaths).map { $0.map { $0.applying(device) } }
        return Scanline.coverage(of: pieces, rule: .winding, width: width, height: height, antialias: state.antialias)
    }

    private func rectCoverage(_ rect: CGRect) -> Coverage? {
        let t = userToDevice
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(t) }
        return Scanline.coverage(of: [corners], rule: .winding, width: width, height: height, antialias: state.antialias)
    }

    private func intersectClip(with coverage: Coverage?) {
        var clip = state.clip ?? [Float](repeating: 1, count: width * height)
        for y in 0..<height {
            for x in 0..<width { clip[y * width + x] *= coverage?.value(x: x, y: y) ?? 0 }
        }
        state.clip = clip
    }

    /// DR2: a mask clips through its alpha (``SoftwareImageRasterizer/alphaMask(of:)`` made
    /// it so when it was recorded).
    private func clip(toMask mask: UIImage, in rect: CGRect) {
        guard let bitmap = bitmap(of: mask) else { return intersectClip(with: nil) }
        let values = bitmap.pixels.map(\.w)
        let inverse = userToDevice.inverted()
        var clip = state.clip ?? [Float](repeating: 1, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
                let u = (p.x - rect.minX) / rect.width, v = (p.y - rect.minY) / rect.height
                guard u >= 0, u < 1, v >= 0, v < 1 else { clip[y * width + x] = 0; continue }
                // Core Graphics maps the mask's first row to the bottom of `rect` in its y-up
                // space, so in UIKit's flipped contexts the mask is upside down, as images are.
                let mx = min(bitmap.width - 1, Int(u * Double(bitmap.width)))
                let my = min(bitmap.height - 1, Int((1 - v) * Double(bitmap.height)))
                clip[y * width + x] *= values[my * bitmap.width + mx]
            }
        }
        state.clip = clip
    }

    // MARK: Patterns

    /// Paints `coverage` with a colour, or with a pattern's cells repeated (PC2): each pixel
    /// takes the cell pixel its centre falls on, the cell space wrapped at the cell's size.
    private func paint(_ coverage: Coverage, color: SIMD4<Float>, pattern: PatternPaint?) {
        guard let pattern else { return composite(coverage: coverage, constant: color) }
        let cell = pattern.cell._resolved(for: UITraitCollection.current.userInterfaceStyle)
        guard cell.size.width > 0, cell.size.height > 0, let bitmap = bitmap(of: cell) else { return }
        let tint = cell._imageTintColor.map { Self.components($0.cgColor) }
        let toCell = base.inverted().concatenating(pattern.cellToBase.inverted())
        let size = cell.size, alpha = Float(pattern.alpha)
        let xScale = Double(bitmap.width) / size.width, yScale = Double(bitmap.height) / size.height
        composite(coverage: coverage) { x, y in
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(toCell)
            let u = p.x - (p.x / size.width).rounded(.down) * size.width, v = p.y - (p.y / size.height).rounded(.down) * size.height
            let px = min(bitmap.width - 1, max(0, Int(u * xScale))), py = min(bitmap.height - 1, max(0, Int(v * yScale)))
            let sample = bitmap.pixels[py * bitmap.width + px]
            return (tint.map { $0 * sample.w } ?? sample) * alpha
        }
    }

    // MARK: Gradients

    private static func extended(_ t: CGFloat, _ options: CGGradientDrawingOptions) -> CGFloat? {
        if t < 0 { return options.contains(.drawsBeforeStartLocation) ? 0 : nil }
        if t > 1 { return options.contains(.drawsAfterEndLocation) ? 1 : nil }
        return t
    }

    /// The largest t whose circle passes through `p` with a radius of at least zero, within
    /// the range the options allow (the PDF specification's radial shading).
    private static func radialParameter(_ p: CGPoint, _ c0: CGPoint, _ r0: CGFloat, _ c1: CGPoint, _ r1: CGFloat,
                                        _ options: CGGradientDrawingOptions) -> CGFloat? {
        let cdx = c1.x - c0.x, cdy = c1.y - c0.y, dr = r1 - r0
        let pdx = p.x - c0.x, pdy = p.y - c0.y
        let a = cdx * cdx + cdy * cdy - dr * dr
        let b = pdx * cdx + pdy * cdy + r0 * dr
        let c = pdx * pdx + pdy * pdy - r0 * r0
        var roots: [CGFloat] = []
        if abs(a) < 1e-9 {
            if abs(b) > 1e-12 { roots = [c / (2 * b)] }
        } else {
            let discriminant = b * b - a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            roots = [(b + root) / a, (b - root) / a]
        }
        let allowed = roots.filter { t in
            r0 + t * dr >= 0 && (t >= 0 || options.contains(.drawsBeforeStartLocation)) && (t <= 1 || options.contains(.drawsAfterEndLocation))
        }
        return allowed.max().map { min(1, max(0, $0)) }
    }

    private func paintGradient(_ gradient: CGGradient, parameter: (CGPoint) -> CGFloat?) {
        let inverse = userToDevice.inverted()
        let stops = zip(gradient.locations, gradient.colors.map(Self.components)).sorted { $0.0 < $1.0 }
        guard !stops.isEmpty else { return }
        var values = [Float](repeating: 0, count: width * height)
        var colors = [SIMD4<Float>](repeating: .zero, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                guard state.clip.map({ $0[y * width + x] > 0 }) ?? true,
                      let t = parameter(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)) else { continue }
                values[y * width + x] = 1
                colors[y * width + x] = Self.color(at: t, stops)
            }
        }
        let coverage = Coverage(x0: 0, y0: 0, width: width, height: height, values: values)
        let w = width  // read before compositing, which has the pixels open for writing
        composite(coverage: coverage) { x, y in colors[y * w + x] }
    }

    /// The colour at `t`: components interpolated between the stops around it (premultiplied
    /// after interpolating straight values, as Core Graphics does).
    private static func color(at t: CGFloat, _ stops: [(CGFloat, SIMD4<Float>)]) -> SIMD4<Float> {
        func straight(_ c: SIMD4<Float>) -> SIMD4<Float> { c.w > 0 ? SIMD4(c.x / c.w, c.y / c.w, c.z / c.w, c.w) : .zero }
        var chosen = straight(stops[0].1)
        if t >= stops[stops.count - 1].0 {
            chosen = straight(stops[stops.count - 1].1)
        } else if t > stops[0].0 {
            for index in 1..<stops.count where t <= stops[index].0 {
                let (l0, c0) = stops[index - 1], (l1, c1) = stops[index]
                let f = Float(l1 > l0 ? (t - l0) / (l1 - l0) : 1)
                chosen = straight(c0) + (straight(c1) - straight(c0)) * f
                break
            }
        }
        return SIMD4(chosen.x * chosen.w, chosen.y * chosen.w, chosen.z * chosen.w, chosen.w)
    }

    // MARK: Compositing

    /// Composites `color` (premultiplied) through `coverage` and the clip onto the current
    /// target with the state's alpha and blend mode, its shadow first.
    /// `constant`, when given, is the colour everywhere (no per-pixel calls). An opaque
    /// source over a fully covered pixel is stored as it is: the common case, kept cheap
    /// because apps' tests run unoptimised builds.
    private func composite(coverage: Coverage, shadowed: Bool = true, constant: SIMD4<Float>? = nil,
                           color: (Int, Int) -> SIMD4<Float> = { _, _ in .zero }) {
        if shadowed, let shadow = state.shadow, shadow.color.w > 0 {
            if let constant { paintShadow(shadow, coverage: coverage) { _, _ in constant } } else { paintShadow(shadow, coverage: coverage, color: color) }
        }
        let alpha = state.alpha, mode = state.blendMode
        let clip = state.clip
        let w = width
        let solid = constant.map { $0 * alpha }
        let replaces = mode == .normal || mode == .copy
        let rows = coverage.y0..<(coverage.y0 + coverage.height)
        touchedRows = touchedRows.map { min($0.lowerBound, rows.lowerBound)..<max($0.upperBound, rows.upperBound) } ?? rows
        targets[targets.count - 1].pixels.withUnsafeMutableBufferPointer { pixels in
            coverage.values.withUnsafeBufferPointer { values in
                for cy in 0..<coverage.height {
                    let y = cy + coverage.y0
                    var index = y * w + coverage.x0
                    var valueIndex = cy * coverage.width
                    for cx in 0..<coverage.width {
                        defer { index += 1; valueIndex += 1 }
                        var m = values[valueIndex]
                        if let clip { m *= clip[index] }
                        guard m > 0 else { continue }
                        let source = solid ?? color(cx + coverage.x0, y) * alpha
                        if m >= 1, replaces, source.w >= 1 {
                            pixels[index] = source
                            continue
                        }
                        let d = pixels[index]
                        let r = BlendFormula.blend(mode, source: source, destination: d)
                        pixels[index] = d + (r - d) * m
                    }
                }
            }
        }
    }

    /// A shadow: the drawing's alpha, moved by the offset and blurred, in the shadow colour
    /// (offsets in the base space: y down as UIKit contexts on iOS, y up in a bitmap
    /// context's; blur is about twice the Gaussian's standard deviation).
    private func paintShadow(_ shadow: (offset: CGSize, blur: CGFloat, color: SIMD4<Float>), coverage: Coverage,
                             color: (Int, Int) -> SIMD4<Float>) {
        let scale = devicePerPoint
        let sigma = Double(max(0, shadow.blur) * scale / 2)
        let pad = Int((sigma * 3).rounded(.up)) + 1
        let up: CGFloat = base.d < 0 ? -1 : 1
        let dx = Int((shadow.offset.width * scale).rounded()), dy = Int((shadow.offset.height * scale * up).rounded())
        let x0 = coverage.x0 + dx - pad, y0 = coverage.y0 + dy - pad
        let w = coverage.width + 2 * pad, h = coverage.height + 2 * pad
        var alphas = [Float](repeating: 0, count: w * h)
        for cy in 0..<coverage.height {
            for cx in 0..<coverage.width {
                let m = coverage.values[cy * coverage.width + cx]
                guard m > 0 else { continue }
                alphas[(cy + pad) * w + cx + pad] = m * color(cx + coverage.x0, cy + coverage.y0).w
            }
        }
        BoxBlur.gaussian(&alphas, width: w, height: h, sigma: sigma)
        // Clip to the canvas.
        let cx0 = max(0, x0), cy0 = max(0, y0), cx1 = min(width, x0 + w), cy1 = min(height, y0 + h)
        guard cx1 > cx0, cy1 > cy0 else { return }
        var values = [Float](repeating: 0, count: (cx1 - cx0) * (cy1 - cy0))
        for y in cy0..<cy1 { for x in cx0..<cx1 { values[(y - cy0) * (cx1 - cx0) + x - cx0] = alphas[(y - y0) * w + x - x0] } }
        let shadowColor = shadow.color
        composite(coverage: Coverage(x0: cx0, y0: cy0, width: cx1 - cx0, height: cy1 - cy0, values: values), shadowed: false,
                  constant: shadowColor)
    }

    // MARK: Images

    /// The pixels of an image at its own pixel size: a drawing replayed, a PNG decoded, a
    /// GIF's first frame decoded (GF2); nil for what the core cannot show (symbols, JPEGs,
    /// blank images).
    func bitmap(of image: UIImage) -> Bitmap? {
        if let list = image._drawing {
            let width = Int((image.size.width * image.scale).rounded(.up)), height = Int((image.size.height * image.scale).rounded(.up))
            guard width > 0, height > 0 else { return nil }
            return RasterPainter.render(list, width: width, height: height)
        }
        guard let storage = image._encodedStorage else { return nil }
        let key = ObjectIdentifier(storage)
        if let bitmap = decoded[key] { return bitmap }
        let pixels: (width: Int, height: Int, rgba: [UInt8])?
        if let png = image._pngData {
            pixels = PNGCodec.decode(png)
        } else if let gif = image._gifData {
            pixels = GIFDecoder.decode(gif)
        } else {
            pixels = nil
        }
        guard let pixels else { return nil }
        let bitmap = Bitmap(width: pixels.width, height: pixels.height, straightRGBA: pixels.rgba)
        decoded[key] = bitmap
        return bitmap
    }

    /// Draws `image` into `rect` (user space): whole, or in nine parts when it has caps
    /// (DR12), filled with its own tint colour when it has one.
    func drawImage(_ image: UIImage, in rect: CGRect, flipped: Bool) {
        let image = image._resolved(for: UITraitCollection.current.userInterfaceStyle)
        guard rect.width > 0, rect.height > 0, image.size.width > 0, image.size.height > 0, let bitmap = bitmap(of: image) else { return }
        let tint = image._imageTintColor.map { Self.components($0.cgColor) }
        // DR13: an `.upMirrored` image is drawn mirrored left to right.
        let mirrored = image._drawsMirrored(in: .leftToRight)
        let pixelsPerPoint = (CGFloat(bitmap.width) / image.size.width, CGFloat(bitmap.height) / image.size.height)
        let caps = image.capInsets
        guard caps != .zero else {
            return drawPixels(bitmap, source: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), in: rect, flipped: flipped,
                              mirrored: mirrored, tint: tint)
        }
        for part in NineSlice.parts(imageSize: image.size, caps: caps, tiles: image.resizingMode == .tile, in: rect) {
            let source = part.source, destination = part.destination
            let sourcePixels = CGRect(x: source.minX * pixelsPerPoint.0, y: source.minY * pixelsPerPoint.1,
                                      width: source.width * pixelsPerPoint.0, height: source.height * pixelsPerPoint.1)
            let stepX = part.step.width, stepY = part.step.height
            var y = destination.minY
            while y < destination.maxY - 1e-9 {
                var x = destination.minX
                while x < destination.maxX - 1e-9 {
                    let w = min(stepX, destination.maxX - x), h = min(stepY, destination.maxY - y)
                    let piece = CGRect(x: sourcePixels.minX, y: sourcePixels.minY, width: sourcePixels.width * w / stepX,
                                       height: sourcePixels.height * h / stepY)
                    drawPixels(bitmap, source: piece, in: CGRect(x: x, y: y, width: w, height: h), flipped: flipped, mirrored: false,
                               tint: tint)
                    x += stepX
                }
                y += stepY
            }
        }
    }

    /// Draws the `source` pixels of `bitmap` scaled into `rect` (user space).
    private func drawPixels(_ bitmap: Bitmap, source: CGRect, in rect: CGRect, flipped: Bool, mirrored: Bool, tint: SIMD4<Float>?) {
        guard let coverage = rectCoverage(rect) else { return }
        let inverse = userToDevice.inverted()
        let limit = (Int(source.minX.rounded(.down)), Int(source.minY.rounded(.down)),
                     max(Int(source.minX.rounded(.down)) + 1, Int(source.maxX.rounded(.up))),
                     max(Int(source.minY.rounded(.down)) + 1, Int(source.maxY.rounded(.up))))
        let nearest = state.nearest
        composite(coverage: coverage) { x, y in
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
            var u = (p.x - rect.minX) / rect.width
            if mirrored { u = 1 - u }
            var v = (p.y - rect.minY) / rect.height
            if flipped { v = 1 - v }
            let sample = bitmap.sample(x: source.minX + u * source.width, y: source.minY + v * source.height, nearest: nearest, limit: limit)
            guard let tint else { return sample }
            return tint * sample.w
        }
    }
}

/// What a mask image lets through, per pixel (DR2).
enum MaskValues {
    static func of(_ bitmap: Bitmap) -> [Float] {
        let hasAlpha = bitmap.pixels.contains { $0.w < 0.999 }
        return bitmap.pixels.map { p in hasAlpha ? p.w : (0.299 * p.x + 0.587 * p.y + 0.114 * p.z) }
    }
}

/// A Gaussian blur as three box blurs each way: the one blur of shadows, for the module's
/// rasteriser and `UIKitRendering`.
@_spi(Rendering) public enum BoxBlur {
    /// Blurs `values` (a `width` × `height` grid, row by row) with a Gaussian of `sigma`.
    public static func gaussian(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.3 else { return }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        for pass in 0..<3 {
            let size = Double(pass) < m ? max(1, lower) : lower + 2
            box(&values, width: width, height: height, radius: (size - 1) / 2, horizontal: true)
            box(&values, width: width, height: height, radius: (size - 1) / 2, horizontal: false)
        }
    }

    private static func box(_ values: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        guard radius > 0 else { return }
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width
        var line = [Float](repeating: 0, count: length)
        let scale = 1 / Float(2 * radius + 1)
        for l in 0..<lines {
            let start = horizontal ? l * width : l
            for i in 0..<length { line[i] = values[start + i * step] }
            var sum: Float = 0
            for i in 0...radius where i < length { sum += line[i] }
            for i in 0..<length {
                values[start + i * step] = sum * scale
                let leaving = i - radius, entering = i + radius + 1
                if leaving >= 0 { sum -= line[leaving] }
                if entering < length { sum += line[entering] }
            }
        }
    }
}

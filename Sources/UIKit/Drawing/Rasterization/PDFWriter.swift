import Foundation

/// Writes recorded pages as a PDF 1.4 file in pure Swift (DR15): paths as PDF paths
/// (fills with either rule, strokes with their width, caps, joins, miter limit and dashes,
/// clips), colours, alpha and blend modes as graphics states, gradients as axial and radial
/// shadings with their extend options, images drawn in pixels (Flate-compressed, with
/// their alpha as a soft mask), text in Helvetica. Shadows and transparency layers are not
/// drawn as such (their content is), and `.clear` paints nothing (PDF pages cannot be
/// erased).
@MainActor
enum PDFWriter {
    struct Page: Sendable {
        var list: DisplayList
        /// The page's bounds in the drawing's space (its origin lands at the page's top left).
        var mediaBox: CGRect
    }

    static func write(pages: [Page], documentInfo: [String: String]) -> Data {
        var objects: [[UInt8]] = []  // object bodies; numbers are index + 1
        func add(_ body: [UInt8]) -> Int { objects.append(body); return objects.count }
        func reserve() -> Int { objects.append([]); return objects.count }
        let catalog = reserve(), pagesObject = reserve()
        let font = add(Array("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".utf8))
        var pageNumbers: [Int] = []
        for page in pages {
            var writer = PageWriter(height: page.mediaBox.height, origin: page.mediaBox.origin)
            writer.play(page.list)
            var resources = "<< /Font << /F1 \(font) 0 R >>"
            if !writer.graphicsStates.isEmpty {
                resources += " /ExtGState <<" + writer.graphicsStates.enumerated().map { " /GS\($0.offset) << \($0.element) >>" }.joined() + " >>"
            }
            if !writer.shadings.isEmpty {
                let numbers = writer.shadings.map { add(Array($0.utf8)) }
                resources += " /Shading <<" + numbers.enumerated().map { " /Sh\($0.offset) \($0.element) 0 R" }.joined() + " >>"
            }
            if !writer.images.isEmpty {
                var entries = ""
                for (index, image) in writer.images.enumerated() {
                    let mask = add(stream("/Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
                                          Deflate.zlibCompress(image.alpha)))
                    let object = add(stream("/Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /SMask \(mask) 0 R",
                                            Deflate.zlibCompress(image.rgb)))
                    entries += " /Im\(index) \(object) 0 R"
                }
                resources += " /XObject <<" + entries + " >>"
            }
            resources += " >>"
            // Content streams stay uncompressed: small, and readable in tests and by eye.
            let content = add(stream("", Array(writer.content.utf8)))
            let box = page.mediaBox
            pageNumbers.append(add(Array(("<< /Type /Page /Parent \(pagesObject) 0 R /MediaBox [0 0 \(n(box.width)) \(n(box.height))]"
                + " /Resources \(resources) /Contents \(content) 0 R >>").utf8)))
        }
        objects[catalog - 1] = Array("<< /Type /Catalog /Pages \(pagesObject) 0 R >>".utf8)
        objects[pagesObject - 1] = Array("<< /Type /Pages /Kids [\(pageNumbers.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(pageNumbers.count) >>".utf8)
        // The document information dictionary: string values under their keys (kCGPDFContextTitle is "Title", …).
        let infoEntries = documentInfo.map { key, text in
            "/\(key.hasPrefix("kCGPDFContext") ? String(key.dropFirst("kCGPDFContext".count)) : key) \(literal(text))"
        }.sorted()
        let info = add(Array(("<< /Producer (OpenUIKit)" + infoEntries.map { " " + $0 }.joined() + " >>").utf8))
        var file: [UInt8] = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(file.count)
            file += Array("\(index + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let xref = file.count
        file += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { file += Array((String(repeating: "0", count: max(0, 10 - String(offset).count)) + "\(offset) 00000 n \n").utf8) }
        file += Array("trailer\n<< /Size \(objects.count + 1) /Root \(catalog) 0 R /Info \(info) 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return Data(file)
    }

    private static func stream(_ dictionary: String, _ bytes: [UInt8]) -> [UInt8] {
        Array("<< \(dictionary) /Length \(bytes.count) >>\nstream\n".utf8) + bytes + Array("\nendstream".utf8)
    }

    /// A number as PDF writes it.
    static func n(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.3f", Double(rounded))
    }

    /// A PDF string literal (Latin-1 text, escaped).
    static func literal(_ text: String) -> String {
        var out = "("
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(", ")", "\\": out += "\\" + String(scalar)
            case "\n": out += "\\n"
            default: out += scalar.value < 256 ? String(scalar) : "?"
            }
        }
        return out + ")"
    }
}

/// One page's content stream, built from its display list.
@MainActor
private struct PageWriter {
    let height: CGFloat
    let origin: CGPoint
    var content = ""
    var graphicsStates: [String] = []
    var shadings: [String] = []
    var images: [(width: Int, height: Int, rgb: [UInt8], alpha: [UInt8])] = []
    private var ctm = CGAffineTransform.identity
    private var saved: [CGAffineTransform] = []
    private var lineWidth: CGFloat = 1
    /// The pattern fills paint instead of a colour (PC2), and the image of its cell.
    private var fillPattern: (paint: PatternPaint, image: Int)?
    private var savedPatterns: [(paint: PatternPaint, image: Int)?] = []

    init(height: CGFloat, origin: CGPoint) {
        self.height = height; self.origin = origin
        // UIKit's space: origin at the top left, y down.
        content = "1 0 0 -1 \(PDFWriter.n(-origin.x)) \(PDFWriter.n(height + origin.y)) cm\n"
    }

    mutating func play(_ list: DisplayList) { for command in list.commands { run(command) } }

    private mutating func emit(_ line: String) { content += line + "\n" }

    private func matrix(_ t: CGAffineTransform) -> String {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map(PDFWriter.n).joined(separator: " ")
    }

    private mutating func graphicsState(_ entries: String) -> String {
        if let index = graphicsStates.firstIndex(of: entries) { return "/GS\(index) gs" }
        graphicsStates.append(entries)
        return "/GS\(graphicsStates.count - 1) gs"
    }

    private mutating func path(_ path: CGPath) {
        var line = ""
        for element in path.elements {
            switch element {
            case let .move(p): line += "\(PDFWriter.n(p.x)) \(PDFWriter.n(p.y)) m "
            case let .line(p): line += "\(PDFWriter.n(p.x)) \(PDFWriter.n(p.y)) l "
            case let .quadCurve(p, c): line += "\(PDFWriter.n(c.x)) \(PDFWriter.n(c.y)) \(PDFWriter.n(p.x)) \(PDFWriter.n(p.y)) v "
            case let .curve(p, c1, c2):
                line += [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(PDFWriter.n).joined(separator: " ") + " c "
            case .close: line += "h "
            }
        }
        emit(line)
    }

    private static func rgb(_ color: CGColor) -> String {
        let c = color.components ?? [0, 0, 0, 1]
        return "\(PDFWriter.n(c[0])) \(PDFWriter.n(c[1])) \(PDFWriter.n(c[2]))"
    }

    private static let blendNames: [CGBlendMode: String] = [
        .normal: "Normal", .multiply: "Multiply", .screen: "Screen", .overlay: "Overlay", .darken: "Darken", .lighten: "Lighten",
        .colorDodge: "ColorDodge", .colorBurn: "ColorBurn", .softLight: "SoftLight", .hardLight: "HardLight",
        .difference: "Difference", .exclusion: "Exclusion", .hue: "Hue", .saturation: "Saturation", .color: "Color",
        .luminosity: "Luminosity",
    ]

    private mutating func run(_ command: DrawingCommand) {
        switch command {
        case .saveState: saved.append(ctm); savedPatterns.append(fillPattern); emit("q")
        case .restoreState:
            if let previous = saved.popLast() { ctm = previous; emit("Q") }
            if let previous = savedPatterns.popLast() { fillPattern = previous }
        case let .concatenate(t): ctm = t.concatenating(ctm)
        case let .setFillColor(color):
            fillPattern = color.patternPaint.flatMap { paint in addImage(paint.cell, alpha: 1).map { (paint, $0) } }
            emit("\(Self.rgb(color)) rg " + graphicsState("/ca \(PDFWriter.n(color.alpha))"))
        case let .setStrokeColor(color):
            emit("\(Self.rgb(color)) RG " + graphicsState("/CA \(PDFWriter.n(color.alpha))"))
        case let .setLineWidth(width): lineWidth = width
        case let .setLineCap(cap): emit("\(cap.rawValue) J")
        case let .setLineJoin(join): emit("\(join.rawValue) j")
        case let .setMiterLimit(limit): emit("\(PDFWriter.n(limit)) M")
        case let .setLineDash(phase, lengths): emit("[\(lengths.map(PDFWriter.n).joined(separator: " "))] \(PDFWriter.n(phase)) d")
        case let .setAlpha(alpha): emit(graphicsState("/ca \(PDFWriter.n(alpha)) /CA \(PDFWriter.n(alpha))"))
        case let .setBlendMode(mode): emit(graphicsState("/BM /\(Self.blendNames[mode] ?? "Normal")"))
        case .setShadow, .setInterpolationQuality, .setShouldAntialias, .clear, .beginTransparencyLayer, .endTransparencyLayer: break
        case let .fillPath(p, rule):
            path(p)
            guard let fillPattern else { return emit(rule == .evenOdd ? "f*" : "f") }
            emit(rule == .evenOdd ? "q W* n" : "q W n")
            paintPattern(fillPattern.paint, image: fillPattern.image, over: p.boundingBoxOfPath)
            emit("Q")
        case let .strokePath(p):
            // Paths are in the page's space; the width follows the transform in effect.
            let scale = sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c))
            emit("\(PDFWriter.n(lineWidth * scale)) w")
            path(p); emit("S")
        case let .clip(p, rule): path(p); emit(rule == .evenOdd ? "W* n" : "W n")
        // A PDF page cannot widen its clip within a saved state: a reset clip keeps the
        // clip there is (DR16, documented at `CGContext.resetClip()`).
        case .clipToMask, .resetClip: break
        case let .linearGradient(gradient, start, end, options):
            shade("/ShadingType 2 /Coords [\(PDFWriter.n(start.x)) \(PDFWriter.n(start.y)) \(PDFWriter.n(end.x)) \(PDFWriter.n(end.y))]",
                  gradient, options)
        case let .radialGradient(gradient, c0, r0, c1, r1, options):
            shade("/ShadingType 3 /Coords [\([c0.x, c0.y, r0, c1.x, c1.y, r1].map(PDFWriter.n).joined(separator: " "))]", gradient, options)
        case let .image(image, rect, _, alpha, flipped):
            guard addImage(image, alpha: alpha) != nil else { return }
            // PDF images fill the unit square with their first row at the top (y up).
            let place = flipped ? CGAffineTransform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
                                : CGAffineTransform(a: rect.width, b: 0, c: 0, d: -rect.height, tx: rect.minX, ty: rect.maxY)
            emit("q \(matrix(place.concatenating(ctm))) cm /Im\(images.count - 1) Do Q")
        case let .text(text):
            drawText(text)
        case let .renderLayer(layer, _):
            // LK13: the tree recorded from the current user space, replayed from the identity.
            let outer = ctm
            ctm = .identity
            emit("q")
            for recorded in HierarchyRecording.commands(of: layer, userTransform: outer) { run(recorded) }
            emit("Q")
            ctm = outer
        }
    }

    /// Adds `image`'s pixels at `alpha` to the page's images; nil when it has none.
    private mutating func addImage(_ image: UIImage, alpha: CGFloat) -> Int? {
        guard let pixels = SoftwareImageRasterizer.pixels(of: image, backdrop: nil) else { return nil }
        var rgb: [UInt8] = [], a: [UInt8] = []
        rgb.reserveCapacity(pixels.width * pixels.height * 3)
        for index in 0..<(pixels.width * pixels.height) {
            rgb += pixels.rgba[(index * 4)..<(index * 4 + 3)]
            a.append(UInt8((Double(pixels.rgba[index * 4 + 3]) * Double(alpha)).rounded()))
        }
        images.append((pixels.width, pixels.height, rgb, a))
        return images.count - 1
    }

    /// Tiles a pattern's cell image over `box` (page space), inside the clip just set (PC2).
    private mutating func paintPattern(_ paint: PatternPaint, image: Int, over box: CGRect) {
        guard let cells = paint.cells(covering: box) else { return }
        let size = paint.cell.size
        if paint.alpha < 1 { emit(graphicsState("/ca \(PDFWriter.n(paint.alpha))")) }
        for row in cells.rows {
            for column in cells.columns {
                let place = CGAffineTransform(a: size.width, b: 0, c: 0, d: -size.height, tx: CGFloat(column) * size.width,
                                              ty: CGFloat(row + 1) * size.height).concatenating(paint.cellToBase)
                emit("q \(matrix(place)) cm /Im\(image) Do Q")
            }
        }
    }

    private mutating func shade(_ geometry: String, _ gradient: CGGradient, _ options: CGGradientDrawingOptions) {
        let stops = zip(gradient.locations, gradient.colors).sorted { $0.0 < $1.0 }
        guard let first = stops.first, let last = stops.last else { return }
        var functions: [String] = []
        var bounds: [String] = []
        for index in 1..<max(2, stops.count) {
            let a = stops[min(index - 1, stops.count - 1)].1, b = stops[min(index, stops.count - 1)].1
            functions.append("<< /FunctionType 2 /Domain [0 1] /C0 [\(Self.rgb(a))] /C1 [\(Self.rgb(b))] /N 1 >>")
            if index < stops.count - 1 { bounds.append(PDFWriter.n(stops[index].0)) }
        }
        let function = functions.count == 1 ? functions[0]
            : "<< /FunctionType 3 /Domain [\(PDFWriter.n(first.0)) \(PDFWriter.n(last.0))] /Functions [\(functions.joined(separator: " "))] /Bounds [\(bounds.joined(separator: " "))] /Encode [\(Array(repeating: "0 1", count: functions.count).joined(separator: " "))] >>"
        let extend = "[\(options.contains(.drawsBeforeStartLocation)) \(options.contains(.drawsAfterEndLocation))]"
        shadings.append("<< /ColorSpace /DeviceRGB \(geometry) /Domain [\(PDFWriter.n(first.0)) \(PDFWriter.n(last.0))] /Function \(function) /Extend \(extend) >>")
        emit("q \(matrix(ctm)) cm /Sh\(shadings.count - 1) sh Q")
    }

    /// Text in Helvetica at each run's point size and colour, one line per paragraph from its
    /// point or rectangle's top (PDF text drawing does not wrap here).
    private mutating func drawText(_ text: DrawnText) {
        let origin: CGPoint
        switch text.placement {
        case let .point(point): origin = point
        case let .rect(rect): origin = rect.origin
        }
        var y = origin.y
        text.string.string.components(separatedBy: "\n").forEach { line in
            let font = text.string.length > 0 ? text.string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
            let size = font?.pointSize ?? 12
            let color = (text.string.length > 0 ? text.string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor : nil)?.cgColor
                ?? CGColor.black
            y += size * 0.93
            // Text space is y up: flip it back where the glyphs are placed.
            let place = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: origin.x, ty: y).concatenating(ctm)
            emit("q BT /F1 \(PDFWriter.n(size)) Tf \(Self.rgb(color)) rg \(matrix(place)) Tm \(PDFWriter.literal(line)) Tj ET Q")
            y += size * 0.26
        }
    }
}

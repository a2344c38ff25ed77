import Foundation

/// The pixels behind a bitmap context made with `CGContext(data:width:height:…)` (BC3): the
/// caller's memory (or memory the context owns), in the layout asked for, kept up to date as
/// each drawing call is made, with a ``RasterPainter`` that draws the calls.
///
/// The memory is the truth, as in Core Graphics: before a call paints, memory the app wrote
/// since the last call is read back into the painter; after it, the rows it touched are
/// written out in the layout and read back, so later drawing blends with the 8-bit values
/// the app sees.
final class BitmapContextMemory: @unchecked Sendable {
    let width: Int
    let height: Int
    let layout: PixelLayout
    /// The first byte of the first (top) row.
    let base: UnsafeMutableRawPointer
    /// Whether the context allocated the memory (and frees it).
    private let owned: Bool
    /// The bytes as last written or read, to notice the app's own writes.
    private var written: [UInt8]
    private var painter: RasterPainter?

    private var byteCount: Int { layout.bytesPerRow * (height - 1) + width * layout.bytesPerPixel }

    init(width: Int, height: Int, layout: PixelLayout, data: UnsafeMutableRawPointer?) {
        self.width = width; self.height = height; self.layout = layout
        let count = layout.bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        if let data {
            base = data; owned = false
        } else {
            // BC3: without memory of its own, the context allocates zeroed memory.
            base = UnsafeMutableRawPointer.allocate(byteCount: layout.bytesPerRow * height, alignment: 16)
            base.initializeMemory(as: UInt8.self, repeating: 0, count: layout.bytesPerRow * height)
            owned = true
        }
        written = [UInt8](repeating: 0, count: count)
        MainExecution.run { self.start() }
    }

    deinit { if owned { base.deallocate() } }

    /// A painter over the memory's pixels, in Core Graphics' base space of a bitmap context:
    /// one unit a pixel, the origin at the bottom left, y up (BC4).
    @MainActor private func start() {
        painter = RasterPainter(width: width, height: height, size: CGSize(width: width, height: height), yUp: true)
        readMemory()
    }

    /// Draws `command` into the memory.
    func draw(_ command: DrawingCommand) {
        MainExecution.run { self.run(command) }
    }

    @MainActor private func run(_ command: DrawingCommand) {
        guard let painter else { return }
        guard command.paints else { return painter.run(command) }
        if memcmp(base, written, byteCount) != 0 { readMemory() }
        _ = painter.takeTouchedRows()
        painter.run(command)
        guard let rows = painter.takeTouchedRows() else { return }
        writeRows(rows)
    }

    /// Loads every pixel of the memory into the painter.
    @MainActor private func readMemory() {
        guard let painter else { return }
        let layout = self.layout, base = self.base, width = self.width
        painter.withCanvas { canvas in
            for y in 0..<height {
                for x in 0..<width { canvas.pixels[y * width + x] = layout.load(base + y * layout.bytesPerRow + x * layout.bytesPerPixel) }
            }
        }
        written.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: base, count: byteCount)) }
    }

    /// Writes the painter's pixels of `rows` into the memory in the layout, and reads them
    /// back (so the painter holds what the memory holds).
    @MainActor private func writeRows(_ rows: Range<Int>) {
        guard let painter else { return }
        let layout = self.layout, base = self.base, width = self.width
        let rows = rows.clamped(to: 0..<height)
        painter.withCanvas { canvas in
            for y in rows {
                for x in 0..<width {
                    let pixel = base + y * layout.bytesPerRow + x * layout.bytesPerPixel
                    layout.store(canvas.pixels[y * width + x], to: pixel)
                    canvas.pixels[y * width + x] = layout.load(pixel)
                }
            }
        }
        guard let first = rows.first, let last = rows.last else { return }
        let start = first * layout.bytesPerRow, end = min(byteCount, last * layout.bytesPerRow + width * layout.bytesPerPixel)
        written.withUnsafeMutableBytes { target in
            (target.baseAddress! + start).copyMemory(from: base + start, byteCount: end - start)
        }
    }

    /// The pixels now, as an image whose first row is the memory's first, with a copy of the
    /// memory's bytes as its data (BC5).
    func image() -> CGImage? {
        let rgba = layout.straightRGBA(from: base, width: width, height: height)
        guard let image = UIImage(data: PNGCodec.encode(rgba: rgba, width: width, height: height), scale: 1) else { return nil }
        return CGImage(content: image, layout: layout, provider: CGDataProvider(data: Data(bytes: base, count: byteCount)))
    }
}

extension DrawingCommand {
    /// Whether the command changes pixels (the others change only the graphics state).
    var paints: Bool {
        switch self {
        case .fillPath, .strokePath, .clear, .linearGradient, .radialGradient, .image, .text, .renderLayer, .endTransparencyLayer:
            return true
        case .saveState, .restoreState, .concatenate, .setFillColor, .setStrokeColor, .setLineWidth, .setLineCap, .setLineJoin,
             .setMiterLimit, .setLineDash, .setAlpha, .setBlendMode, .setShadow, .setInterpolationQuality, .setShouldAntialias,
             .clip, .clipToMask, .resetClip, .beginTransparencyLayer:
            return false
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import CCairo
import CPango
import Foundation
import UIKit
import UIKitRendering

// Drawing: a view whose draw(_:) strokes 1,000 path segments and draws 100 text runs,
// recorded (the display pass) and replayed into a picture (the renderer), against the same
// drawing made straight with Cairo and Pango (no recording), in the same run.

/// The benchmark's drawing: a polyline of `segments` segments across the view in ten rows,
/// and `runs` short strings in a grid.
@MainActor
final class BusyDrawingView: UIView {
    static let segments = 1_000
    static let runs = 100

    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        context.setStrokeColor(UIColor.systemBlue.cgColor)
        context.setLineWidth(1.5)
        for (index, point) in Self.points(in: bounds.size).enumerated() {
            if index % 100 == 0 { context.move(to: point) } else { context.addLine(to: point) }
        }
        context.strokePath()
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label]
        for run in 0..<Self.runs {
            "Run \(run)".draw(at: Self.origin(ofRun: run), withAttributes: attributes)
        }
    }

    static func points(in size: CGSize) -> [CGPoint] {
        (0...segments).map { index in
            let row = CGFloat(index / 100), column = CGFloat(index % 100)
            return CGPoint(x: column * size.width / 100, y: 40 + row * 60 + CGFloat((index * 37) % 23))
        }
    }

    static func origin(ofRun run: Int) -> CGPoint { CGPoint(x: CGFloat(run % 5) * 75, y: CGFloat(run / 5) * 40) }
}

/// The same picture drawn straight with Cairo and Pango: the baseline.
@MainActor
func drawDirectly(size: CGSize, scale: CGFloat) -> Int {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * scale), Int32(size.height * scale))!
    let cr = cairo_create(surface)!
    cairo_scale(cr, Double(scale), Double(scale))
    cairo_set_source_rgba(cr, 1, 1, 1, 1)
    cairo_paint(cr)
    cairo_set_source_rgba(cr, 0, 0.478, 1, 1)
    cairo_set_line_width(cr, 1.5)
    for (index, point) in BusyDrawingView.points(in: size).enumerated() {
        if index % 100 == 0 { cairo_move_to(cr, Double(point.x), Double(point.y)) } else { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    }
    cairo_stroke(cr)
    let layout = pango_cairo_create_layout(cr)!
    let font = pango_font_description_from_string("Inter 14px")!
    pango_layout_set_font_description(layout, font)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    for run in 0..<BusyDrawingView.runs {
        let origin = BusyDrawingView.origin(ofRun: run)
        pango_layout_set_text(layout, "Run \(run)", -1)
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cr, layout)
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    pango_font_description_free(font)
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    return stride
}

@MainActor
func drawingBenchmark() {
    TextRenderer.install()
    let size = CGSize(width: 390, height: 844)
    let view = BusyDrawingView(frame: CGRect(origin: .zero, size: size))
    view.backgroundColor = .white
    let renderer = ViewRenderer(scale: 3)
    _ = renderer.image(of: view)  // warm up fonts and caches
    var record: [Double] = [], replay: [Double] = [], direct: [Double] = []
    for _ in 0..<21 {
        view.setNeedsDisplay()
        record.append(time { view.layer.displayIfNeeded() })
        replay.append(time { _ = renderer.image(of: view) })
        direct.append(time { _ = drawDirectly(size: size, scale: 3) })
    }
    let recordMedian = median(record) / 1e6, replayMedian = median(replay) / 1e6, directMedian = median(direct) / 1e6
    print("Drawing: \(BusyDrawingView.segments) path segments and \(BusyDrawingView.runs) text runs, 390×844 pt at 3× (medians of 21)")
    print(String(format: "record (draw(_:) into a display list):        %7.3f ms  (%.2f× the 16.7 ms frame)", recordMedian, recordMedian / 16.7))
    print(String(format: "replay (ViewRenderer: Cairo, Pango, RGBA out): %7.3f ms  (%.2f× the frame)", replayMedian, replayMedian / 16.7))
    print(String(format: "baseline: the same straight with Cairo+Pango:  %7.3f ms", directMedian))
    print(String(format: "record + replay ÷ baseline:                    %7.2f×", (recordMedian + replayMedian) / directMedian))
}

import Foundation
import UIKit
import UIKitRendering

/// Writes a picture of the window after each step of the tour (and a few in the middle of
/// an animation) to a folder, at the screen's 3× scale: `01-launch.png`, `02-tap-tech.png`, …
@MainActor
final class TourPictures {
    let folder: URL
    private let renderer = ViewRenderer()
    private var count = 0
    /// The files written, in order.
    private(set) var written: [String] = []
    /// With `--benchmark-rendering`: each picture is drawn and encoded several times and the
    /// medians are printed at the end.
    var benchmarks = false
    private var timings: [(name: String, draw: Double, fast: Double, standard: Double)] = []

    init(folder: URL) {
        self.folder = folder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Renders the window and writes it as the next numbered picture.
    func take(_ window: UIWindow, _ title: String) {
        count += 1
        let slug = title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
            .reduce(into: "") { result, character in if character != "-" || result.last != "-" { result.append(character) } }
            .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        let name = String(format: "%02d-", count) + String(slug.prefix(48)) + ".png"
        let image = renderer.image(of: window)
        if benchmarks { measure(window, name: name) }
        do {
            try image.pngData(compression: .fast).write(to: folder.appendingPathComponent(name))
            written.append(name)
        } catch {
            print("  could not write \(name): \(error)")
        }
    }

    /// Times drawing (11 runs) and PNG encoding at zlib levels 1 and 6 (5 runs each) of the
    /// window as it is now; medians in milliseconds.
    private func measure(_ window: UIWindow, name: String) {
        func median(_ runs: Int, _ body: () -> Void) -> Double {
            let times = (0..<runs).map { _ -> Double in
                let start = DispatchTime.now().uptimeNanoseconds
                body()
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            }.sorted()
            return times[times.count / 2]
        }
        var image: RenderedImage?
        let draw = median(11) { image = renderer.image(of: window) }
        let fast = median(5) { _ = image?.pngData(compression: .fast) }
        let standard = median(5) { _ = image?.pngData(compression: .default) }
        timings.append((name, draw, fast, standard))
    }

    /// The benchmark table (empty without `--benchmark-rendering`).
    func benchmarkReport() -> String {
        guard !timings.isEmpty else { return "" }
        var lines = ["screen (\(renderer.scale)×, \(Int(window_pixels.width))×\(Int(window_pixels.height)) px) | draw ms | PNG level 1 ms | PNG level 6 ms"]
        for timing in timings {
            lines.append(String(format: "%@ | %.1f | %.1f | %.1f", timing.name, timing.draw, timing.fast, timing.standard))
        }
        let draws = timings.map(\.draw).sorted()
        lines.append(String(format: "median of the screens: draw %.1f ms (%.0f%% of 16.7 ms, %.2f× the 8.3 ms of 120 Hz); slowest %.1f ms",
                            draws[draws.count / 2], draws[draws.count / 2] / 16.67 * 100, draws[draws.count / 2] / 8.33, draws.last ?? 0))
        return lines.joined(separator: "\n")
    }

    private var window_pixels: CGSize {
        CGSize(width: UIScreen.main.bounds.width * renderer.scale, height: UIScreen.main.bounds.height * renderer.scale)
    }
}

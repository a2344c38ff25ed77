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
        do {
            try image.pngData(compression: .fast).write(to: folder.appendingPathComponent(name))
            written.append(name)
        } catch {
            print("  could not write \(name): \(error)")
        }
    }
}

import Foundation
@_spi(Rendering) import UIKit

/// A storage, layout manager and container wired as apps wire them, in the estimated
/// measurement's 10-point system font: 5.5 points a character, 12-point lines, baseline
/// 9.52 below a line's top.
struct TextKitStack {
    let storage: NSTextStorage
    let manager: NSLayoutManager
    let containers: [NSTextContainer]
    var container: NSTextContainer { containers[0] }

    static let ten = UIFont.systemFont(ofSize: 10)

    init(_ text: String, attributes: [NSAttributedString.Key: Any] = [:], sizes: [CGSize] = [CGSize(width: 60, height: 1000)],
         manager: NSLayoutManager = NSLayoutManager(), containers: [NSTextContainer]? = nil) {
        var all = attributes
        if all[.font] == nil { all[.font] = Self.ten }
        storage = NSTextStorage(string: text, attributes: all)
        self.manager = manager
        self.containers = containers ?? sizes.map { NSTextContainer(size: $0) }
        storage.addLayoutManager(manager)
        for container in self.containers { manager.addTextContainer(container) }
    }

    /// Each line fragment: its rectangle, used rectangle and glyphs.
    var fragments: [(rect: CGRect, used: CGRect, glyphs: NSRange)] {
        var found: [(rect: CGRect, used: CGRect, glyphs: NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, _, glyphs, _ in
            found.append((rect, used, glyphs))
        }
        return found
    }
}

/// Whether two points are equal but for rounding.
func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

/// Whether two rectangles are equal but for rounding.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    isClose(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// What `body` draws, recorded.
@MainActor
func recordedDrawing(size: CGSize = CGSize(width: 200, height: 200), _ body: () -> Void) -> [DrawingCommand] {
    let image = UIGraphicsImageRenderer(size: size).image { _ in body() }
    return image._drawing?.commands ?? []
}

/// The text a drawing drew: each string with the top-left corner it was drawn from.
func drawnTexts(_ commands: [DrawingCommand]) -> [(string: NSAttributedString, point: CGPoint)] {
    commands.compactMap { command in
        guard case let .text(text) = command, case let .point(point) = text.placement else { return nil }
        return (text.string, point)
    }
}

/// The bounds of the paths a drawing filled.
func filledRects(_ commands: [DrawingCommand]) -> [CGRect] {
    commands.compactMap { command in
        guard case let .fillPath(path, _) = command else { return nil }
        return path.boundingBox
    }
}

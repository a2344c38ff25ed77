import Foundation
@_spi(Rendering) import UIKit

/// A TextKit 2 stack wired as apps wire it (content storage, layout manager, container),
/// in the estimated measurement's 10-point system font, beside a TextKit 1 stack of the
/// same text and container size to compare with.
@MainActor
struct TextKit2Stack {
    let content: NSTextContentStorage
    let manager: NSTextLayoutManager
    let container: NSTextContainer

    init(_ text: String, size: CGSize = CGSize(width: 60, height: 1000), container: NSTextContainer? = nil) {
        content = NSTextContentStorage()
        content.textStorage!.setAttributedString(NSAttributedString(string: text, attributes: [.font: TextKitStack.ten]))
        manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        self.container = container ?? NSTextContainer(size: size)
        manager.textContainer = self.container
    }

    /// The location `offset` UTF-16 units into the document.
    func at(_ offset: Int) -> any NSTextLocation {
        content.location(content.documentRange.location, offsetBy: offset)!
    }

    /// The range of UTF-16 units `range` of the document.
    func range(_ range: NSRange) -> NSTextRange {
        NSTextRange(location: at(range.location), end: at(NSMaxRange(range)))!
    }

    /// A location's offset from the document's start.
    func offset(_ location: any NSTextLocation) -> Int {
        content.offset(from: content.documentRange.location, to: location)
    }

    /// Every layout fragment, laid out, in order.
    var fragments: [NSTextLayoutFragment] {
        var found: [NSTextLayoutFragment] = []
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { found.append($0); return true }
        return found
    }
}

/// A layout fragment that records where it was asked to draw, then draws its text.
final class RecordingLayoutFragment: NSTextLayoutFragment {
    nonisolated(unsafe) static var drawn: [CGPoint] = []

    override var renderingSurfaceBounds: CGRect {
        super.renderingSurfaceBounds.insetBy(dx: -4, dy: -4)
    }

    override func draw(at point: CGPoint, in context: CGContext) {
        Self.drawn.append(point)
        context.setFillColor(UIColor.yellow.cgColor)
        context.fill(CGRect(origin: point, size: layoutFragmentFrame.size))
        super.draw(at: point, in: context)
    }
}

/// A layout manager delegate making ``RecordingLayoutFragment``s and recording each call.
final class FragmentMakingDelegate: NSTextLayoutManagerDelegate {
    var log: [String] = []
    var unbreakableBefore: Set<Int> = []
    weak var content: NSTextContentManager?

    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
                           in textElement: NSTextElement) -> NSTextLayoutFragment {
        let offset = content.map { $0.offset(from: $0.documentRange.location, to: location) } ?? -1
        let text = (textElement as? NSTextParagraph)?.attributedString.string ?? "?"
        log.append("fragment \(offset) \(text.debugDescription)")
        return RecordingLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }

    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation,
                           hyphenating: Bool) -> Bool {
        let offset = content.map { $0.offset(from: $0.documentRange.location, to: location) } ?? -1
        return !unbreakableBefore.contains(offset)
    }
}

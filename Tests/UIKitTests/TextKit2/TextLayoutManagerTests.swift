import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// TX4–TX8: layout fragments, their geometry beside TextKit 1's, the delegate's fragments,
/// text segments and the viewport.
@MainActor
@Suite(.uikit) struct TextLayoutManagerTests {
    init() { _ = freshUIKit() }

    @Test func test_TX4_oneLayoutFragmentPerParagraph() {
        let stack = TextKit2Stack("aaaa bbbb cccc\ndd")
        #expect(stack.container.textLayoutManager === stack.manager && stack.container.layoutManager == nil)
        #expect(stack.offset(stack.manager.documentRange.endLocation) == 17)
        var lazy: [NSTextLayoutFragment.State] = []
        stack.manager.enumerateTextLayoutFragments(from: nil, options: []) { lazy.append($0.state); return true }
        #expect(lazy == [.none, .none])
        let fragments = stack.fragments
        #expect(fragments.map(\.state) == [.layoutAvailable, .layoutAvailable])
        #expect(fragments.map { stack.offset($0.rangeInElement.location) } == [0, 15])
        #expect(fragments.map(\.layoutFragmentFrame) == [CGRect(x: 0, y: 0, width: 60, height: 24), CGRect(x: 0, y: 24, width: 60, height: 12)])
        #expect(fragments.allSatisfy { $0.textLayoutManager === stack.manager })
        // The same fragment objects come back until the text changes.
        #expect(stack.fragments[1] === fragments[1])
        // In reverse from a location; stopping early gives where it stopped.
        var starts: [Int] = []
        let stopped = stack.manager.enumerateTextLayoutFragments(from: stack.at(16), options: [.reverse, .ensuresLayout]) {
            starts.append(stack.offset($0.rangeInElement.location))
            return true
        }
        #expect(starts == [15, 0] && stopped.map(stack.offset) == 0)
        // By location (the end counts as in the last paragraph) and by point.
        #expect(stack.manager.textLayoutFragment(for: stack.at(3)) === fragments[0])
        #expect(stack.manager.textLayoutFragment(for: stack.at(17)) === fragments[1])
        #expect(stack.manager.textLayoutFragment(for: CGPoint(x: 30, y: 23.5)) === fragments[0])
        #expect(stack.manager.textLayoutFragment(for: CGPoint(x: 30, y: 24)) === fragments[1])
        #expect(stack.manager.textLayoutFragment(for: CGPoint(x: 30, y: 40)) == nil)
        // A container change lays the same fragments out again.
        stack.container.size = CGSize(width: 100, height: 1000)
        #expect(fragments[0].state == .none && fragments[0].layoutFragmentFrame == CGRect(x: 0, y: 0, width: 100, height: 12))
        // An empty document has a fragment only for its extra line.
        let empty = TextKit2Stack("")
        var count = 0
        empty.manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { _ in count += 1; return true }
        #expect(count == 0)
        var extra: [NSTextLayoutFragment] = []
        empty.manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout, .ensuresExtraLineFragment]) { extra.append($0); return true }
        #expect(extra.count == 1 && extra[0].layoutFragmentFrame == CGRect(x: 0, y: 0, width: 60, height: 15))
        #expect(extra[0].textLineFragments.map(\.characterRange) == [NSRange(location: 0, length: 0)])
    }

    @Test func test_TX5_geometryIsTextKitOnes() {
        let text = "aaaa bbbb cccc\ndd\n"
        let stack = TextKit2Stack(text)
        let tk1 = TextKitStack(text)
        let fragments = stack.fragments
        let lines = fragments.flatMap { fragment in fragment.textLineFragments.map { (fragment, $0) } }
        #expect(lines.map(\.1.characterRange) == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 5),
                                                   NSRange(location: 0, length: 3), NSRange(location: 3, length: 0)])
        #expect(lines[0].1.attributedString.string == "aaaa bbbb cccc\n" && lines[3].1.attributedString.string == "dd\n")
        // Each line's bounds, moved into the container, are TextKit 1's used rectangles.
        let tk1Used = tk1.fragments.map(\.used) + [tk1.manager.extraLineFragmentUsedRect]
        let tk2Used = lines.map { fragment, line in line.typographicBounds.offsetBy(dx: fragment.layoutFragmentFrame.minX, dy: fragment.layoutFragmentFrame.minY) }
        #expect(tk2Used == tk1Used)
        #expect(tk2Used.map(\.minY) == [0, 12, 24, 36] && tk2Used.map(\.height) == [12, 12, 12, 12])
        // The frames join TextKit 1's line fragment rectangles, the last with the extra line.
        #expect(fragments.map(\.layoutFragmentFrame) == [CGRect(x: 0, y: 0, width: 60, height: 24), CGRect(x: 0, y: 24, width: 60, height: 24)])
        #expect(stack.manager.usageBoundsForTextContainer == tk1.manager.usedRect(for: tk1.container))
        // Glyphs start at the padding, on TextKit 1's baseline.
        #expect(lines[0].1.glyphOrigin == CGPoint(x: 5, y: tk1.manager.location(forGlyphAt: 0).y))
        #expect(abs(lines[0].1.glyphOrigin.y - 9.52) < 1e-9)
        // Characters' places and hit testing, from the line's origin.
        #expect(lines[1].1.locationForCharacter(at: 12).x == 16)
        #expect(lines[1].1.locationForCharacter(at: 12).x == tk1.manager.location(forGlyphAt: 12).x)
        #expect(lines[0].1.characterIndex(for: CGPoint(x: 17, y: 5)) == 2)
        #expect(lines[0].1.fractionOfDistanceThroughGlyph(for: CGPoint(x: 18.75, y: 5)) == 0.5)
        #expect(lines[0].1.characterIndex(for: CGPoint(x: -3, y: 5)) == 0)
        #expect(lines[1].1.characterIndex(for: CGPoint(x: 500, y: 5)) == 14)
        // A tap's insertion point: before the character when in its first half, after it otherwise.
        let start = stack.manager.documentRange.location
        #expect(stack.manager.location(interactingAt: CGPoint(x: 17, y: 5), inContainerAt: start).map(stack.offset) == 2)
        #expect(stack.manager.location(interactingAt: CGPoint(x: 20, y: 5), inContainerAt: start).map(stack.offset) == 3)
        // Rendering surface: the frame's bounds by default.
        #expect(fragments[0].renderingSurfaceBounds.size == CGSize(width: 60, height: 24))
    }

    @Test func test_TX5_exclusionPathsSplitLinesAsInTextKitOne() {
        let text = String(repeating: "aaaa ", count: 12)
        let path = UIBezierPath(ovalIn: CGRect(x: 30, y: 0, width: 30, height: 30))
        let stack = TextKit2Stack(text, size: CGSize(width: 100, height: 1000))
        stack.container.exclusionPaths = [path]
        let tk1 = TextKitStack(text, sizes: [CGSize(width: 100, height: 1000)])
        tk1.container.exclusionPaths = [path]
        let lines = stack.fragments.flatMap(\.textLineFragments)
        #expect(lines.map(\.characterRange) == tk1.fragments.map(\.glyphs))
        #expect(lines.map(\.typographicBounds) == tk1.fragments.map(\.used))
        #expect(lines.count == tk1.fragments.count && lines.count > 4)
        // No line meets the circle; the first lines stop before its middle, the ones below it do not.
        for line in lines {
            for step in 0...20 {
                let bounds = line.typographicBounds
                #expect(!path.contains(CGPoint(x: bounds.minX + bounds.width * CGFloat(step) / 20, y: bounds.midY)))
            }
        }
        #expect(lines[0].typographicBounds.maxX <= 45 && lines.last!.typographicBounds.minY >= 30)
    }

    @Test func test_TX6_theDelegateMakesEachFragmentInDocumentOrder() {
        let stack = TextKit2Stack("one\ntwo words here\nthree")
        let delegate = FragmentMakingDelegate()
        delegate.content = stack.content
        stack.manager.delegate = delegate
        let fragments = stack.fragments
        #expect(delegate.log == ["fragment 0 \"one\\n\"", "fragment 4 \"two words here\\n\"", "fragment 19 \"three\""])
        #expect(fragments.allSatisfy { $0 is RecordingLayoutFragment })
        #expect(fragments[0].renderingSurfaceBounds == CGRect(x: -4, y: -4, width: 68, height: 20))
        // Asked once per fragment; again after an edit.
        _ = stack.fragments
        #expect(delegate.log.count == 3)
        stack.content.textStorage!.replaceCharacters(in: NSRange(location: 0, length: 3), with: "1")
        _ = stack.fragments
        #expect(delegate.log.suffix(3) == ["fragment 0 \"1\\n\"", "fragment 2 \"two words here\\n\"", "fragment 17 \"three\""])
        // The delegate keeps words together: no break before "cccc".
        let words = TextKit2Stack("aaaa bbbb cccc")
        let keeping = FragmentMakingDelegate()
        keeping.content = words.content
        words.manager.delegate = keeping
        #expect(words.fragments[0].textLineFragments.map(\.characterRange) == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 4)])
        keeping.unbreakableBefore = [10]
        words.manager.invalidateLayout(for: words.manager.documentRange)
        #expect(words.fragments[0].textLineFragments.map(\.characterRange) == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 9)])
    }

    @Test func test_TX7_segmentsSpanTheRangeOnEachLine() {
        let text = "aaaa bbbb cccc\ndd"
        let stack = TextKit2Stack(text)
        let tk1 = TextKitStack(text)
        var standard: [(Int, Int, CGRect, CGFloat)] = []
        stack.manager.enumerateTextSegments(in: stack.range(NSRange(location: 2, length: 10)), type: .standard) { range, rect, baseline, container in
            #expect(container === stack.container)
            standard.append((stack.offset(range!.location), stack.offset(range!.endLocation), rect, baseline))
            return true
        }
        #expect(standard.map(\.0) == [2, 10] && standard.map(\.1) == [10, 12])
        #expect(standard.map(\.2) == [tk1.manager.boundingRect(forGlyphRange: NSRange(location: 2, length: 8), in: tk1.container),
                                      tk1.manager.boundingRect(forGlyphRange: NSRange(location: 10, length: 2), in: tk1.container)])
        #expect(standard[0].2.minX == 16 && standard[1].2 == CGRect(x: 5, y: 12, width: 11, height: 12))
        #expect(abs(standard[1].3 - 9.52) < 1e-9)
        // Selection segments extended at the head and tail reach the line fragments' edges.
        var selection: [CGRect] = []
        stack.manager.enumerateTextSegments(in: stack.range(NSRange(location: 2, length: 10)), type: .selection,
                                            options: [.headSegmentExtended, .tailSegmentExtended, .rangeNotRequired]) { range, rect, _, _ in
            #expect(range == nil)
            selection.append(rect)
            return true
        }
        #expect(selection == [CGRect(x: 16, y: 0, width: 44, height: 12), CGRect(x: 0, y: 12, width: 16, height: 12)])
        // An empty range is a caret; the block can stop early.
        var caret: [CGRect] = []
        stack.manager.enumerateTextSegments(in: stack.range(NSRange(location: 11, length: 0)), type: .standard) { _, rect, _, _ in
            caret.append(rect)
            return true
        }
        #expect(caret == [CGRect(x: 10.5, y: 12, width: 0, height: 12)])
        var count = 0
        stack.manager.enumerateTextSegments(in: stack.manager.documentRange, type: .highlight) { _, _, _, _ in count += 1; return false }
        #expect(count == 1)
    }

    @Test func test_TX8_theViewportLaysOutTheFragmentsItShows() {
        let stack = TextKit2Stack("one\ntwo\nthree\nfour\nfive")
        let delegate = ViewportRecorder()
        delegate.bounds = CGRect(x: 0, y: 13, width: 60, height: 20)
        let controller = stack.manager.textViewportLayoutController
        #expect(controller === stack.manager.textViewportLayoutController && controller.textLayoutManager === stack.manager)
        controller.delegate = delegate
        controller.layoutViewport()
        #expect(delegate.log == ["will", "configure 4 (0.0, 12.0, 60.0, 12.0)", "configure 8 (0.0, 24.0, 60.0, 12.0)", "did"])
        #expect(controller.viewportBounds == CGRect(x: 0, y: 13, width: 60, height: 20))
        #expect(controller.viewportRange.map { [stack.offset($0.location), stack.offset($0.endLocation)] } == [4, 14])
    }
}

/// Records a viewport controller's delegate calls.
final class ViewportRecorder: NSTextViewportLayoutControllerDelegate {
    var bounds = CGRect.zero
    var log: [String] = []

    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect { bounds }

    func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController,
                                      configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment) {
        let manager = textViewportLayoutController.textLayoutManager!
        let offset = manager.textContentManager!.offset(from: manager.documentRange.location, to: textLayoutFragment.rangeInElement.location)
        let frame = textLayoutFragment.layoutFragmentFrame
        log.append("configure \(offset) (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))")
    }

    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) { log.append("will") }
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) { log.append("did") }
}

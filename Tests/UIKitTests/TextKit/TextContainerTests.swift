import Foundation
import Testing
@_spi(Rendering) import UIKit

/// The apps' shaped container: each line starts further right, by its own top, and every
/// proposal is recorded.
final class StaircaseContainer: NSTextContainer {
    var proposals: [(rect: CGRect, characterIndex: Int)] = []

    override func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                                   writingDirection baseWritingDirection: NSWritingDirection,
                                   remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        proposals.append((proposedRect, characterIndex))
        var rect = super.lineFragmentRect(forProposedRect: proposedRect, at: characterIndex, writingDirection: baseWritingDirection,
                                          remaining: remainingRect)
        rect.origin.x += proposedRect.minY
        rect.size.width -= proposedRect.minY
        return rect
    }
}

/// TK10–TK13: text containers' regions, shapes and limits.
@MainActor
@Suite(.uikit) struct TextContainerTests {
    init() { _ = freshUIKit() }

    @Test func test_TK10_aContainerPadsItsLinesAndRelaysOutWhenResized() {
        let container = NSTextContainer(size: CGSize(width: 60, height: 1000))
        #expect(container.lineFragmentPadding == 5 && container.maximumNumberOfLines == 0 && container.lineBreakMode == .byWordWrapping)
        #expect(container.exclusionPaths.isEmpty && !container.widthTracksTextView && !container.heightTracksTextView)
        #expect(container.isSimpleRectangularTextContainer && container.layoutOrientation == .horizontal)
        #expect(NSTextContainer().size == .zero && container.layoutManager == nil)
        let stack = TextKitStack("aaaa bbbb cccc", containers: [container])
        #expect(stack.fragments.map(\.glyphs) == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 4)])
        container.size = CGSize(width: 100, height: 1000)
        #expect(stack.fragments.map(\.glyphs) == [NSRange(location: 0, length: 14)])
        container.lineFragmentPadding = 0
        #expect(stack.manager.location(forGlyphAt: 1).x == 5.5)
        #expect(stack.manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil) == CGRect(x: 0, y: 0, width: 77, height: 12))
        // Lines below the container's height find no room.
        container.size = CGSize(width: 30, height: 30)
        #expect(stack.manager.glyphRange(for: container) == NSRange(location: 0, length: 10))
        #expect(stack.manager.firstUnlaidGlyphIndex() == 10 && stack.manager.lineFragmentRect(forGlyphAt: 11, effectiveRange: nil) == .zero)
    }

    @Test func test_TK11_linesFlowAroundExclusionPathsOnBothSides() {
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 40, y: 0, width: 20, height: 12))]
        #expect(!container.isSimpleRectangularTextContainer)
        var remaining = CGRect.zero
        let proposed = CGRect(x: 0, y: 0, width: 100, height: 12)
        #expect(container.lineFragmentRect(forProposedRect: proposed, at: 0, writingDirection: .leftToRight, remaining: &remaining)
            == CGRect(x: 0, y: 0, width: 40, height: 12))
        #expect(remaining == CGRect(x: 60, y: 0, width: 40, height: 12))
        #expect(container.lineFragmentRect(forProposedRect: proposed, at: 0, writingDirection: .rightToLeft, remaining: &remaining)
            == CGRect(x: 60, y: 0, width: 40, height: 12))
        #expect(remaining == CGRect(x: 0, y: 0, width: 40, height: 12))
        // A line below the path is whole; one past the bottom finds no room.
        #expect(container.lineFragmentRect(forProposedRect: CGRect(x: 0, y: 12, width: 100, height: 12), at: 0, writingDirection: .leftToRight,
                                           remaining: &remaining) == CGRect(x: 0, y: 12, width: 100, height: 12) && remaining == .zero)
        #expect(container.lineFragmentRect(forProposedRect: CGRect(x: 0, y: 95, width: 100, height: 12), at: 0, writingDirection: .leftToRight,
                                           remaining: nil) == .zero)
        // The first line's text goes left of the path, then right of it, then on below.
        let stack = TextKitStack("aaaa bbbb cccc dddd", containers: [container])
        #expect(stack.fragments.map(\.rect) == [CGRect(x: 0, y: 0, width: 40, height: 12), CGRect(x: 60, y: 0, width: 40, height: 12),
                                                 CGRect(x: 0, y: 12, width: 100, height: 12)])
        #expect(stack.fragments.map(\.glyphs) == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 5),
                                                   NSRange(location: 10, length: 9)])
        // A slanted edge: each line is cut where the path is within the line's height.
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 60, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 60))
        triangle.close()
        container.exclusionPaths = [triangle]
        stack.storage.replaceCharacters(in: NSRange(location: 0, length: stack.storage.length), with: String(repeating: "aaaa ", count: 12))
        let lines = stack.fragments.prefix(6).map(\.rect)
        #expect(lines == [CGRect(x: 60, y: 0, width: 40, height: 12), CGRect(x: 48, y: 12, width: 52, height: 12),
                          CGRect(x: 36, y: 24, width: 64, height: 12), CGRect(x: 24, y: 36, width: 76, height: 12),
                          CGRect(x: 12, y: 48, width: 88, height: 12), CGRect(x: 0, y: 60, width: 100, height: 12)])
    }

    @Test func test_TK12_aContainerSubclassShapesEveryLine() {
        let container = StaircaseContainer(size: CGSize(width: 60, height: 1000))
        #expect(!container.isSimpleRectangularTextContainer)
        let stack = TextKitStack("aaaa bbbb cccc dddd", containers: [container])
        #expect(stack.fragments.map(\.rect) == [CGRect(x: 0, y: 0, width: 60, height: 12), CGRect(x: 12, y: 12, width: 48, height: 12),
                                                 CGRect(x: 24, y: 24, width: 36, height: 12)])
        #expect(stack.fragments.map(\.glyphs) == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 5),
                                                   NSRange(location: 15, length: 4)])
        #expect(container.proposals.map(\.rect) == [CGRect(x: 0, y: 0, width: 60, height: 12), CGRect(x: 0, y: 12, width: 60, height: 12),
                                                     CGRect(x: 0, y: 24, width: 60, height: 12)])
        #expect(container.proposals.map(\.characterIndex) == [0, 10, 15])
        #expect(isClose(stack.manager.location(forGlyphAt: 10), CGPoint(x: 5, y: 9.52)))
    }

    @Test func test_TK13_theLastLineOfAContainerIsCutAsItsModeSays() {
        let limited = TextKitStack("aaaa bbbb cccc")
        limited.container.maximumNumberOfLines = 1
        // Wrapping: the rest finds no container.
        #expect(limited.manager.glyphRange(for: limited.container) == NSRange(location: 0, length: 10))
        #expect(limited.manager.firstUnlaidGlyphIndex() == 10 && limited.manager.textContainer(forGlyphAt: 12, effectiveRange: nil) == nil)
        // Truncating the tail: the line holds the rest, hidden after "aaaa bbb" and an ellipsis.
        limited.container.lineBreakMode = .byTruncatingTail
        var line = NSRange()
        #expect(limited.manager.lineFragmentRect(forGlyphAt: 12, effectiveRange: &line) == CGRect(x: 0, y: 0, width: 60, height: 12))
        #expect(line == NSRange(location: 0, length: 14) && limited.manager.firstUnlaidGlyphIndex() == 14)
        #expect(limited.manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0) == NSRange(location: 8, length: 6))
        #expect(limited.manager.notShownAttribute(forGlyphAt: 9) && !limited.manager.notShownAttribute(forGlyphAt: 7))
        #expect(limited.manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil) == CGRect(x: 0, y: 0, width: 59.5, height: 12))
        let text = drawnTexts(recordedDrawing {
            limited.manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 14), at: .zero)
        })
        #expect(text.map(\.string.string) == ["aaaa bbb", "\u{2026}"])
        #expect(isClose(text[1].point, CGPoint(x: 49, y: 0)))
        // A container too short for a second line cuts its only line; here at the head.
        let short = TextKitStack("aaaa bbbb cccc", sizes: [CGSize(width: 60, height: 12)])
        short.container.lineBreakMode = .byTruncatingHead
        #expect(short.manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0) == NSRange(location: 0, length: 6))
        #expect(short.manager.location(forGlyphAt: 6).x == 10.5 && short.manager.location(forGlyphAt: 2).x == 5)
    }
}

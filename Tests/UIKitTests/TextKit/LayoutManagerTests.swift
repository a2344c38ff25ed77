import Foundation
import Testing
@_spi(Rendering) import UIKit

/// Records what a layout manager delegate hears, and shapes lines when asked to.
final class RecordingLayoutDelegate: NSLayoutManagerDelegate {
    var log: [String] = []
    var lineSpacing: CGFloat?
    var spacingBefore: CGFloat?
    var spacingAfter: CGFloat?
    var deniedWordBreaks: Set<Int> = []
    var growsFragments = false
    var addsContainerWhenOutOfRoom: CGSize?

    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { log.append("invalidated") }

    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {
        let name = textContainer.flatMap { container in layoutManager.textContainers.firstIndex { $0 === container } }.map(String.init) ?? "nil"
        log.append("completed \(name) \(layoutFinishedFlag)")
        if textContainer == nil, let size = addsContainerWhenOutOfRoom { layoutManager.addTextContainer(NSTextContainer(size: size)) }
    }

    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        guard let lineSpacing else { return 0 }
        log.append("lineSpacing \(glyphIndex)")
        return lineSpacing
    }

    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        spacingBefore ?? 0
    }

    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        spacingAfter ?? 0
    }

    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool {
        !deniedWordBreaks.contains(charIndex)
    }

    func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                       lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                       in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool {
        guard growsFragments else { return false }
        lineFragmentRect.pointee.size.height += 10
        lineFragmentUsedRect.pointee.size.height += 10
        baselineOffset.pointee += 2
        return true
    }
}

/// A layout manager drawing a frame around its glyphs, over what it draws normally, and
/// recording the background rectangles it fills.
final class FramingLayoutManager: NSLayoutManager {
    var filled: [(rects: [CGRect], characters: NSRange)] = []

    override func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        super.drawGlyphs(forGlyphRange: glyphsToShow, at: origin)
        guard let container = textContainer(forGlyphAt: glyphsToShow.location, effectiveRange: nil) else { return }
        UIGraphicsGetCurrentContext()?.stroke(boundingRect(forGlyphRange: glyphsToShow, in: container).offsetBy(dx: origin.x, dy: origin.y))
    }

    override func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int,
                                          forCharacterRange charRange: NSRange, color: UIColor) {
        filled.append((Array(UnsafeBufferPointer(start: rectArray, count: rectCount)), charRange))
        super.fillBackgroundRectArray(rectArray, count: rectCount, forCharacterRange: charRange, color: color)
    }
}

/// TK7–TK9, TK14–TK17, TK19: laying out, asking where glyphs are, and drawing them.
@MainActor
@Suite(.uikit) struct LayoutManagerTests {
    init() { _ = freshUIKit() }

    @Test func test_TK9_lineFragmentsSpanTheContainerAndUsedRectsTheirText() {
        let stack = TextKitStack("aaaa bbbb cccc")
        var line = NSRange()
        // 50 points between the paddings: nine characters, the space after them hanging.
        #expect(stack.manager.lineFragmentRect(forGlyphAt: 3, effectiveRange: &line) == CGRect(x: 0, y: 0, width: 60, height: 12))
        #expect(line == NSRange(location: 0, length: 10))
        #expect(isClose(stack.manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil), CGRect(x: 0, y: 0, width: 59.5, height: 12)))
        #expect(stack.manager.lineFragmentRect(forGlyphAt: 10, effectiveRange: &line) == CGRect(x: 0, y: 12, width: 60, height: 12))
        #expect(line == NSRange(location: 10, length: 4))
        #expect(stack.manager.lineFragmentUsedRect(forGlyphAt: 13, effectiveRange: nil) == CGRect(x: 0, y: 12, width: 32, height: 12))
        #expect(isClose(stack.manager.location(forGlyphAt: 3), CGPoint(x: 21.5, y: 9.52)))
        #expect(isClose(stack.manager.location(forGlyphAt: 10), CGPoint(x: 5, y: 9.52)))
        #expect(isClose(stack.manager.usedRect(for: stack.container), CGRect(x: 0, y: 0, width: 59.5, height: 24)))
        #expect(stack.manager.extraLineFragmentRect == .zero && stack.manager.extraLineFragmentTextContainer == nil)
        // Alignment moves the glyphs inside the fragment; the used rectangle ends after them.
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let middle = TextKitStack("ab", attributes: [.paragraphStyle: centred], sizes: [CGSize(width: 100, height: 100)])
        #expect(isClose(middle.manager.location(forGlyphAt: 0), CGPoint(x: 44.5, y: 9.52)))
        #expect(middle.manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil) == CGRect(x: 0, y: 0, width: 60.5, height: 12))
        // Justified: the spaces inside a line but the paragraph's last share what is left.
        let justified = NSMutableParagraphStyle()
        justified.alignment = .justified
        let spread = TextKitStack("aa bb cc dd", attributes: [.paragraphStyle: justified])
        #expect(spread.manager.location(forGlyphAt: 3).x == 24.5 && spread.manager.location(forGlyphAt: 6).x == 44)
        #expect(spread.manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil).width == 60)
        #expect(spread.manager.location(forGlyphAt: 10).x == 10.5)
        let words = drawnTexts(recordedDrawing { spread.manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 11), at: .zero) })
        #expect(words.map(\.string.string) == ["aa", "bb", "cc", "dd"] && words.map(\.point.x) == [5, 24.5, 44, 5])
    }

    @Test func test_TK9_spacingGoesInTheFragmentParagraphSpacingNotInTheUsedRect() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 3
        style.paragraphSpacing = 4
        style.paragraphSpacingBefore = 2
        let stack = TextKitStack("aa\nbb", attributes: [.paragraphStyle: style], sizes: [CGSize(width: 100, height: 100)])
        #expect(stack.fragments.map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 21), CGRect(x: 0, y: 21, width: 100, height: 17)])
        #expect(stack.fragments.map(\.used) == [CGRect(x: 0, y: 2, width: 21, height: 15), CGRect(x: 0, y: 23, width: 21, height: 15)])
        #expect(stack.fragments.map(\.glyphs) == [NSRange(location: 0, length: 3), NSRange(location: 3, length: 2)])
        #expect(isClose(stack.manager.location(forGlyphAt: 3), CGPoint(x: 5, y: 11.52)))
        #expect(stack.manager.usedRect(for: stack.container) == CGRect(x: 0, y: 2, width: 21, height: 36))
        // Text ending with a newline, or no text, has an empty last line twice the padding wide.
        let ended = TextKitStack("ab\n", sizes: [CGSize(width: 100, height: 100)])
        #expect(ended.manager.extraLineFragmentRect == CGRect(x: 0, y: 12, width: 100, height: 12))
        #expect(ended.manager.extraLineFragmentUsedRect == CGRect(x: 0, y: 12, width: 10, height: 12))
        #expect(ended.manager.extraLineFragmentTextContainer === ended.container)
        #expect(ended.manager.usedRect(for: ended.container) == CGRect(x: 0, y: 0, width: 21, height: 24))
        let empty = TextKitStack("", sizes: [CGSize(width: 100, height: 100)])
        // Without text or attributes: Helvetica 12's 15-point line.
        #expect(empty.manager.extraLineFragmentRect == CGRect(x: 0, y: 0, width: 100, height: 15))
        #expect(empty.manager.usedRect(for: empty.container) == CGRect(x: 0, y: 0, width: 10, height: 15))
    }

    @Test func test_TK7_textFlowsThroughTheContainersInOrder() {
        let stack = TextKitStack("aaaa bbbb cccc dddd eeee", sizes: [CGSize(width: 60, height: 24), CGSize(width: 60, height: 100)])
        let (first, second) = (stack.containers[0], stack.containers[1])
        #expect(first.layoutManager === stack.manager && stack.manager.textContainers.count == 2)
        #expect(stack.manager.glyphRange(for: first) == NSRange(location: 0, length: 20))
        #expect(stack.manager.glyphRange(for: second) == NSRange(location: 20, length: 4))
        var range = NSRange()
        #expect(stack.manager.textContainer(forGlyphAt: 22, effectiveRange: &range) === second && range == NSRange(location: 20, length: 4))
        #expect(stack.manager.lineFragmentRect(forGlyphAt: 20, effectiveRange: nil) == CGRect(x: 0, y: 0, width: 60, height: 12))
        // A container inserted before them takes the first line.
        let top = NSTextContainer(size: CGSize(width: 60, height: 12))
        stack.manager.insertTextContainer(top, at: 0)
        #expect(stack.manager.glyphRange(for: top) == NSRange(location: 0, length: 10))
        #expect(stack.manager.glyphRange(for: first) == NSRange(location: 10, length: 14))
        #expect(stack.manager.glyphRange(for: second) == NSRange(location: 24, length: 0))
        stack.manager.removeTextContainer(at: 0)
        #expect(top.layoutManager == nil && stack.manager.glyphRange(for: first) == NSRange(location: 0, length: 20))
        // Text with no container left waits for one added at the end.
        stack.manager.removeTextContainer(at: 1)
        #expect(stack.manager.firstUnlaidGlyphIndex() == 20 && stack.manager.textContainer(forGlyphAt: 21, effectiveRange: nil) == nil)
        stack.manager.addTextContainer(second)
        #expect(stack.manager.glyphRange(for: second) == NSRange(location: 20, length: 4) && stack.manager.firstUnlaidGlyphIndex() == 24)
    }

    @Test func test_TK8_anEditInvalidatesLayoutFromItsParagraph() {
        let stack = TextKitStack("ab\ncd\nef", sizes: [CGSize(width: 100, height: 100)])
        let delegate = RecordingLayoutDelegate()
        stack.manager.delegate = delegate
        #expect(stack.manager.lineFragmentRect(forGlyphAt: 7, effectiveRange: nil) == CGRect(x: 0, y: 24, width: 100, height: 12))
        delegate.log = []
        stack.storage.replaceCharacters(in: NSRange(location: 4, length: 0), with: "\n")
        #expect(delegate.log == ["invalidated"])
        #expect(stack.manager.lineFragmentRect(forGlyphAt: 8, effectiveRange: nil) == CGRect(x: 0, y: 36, width: 100, height: 12))
        #expect(delegate.log == ["invalidated", "completed 0 true"])
        var actual = NSRange()
        stack.manager.invalidateLayout(forCharacterRange: NSRange(location: 4, length: 1), actualCharacterRange: &actual)
        #expect(actual == NSRange(location: 3, length: 2) && delegate.log.last == "invalidated")
    }

    @Test func test_TK14_theDelegateSpacesAndShapesEachLine() {
        let delegate = RecordingLayoutDelegate()
        delegate.lineSpacing = 7
        let spaced = TextKitStack("aaaa bbbb cccc", manager: {
            let manager = NSLayoutManager()
            manager.delegate = delegate
            return manager
        }())
        #expect(spaced.fragments.map(\.rect) == [CGRect(x: 0, y: 0, width: 60, height: 19), CGRect(x: 0, y: 19, width: 60, height: 19)])
        #expect(spaced.fragments[1].used == CGRect(x: 0, y: 19, width: 32, height: 19))
        #expect(delegate.log.filter { $0.hasPrefix("lineSpacing") } == ["lineSpacing 9", "lineSpacing 13"])
        // Paragraph spacing before each paragraph and after each one ending in a separator.
        delegate.lineSpacing = nil
        delegate.spacingBefore = 5
        delegate.spacingAfter = 6
        let paragraphs = TextKitStack("aa\nbb", sizes: [CGSize(width: 100, height: 100)])
        paragraphs.manager.delegate = delegate
        paragraphs.manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 5), actualCharacterRange: nil)
        #expect(paragraphs.fragments.map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 23), CGRect(x: 0, y: 23, width: 100, height: 17)])
        // A refused word break keeps the words together; the hook changes what is stored.
        delegate.spacingBefore = nil
        delegate.spacingAfter = nil
        delegate.deniedWordBreaks = [10]
        delegate.growsFragments = true
        spaced.manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 14), actualCharacterRange: nil)
        #expect(spaced.fragments.map(\.glyphs) == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 9)])
        #expect(spaced.fragments.map(\.rect) == [CGRect(x: 0, y: 0, width: 60, height: 22), CGRect(x: 0, y: 22, width: 60, height: 22)])
        #expect(isClose(spaced.manager.location(forGlyphAt: 5), CGPoint(x: 5, y: 11.52)))
    }

    @Test func test_TK15_layoutCompletesContainerByContainerAndAsksForMore() {
        let delegate = RecordingLayoutDelegate()
        let manager = NSLayoutManager()
        manager.delegate = delegate
        let stack = TextKitStack("aaaa bbbb cccc dddd eeee", sizes: [CGSize(width: 60, height: 24), CGSize(width: 60, height: 100)], manager: manager)
        delegate.log = []
        stack.manager.ensureLayout(for: stack.containers[1])
        #expect(delegate.log == ["completed 0 false", "completed 1 true"])
        // Pages: the delegate adds a container each time they run out.
        delegate.log = []
        delegate.addsContainerWhenOutOfRoom = CGSize(width: 60, height: 12)
        stack.manager.removeTextContainer(at: 1)
        stack.manager.removeTextContainer(at: 0)
        stack.manager.addTextContainer(NSTextContainer(size: CGSize(width: 60, height: 12)))
        delegate.log = []
        _ = stack.manager.glyphRange(for: stack.manager.textContainers[0])
        #expect(delegate.log == ["completed 0 false", "completed nil false", "completed 1 false", "completed nil false", "completed 2 true"])
        #expect(stack.manager.textContainers.map { stack.manager.glyphRange(for: $0) }
            == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 10), NSRange(location: 20, length: 4)])
    }

    @Test func test_TK16_temporaryAttributesFollowEditsAndAreDrawn() {
        let stack = TextKitStack("hello world", sizes: [CGSize(width: 200, height: 100)])
        stack.manager.addTemporaryAttribute(.foregroundColor, value: UIColor.red, forCharacterRange: NSRange(location: 6, length: 5))
        var range = NSRange()
        #expect(stack.manager.temporaryAttribute(.foregroundColor, atCharacterIndex: 7, effectiveRange: &range) as? UIColor == .red)
        #expect(range == NSRange(location: 6, length: 5))
        #expect(stack.manager.temporaryAttributes(atCharacterIndex: 0, effectiveRange: &range).isEmpty && range == NSRange(location: 0, length: 6))
        stack.storage.replaceCharacters(in: NSRange(location: 6, length: 0), with: "big ")
        _ = stack.manager.temporaryAttribute(.foregroundColor, atCharacterIndex: 12, effectiveRange: &range)
        #expect(range == NSRange(location: 10, length: 5))
        stack.manager.removeTemporaryAttribute(.foregroundColor, forCharacterRange: NSRange(location: 10, length: 2))
        #expect(stack.manager.temporaryAttribute(.foregroundColor, atCharacterIndex: 11, effectiveRange: nil) == nil)
        stack.manager.setTemporaryAttributes([.backgroundColor: UIColor.yellow], forCharacterRange: NSRange(location: 0, length: 2))
        let commands = recordedDrawing {
            stack.manager.drawBackground(forGlyphRange: NSRange(location: 0, length: 15), at: .zero)
            stack.manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 15), at: .zero)
        }
        let text = drawnTexts(commands)
        #expect(text.map(\.string.string) == ["hello big world"])
        #expect(text[0].string.attribute(.foregroundColor, at: 13, effectiveRange: nil) as? UIColor == .red)
        #expect(text[0].string.attribute(.foregroundColor, at: 11, effectiveRange: nil) == nil)
        #expect(filledRects(commands) == [CGRect(x: 5, y: 0, width: 11, height: 12)])
    }

    @Test func test_TK17_glyphsAndBackgroundsAreDrawnWhereTheyWereLaidOut() {
        let manager = FramingLayoutManager()
        let stack = TextKitStack("aaaa bbbb cccc", manager: manager)
        stack.storage.addAttribute(.backgroundColor, value: UIColor.yellow, range: NSRange(location: 8, length: 4))
        let commands = recordedDrawing {
            stack.manager.drawBackground(forGlyphRange: NSRange(location: 0, length: 14), at: CGPoint(x: 10, y: 20))
            stack.manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 14), at: CGPoint(x: 10, y: 20))
        }
        // Each line's glyphs from its top-left corner, without the background they had.
        let text = drawnTexts(commands)
        #expect(text.map(\.string.string) == ["aaaa bbbb ", "cccc"])
        #expect(isClose(text[0].point, CGPoint(x: 15, y: 20)) && isClose(text[1].point, CGPoint(x: 15, y: 32)))
        #expect(text[0].string.attribute(.backgroundColor, at: 8, effectiveRange: nil) == nil)
        // The background over the end of one line and the start of the next: one rectangle a line.
        #expect(manager.filled.count == 1 && manager.filled[0].characters == NSRange(location: 8, length: 4))
        #expect(manager.filled[0].rects == [CGRect(x: 59, y: 20, width: 11, height: 12), CGRect(x: 15, y: 32, width: 11, height: 12)])
        // The subclass's frame, drawn after the glyphs.
        guard case let .strokePath(path)? = commands.last(where: { if case .strokePath = $0 { true } else { false } }) else {
            Issue.record("no frame stroked")
            return
        }
        #expect(path.boundingBox == CGRect(x: 15, y: 20, width: 55, height: 24))
    }

    @Test func test_TK19_glyphsAreFoundByPointAndBoxedByRange() {
        let stack = TextKitStack("aaaa bbbb cccc")
        let (manager, container) = (stack.manager, stack.container)
        #expect(isClose(manager.boundingRect(forGlyphRange: NSRange(location: 2, length: 3), in: container), CGRect(x: 16, y: 0, width: 16.5, height: 12)))
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 8, length: 4), in: container) == CGRect(x: 5, y: 0, width: 55, height: 24))
        #expect(isClose(manager.boundingRect(forGlyphRange: NSRange(location: 3, length: 0), in: container), CGRect(x: 21.5, y: 0, width: 0, height: 12)))
        var fraction: CGFloat = -1
        #expect(manager.glyphIndex(for: CGPoint(x: 24, y: 5), in: container, fractionOfDistanceThroughGlyph: &fraction) == 3)
        #expect(abs(fraction - 2.5 / 5.5) < 1e-9)
        #expect(manager.glyphIndex(for: CGPoint(x: 2, y: 15), in: container, fractionOfDistanceThroughGlyph: &fraction) == 10 && fraction == 0)
        #expect(manager.glyphIndex(for: CGPoint(x: 59, y: 18), in: container, fractionOfDistanceThroughGlyph: &fraction) == 13 && fraction == 1)
        #expect(manager.glyphIndex(for: CGPoint(x: 30, y: 500), in: container) == 14 - 1)
        #expect(manager.characterIndex(for: CGPoint(x: 7, y: 14), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 10)
        var rects: [CGRect] = []
        manager.enumerateEnclosingRects(forGlyphRange: NSRange(location: 8, length: 4), withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0),
                                        in: container) { rect, _ in rects.append(rect) }
        #expect(rects == [CGRect(x: 49, y: 0, width: 11, height: 12), CGRect(x: 5, y: 12, width: 11, height: 12)])
        var lines: [NSRange] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 5, length: 7)) { _, _, found, glyphs, _ in
            #expect(found === container)
            lines.append(glyphs)
        }
        #expect(lines == [NSRange(location: 0, length: 10), NSRange(location: 10, length: 4)])
        #expect(manager.glyphRange(forBoundingRect: CGRect(x: 0, y: 13, width: 10, height: 5), in: container) == NSRange(location: 10, length: 4))
    }
}

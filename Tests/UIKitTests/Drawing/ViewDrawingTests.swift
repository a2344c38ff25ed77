import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// `draw(_:)` and `setNeedsDisplay`: when UIKit draws a view, how often, with which clip
/// and traits (G1, G2, G9).
@MainActor
@Suite(.uikit) struct ViewDrawingTests {
    init() { _ = freshUIKit() }

    @Test func test_G1_aViewDrawsWhenFirstShownAfterLayoutInTheSameTurn() {
        let view = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        drainMainRunLoop()
        #expect(view.log.isEmpty)  // not in a window: nothing draws
        let window = windowShowing(view)
        #expect(view.log.isEmpty)  // deferred to the display pass
        drainMainRunLoop()
        #expect(view.log == ["layoutSubviews", "draw 0,0 100×50"])
        #expect(view.layer.contents != nil)
        _ = window
    }

    @Test func test_G1_setNeedsDisplayCoalescesIntoOneDrawInTheNextPass() {
        let view = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let window = windowShowing(view)
        drainMainRunLoop()
        view.log.removeAll()
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.layer.setNeedsDisplay()
        #expect(view.layer.needsDisplay() && view.log.isEmpty)
        drainMainRunLoop()
        #expect(view.log == ["draw 0,0 100×50"])
        #expect(!view.layer.needsDisplay())
        drainMainRunLoop()
        #expect(view.log.count == 1)  // nothing more without a new mark
        _ = window
    }

    @Test func test_G1_aMarkedViewOutsideAWindowDrawsWhenItEntersOne() {
        let view = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.setNeedsDisplay()
        drainMainRunLoop()
        #expect(view.log.isEmpty)
        let window = windowShowing(view)
        drainMainRunLoop()
        #expect(view.log == ["layoutSubviews", "draw 0,0 40×40"])
        _ = window
    }

    @Test func test_G1_onlyRedrawContentModeRedrawsWhenTheSizeChanges() {
        let stretched = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let redrawn = LoggingDrawView(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
        redrawn.contentMode = .redraw
        let window = windowShowing(stretched)
        window.rootViewController!.view.addSubview(redrawn)
        drainMainRunLoop()
        stretched.log.removeAll(); redrawn.log.removeAll()
        stretched.frame.size = CGSize(width: 80, height: 40)
        redrawn.frame.size = CGSize(width: 80, height: 40)
        redrawn.frame.origin = CGPoint(x: 10, y: 60)  // moving alone never redraws
        drainMainRunLoop()
        #expect(stretched.log == ["layoutSubviews"])
        #expect(redrawn.log == ["layoutSubviews", "draw 0,0 80×40"])
        // The stretched view keeps the drawing recorded at its old size.
        #expect((stretched.layer.contents as? DisplayList)?.size == CGSize(width: 40, height: 40))
        #expect((redrawn.layer.contents as? DisplayList)?.size == CGSize(width: 80, height: 40))
    }

    @Test func test_G2_partialInvalidationsDrawTheirUnionClippedToIt() {
        let view = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = windowShowing(view)
        drainMainRunLoop()
        view.log.removeAll()
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 50, y: 30, width: 20, height: 5))
        drainMainRunLoop()
        #expect(view.log == ["draw 10,10 60×25"])
        #expect(view.clipDuringDraw == CGRect(x: 10, y: 10, width: 60, height: 25))
        // The earlier drawing stays under the redrawn part.
        let drawing = try! #require(view.layer.contents as? DisplayList)
        #expect(drawing.paintedPaths.count == 2)
        // A whole-view mark after a partial one draws everything.
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        view.setNeedsDisplay()
        drainMainRunLoop()
        #expect(view.log.last == "draw 0,0 100×100")
        _ = window
    }

    @Test func test_G9_drawingSeesTheViewsTraitsAndResolvesDynamicColoursWithThem() throws {
        let view = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.overrideUserInterfaceStyle = .dark
        let window = windowShowing(view)
        drainMainRunLoop()
        #expect(view.styleDuringDraw == .dark)
        let drawing = try #require(view.layer.contents as? DisplayList)
        #expect(drawing.commands.contains(.setFillColor(CGColor(gray: 0, alpha: 1))))  // systemBackground in dark mode: black
        // Back in light mode, a redraw resolves white.
        view.overrideUserInterfaceStyle = .light
        view.setNeedsDisplay()
        drainMainRunLoop()
        let light = try #require(view.layer.contents as? DisplayList)
        #expect(light.commands.contains(.setFillColor(CGColor(gray: 1, alpha: 1))))
        _ = window
    }

    @Test func test_G9_aChangeOfAppearanceRedrawsOnlyViewsThatDrew() {
        let view = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = windowShowing(view)
        drainMainRunLoop()
        view.log.removeAll()
        window.overrideUserInterfaceStyle = .dark
        drainMainRunLoop()
        #expect(view.log == ["draw 0,0 10×10"] && view.styleDuringDraw == .dark)
        window.traitOverrides.horizontalSizeClass = .regular  // not a colour trait: no redraw
        drainMainRunLoop()
        #expect(view.log.count == 1)
        #expect(UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!UITraitCollection(horizontalSizeClass: .regular).hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    }

    @Test func test_G1_aViewThatDoesNotDrawHasNoContents() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .red
        let window = windowShowing(plain)
        drainMainRunLoop()
        #expect(plain.layer.contents == nil)
        plain.setNeedsDisplay()
        drainMainRunLoop()
        #expect(plain.layer.contents == nil && !plain.layer.needsDisplay())
        _ = window
    }

    @Test func test_G1_aRunLoopTurnReportsItsDisplayPass() {
        let view = LoggingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = windowShowing(view)
        drainMainRunLoop()
        var turns: [UIKitTurn] = []
        let token = UIKitActivityObservers.add { if case let .turnEnded(turn) = $0 { turns.append(turn) } }
        defer { UIKitActivityObservers.remove(token) }
        view.setNeedsDisplay()
        drainMainRunLoop()
        #expect(turns.map(\.ranDisplayPass) == [true])
        _ = window
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A scroll view that lets drags take touches from controls too, and keeps touches from
/// views tagged 7.
@MainActor
final class PickyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { view.tag != 7 }
}

/// A control writing down the touches it gets.
@MainActor
final class ControlLog: UIControl {
    var events: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began"); super.touchesBegan(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled"); super.touchesCancelled(touches, with: event) }
}

/// The content's touches under a scroll view: held back until the finger is seen not to
/// drag (delaysContentTouches), taken by a drag (canCancelContentTouches,
/// touchesShouldCancel(in:)), kept from the content (touchesShouldBegin).
@MainActor
@Suite(.uikit) struct ScrollViewContentTouchesTests {
    let clock: VirtualClock
    let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))

    init() { clock = freshUIKit() }

    private func host(_ scrollView: UIScrollView = UIScrollView(), _ view: UIView? = nil) -> UIScrollView {
        scrollView.frame = CGRect(x: 20, y: 100, width: 300, height: 400)
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        scrollView.addSubview(view ?? content)
        _ = hostInWindow(scrollView)
        return scrollView
    }

    private func middle(_ scrollView: UIScrollView) -> CGPoint { windowPoint(scrollView, CGPoint(x: 150, y: 200)) }

    @Test func test_SV12_aTapReachesTheContentAsTheFingerLifts() {
        let scrollView = host()
        let finger = SimulatedTouch(at: middle(scrollView), in: scrollView.window!)
        #expect(content.events.isEmpty)
        finger.lift()
        #expect(content.events == ["began", "ended"])
    }

    // SV13: a drag takes the touch the content began tracking (touchesCancelled).
    @Test func test_SV12_SV13_aTouchHeldPastTheDelayBeginsThenADragCancelsIt() {
        let scrollView = host()
        let start = middle(scrollView)
        let finger = SimulatedTouch(at: start, in: scrollView.window!)
        clock.advance(by: 0.15)
        #expect(content.events == ["began"])
        finger.move(to: CGPoint(x: start.x, y: start.y - 50), steps: 5)  // the pan begins at the second move (20 pt)
        #expect(content.events == ["began", "moved", "cancelled"])
        #expect(scrollView.isDragging && scrollView.contentOffset == CGPoint(x: 0, y: 30))
        finger.lift()
        #expect(content.events == ["began", "moved", "cancelled"])
    }

    @Test func test_SV12_aQuickDragNeverReachesTheContent() {
        let scrollView = host()
        drag(scrollView, by: CGPoint(x: 0, y: -100), rest: 0.2)
        #expect(content.events.isEmpty && scrollView.contentOffset == CGPoint(x: 0, y: 100))
        clock.advance(by: 1)
        #expect(content.events.isEmpty)
    }

    @Test func test_SV12_withoutTheDelayTheContentGetsTheTouchAtOnce() {
        let scrollView = host()
        scrollView.delaysContentTouches = false
        let finger = SimulatedTouch(at: middle(scrollView), in: scrollView.window!)
        #expect(content.events == ["began"])
        finger.lift()
        #expect(content.events == ["began", "ended"])
    }

    @Test func test_SV12_touchesShouldBeginKeepsTheTouchFromTheContent() {
        content.tag = 7
        let scrollView = host(PickyScrollView())
        tap(at: middle(scrollView), in: scrollView.window!)
        #expect(content.events.isEmpty)
        content.tag = 0
        tap(at: middle(scrollView), in: scrollView.window!)
        #expect(content.events == ["began", "ended"])
    }

    @Test func test_SV13_aScrollViewThatCannotCancelLeavesTheTouchToTheContent() {
        let scrollView = host()
        scrollView.canCancelContentTouches = false
        let start = middle(scrollView)
        let finger = SimulatedTouch(at: start, in: scrollView.window!)
        clock.advance(by: 0.2)
        finger.move(to: CGPoint(x: start.x, y: start.y - 50), steps: 5)
        finger.lift()
        #expect(content.events == ["began", "moved", "moved", "moved", "moved", "moved", "ended"])
        #expect(scrollView.contentOffset == .zero && !scrollView.isDragging)
    }

    @Test func test_SV13_aControlKeepsItsTouchUnlessTheScrollViewSaysOtherwise() {
        let control = ControlLog(frame: CGRect(x: 0, y: 0, width: 300, height: 2000))
        let scrollView = host(UIScrollView(), control)
        #expect(scrollView.touchesShouldCancel(in: control) == false && scrollView.touchesShouldCancel(in: content) == true)
        let start = middle(scrollView)
        var finger = SimulatedTouch(at: start, in: scrollView.window!)
        clock.advance(by: 0.2)
        finger.move(to: CGPoint(x: start.x, y: start.y - 50), steps: 5)
        finger.lift()
        #expect(control.events == ["began"] && scrollView.contentOffset == .zero)
        // A quick drag takes the touch before the control has it.
        drag(scrollView, by: CGPoint(x: 0, y: -60), rest: 0.2)
        #expect(control.events == ["began"] && scrollView.contentOffset == CGPoint(x: 0, y: 60))
        // A scroll view whose touchesShouldCancel(in:) says yes takes it from the control.
        let picky = host(PickyScrollView(), control)
        control.events = []
        let top = middle(picky)
        finger = SimulatedTouch(at: top, in: picky.window!)
        clock.advance(by: 0.2)
        finger.move(to: CGPoint(x: top.x, y: top.y - 50), steps: 5)
        finger.lift()
        #expect(control.events == ["began", "cancelled"] && picky.contentOffset.y == 30)
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A scroll view delegate writing down each call with the scroll view's state flags.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []
    /// Replaces the target of `scrollViewWillEndDragging` when set.
    var newTarget: CGPoint?
    private(set) var velocity: CGPoint?
    private(set) var proposedTarget: CGPoint?

    private func flags(_ scrollView: UIScrollView) -> String {
        "t\(scrollView.isTracking ? 1 : 0)d\(scrollView.isDragging ? 1 : 0)D\(scrollView.isDecelerating ? 1 : 0)"
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging \(flags(scrollView))") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
        events.append("willEndDragging \(flags(scrollView))")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate) \(flags(scrollView))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating \(flags(scrollView))") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating \(flags(scrollView))") }

    /// The events with runs of "scroll" counted: "scroll×3".
    var compact: [String] {
        var result: [String] = []
        for event in events {
            if event == "scroll", let last = result.last, last.hasPrefix("scroll") {
                let count = last == "scroll" ? 1 : Int(last.dropFirst("scroll×".count)) ?? 1
                result[result.count - 1] = "scroll×\(count + 1)"
            } else {
                result.append(event)
            }
        }
        return result
    }
}

/// A view writing down the touches it gets.
@MainActor
final class TouchLog: UIView {
    var events: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}

/// Whether two values are equal but for rounding.
private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

/// The scroll view's pan: dragging, the delegate's calls in UIKit's order, the state flags,
/// deceleration, paging and bouncing on the virtual clock.
@MainActor
@Suite(.uikit) struct ScrollViewDraggingTests {
    let clock: VirtualClock
    let scrollView = UIScrollView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))
    let recorder = ScrollRecorder()

    init() {
        clock = freshUIKit()
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        scrollView.delegate = recorder
        _ = hostInWindow(scrollView)
    }

    private var window: UIWindow { scrollView.window! }
    /// The middle of the scroll view on screen, in window coordinates (wherever it scrolled).
    private var middle: CGPoint { CGPoint(x: 170, y: 300) }

    @Test func test_SV1_thePanIsTheScrollViewsOwnWithTheScrollViewAsDelegate() {
        let pan = scrollView.panGestureRecognizer
        #expect(scrollView.gestureRecognizers?.contains { $0 === pan } == true)
        #expect(pan.view === scrollView && pan.delegate === scrollView)
        #expect(pan.minimumNumberOfTouches == 1 && pan.isEnabled)
        #expect(UIScrollView().panGestureRecognizer !== pan)
        #expect(scrollView.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(!scrollView.isDirectionalLockEnabled && !scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    @Test func test_SV1_theScrollViewAndItsPanDoNotKeepEachOtherAlive() {
        weak var weakScrollView: UIScrollView?
        weak var weakPan: UIPanGestureRecognizer?
        do {
            let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            other.contentSize = CGSize(width: 300, height: 2000)
            scrollView.addSubview(other)
            weakScrollView = other
            weakPan = other.panGestureRecognizer
            drag(other, by: CGPoint(x: 0, y: -200))
            #expect(other.isDecelerating)
            other.removeFromSuperview()
        }
        #expect(weakScrollView == nil)
        #expect(weakPan == nil)
        clock.advance(by: 4)  // the deceleration's frames find nothing to move
    }

    // SV3: isTracking from the finger down, isDragging from the pan's beginning.
    // SV4: scrollViewWillBeginDragging once before any scrollViewDidScroll, then one per move.
    @Test func test_SV2_SV3_SV4_theContentFollowsTheFingerPastTheThresholdWithTheFlagsAtEachStep() {
        let finger = SimulatedTouch(at: middle, in: window)
        #expect(scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        finger.move(to: CGPoint(x: middle.x, y: middle.y - 8))
        #expect(scrollView.contentOffset == .zero && recorder.events.isEmpty)  // within the 10-pt threshold
        finger.move(to: CGPoint(x: middle.x, y: middle.y - 12))
        #expect(recorder.events == ["willBeginDragging t1d1D0"] && scrollView.contentOffset == .zero)
        #expect(scrollView.panGestureRecognizer.state == .began)
        finger.move(to: CGPoint(x: middle.x, y: middle.y - 62), steps: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(recorder.events == ["willBeginDragging t1d1D0"] + Array(repeating: "scroll", count: 5))
        #expect(scrollView.isTracking && scrollView.isDragging)
        finger.move(to: CGPoint(x: middle.x + 30, y: middle.y - 62))  // the content is as wide as the view
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    }

    // SV6: the projected target, and the distance left shrinking by the rate every millisecond.
    @Test func test_SV5_SV6_aFlickDeceleratesToItsProjectedTargetInUIKitsOrder() {
        drag(scrollView, by: CGPoint(x: 0, y: -200), duration: 0.25, steps: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        // 20 pt every 25 ms: 0.8 pt/ms, positive as the offset grows.
        let velocity = recorder.velocity ?? .zero
        #expect(velocity.x == 0 && close(velocity.y, 0.8))
        let target = 200 + velocity.y * 0.998 / (1 - 0.998)
        #expect(recorder.proposedTarget.map { $0.x == 0 && close($0.y, target) } == true)
        #expect(recorder.compact == ["willBeginDragging t1d1D0", "scroll×10", "willEndDragging t1d1D0",
                                     "didEndDragging true t1d0D1", "willBeginDecelerating t1d0D1"])
        #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)
        recorder.events = []
        clock.advance(by: 1)
        // The distance left shrinks by 0.998 per millisecond.
        let left = (target - 200) * CGFloat(pow(0.998, 1000.0))
        #expect(close(scrollView.contentOffset.y, target - left, 1))
        #expect(scrollView.isDecelerating && recorder.events.allSatisfy { $0 == "scroll" } && recorder.events.count >= 59)
        clock.advance(by: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: target) || close(scrollView.contentOffset.y, target))
        #expect(recorder.events.last == "didEndDecelerating t0d0D0" && !scrollView.isDecelerating)
        #expect(recorder.events.filter { $0.hasPrefix("didEnd") }.count == 1)
    }

    @Test func test_SV5_aFingerThatRestsBeforeLiftingDoesNotDecelerate() {
        drag(scrollView, by: CGPoint(x: 0, y: -120), rest: 0.2)
        #expect(recorder.velocity == .zero && recorder.proposedTarget == CGPoint(x: 0, y: 120))
        #expect(recorder.compact == ["willBeginDragging t1d1D0", "scroll×10", "willEndDragging t1d1D0", "didEndDragging false t1d0D0"])
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120) && recorder.events.count == 13)
    }

    @Test func test_SV5_theDelegatesTargetIsHonouredWithinTheContent() {
        recorder.newTarget = CGPoint(x: 0, y: 1000)
        drag(scrollView, by: CGPoint(x: 0, y: -100), rest: 0.2)
        #expect(recorder.events.contains("didEndDragging true t1d0D1"))
        clock.advance(by: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000))
        recorder.newTarget = CGPoint(x: 0, y: 5000)  // past the content's end: its last offset
        drag(scrollView, by: CGPoint(x: 0, y: -100), rest: 0.2)
        clock.advance(by: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1600))
    }

    @Test func test_SV6_aFastDecelerationRateStopsSooner() {
        scrollView.decelerationRate = .fast
        drag(scrollView, by: CGPoint(x: 0, y: -200))
        let target = 200 + (recorder.velocity?.y ?? 0) * 0.99 / (1 - 0.99)
        #expect(recorder.proposedTarget.map { close($0.y, target) } == true)
        clock.advance(by: 1)
        #expect(close(scrollView.contentOffset.y, target) && !scrollView.isDecelerating)
    }

    @Test func test_SV7_aFingerDownStopsTheDecelerationWhereItIs() {
        drag(scrollView, by: CGPoint(x: 0, y: -200))
        clock.advance(by: 0.5)
        let stopped = scrollView.contentOffset
        recorder.events = []
        let finger = SimulatedTouch(at: middle, in: window)
        #expect(recorder.events == ["didEndDecelerating t1d0D0"])
        #expect(scrollView.isTracking && !scrollView.isDecelerating)
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == stopped)
        finger.lift()
        #expect(!scrollView.isTracking && recorder.events == ["didEndDecelerating t1d0D0"])
    }

    // SV9: past the edge the content follows the finger by the rubber band.
    @Test func test_SV8_SV9_pastTheTopTheContentFollowsLessThenBouncesBack() {
        drag(scrollView, by: CGPoint(x: 0, y: 100), rest: 0.2)
        // 100 pt past the edge shows (1 − 1 / (100 × 0.55 / 400 + 1)) × 400.
        let shown = (1 - 1 / (100 * 0.55 / 400 + 1)) * 400
        #expect(close(scrollView.contentOffset.y, -shown))
        #expect(recorder.proposedTarget == .zero)
        #expect(Array(recorder.compact.suffix(3)) == ["willEndDragging t1d1D0", "didEndDragging true t1d0D1", "willBeginDecelerating t1d0D1"])
        clock.advance(by: 0.5)
        #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
        #expect(recorder.events.last == "didEndDecelerating t0d0D0")
    }

    @Test func test_SV9_withoutBouncesTheContentStopsAtItsEdge() {
        scrollView.bounces = false
        drag(scrollView, by: CGPoint(x: 0, y: 100), rest: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.events == ["willBeginDragging t1d1D0", "willEndDragging t1d1D0", "didEndDragging false t1d0D0"])
    }

    @Test func test_SV2_contentThatFitsDragsOnlyWhenItAlwaysBounces() {
        scrollView.contentSize = CGSize(width: 300, height: 300)
        drag(scrollView, by: CGPoint(x: 0, y: -100))
        #expect(recorder.events.isEmpty && scrollView.contentOffset == .zero)
        scrollView.alwaysBounceVertical = true
        drag(scrollView, by: CGPoint(x: 0, y: -100), rest: 0.2)
        #expect(scrollView.contentOffset.y > 0 && recorder.events.first == "willBeginDragging t1d1D0")
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func test_SV8_pagingSettlesOnTheNearestPageOrTheNextOneTheWayItWasThrown() {
        scrollView.contentSize = CGSize(width: 1200, height: 400)
        scrollView.isPagingEnabled = true
        // Slowly, less than half a page: back to the first page.
        drag(scrollView, by: CGPoint(x: -100, y: 0), rest: 0.2)
        #expect(recorder.proposedTarget == .zero && recorder.events.contains("didEndDragging true t1d0D1"))
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == .zero)
        // Thrown (0.4 pt/ms): on to the next page.
        drag(scrollView, by: CGPoint(x: -100, y: 0), duration: 0.25)
        #expect(recorder.proposedTarget == CGPoint(x: 300, y: 0))
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
        // However hard it is thrown, one page at most.
        drag(scrollView, by: CGPoint(x: -250, y: 0), duration: 0.05)
        #expect(recorder.proposedTarget == CGPoint(x: 600, y: 0))
        clock.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 600, y: 0) && !scrollView.isDecelerating)
    }

    @Test func test_SV10_aScrollViewThatCannotScrollIgnoresTheFinger() {
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        drag(scrollView, by: CGPoint(x: 0, y: -200))
        #expect(scrollView.contentOffset == .zero && recorder.events.isEmpty && !scrollView.isTracking)
        scrollView.isScrollEnabled = true
        #expect(scrollView.panGestureRecognizer.isEnabled)
    }

    @Test func test_SV11_theDirectionalLockKeepsAMostlyHorizontalDragHorizontal() {
        scrollView.contentSize = CGSize(width: 2000, height: 2000)
        drag(scrollView, by: CGPoint(x: -200, y: -40), rest: 0.2)
        #expect(close(scrollView.contentOffset.x, 200) && close(scrollView.contentOffset.y, 40))
        scrollView.contentOffset = .zero
        scrollView.isDirectionalLockEnabled = true
        drag(scrollView, by: CGPoint(x: -200, y: -40), rest: 0.2)
        #expect(close(scrollView.contentOffset.x, 200) && scrollView.contentOffset.y == 0)
        scrollView.contentOffset = .zero
        drag(scrollView, by: CGPoint(x: -100, y: -100), rest: 0.2)  // diagonal: both axes
        #expect(close(scrollView.contentOffset.x, 100) && close(scrollView.contentOffset.y, 100))
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A scroll view delegate zooming one view and writing down the zooming calls with the
/// scroll view's zoom flags.
@MainActor
final class ZoomRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var zoomView: UIView?
    var scrollsToTop = true

    private func flags(_ scrollView: UIScrollView) -> String {
        "z\(scrollView.isZooming ? 1 : 0)b\(scrollView.isZoomBouncing ? 1 : 0)a\(scrollView.isZoomAnimating ? 1 : 0)"
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll") }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("willBeginZooming \(view === zoomView) \(flags(scrollView))")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("zoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming \(view === zoomView) \(scale) \(flags(scrollView))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { events.append("shouldScrollToTop"); return scrollsToTop }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }

    /// The events with runs of "scroll" and "zoom" each counted as one: "scroll+", "zoom+".
    var compact: [String] {
        var result: [String] = []
        for event in events {
            let name = event == "scroll" || event == "zoom" ? event + "+" : event
            if name.hasSuffix("+"), result.last == name { continue }
            result.append(name)
        }
        return result
    }
}

/// Whether two values are equal but for rounding.
private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

/// Zooming: the view for zooming scaled, the content size and offset following it, the
/// delegate's calls in UIKit's order, the pinch and its spring back on the virtual clock.
@MainActor
@Suite(.uikit) struct ScrollViewZoomingTests {
    let clock: VirtualClock
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
    let recorder = ZoomRecorder()

    init() {
        clock = freshUIKit()
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        recorder.zoomView = image
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        _ = hostInWindow(scrollView)
    }

    @Test func test_ZM1_zoomScalesDefaultToOneAndNothingZoomsWithoutAViewForZooming() {
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(plain.minimumZoomScale == 1 && plain.maximumZoomScale == 1 && plain.zoomScale == 1)
        #expect(plain.bouncesZoom && !plain.isZooming && !plain.isZoomBouncing && !plain.isZoomAnimating)
        #expect(plain.pinchGestureRecognizer == nil)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.addSubview(content)
        plain.maximumZoomScale = 4
        plain.zoomScale = 3  // no delegate: no view for zooming
        #expect(plain.zoomScale == 1)
        #expect(content.transform == .identity)
        recorder.zoomView = nil
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.zoomScale == 1 && recorder.events.isEmpty && !scrollView.isZoomAnimating)
    }

    @Test func test_ZM2_theScaleIsClampedToTheZoomScales() {
        scrollView.zoomScale = 5
        #expect(scrollView.zoomScale == 2)
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 0.5)
        #expect(image.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Changing the range leaves the scale where it is.
        scrollView.minimumZoomScale = 0.75
        #expect(scrollView.zoomScale == 0.5)
    }

    @Test func test_ZM3_zoomingScalesTheViewAndTheContentSizeFollowsItsFrame() {
        scrollView.contentOffset = CGPoint(x: 100, y: 200)
        recorder.events = []
        scrollView.zoomScale = 2
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 1200, height: 1600))
        #expect(image.bounds.size == CGSize(width: 600, height: 800))
        #expect(scrollView.contentSize == CGSize(width: 1200, height: 1600))
        // The point in the middle of the visible area (250, 400) stays there: now at (500, 800).
        #expect(scrollView.contentOffset == CGPoint(x: 350, y: 600))
        // Not animated: no will-begin or did-end, the scroll then the zoom.
        #expect(recorder.events == ["scroll", "zoom"])
        // Moving the zoomed view by its frame keeps its size (the bounds stay unscaled).
        image.frame.origin = CGPoint(x: 10, y: 0)
        #expect(image.frame == CGRect(x: 10, y: 0, width: 1200, height: 1600))
        #expect(image.bounds.size == CGSize(width: 600, height: 800))
        // Zooming out keeps the frame's top left; the offset stays in the smaller content's range.
        scrollView.zoomScale = 0.5
        #expect(image.frame == CGRect(x: 10, y: 0, width: 300, height: 400))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 400))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func test_ZM4_zoomToRectFitsTheRectInTheVisibleAreaAndCentresIt() {
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 200, height: 100), animated: false)
        // 300/200 = 1.5 and 400/100 = 4: the smaller fits.
        #expect(scrollView.zoomScale == 1.5)
        // The rect's middle (200, 150) at 1.5 is (300, 225), in the middle of the 300×400 area.
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 25))
        // A tiny rect asks for more than the maximum: clamped; the middle as far as the range allows.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func test_ZM5_anAnimatedZoomRunsOnTheClockBetweenWillBeginAndDidEnd() {
        scrollView.setZoomScale(2, animated: true)
        #expect(recorder.events == ["willBeginZooming true z0b0a0"])
        #expect(scrollView.isZoomAnimating && !scrollView.isZooming && scrollView.zoomScale == 1)
        clock.advance(by: 0.15)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 2)
        clock.advance(by: 0.2)
        #expect(scrollView.zoomScale == 2 && !scrollView.isZoomAnimating)
        #expect(scrollView.contentOffset == CGPoint(x: 150, y: 200))
        #expect(recorder.events.first == "willBeginZooming true z0b0a0")
        #expect(recorder.compact.last == "didEndZooming true 2.0 z0b0a0")
        let middle = recorder.events.dropFirst().dropLast()
        #expect(middle.filter { $0 == "zoom" }.count >= 15)
        #expect(Set(middle) == ["scroll", "zoom"])
        // Another zoom stops an animated one where it is, with no did-end.
        recorder.events = []
        scrollView.setZoomScale(1, animated: true)
        clock.advance(by: 0.1)
        let reached = scrollView.zoomScale
        scrollView.stopScrollingAndZooming()
        clock.advance(by: 0.5)
        #expect(scrollView.zoomScale == reached && !scrollView.isZoomAnimating)
        #expect(!recorder.events.contains { $0.hasPrefix("didEndZooming") })
        // A zoom to where it is already does nothing.
        scrollView.setZoomScale(2, animated: true)
        clock.advance(by: 0.35)
        recorder.events = []
        scrollView.setZoomScale(2, animated: true)
        #expect(recorder.events.isEmpty && !scrollView.isZoomAnimating)
    }

    @Test func test_ZM6_twoFingersPinchTheViewAboutTheirMidpoint() throws {
        let pinchRecognizer = try #require(scrollView.pinchGestureRecognizer)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinchRecognizer } == true)
        #expect(pinchRecognizer.delegate === scrollView && pinchRecognizer.isEnabled)
        let window = try #require(scrollView.window)
        // The content point under (100, 100) of the visible area is (100, 100) of the image.
        let point = scrollView.convert(CGPoint(x: 100, y: 100), to: window)
        let fingers = SimulatedFingers(at: [CGPoint(x: point.x - 50, y: point.y), CGPoint(x: point.x + 50, y: point.y)], in: window)
        fingers.move(to: [CGPoint(x: point.x - 75, y: point.y), CGPoint(x: point.x + 75, y: point.y)], steps: 5)
        #expect(scrollView.isZooming)
        #expect(close(scrollView.zoomScale, 1.5))
        #expect(close(scrollView.contentOffset.x, 50) && close(scrollView.contentOffset.y, 50))
        fingers.lift()
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
        // The pinch has begun when the delegate hears of it.
        #expect(recorder.compact.first == "willBeginZooming true z1b0a0")
        #expect(recorder.compact.last == "didEndZooming true 1.5 z0b0a0")
        #expect(scrollView.panGestureRecognizer.state == .possible || scrollView.panGestureRecognizer.state == .failed)
        // The helper pinches about the middle of the visible area.
        recorder.events = []
        pinch(scrollView, scale: 0.8)
        #expect(close(scrollView.zoomScale, 1.2))
        // Equal scales again: the pinch is kept but disabled.
        scrollView.maximumZoomScale = 0.5
        #expect(scrollView.pinchGestureRecognizer === pinchRecognizer && !pinchRecognizer.isEnabled)
    }

    @Test func test_ZM6_withoutAViewForZoomingThePinchDoesNotBegin() {
        recorder.zoomView = nil
        pinch(scrollView, scale: 1.5)
        #expect(scrollView.zoomScale == 1 && recorder.events.isEmpty)
    }

    @Test func test_ZM6_aSubclassSteersItsOwnPanAndPinchThroughGestureRecognizerShouldBegin() throws {
        final class LockedScrollView: UIScrollView {
            var locked = true
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                locked ? false : super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
        }
        let locked = LockedScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        locked.contentSize = CGSize(width: 300, height: 1000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
        locked.addSubview(content)
        let zoomer = ZoomRecorder()
        zoomer.zoomView = content
        locked.delegate = zoomer
        locked.maximumZoomScale = 3
        scrollView.removeFromSuperview()
        _ = hostInWindow(locked)
        let start = locked.contentOffset
        drag(locked, by: CGPoint(x: 0, y: -100), rest: 0.2)
        pinch(locked, scale: 2)
        #expect(locked.contentOffset == start && locked.zoomScale == 1)
        locked.locked = false
        pinch(locked, scale: 2)
        #expect(abs(locked.zoomScale - 2) < 0.001)
    }

    @Test func test_ZM7_aPinchPastTheMaximumSpringsBackWhenTheFingersLift() {
        pinch(scrollView, scale: 8)
        // 8 is 4 times the maximum: it shows √4 = 2 times past it until the fingers lift.
        #expect(scrollView.isZoomBouncing && scrollView.isZoomAnimating)
        #expect(close(scrollView.zoomScale, 4))
        #expect(!recorder.events.contains { $0.hasPrefix("didEndZooming") })
        clock.advance(by: 0.35)
        #expect(scrollView.zoomScale == 2 && !scrollView.isZoomBouncing)
        #expect(recorder.compact.last == "didEndZooming true 2.0 z0b0a0")
        // Without bouncesZoom the scale stops at the limit; zoomed out about the middle, the
        // content (now the size of the view) springs back to its top left.
        scrollView.bouncesZoom = false
        recorder.events = []
        pinch(scrollView, scale: 0.1)
        #expect(scrollView.zoomScale == 0.5)
        clock.advance(by: 0.35)
        #expect(scrollView.zoomScale == 0.5 && scrollView.contentOffset == .zero && !scrollView.isZoomBouncing)
        #expect(recorder.compact.last == "didEndZooming true 0.5 z0b0a0")
    }

    @Test func test_ZM7_doubleTapToZoomAsAppsWriteIt() {
        // The app's double-tap action, as apps write it: in and out between the zoom scales.
        let zoomer = GestureTarget()
        zoomer.onAction = { [scrollView] _ in
            if scrollView.zoomScale < scrollView.maximumZoomScale {
                scrollView.setZoomScale(scrollView.maximumZoomScale, animated: true)
            } else {
                scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            }
        }
        let doubleTapRecognizer = zoomer.attach(UITapGestureRecognizer(), to: image)
        doubleTapRecognizer.numberOfTapsRequired = 2
        doubleTap(scrollView)
        clock.advance(by: 0.35)
        #expect(scrollView.zoomScale == 2)
        doubleTap(scrollView)
        clock.advance(by: 0.35)
        #expect(scrollView.zoomScale == 0.5)
        #expect(recorder.events.filter { $0.hasPrefix("didEndZooming") } == ["didEndZooming true 2.0 z0b0a0", "didEndZooming true 0.5 z0b0a0"])
    }

    @Test func test_ZM8_aDragDismissesTheKeyboardOnDrag() throws {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        scrollView.window?.addSubview(field)
        #expect(scrollView.keyboardDismissMode == .none && scrollView.indicatorStyle == .default)
        #expect(field.becomeFirstResponder())
        drag(scrollView, by: CGPoint(x: 0, y: -50))
        #expect(field.isFirstResponder)
        scrollView.keyboardDismissMode = .interactive  // no keyboard shows: nothing to push away
        drag(scrollView, by: CGPoint(x: 0, y: -50))
        #expect(field.isFirstResponder)
        scrollView.keyboardDismissMode = .onDrag
        let finger = beginDrag(scrollView, toward: CGPoint(x: 0, y: -1))
        #expect(!field.isFirstResponder)
        finger.lift()
    }

    @Test func test_ZM9_scrollRectToVisibleMovesTheLeastAndAnimatedScrollsEnd() {
        scrollView.contentOffset = CGPoint(x: 100, y: 100)
        recorder.events = []
        scrollView.scrollRectToVisible(CGRect(x: 150, y: 150, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100) && recorder.events.isEmpty)
        scrollView.scrollRectToVisible(CGRect(x: 150, y: 600, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 250))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == .zero)
        // Past the content: within its range.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
        recorder.events = []
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        #expect(!recorder.events.contains("didEndScrollingAnimation"))
        clock.advance(by: 0.35)
        #expect(recorder.events.last == "didEndScrollingAnimation")
        recorder.events = []
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        clock.advance(by: 0.35)
        #expect(recorder.events == ["scroll"])
    }

    @Test func test_ZM9_aTapOnTheStatusBarScrollsTheOneScrollViewToTheTop() throws {
        let window = try #require(scrollView.window)
        scrollView.contentOffset = CGPoint(x: 50, y: 300)
        recorder.events = []
        #expect(tapStatusBar(in: window))
        #expect(recorder.events == ["shouldScrollToTop", "scroll"])
        clock.advance(by: 0.35)
        #expect(scrollView.contentOffset == CGPoint(x: 50, y: 0))
        #expect(recorder.events.last == "didScrollToTop")
        // The delegate may refuse.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        recorder.scrollsToTop = false
        #expect(!tapStatusBar(in: window))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        // Two candidates: neither scrolls; one of them opting out leaves the other.
        recorder.scrollsToTop = true
        let other = UIScrollView(frame: CGRect(x: 0, y: 520, width: 300, height: 100))
        other.contentSize = CGSize(width: 300, height: 400)
        window.addSubview(other)
        #expect(!tapStatusBar(in: window))
        other.scrollsToTop = false
        #expect(tapStatusBar(in: window))
    }
}

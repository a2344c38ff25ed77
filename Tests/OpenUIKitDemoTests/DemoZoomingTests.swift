import Foundation
@testable import OpenUIKitDemo
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// The demo's zooming image: a photo viewer as apps write it, zoomed by a pinch and a double
/// tap, drawn at each scale (ZM3, ZM5–ZM7).
@MainActor
@Suite(.uikit) struct DemoZoomingTests {
    init() { prepareDemo() }

    @Test func test_ZM7_theDemoImageZoomsByPinchAndDoubleTapAndIsDrawnAtEachScale() throws {
        let (_, window, opened) = openCatalogEntry("Zooming image", as: ZoomingImageViewController.self)
        let zooming = try #require(opened)
        let scrollView = zooming.scrollView
        // Fitted: the 400-point board is as wide as the screen, centred by the delegate.
        let fit = scrollView.bounds.width / 400
        #expect(scrollView.minimumZoomScale == fit)
        scrollView.zoomScale = fit
        #expect(abs(zooming.imageView.frame.width - scrollView.bounds.width) < 0.01)
        // A pinch to twice the size: the squares on screen are twice as large.
        pinch(scrollView, scale: 2)
        #expect(abs(scrollView.zoomScale - 2 * fit) < 0.001)
        let renderer = ViewRenderer(scale: 1)
        let image = renderer.image(of: window)
        // Two neighbouring squares of the board under the middle of the screen are drawn in
        // different colours, each filling a square of `50 × scale` points.
        let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let underMiddle = zooming.imageView.convert(middle, from: window)
        let column = (underMiddle.x / 50).rounded(.down), row = (underMiddle.y / 50).rounded(.down)
        func onScreen(_ x: CGFloat, _ y: CGFloat) -> CGPoint { zooming.imageView.convert(CGPoint(x: x, y: y), to: window) }
        let first = image.pixel(at: onScreen(column * 50 + 25, row * 50 + 25))
        let second = image.pixel(at: onScreen(column * 50 + 75, row * 50 + 25))
        #expect(first != second)
        #expect(image.pixel(at: onScreen(column * 50 + 2, row * 50 + 48)) == first)
        #expect(abs(onScreen(column * 50 + 50, 0).x - onScreen(column * 50, 0).x - 50 * scrollView.zoomScale) < 0.01)
        // A double tap zooms all the way in, then back out to the fitted scale.
        doubleTap(scrollView)
        VirtualClock.current?.advance(by: 0.5)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentSize == CGSize(width: 1600, height: 1600))
        doubleTap(scrollView)
        VirtualClock.current?.advance(by: 0.5)
        #expect(scrollView.zoomScale == fit)
    }
}

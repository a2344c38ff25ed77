import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitRendering
import UIKitTesting

/// The scroll indicators as the renderer draws them (SI1, SI5).
@MainActor
@Suite(.uikit) struct ScrollIndicatorRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
    }

    @Test func test_SI1_SI5_aFlashedIndicatorIsDrawnAsATranslucentBarAndNotAfterItFades() throws {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 200, height: 900)
        controller.view.addSubview(scrollView)
        let window = showInWindow(controller)
        defer { tearDownWindows() }
        window.layoutIfNeeded()
        scrollView.flashScrollIndicators()
        // The bar: x 194–197, y 103 to 103 + 294 / 3; black at 35 % over white is 166.
        let image = ViewRenderer(scale: 2).image(of: window)
        let middle = image.pixel(at: CGPoint(x: 195.5, y: 150))
        #expect(abs(Int(middle.red) - 166) <= 2 && middle.red == middle.green && middle.green == middle.blue)
        #expect(image.pixel(at: CGPoint(x: 191, y: 150)) == (255, 255, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 195.5, y: 250)) == (255, 255, 255, 255))  // below the bar
        VirtualClock.current?.advance(by: 1)
        let faded = ViewRenderer(scale: 2).image(of: window)
        #expect(faded.pixel(at: CGPoint(x: 195.5, y: 150)) == (255, 255, 255, 255))
    }
}

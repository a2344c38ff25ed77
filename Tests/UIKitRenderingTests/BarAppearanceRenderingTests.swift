import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// W11, W12: what bar appearances and the bars' own images draw.
@MainActor
@Suite(.uikit) struct BarAppearanceRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    /// Whether two pixels are the same colour but for a little smoothing.
    private func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ expected: (Int, Int, Int)) -> Bool {
        abs(Int(pixel.red) - expected.0) <= 3 && abs(Int(pixel.green) - expected.1) <= 3 && abs(Int(pixel.blue) - expected.2) <= 3
    }

    /// A PNG image of one colour (large, so scaling it up does not blur its middle).
    private func solid(_ rgba: [UInt8], width: Int, height: Int) throws -> UIImage {
        let pixels = Array([[UInt8]](repeating: rgba, count: width * height).joined())
        let png = RenderedImage(width: width, height: height, scale: 1, rgba: pixels).pngData()
        return try #require(UIImage(data: png, scale: 1))
    }

    @Test func test_W11_aBackgroundImageCoversTheBarAndAShadowImageReplacesTheHairline() throws {
        let content = UIViewController()
        content.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: content)
        let bar = navigation.navigationBar
        bar.setBackgroundImage(try solid([0, 128, 0, 255], width: 200, height: 200), for: .default)
        bar.shadowImage = try solid([255, 0, 0, 255], width: 200, height: 2)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let window = showInWindow(navigation)
        window.layoutIfNeeded()
        let drawn = ViewRenderer(scale: 1).image(of: window)
        let barBottom = bar.frame.maxY
        #expect(near(drawn.pixel(at: CGPoint(x: 200, y: 20)), (0, 128, 0)))  // under the status bar too
        #expect(near(drawn.pixel(at: CGPoint(x: 200, y: barBottom - 5)), (0, 128, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 200, y: barBottom + 1)), (255, 0, 0)))  // 2 pt of shadow image
        #expect(near(drawn.pixel(at: CGPoint(x: 200, y: barBottom + 4)), (255, 255, 255)))
    }

    @Test func test_W11_theAppearancesBackgroundImageWinsOverTheBars() throws {
        let content = UIViewController()
        content.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: content)
        let bar = navigation.navigationBar
        bar.setBackgroundImage(try solid([0, 128, 0, 255], width: 200, height: 200), for: .default)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundImage = try solid([0, 0, 200, 255], width: 200, height: 200)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let window = showInWindow(navigation)
        let drawn = ViewRenderer(scale: 1).image(of: window)
        #expect(near(drawn.pixel(at: CGPoint(x: 200, y: bar.frame.midY)), (0, 0, 200)))
    }

    @Test func test_W12_theSelectionIndicatorIsDrawnBehindTheSelectedItem() throws {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        appearance.selectionIndicatorImage = try solid([255, 200, 0, 255], width: 200, height: 200)
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        let window = showInWindow(tabs)
        window.layoutIfNeeded()
        let drawn = ViewRenderer(scale: 1).image(of: window)
        let bar = tabs.tabBar.frame
        #expect(near(drawn.pixel(at: CGPoint(x: 20, y: bar.minY + 5)), (255, 200, 0)))  // behind "One"
        #expect(near(drawn.pixel(at: CGPoint(x: 370, y: bar.minY + 5)), (255, 255, 255)))
    }
}

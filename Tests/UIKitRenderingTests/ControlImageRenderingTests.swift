import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitRendering
import UIKitTesting

/// What controls draw with the images apps give them per state (CI2–CI28).
@MainActor
@Suite(.uikit) struct ControlImageRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    private typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// Whether a pixel is the colour but for a little smoothing.
    private func near(_ pixel: Pixel, _ expected: (Int, Int, Int)) -> Bool {
        abs(Int(pixel.red) - expected.0) <= 3 && abs(Int(pixel.green) - expected.1) <= 3 && abs(Int(pixel.blue) - expected.2) <= 3
    }

    /// A PNG image of one colour.
    private func solid(_ rgb: (UInt8, UInt8, UInt8), _ width: Int, _ height: Int, alpha: UInt8 = 255) throws -> UIImage {
        let pixels = Array([[UInt8]](repeating: [rgb.0, rgb.1, rgb.2, alpha], count: width * height).joined())
        let png = RenderedImage(width: width, height: height, scale: 1, rgba: pixels).pngData()
        return try #require(UIImage(data: png, scale: 1))
    }

    /// A 30-point-wide PNG image of three 10-point bands, red, green and blue, resizable with
    /// the outer bands as caps.
    private func bands(height: Int) throws -> UIImage {
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<30 { pixels += x < 10 ? [255, 0, 0, 255] : x < 20 ? [0, 255, 0, 255] : [0, 0, 255, 255] }
        }
        let png = RenderedImage(width: 30, height: height, scale: 1, rgba: pixels).pngData()
        let image = try #require(UIImage(data: png, scale: 1))
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    }

    private func host(_ view: UIView) -> UIWindow {
        let controller = UIViewController()
        let window = showInWindow(controller)
        controller.view.addSubview(view)
        drainMainRunLoop()
        return window
    }

    private func picture(_ view: UIView) -> RenderedImage {
        view.layoutIfNeeded()
        return ViewRenderer(scale: 1).image(of: view)
    }

    // MARK: Stepper (CI2, CI3)

    @Test func test_CI2_aStepperDrawsItsIncrementImageForTheStateAndTemplatesInTheTint() throws {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        stepper.autorepeat = false
        stepper.setIncrementImage(try solid((255, 0, 0), 16, 16), for: .normal)
        stepper.setIncrementImage(try solid((0, 0, 255), 16, 16), for: .highlighted)
        stepper.setDecrementImage(try solid((255, 255, 255), 16, 16).withRenderingMode(.alwaysTemplate), for: .normal)
        stepper.tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        stepper.value = 50
        let window = host(stepper)
        #expect(near(picture(stepper).pixel(at: CGPoint(x: 70, y: 16)), (255, 0, 0)))
        #expect(near(picture(stepper).pixel(at: CGPoint(x: 23, y: 16)), (0, 128, 0)))
        let finger = SimulatedTouch(at: stepper.convert(CGPoint(x: 70, y: 16), to: window), in: window)
        #expect(near(picture(stepper).pixel(at: CGPoint(x: 70, y: 16)), (0, 0, 255)))
        finger.lift()
        #expect(near(picture(stepper).pixel(at: CGPoint(x: 70, y: 16)), (255, 0, 0)))
    }

    @Test func test_CI3_aStepperDrawsTheBackgroundAndDividerImagesOfEachHalfsState() throws {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        stepper.setBackgroundImage(try solid((0, 200, 0), 47, 32), for: .normal)
        stepper.setBackgroundImage(try solid((128, 128, 128), 47, 32), for: .disabled)
        stepper.setDividerImage(try solid((255, 0, 0), 4, 32), forLeftSegmentState: .disabled, rightSegmentState: .normal)
        let drawn = picture(stepper)  // at its minimum: the − half is disabled
        #expect(near(drawn.pixel(at: CGPoint(x: 6, y: 4)), (128, 128, 128)))
        #expect(near(drawn.pixel(at: CGPoint(x: 88, y: 4)), (0, 200, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 47, y: 4)), (255, 0, 0)))
        stepper.value = 1
        let moved = picture(stepper)  // both halves normal: no divider for the pair, no hairline
        #expect(near(moved.pixel(at: CGPoint(x: 6, y: 4)), (0, 200, 0)) && near(moved.pixel(at: CGPoint(x: 47, y: 4)), (0, 200, 0)))
    }

    // MARK: Slider (CI7–CI9)

    @Test func test_CI7_aSliderDrawsItsThumbImageAtTheThumbRect() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        slider.setThumbImage(try solid((0, 0, 255), 30, 30), for: .normal)
        slider.value = 0.5
        let drawn = picture(slider)
        #expect(near(drawn.pixel(at: CGPoint(x: 88, y: 8)), (0, 0, 255)) && near(drawn.pixel(at: CGPoint(x: 112, y: 32)), (0, 0, 255)))
        #expect(drawn.pixel(at: CGPoint(x: 80, y: 8)).alpha == 0)
    }

    @Test func test_CI8_trackImagesStretchFromTheEndsToTheThumb() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        slider.setThumbImage(try solid((0, 0, 0), 2, 2, alpha: 0), for: .normal)
        slider.setMinimumTrackImage(try bands(height: 6), for: .normal)
        slider.setMaximumTrackImage(try solid((128, 128, 128), 10, 6), for: .normal)
        slider.value = 0.5  // the thumb's centre at 100
        let drawn = picture(slider)
        #expect(near(drawn.pixel(at: CGPoint(x: 4, y: 20)), (255, 0, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 50, y: 20)), (0, 255, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 95, y: 20)), (0, 0, 255)))
        #expect(near(drawn.pixel(at: CGPoint(x: 150, y: 20)), (128, 128, 128)))
        #expect(drawn.pixel(at: CGPoint(x: 150, y: 15)).alpha == 0)  // 6 points high
    }

    @Test func test_CI9_aSliderDrawsItsValueImages() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        slider.minimumValueImage = try solid((255, 0, 0), 20, 20)
        slider.maximumValueImage = try solid((255, 255, 255), 20, 20).withRenderingMode(.alwaysTemplate)
        slider.tintColor = UIColor(red: 0, green: 0, blue: 200 / 255, alpha: 1)
        let drawn = picture(slider)
        #expect(near(drawn.pixel(at: CGPoint(x: 10, y: 20)), (255, 0, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 190, y: 20)), (0, 0, 200)))
    }

    // MARK: Segmented control (CI10–CI12)

    @Test func test_CI10_segmentsShowTheStretchedBackgroundImageForTheirState() throws {
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 204, height: 32)
        control.setBackgroundImage(try solid((128, 128, 128), 10, 32), for: .normal, barMetrics: .default)
        control.setBackgroundImage(try bands(height: 32), for: .selected, barMetrics: .default)
        control.setDividerImage(try solid((0, 200, 0), 4, 32), forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
        control.selectedSegmentIndex = 1
        let drawn = picture(control)  // segments 0–100 and 104–204
        #expect(near(drawn.pixel(at: CGPoint(x: 5, y: 3)), (128, 128, 128)))
        #expect(near(drawn.pixel(at: CGPoint(x: 102, y: 16)), (0, 200, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 108, y: 3)), (255, 0, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 130, y: 3)), (0, 255, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 200, y: 3)), (0, 0, 255)))
    }

    @Test func test_CI12_aSegmentsContentOffsetMovesItsDrawnImage() throws {
        let control = UISegmentedControl(items: [try solid((255, 0, 0), 10, 10).withRenderingMode(.alwaysOriginal)])
        control.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
        #expect(near(picture(control).pixel(at: CGPoint(x: 50, y: 16)), (255, 0, 0)))
        control.setContentOffset(CGSize(width: 20, height: 0), forSegmentAt: 0)
        let moved = picture(control)
        #expect(near(moved.pixel(at: CGPoint(x: 70, y: 16)), (255, 0, 0)) && !near(moved.pixel(at: CGPoint(x: 50, y: 16)), (255, 0, 0)))
    }

    // MARK: Progress and page control (CI14, CI15)

    @Test func test_CI14_aProgressViewDrawsItsTrackAndProgressImages() throws {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        progress.trackImage = try solid((128, 128, 128), 10, 6)
        progress.progressImage = try solid((255, 0, 0), 10, 6)
        progress.progress = 0.5
        let drawn = picture(progress)
        #expect(near(drawn.pixel(at: CGPoint(x: 50, y: 5)), (255, 0, 0)) && near(drawn.pixel(at: CGPoint(x: 150, y: 5)), (128, 128, 128)))
        #expect(drawn.pixel(at: CGPoint(x: 150, y: 1)).alpha == 0)
    }

    @Test func test_CI15_pageIndicatorsShowTheirImagesInTheIndicatorTints() throws {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pages.numberOfPages = 3
        pages.preferredIndicatorImage = try solid((255, 255, 255), 12, 12).withRenderingMode(.alwaysTemplate)
        pages.pageIndicatorTintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        pages.currentPageIndicatorTintColor = .red
        let drawn = picture(pages)  // slots 74–86, 94–106, 114–126
        #expect(near(drawn.pixel(at: CGPoint(x: 80, y: 13)), (255, 0, 0)))
        #expect(near(drawn.pixel(at: CGPoint(x: 100, y: 13)), (0, 128, 0)) && near(drawn.pixel(at: CGPoint(x: 124, y: 8)), (0, 128, 0)))
    }

    // MARK: Button (CI17)

    @Test func test_CI17_aButtonDrawsTheBackgroundImageForItsState() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.setBackgroundImage(try solid((255, 0, 0), 10, 10), for: .normal)
        button.setBackgroundImage(try solid((0, 0, 255), 10, 10), for: .highlighted)
        #expect(near(picture(button).pixel(at: CGPoint(x: 50, y: 22)), (255, 0, 0)))
        button.isHighlighted = true
        #expect(near(picture(button).pixel(at: CGPoint(x: 95, y: 40)), (0, 0, 255)))
    }

    // MARK: Search bar (CI18, CI19, CI21)

    @Test func test_CI18_aSearchBarDrawsItsBackgroundAndScopeBarImages() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        bar.scopeButtonTitles = ["One", "Two"]
        bar.showsScopeBar = true
        bar.backgroundImage = try solid((0, 200, 0), 10, 10)
        let whole = picture(bar)
        #expect(near(whole.pixel(at: CGPoint(x: 2, y: 2)), (0, 200, 0)) && near(whole.pixel(at: CGPoint(x: 2, y: 97)), (0, 200, 0)))
        bar.scopeBarBackgroundImage = try solid((255, 0, 0), 10, 10)
        let split = picture(bar)
        #expect(near(split.pixel(at: CGPoint(x: 2, y: 2)), (0, 200, 0)) && near(split.pixel(at: CGPoint(x: 2, y: 97)), (255, 0, 0)))
    }

    @Test func test_CI19_aCustomClearIconIsDrawnWhereTheClearButtonIs() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.text = "abc"
        bar.searchTextField.clearButtonMode = .always
        bar.setImage(try solid((255, 0, 0), 14, 14), for: .clear, state: .normal)
        let drawn = picture(bar)  // the field at (8, 10), 304 × 36: the button centred at (288.5, 18) in it
        #expect(near(drawn.pixel(at: CGPoint(x: 296.5, y: 28)), (255, 0, 0)))
    }

    @Test func test_CI21_theSearchFieldDrawsItsBackgroundImage() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.setSearchFieldBackgroundImage(try solid((255, 0, 0), 20, 30), for: .normal)
        let drawn = picture(bar)  // the field 30 high: 13 to 43
        #expect(near(drawn.pixel(at: CGPoint(x: 150, y: 15)), (255, 0, 0)) && near(drawn.pixel(at: CGPoint(x: 150, y: 41)), (255, 0, 0)))
        #expect(drawn.pixel(at: CGPoint(x: 150, y: 11)).alpha == 0)
    }

    // MARK: Text field (CI27, CI28)

    @Test func test_CI27_aTextFieldDrawsItsBackgroundImageInsteadOfItsBorder() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.borderStyle = .roundedRect
        field.background = try solid((0, 200, 0), 10, 10)
        field.disabledBackground = try solid((128, 128, 128), 10, 10)
        #expect(near(picture(field).pixel(at: CGPoint(x: 1, y: 1)), (0, 200, 0)))
        field.isEnabled = false
        #expect(near(picture(field).pixel(at: CGPoint(x: 100, y: 38)), (128, 128, 128)))
    }

    @Test func test_CI28_theStandardClearButtonIsDrawnWhileItShows() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.text = "abc"
        let button = field.clearButtonRect(forBounds: field.bounds)
        let spot = CGPoint(x: button.midX, y: button.midY + 6)  // in the disc, off the cross
        #expect(picture(field).pixel(at: spot).alpha == 0)
        field.clearButtonMode = .always
        #expect(picture(field).pixel(at: spot).alpha > 0)
    }
}

import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import UIKit
import UIKitTesting

/// Controls' images and metrics by state (CI1–CI26): which image each state finds, the
/// frames and hit areas the metrics change, and the setters reaching instances through
/// appearance proxies.
@MainActor
@Suite(.uikit) struct ControlImageTests {
    init() { _ = freshUIKit() }

    /// A plain image of `size` (its pixels do not matter here).
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    // MARK: State lookup (CI1)

    @Test func test_CI1_aValueSetForNormalStandsInForStatesWithoutTheirOwn() {
        let normal = image(10, 10), highlighted = image(12, 12), selected = image(14, 14)
        let stepper = UIStepper()
        #expect(stepper.incrementImage(for: .normal) == nil)
        stepper.setIncrementImage(normal, for: .normal)
        stepper.setIncrementImage(highlighted, for: .highlighted)
        #expect(stepper.incrementImage(for: .disabled) === normal && stepper.incrementImage(for: .highlighted) === highlighted)
        stepper.setDividerImage(normal, forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setDividerImage(selected, forLeftSegmentState: .highlighted, rightSegmentState: .normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal) === selected)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === normal)

        let slider = UISlider()
        #expect(slider.currentThumbImage == nil && slider.currentMinimumTrackImage == nil && slider.currentMaximumTrackImage == nil)
        slider.setThumbImage(normal, for: .normal)
        #expect(slider.thumbImage(for: .highlighted) === normal && slider.currentThumbImage === normal)
        slider.setMaximumTrackImage(highlighted, for: .disabled)
        #expect(slider.maximumTrackImage(for: .normal) == nil && slider.maximumTrackImage(for: .disabled) === highlighted)
        slider.isEnabled = false
        #expect(slider.currentMaximumTrackImage === highlighted)

        let segments = UISegmentedControl(items: ["A", "B"])
        segments.setBackgroundImage(normal, for: .normal, barMetrics: .default)
        segments.setBackgroundImage(selected, for: .selected, barMetrics: .default)
        #expect(segments.backgroundImage(for: .highlighted, barMetrics: .default) === normal)
        #expect(segments.backgroundImage(for: .selected, barMetrics: .default) === selected)
        #expect(segments.backgroundImage(for: .normal, barMetrics: .compact) == nil)

        let bar = UISearchBar()
        bar.setImage(normal, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .disabled) === normal && bar.image(for: .clear, state: .normal) == nil)
        bar.setSearchFieldBackgroundImage(highlighted, for: .normal)
        #expect(bar.searchFieldBackgroundImage(for: .disabled) === highlighted)
    }

    // MARK: Stepper (CI4)

    @Test func test_CI4_aStepperHalfIsDisabledAtItsBoundAndHighlightedWhileHeld() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        stepper.autorepeat = false
        stepper.maximumValue = 2
        _ = hostInWindow(stepper)
        #expect(stepper._halfState(increment: false) == .disabled && stepper._halfState(increment: true) == .normal)
        let finger = touch(stepper, at: CGPoint(x: 70, y: 16))
        #expect(stepper._halfState(increment: true) == .highlighted && stepper._halfState(increment: false) == .normal)
        finger.lift()
        #expect(stepper._halfState(increment: true) == .normal)
        stepper.value = 2
        #expect(stepper._halfState(increment: true) == .disabled)
        stepper.wraps = true
        #expect(stepper._halfState(increment: true) == .normal)
        stepper.isEnabled = false
        #expect(stepper._halfState(increment: false) == .disabled && stepper._halfState(increment: true) == .disabled)
        // A disabled half without an image of its own shows the normal image faded.
        let plus = image(10, 10), disabledPlus = image(11, 11)
        stepper.setIncrementImage(plus, for: .normal)
        #expect(stepper._glyphImage(increment: true)?.image === plus && stepper._glyphImage(increment: true)?.faded == true)
        stepper.setIncrementImage(disabledPlus, for: .disabled)
        #expect(stepper._glyphImage(increment: true)?.image === disabledPlus && stepper._glyphImage(increment: true)?.faded == false)
        #expect(stepper._glyphImage(increment: false) == nil)
    }

    // MARK: Appearance proxies (CI5)

    @Test func test_CI5_theImageSettersReachInstancesThroughAppearanceProxies() {
        let plus = image(10, 10), thumb = image(30, 30), background = image(20, 20), icon = image(16, 16), own = image(9, 9)
        let configuration = UIImage.SymbolConfiguration(pointSize: 30)
        UIStepper.appearance().setIncrementImage(plus, for: .normal)
        UIStepper.appearance().setDividerImage(background, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        UISlider.appearance().setThumbImage(thumb, for: .highlighted)
        UISlider.appearance().setMinimumTrackImage(background, for: .normal)
        UISegmentedControl.appearance().setBackgroundImage(background, for: .selected, barMetrics: .default)
        UISegmentedControl.appearance().setContentPositionAdjustment(UIOffset(horizontal: 3, vertical: 0), forSegmentType: .left, barMetrics: .default)
        UISearchBar.appearance().setImage(icon, for: .search, state: .normal)
        UISearchBar.appearance().setBackgroundImage(background, for: .any, barMetrics: .default)
        UISearchBar.appearance().setScopeBarButtonBackgroundImage(background, for: .selected)
        UISearchBar.appearance().searchTextPositionAdjustment = UIOffset(horizontal: 4, vertical: 0)
        UIButton.appearance().setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
        let stepper = UIStepper(), slider = UISlider(), segments = UISegmentedControl(items: ["A", "B"]), bar = UISearchBar()
        let button = UIButton(type: .system)
        stepper.setIncrementImage(own, for: .normal)  // set on the instance: wins over the proxy (W2)
        _ = hostInWindow(stepper, slider, segments, bar, button)
        #expect(stepper.incrementImage(for: .normal) === own)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === background)
        #expect(slider.thumbImage(for: .highlighted) === thumb && slider.minimumTrackImage(for: .normal) === background)
        #expect(segments.backgroundImage(for: .selected, barMetrics: .default) === background)
        #expect(segments.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == UIOffset(horizontal: 3, vertical: 0))
        #expect(bar.image(for: .search, state: .normal) === icon && bar.backgroundImage === background)
        #expect(bar.scopeBarButtonBackgroundImage(for: .selected) === background)
        #expect(bar.searchTextPositionAdjustment == UIOffset(horizontal: 4, vertical: 0))
        #expect(bar.searchTextField.leftView === bar.searchTextField._glass && bar.searchTextField._glass.image === icon)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == configuration)
    }

    // MARK: Slider (CI6–CI8)

    @Test func test_CI6_theSliderShowsItsHighlightedThumbWhileItIsDragged() {
        let normal = image(28, 28), highlighted = image(28, 28)
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(highlighted, for: .highlighted)
        _ = hostInWindow(slider)
        let finger = touch(slider, at: CGPoint(x: 14, y: 15))
        #expect(slider.isTracking && slider.currentThumbImage === highlighted)
        finger.lift()
        #expect(slider.currentThumbImage === normal)
    }

    @Test func test_CI7_aThumbImagesSizeIsTheThumbsAndMovesItsGrabArea() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.setThumbImage(image(60, 40), for: .normal)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: track.midY - 20, width: 60, height: 40))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).minX == 140)
        #expect(slider.intrinsicContentSize.height == 40)
        _ = hostInWindow(slider)
        // 55 points in: beyond the standard thumb's grab area (28 + 10), inside this one.
        let finger = touch(slider, at: CGPoint(x: 55, y: 15))
        #expect(slider.isTracking)
        finger.move(to: windowPoint(slider, CGPoint(x: 125, y: 15)))  // 70 of 140 points of travel
        #expect(abs(slider.value - 0.5) < 0.001)
        finger.lift()
    }

    @Test func test_CI8_trackImagesSetTheTracksHeight() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.trackRect(forBounds: slider.bounds).height == 4)
        slider.setMinimumTrackImage(image(10, 10), for: .normal)
        slider.setMaximumTrackImage(image(10, 6), for: .normal)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.height == 10 && track.midY == 15.5 && track.width == 200)
    }

    // MARK: Segmented control (CI11–CI13)

    @Test func test_CI11_dividerImagesTakeRoomAndSegmentsHaveTheirOwnStates() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 100, width: 310, height: 32)
        let before = control.intrinsicContentSize.width
        control.setDividerImage(image(5, 32), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        #expect(control._segmentRects().map(\.minX) == [0, 105, 210] && control._segmentRects().map(\.width) == [100, 100, 100])
        #expect(control.intrinsicContentSize.width == before + 10)
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        _ = hostInWindow(control)
        let finger = touch(control, at: CGPoint(x: 150, y: 16))
        #expect(control._segmentState(at: 0) == .selected && control._segmentState(at: 1) == .highlighted)
        #expect(control._segmentState(at: 2) == .disabled)
        finger.lift()
        #expect(control.selectedSegmentIndex == 1 && control._segmentState(at: 1) == .selected)
        touch(control, at: CGPoint(x: 102, y: 16)).lift()  // on the divider: no segment
        #expect(control.selectedSegmentIndex == 1)
        touch(control, at: CGPoint(x: 8, y: 16)).lift()
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test func test_CI12_contentOffsetsAndPositionAdjustmentsMoveTheSegmentsContent() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        let plain = (0..<3).map { control._contentRect(forSegmentAt: $0) }
        #expect(plain[1] == CGRect(x: 106, y: 0, width: 88, height: 32))
        control.setContentOffset(CGSize(width: 4, height: 2), forSegmentAt: 9)  // pinned to the last segment
        #expect(control.contentOffsetForSegment(at: 2) == CGSize(width: 4, height: 2))
        control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: -3), forSegmentType: .any, barMetrics: .default)
        control.setContentPositionAdjustment(UIOffset(horizontal: 7, vertical: 0), forSegmentType: .left, barMetrics: .default)
        #expect(control._contentRect(forSegmentAt: 0) == plain[0].offsetBy(dx: 7, dy: 0))
        #expect(control._contentRect(forSegmentAt: 1) == plain[1].offsetBy(dx: 0, dy: -3))
        #expect(control._contentRect(forSegmentAt: 2) == plain[2].offsetBy(dx: 4, dy: -1))
        #expect(control.contentPositionAdjustment(forSegmentType: .center, barMetrics: .default) == .zero)
        let alone = UISegmentedControl(items: ["Only"])
        alone.setContentPositionAdjustment(UIOffset(horizontal: 2, vertical: 0), forSegmentType: .alone, barMetrics: .default)
        alone.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
        #expect(alone._contentRect(forSegmentAt: 0).minX == 8)
    }

    @Test func test_CI13_aCompactHeightControlUsesCompactMetricsWithDefaultStandingIn() {
        let normal = image(10, 10), compact = image(11, 11)
        let control = UISegmentedControl(items: ["A", "B"])
        control.setBackgroundImage(normal, for: .normal, barMetrics: .default)
        _ = hostInWindow(control)
        #expect(control._backgroundImage(forSegmentAt: 0) === normal)
        control.traitOverrides.verticalSizeClass = .compact
        #expect(control._backgroundImage(forSegmentAt: 0) === normal)
        control.setBackgroundImage(compact, for: .normal, barMetrics: .compact)
        #expect(control._backgroundImage(forSegmentAt: 0) === compact)
        control.traitOverrides.verticalSizeClass = .regular
        #expect(control._backgroundImage(forSegmentAt: 0) === normal)
    }

    // MARK: Page control (CI15)

    @Test func test_CI15_aPageIndicatorShowsItsOwnImageElseThePreferredOne() {
        let dot = image(6, 6), star = image(10, 10), current = image(12, 12), currentStar = image(14, 14)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        #expect(pages._shownIndicatorImage(forPage: 1) == nil)
        pages.preferredIndicatorImage = dot
        pages.setIndicatorImage(star, forPage: 2)
        #expect(pages.indicatorImage(forPage: 2) === star && pages.indicatorImage(forPage: 1) == nil)
        #expect(pages._shownIndicatorImage(forPage: 0) === dot && pages._shownIndicatorImage(forPage: 2) === star)
        pages.preferredCurrentPageIndicatorImage = current
        #expect(pages._shownIndicatorImage(forPage: 0) === current && pages._shownIndicatorImage(forPage: 1) === dot)
        pages.setCurrentPageIndicatorImage(currentStar, forPage: 2)
        pages.currentPage = 2
        #expect(pages._shownIndicatorImage(forPage: 2) === currentStar && pages.currentPageIndicatorImage(forPage: 2) === currentStar)
        pages.setCurrentPageIndicatorImage(nil, forPage: 2)
        #expect(pages._shownIndicatorImage(forPage: 2) === current)
    }

    // MARK: Button (CI16, CI17)

    @Test func test_CI16_aButtonShowsItsImageWithTheStatesSymbolConfiguration() throws {
        let star = try #require(UIImage(systemName: "star"))
        let button = UIButton(type: .system)
        button.setImage(star, for: .normal)
        let plain = button.intrinsicContentSize
        let large = UIImage.SymbolConfiguration(pointSize: 40)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large)
        #expect(button.currentPreferredSymbolConfiguration == large && button.imageView?.preferredSymbolConfiguration == large)
        let grown = button.intrinsicContentSize
        #expect(grown.width > plain.width * 1.5 && grown.height > plain.height)
        button.frame = CGRect(origin: .zero, size: grown)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.size == star.withConfiguration(large).size)
        let small = UIImage.SymbolConfiguration(pointSize: 10)
        button.setPreferredSymbolConfiguration(small, forImageIn: .highlighted)
        button.isHighlighted = true
        #expect(button.imageView?.preferredSymbolConfiguration == small)
    }

    @Test func test_CI17_aButtonsBackgroundImageFillsItsBackgroundRect() {
        final class Inset: UIButton {
            override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 5) }
        }
        let normal = image(50, 60), highlighted = image(5, 5)
        let button = UIButton(type: .custom)
        #expect(button._backgroundImageView == nil)
        button.setTitle("Go", for: .normal)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(highlighted, for: .highlighted)
        #expect(button.intrinsicContentSize.height == 60 && button.intrinsicContentSize.width >= 50)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        let view = button._backgroundImageView
        #expect(view?.frame == button.bounds && view?.image === normal && button.subviews.first === view)
        button.isHighlighted = true
        #expect(view?.image === highlighted)
        let inset = Inset(type: .custom)
        inset.setBackgroundImage(normal, for: .normal)
        inset.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        inset.layoutIfNeeded()
        #expect(inset._backgroundImageView?.frame == CGRect(x: 10, y: 5, width: 100, height: 34))
    }

    // MARK: Search bar (CI19–CI24)

    @Test func test_CI19_theSearchIconImageIsShownForTheFieldsState() {
        let normal = image(20, 20), disabled = image(18, 18)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let field = bar.searchTextField
        let standard = field._glass.image
        bar.setImage(normal, for: .search, state: .normal)
        bar.setImage(disabled, for: .search, state: .disabled)
        #expect(field._glass.image === normal)
        field.isEnabled = false
        #expect(field._glass.image === disabled)
        field.isEnabled = true
        bar.setImage(nil, for: .search, state: .normal)
        #expect(field._glass.image?.name == standard?.name && field._glass.image?.isSymbolImage == true)
        // Bookmark and results-list images are kept.
        bar.setImage(normal, for: .bookmark, state: .normal)
        #expect(bar.image(for: .bookmark, state: .normal) === normal)
    }

    @Test func test_CI20_iconAdjustmentsMoveTheGlassAndTheClearButton() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let field = bar.searchTextField
        bar.layoutIfNeeded()
        #expect(field._glass.frame == CGRect(x: 8, y: 9.5, width: 17, height: 17))
        let textBefore = field.textRect(forBounds: field.bounds)
        bar.setPositionAdjustment(UIOffset(horizontal: 10, vertical: -2), for: .search)
        field.layoutIfNeeded()
        #expect(field._glass.frame == CGRect(x: 18, y: 7.5, width: 17, height: 17))
        #expect(field.textRect(forBounds: field.bounds) == textBefore)  // the glass moves alone
        let clear = field.clearButtonRect(forBounds: field.bounds)
        bar.setPositionAdjustment(UIOffset(horizontal: -4, vertical: 1), for: .clear)
        #expect(field.clearButtonRect(forBounds: field.bounds) == clear.offsetBy(dx: -4, dy: 1))
        bar.setImage(image(30, 30), for: .clear, state: .normal)
        let custom = field.clearButtonRect(forBounds: field.bounds)
        #expect(custom.size == CGSize(width: 30, height: 30) && custom.midX == clear.midX - 4)
        bar.setImage(image(24, 22), for: .search, state: .normal)
        field.layoutIfNeeded()
        #expect(field._glass.frame.size == CGSize(width: 24, height: 22))
    }

    @Test func test_CI21_aFieldBackgroundImageSetsTheFieldsHeightAndItsAdjustmentMovesIt() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(bar.searchTextField.backgroundColor == .tertiarySystemFill)
        let background = image(40, 44).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        bar.setSearchFieldBackgroundImage(background, for: .normal)
        bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 12, vertical: 3)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 20, y: 9, width: 304, height: 44))
        #expect(bar.searchTextField.background === background && bar.searchTextField.backgroundColor == nil)
        // The field's new frame takes the touches there.
        _ = hostInWindow(bar)
        #expect(bar.hitTest(CGPoint(x: 318, y: 30), with: nil) === bar.searchTextField)
    }

    @Test func test_CI22_theTextAdjustmentMovesTheFieldsTextRect() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.layoutIfNeeded()
        let field = bar.searchTextField
        let before = field.textRect(forBounds: field.bounds)
        #expect(before.minX == 30)
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 10, vertical: 2)
        let after = field.textRect(forBounds: field.bounds)
        #expect(after == CGRect(x: 40, y: before.minY + 2, width: before.width - 10, height: before.height))
    }

    @Test func test_CI23_scopeButtonImagesAndAttributesStyleTheScopeBar() {
        let background = image(10, 32), divider = image(2, 32)
        let bar = UISearchBar()
        bar.scopeButtonTitles = ["One", "Two"]
        bar.setScopeBarButtonBackgroundImage(background, for: .normal)
        bar.setScopeBarButtonDividerImage(divider, forLeftSegmentState: .selected, rightSegmentState: .normal)
        bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        let scope = bar._scopeBarView
        #expect(scope.backgroundImage(for: .selected, barMetrics: .default) === background)
        #expect(scope.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === divider)
        #expect(bar.scopeBarButtonDividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal) === divider)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
    }

    @Test func test_CI24_theMagnifyingGlassIsTheFieldsLeftView() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let field = bar.searchTextField
        bar.layoutIfNeeded()
        #expect(field.leftView === field._glass && field.leftViewMode == .always && field._glass.superview === field)
        let own = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        field.leftView = own
        field.layoutIfNeeded()
        #expect(field._glass.superview == nil && own.superview === field)
        #expect(own.frame == CGRect(x: 0, y: 8, width: 40, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 40)
    }

    // MARK: Text field overlay views (CI25, CI26)

    @Test func test_CI25_overlayViewsShowAsTheirModesSayAtTheirRects() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20)), right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(field.leftViewMode == .never && field.rightViewMode == .never)
        field.leftView = left
        field.rightView = right
        field.rightViewMode = .whileEditing
        _ = hostInWindow(field)
        field.layoutIfNeeded()
        #expect(left.superview == nil && right.superview == nil)
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(left.superview === field && left.frame == CGRect(x: 0, y: 10, width: 24, height: 20))
        #expect(field.leftViewRect(forBounds: field.bounds) == left.frame)
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 170, y: 5, width: 30, height: 30))
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(right.superview === field && right.frame == CGRect(x: 170, y: 5, width: 30, height: 30))
        field.resignFirstResponder()
        field.layoutIfNeeded()
        #expect(right.superview == nil)
        field.leftViewMode = .unlessEditing
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(left.superview == nil)
        // The intrinsic width counts the shown views.
        let editingWidth = field.intrinsicContentSize.width
        field.rightViewMode = .never
        #expect(field.intrinsicContentSize.width == editingWidth - 30)
    }

    @Test func test_CI26_theTextAndClearButtonMakeRoomForShownOverlayViews() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.text = "Text"
        field.clearButtonMode = .always
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 175, height: 40))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightViewMode = .always
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 145, y: 10.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 125, height: 40))
        field.clearButtonMode = .never
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 150, height: 40))
        field.borderStyle = .roundedRect
        field.leftView?.frame.size.width = 4  // narrower than the border's padding: the padding stays
        #expect(field.textRect(forBounds: field.bounds).minX == 7)
    }
}

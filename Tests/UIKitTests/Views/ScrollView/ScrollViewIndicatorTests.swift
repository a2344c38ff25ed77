import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The scroll indicators: made on first show, placed by the offset and insets, shown while
/// the content scrolls and faded out on the clock after.
@MainActor
@Suite(.uikit) struct ScrollViewIndicatorTests {
    let clock: VirtualClock
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1200))

    init() {
        clock = freshUIKit()
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.contentInsetAdjustmentBehavior = .never
        _ = hostInWindow(scrollView)
    }

    private var indicators: (vertical: UIView, horizontal: UIView)? {
        guard let vertical = scrollView._verticalScrollIndicator, let horizontal = scrollView._horizontalScrollIndicator else { return nil }
        return (vertical, horizontal)
    }

    /// Whether two rectangles are equal but for rounding.
    private func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    @Test func test_SI1_theIndicatorsAreTwoSubviewsMadeTheFirstTimeTheyShowAndKeptAboveTheContent() throws {
        #expect(scrollView.subviews.count == 1 && indicators == nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)  // the app's scroll shows nothing
        #expect(scrollView.subviews.count == 1 && indicators == nil)
        drag(scrollView, by: CGPoint(x: 0, y: -50), rest: 0.2)
        let (vertical, horizontal) = try #require(indicators)
        #expect(scrollView.subviews.count == 3)
        #expect(scrollView.subviews.suffix(2).allSatisfy { $0 === vertical || $0 === horizontal })
        #expect(String(describing: type(of: vertical)) == "_UIScrollViewScrollIndicator")
        #expect(!vertical.isUserInteractionEnabled && !horizontal.isUserInteractionEnabled)
        #expect(vertical.autoresizingMask == .flexibleLeftMargin && horizontal.autoresizingMask == .flexibleTopMargin)
        // 3 points thick, 3 from the trailing edge; a rounded bar fills it.
        #expect(vertical.frame.minX == 294 && vertical.frame.width == 3)
        let bar = try #require(vertical.subviews.first)
        #expect(bar.frame == vertical.bounds && bar.layer.cornerRadius == 1.5)
        // A view the app adds later goes on top; the next time they show, they are above it again.
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scrollView.addSubview(badge)
        #expect(scrollView.subviews.last === badge)
        scrollView.flashScrollIndicators()
        #expect(scrollView.subviews.suffix(2).allSatisfy { $0 === vertical || $0 === horizontal })
        #expect(scrollView.subviews.count == 4)  // made once
    }

    @Test func test_SI2_onlyTheAxesThatScrollShowAndOnlyWhenTheUserOrAnAnimationScrolls() throws {
        // Content that fits: nothing to show, nothing made.
        let small = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        small.contentSize = CGSize(width: 100, height: 100)
        small.flashScrollIndicators()
        #expect(small.subviews.isEmpty)
        // Taller than the view: the vertical one shows, the horizontal one stays at alpha 0.
        scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        let (vertical, horizontal) = try #require(indicators)
        #expect(vertical.alpha == 1 && horizontal.alpha == 0)
        // Both axes.
        scrollView.contentSize = CGSize(width: 900, height: 1200)
        scrollView.flashScrollIndicators()
        #expect(vertical.alpha == 1 && horizontal.alpha == 1)
        // Turned off: that one hides at once.
        scrollView.showsVerticalScrollIndicator = false
        #expect(vertical.alpha == 0 && horizontal.alpha == 1)
        // Off on both axes: a flash shows nothing.
        scrollView.showsHorizontalScrollIndicator = false
        clock.advance(by: 2)
        scrollView.flashScrollIndicators()
        #expect(vertical.alpha == 0 && horizontal.alpha == 0)
        #expect(!scrollView._indicatorVisibility.isVisible)
    }

    @Test func test_SI3_anIndicatorIsAsLongAsTheVisiblePartAndAsFarAlongAsTheOffsetAndShrinksPastAnEdge() throws {
        scrollView.flashScrollIndicators()
        let (vertical, horizontal) = try #require(indicators)
        // Track: 3 to 397 (394 long); length 394 × 400 / 1200.
        let length: CGFloat = 394.0 * 400 / 1200
        #expect(same(vertical.frame, CGRect(x: 294, y: 3, width: 3, height: length)))
        // Half way: half way along what the track leaves; in the scroll view's bounds.
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        #expect(same(vertical.frame, CGRect(x: 294, y: 400 + 3 + (394 - length) / 2, width: 3, height: length)))
        scrollView.contentOffset = CGPoint(x: 0, y: 800)
        #expect(same(vertical.frame, CGRect(x: 294, y: 800 + 397 - length, width: 3, height: length)))
        // Pulled 50 past the top: 50 shorter, at the top; far past, 7 points.
        scrollView.contentOffset = CGPoint(x: 0, y: -50)
        #expect(same(vertical.frame, CGRect(x: 294, y: -50 + 3, width: 3, height: length - 50)))
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(same(vertical.frame, CGRect(x: 294, y: 1000 + 397 - 7, width: 3, height: 7)))
        // Long content: never shorter than 36 points.
        scrollView.contentSize = CGSize(width: 300, height: 100_000)
        scrollView.contentOffset = .zero
        #expect(same(vertical.frame, CGRect(x: 294, y: 3, width: 3, height: 36)))
        // Both axes: each track stops short of the other indicator's row.
        scrollView.contentSize = CGSize(width: 600, height: 800)
        #expect(same(vertical.frame, CGRect(x: 294, y: 3, width: 3, height: 388.0 * 400 / 800)))
        #expect(same(horizontal.frame, CGRect(x: 3, y: 394, width: 288.0 * 300 / 600, height: 3)))
    }

    @Test func test_SI4_theIndicatorsStayWhileTheFingerIsDownAndFadeHalfASecondAfterTheScrollingStops() throws {
        let finger = beginDrag(scrollView, toward: CGPoint(x: 0, y: -1))
        finger.move(to: CGPoint(x: 150, y: 200), steps: 2, duration: 0.1)
        let (vertical, _) = try #require(indicators)
        clock.advance(by: 2)  // the finger stays down
        #expect(vertical.alpha == 1)
        finger.lift(after: 0.2)  // rested: no deceleration
        clock.advance(by: 0.49)
        guard case .shown = scrollView._indicatorVisibility else { Issue.record("hidden too soon"); return }
        clock.advance(by: 0.02)
        // The fade began: the model is at 0, the picture on its way there.
        guard case .fading = scrollView._indicatorVisibility else { Issue.record("not fading"); return }
        #expect(vertical.alpha == 0)
        clock.advance(by: 0.15)
        let shown = try #require(vertical.layer.presentation()).opacity
        #expect(shown > 0.2 && shown < 0.8)
        clock.advance(by: 0.2)
        guard case .hidden = scrollView._indicatorVisibility else { Issue.record("not hidden"); return }
        // A flash: shown at once, gone after the same linger and fade.
        scrollView.flashScrollIndicators()
        #expect(vertical.alpha == 1)
        clock.advance(by: 0.51)
        #expect(vertical.alpha == 0)
        // Showing again during the fade brings them back.
        scrollView.flashScrollIndicators()
        #expect(vertical.alpha == 1)
        // A deceleration keeps them until it ends.
        clock.advance(by: 1)
        drag(scrollView, by: CGPoint(x: 0, y: -100), duration: 0.1)
        #expect(scrollView.isDecelerating)
        while scrollView.isDecelerating {
            #expect(vertical.alpha == 1)
            clock.advance(by: 0.25)
        }
        clock.advance(by: 0.51)
        #expect(vertical.alpha == 0)
    }

    @Test func test_SI5_theBarIsDarkOnLightAndLightOnDarkByTheIndicatorStyle() throws {
        scrollView.flashScrollIndicators()
        let bar = try #require(indicators?.vertical.subviews.first)
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        func rgba(_ traits: UITraitCollection) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            bar.backgroundColor?.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, (a * 100).rounded() / 100]
        }
        #expect(rgba(light) == [0, 0, 0, 0.35] && rgba(dark) == [1, 1, 1, 0.35])
        scrollView.indicatorStyle = .white
        #expect(rgba(light) == [1, 1, 1, 0.35] && rgba(dark) == [1, 1, 1, 0.35])
        scrollView.indicatorStyle = .black
        #expect(rgba(light) == [0, 0, 0, 0.35] && rgba(dark) == [0, 0, 0, 0.35])
    }

    @Test func test_SI6_theIndicatorInsetsAddTheAppsInsetsToTheSafeAreaTheAdjustmentAdded() throws {
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5)
        scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)  // not the indicators'
        scrollView.flashScrollIndicators()
        let (vertical, _) = try #require(indicators)
        // Content 1300 tall with its inset; at the top (offset -100).
        scrollView.contentOffset = CGPoint(x: 0, y: -100)
        let track: CGFloat = 400 - 6 - 30
        #expect(same(vertical.frame, CGRect(x: 300 - 6 - 5, y: -100 + 13, width: 3, height: track * 400 / 1300)))
        // The safe area the adjustment adds moves the track in too, unless turned off.
        let controller = UIViewController()
        let table = UIScrollView(frame: controller.view.bounds)
        table.contentSize = CGSize(width: table.bounds.width, height: 5000)
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { tearDownWindows() }
        window.layoutIfNeeded()
        let safe = table.safeAreaInsets
        #expect(safe.top > 0 && table.adjustedContentInset.top == safe.top)
        table.flashScrollIndicators()
        let indicator = try #require(table._verticalScrollIndicator)
        #expect(abs(indicator.frame.minY - table.contentOffset.y - (3 + safe.top)) < 0.01)
        table.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(abs(indicator.frame.minY - table.contentOffset.y - 3) < 0.01)
    }
}

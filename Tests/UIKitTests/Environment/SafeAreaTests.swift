import Foundation
import Testing
import UIKit
import UIKitTesting

/// S2, S3: safe area, the older layout guides and child frames, by device, orientation and bars.
@MainActor
@Suite(.uikit)
struct SafeAreaTests {
    enum Bars: String, CaseIterable {
        case none, nav, navOpaque, navOpaqueExtended, tab, navToolbar
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let device: UIScreen.DeviceProfile
        let landscape: Bool
        let bars: Bars
        let safe: UIEdgeInsets
        let topGuide: CGFloat
        let bottomGuide: CGFloat
        /// The child's frame in the container's root view; nil: the whole screen.
        let frame: CGRect?
        var testDescription: String { "\(device.name) \(landscape ? "landscape" : "portrait") \(bars)" }
    }

    nonisolated static func row(_ device: UIScreen.DeviceProfile, _ landscape: Bool, _ bars: Bars, safe: (CGFloat, CGFloat, CGFloat, CGFloat),
                    guides: (CGFloat, CGFloat), frame: CGRect? = nil) -> Row {
        Row(device: device, landscape: landscape, bars: bars, safe: UIEdgeInsets(top: safe.0, left: safe.1, bottom: safe.2, right: safe.3),
            topGuide: guides.0, bottomGuide: guides.1, frame: frame)
    }

    /// Expected values from the devices' published metrics: status bar 47/20/54/24 pt,
    /// sensor housing 47 (59 with the Dynamic Island), home indicator 34 (21 in landscape,
    /// 20 on iPad); navigation bar and toolbar 44 pt (32 where the height is compact, 50 on
    /// iPad); tab bar 49 pt (32, 50) above the home indicator; no status bar on phones in landscape.
    nonisolated static let table: [Row] = [
        row(.iPhone14, false, .none, safe: (47, 0, 34, 0), guides: (47, 0)),
        row(.iPhone14, false, .nav, safe: (91, 0, 34, 0), guides: (91, 0)),
        row(.iPhone14, false, .navOpaque, safe: (0, 0, 34, 0), guides: (0, 0), frame: CGRect(x: 0, y: 91, width: 390, height: 753)),
        row(.iPhone14, false, .navOpaqueExtended, safe: (91, 0, 34, 0), guides: (91, 0)),
        row(.iPhone14, false, .tab, safe: (47, 0, 83, 0), guides: (47, 83)),
        row(.iPhone14, false, .navToolbar, safe: (91, 0, 78, 0), guides: (91, 78)),
        row(.iPhone14, true, .none, safe: (0, 47, 21, 47), guides: (0, 0)),
        row(.iPhone14, true, .nav, safe: (32, 47, 21, 47), guides: (32, 0)),
        row(.iPhone14, true, .navOpaque, safe: (0, 47, 21, 47), guides: (0, 0), frame: CGRect(x: 0, y: 32, width: 844, height: 358)),
        row(.iPhone14, true, .tab, safe: (0, 47, 53, 47), guides: (0, 53)),
        row(.iPhone14, true, .navToolbar, safe: (32, 47, 53, 47), guides: (32, 53)),
        row(.iPhoneSE, false, .none, safe: (20, 0, 0, 0), guides: (20, 0)),
        row(.iPhoneSE, false, .nav, safe: (64, 0, 0, 0), guides: (64, 0)),
        row(.iPhoneSE, false, .navOpaque, safe: (0, 0, 0, 0), guides: (0, 0), frame: CGRect(x: 0, y: 64, width: 375, height: 603)),
        row(.iPhoneSE, false, .tab, safe: (20, 0, 49, 0), guides: (20, 49)),
        row(.iPhoneSE, true, .none, safe: (0, 0, 0, 0), guides: (0, 0)),
        row(.iPhoneSE, true, .nav, safe: (32, 0, 0, 0), guides: (32, 0)),
        row(.iPhoneSE, true, .tab, safe: (0, 0, 32, 0), guides: (0, 32)),
        row(.iPhone15ProMax, false, .nav, safe: (103, 0, 34, 0), guides: (103, 0)),
        row(.iPhone15ProMax, true, .nav, safe: (32, 59, 21, 59), guides: (32, 0)),
        row(.iPhone15ProMax, true, .tab, safe: (0, 59, 53, 59), guides: (0, 53)),
        row(.iPadAir, false, .none, safe: (24, 0, 20, 0), guides: (24, 0)),
        row(.iPadAir, false, .nav, safe: (74, 0, 20, 0), guides: (74, 0)),
        row(.iPadAir, false, .navOpaque, safe: (0, 0, 20, 0), guides: (0, 0), frame: CGRect(x: 0, y: 74, width: 820, height: 1106)),
        row(.iPadAir, false, .tab, safe: (24, 0, 70, 0), guides: (24, 70)),
        row(.iPadAir, true, .nav, safe: (74, 0, 20, 0), guides: (74, 0)),
        row(.iPadAir, true, .tab, safe: (24, 0, 70, 0), guides: (24, 70)),
    ]

    @Test(arguments: table)
    func test_S2_S3_safeAreaGuidesAndFramesByDeviceOrientationAndBars(_ row: Row) {
        _ = freshUIKit()
        UIScreen.main.setDeviceProfile(row.device)
        if row.landscape { UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false) }
        let child = UIViewController()
        let root: UIViewController
        switch row.bars {
        case .none: root = child
        case .tab:
            let tabs = UITabBarController()
            tabs.viewControllers = [child]
            root = tabs
        case .nav, .navOpaque, .navOpaqueExtended, .navToolbar:
            let nav = UINavigationController(rootViewController: child)
            nav.navigationBar.isTranslucent = row.bars == .nav || row.bars == .navToolbar
            child.extendedLayoutIncludesOpaqueBars = row.bars == .navOpaqueExtended
            nav.isToolbarHidden = row.bars != .navToolbar
            root = nav
        }
        showInWindow(root)
        #expect((UIScreen.main.bounds.width > UIScreen.main.bounds.height) == row.landscape)
        #expect(child.view.safeAreaInsets == row.safe)
        #expect(child.topLayoutGuide.length == row.topGuide)
        #expect(child.bottomLayoutGuide.length == row.bottomGuide)
        #expect(child.view.frame == (row.frame ?? UIScreen.main.bounds))
    }

    @Test func test_S2_safeAreaCallbacksComeBeforeLayoutAndOnlyOnChange() {
        _ = freshUIKit()
        let trace = Trace()
        let root = EnvTraced("A", trace)
        showInWindow(root)
        #expect(trace.take() == ["A.viewSafeAreaInsetsDidChange", "A.viewLayoutMarginsDidChange", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        #expect(trace.take() == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        root.view.layoutIfNeeded()
        #expect(trace.take() == ["A.viewSafeAreaInsetsDidChange", "A.viewLayoutMarginsDidChange", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 44))
    }

    @Test func test_S2_subviewsFollowTheirSuperviewsSafeArea() {
        _ = freshUIKit()
        final class Watching: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); changes += 1 }
        }
        let root = UIViewController()
        showInWindow(root)
        let top = Watching(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        root.view.addSubview(top)
        drainMainRunLoop()
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0) && top.changes == 1)
        root.additionalSafeAreaInsets.top = 13
        drainMainRunLoop()
        #expect(top.safeAreaInsets.top == 60 && top.changes == 2)
    }

    @Test func test_S3_scrollViewAdjustsItsInsetsForTheBars() {
        _ = freshUIKit()
        final class ListController: UIViewController {
            override func loadView() { view = UIScrollView() }
        }
        let list = ListController()
        let nav = UINavigationController(rootViewController: list)
        showInWindow(nav)
        let scroll = list.view as! UIScrollView
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))  // .automatic, short content
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -91))  // resting at the top, under the bar
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == .zero && scroll.contentOffset == .zero)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0))
        list.automaticallyAdjustsScrollViewInsets = false
        scroll.contentSize = .zero
        scroll.contentInsetAdjustmentBehavior = .automatic
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }

    @Test func test_Y1_scrollingLaysTheScrollViewOut() {
        _ = freshUIKit()
        final class Counting: UIScrollView {
            var layouts = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        }
        final class Delegate: UIScrollViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        let root = UIViewController()
        showInWindow(root)
        let scroll = Counting(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let delegate = Delegate()
        scroll.delegate = delegate
        scroll.contentSize = CGSize(width: 390, height: 1000)
        root.view.addSubview(scroll)
        drainMainRunLoop()
        let before = scroll.layouts
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        drainMainRunLoop()
        #expect(scroll.layouts == before + 1 && delegate.scrolls == 1 && scroll.bounds.origin.y == 200)
    }
}

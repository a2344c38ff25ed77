import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct LoadingTests {
    init() { _ = freshUIKit() }

    @Test func test_L1_viewLoadsLazilyInsideTheGetter() {
        let vc = LoggingController()
        let recorder = LifecycleRecorder(names: [vc: "VC"], filter: .all)
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        #expect(recorder.lines.isEmpty)
        let view = vc.view
        #expect(view != nil)
        #expect(recorder.lines == ["VC.loadView", "VC.viewDidLoad"])
        #expect(vc.isViewLoaded && vc.viewIfLoaded === view)
        vc.loadViewIfNeeded()
        _ = vc.view
        #expect(recorder.lines == ["VC.loadView", "VC.viewDidLoad"])
    }

    @Test func test_L1_loadViewIfNeededLoadsOnlyWhenNotLoaded() {
        let vc = UIViewController()
        let recorder = LifecycleRecorder(names: [vc: "VC"], filter: .all)
        vc.loadViewIfNeeded()
        vc.loadViewIfNeeded()
        #expect(recorder.lines == ["VC.loadView", "VC.viewDidLoad"])
    }

    @Test func test_L2_defaultLoadViewMakesPlainViewAndOverrideSuppliesIts() {
        let plain = UIViewController()
        #expect(type(of: plain.view!) == UIView.self)
        #expect(plain.view.frame == UIScreen.main.bounds)

        final class Custom: UIViewController {
            final class Root: UIView {}
            override func loadView() { view = Root() }
        }
        let custom = Custom()
        #expect(custom.view is Custom.Root)
    }

    @Test func test_L2_namedNibWithoutLoaderRaisesCouldNotLoadNib() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let vc = UIViewController(nibName: "Missing", bundle: nil)
                _ = vc.view
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Could not load NIB in bundle:"))
        #expect(stderr.contains("with name 'Missing'"))
    }

    @Test func test_L3_settingViewToNilUnloadsAndNextReadLoadsAgain() {
        let vc = UIViewController()
        let recorder = LifecycleRecorder(names: [vc: "VC"], filter: .all)
        let first = vc.view
        vc.view = nil
        #expect(!vc.isViewLoaded)
        #expect(first?.next == nil || first?.next !== vc)
        let second = vc.view
        #expect(second !== first)
        #expect(recorder.lines == ["VC.loadView", "VC.viewDidLoad", "VC.loadView", "VC.viewDidLoad"])
    }

    @Test func test_L4_loadViewThatAssignsNothingStillGetsViewDidLoad() {
        final class Empty: UIViewController {
            override func loadView() {}
        }
        let vc = Empty()
        let recorder = LifecycleRecorder(names: [vc: "VC"], filter: .all)
        #expect(vc.view == nil)
        #expect(recorder.lines == ["VC.loadView", "VC.viewDidLoad"])
        #expect(!vc.isViewLoaded)
    }

    @Test func test_L4_readingViewInViewDidLoadWithoutViewIsAClearFatalError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Recursing: UIViewController {
                    override func loadView() {}
                    override func viewDidLoad() { _ = view }
                }
                _ = Recursing().view
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("view was read while its view was loading"))
    }

    @Test func test_L5_initHasNoNibNameAndLookupTriesNamesInUIKitOrder() throws {
        final class L5ProbeViewController: UIViewController {}
        let vc = L5ProbeViewController()
        #expect(vc.nibName == nil)
        #expect(UIViewController()._testNibCandidates == ["UIView", "UIViewController"])
        #expect(vc._testNibCandidates == ["L5ProbeView", "L5ProbeViewController"])

        // A bundle holding both names: the short one wins, and the ~iphone variant first.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("L5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Each file's view carries a tag naming the file, so the test sees which one loaded.
        for (tag, name) in ["L5ProbeViewController", "L5ProbeView", "L5ProbeView~ipad"].enumerated() {
            try writeTaggedOwnerNib(name, tag: tag + 1, in: dir)
        }
        let bundle = try #require(Bundle(path: dir.path))
        #expect(L5ProbeViewController(nibName: nil, bundle: bundle).view.tag == 2)  // phone: no ~ipad, short name first

        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        #expect(L5ProbeViewController(nibName: nil, bundle: bundle).view.tag == 3)
    }

    @Test func test_L7_titleSetsItemTitlesButNotTheOtherWay() {
        let vc = UIViewController()
        let navigationItem = vc.navigationItem
        let tabBarItem = vc.tabBarItem!
        vc.title = "Inbox"
        #expect(navigationItem.title == "Inbox")
        #expect(tabBarItem.title == "Inbox")
        vc.navigationItem.title = "Nav only"
        vc.tabBarItem.title = "Tab only"
        #expect(vc.title == "Inbox")

        let system = UIViewController()
        system.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        system.title = "Mine"
        #expect(system.tabBarItem.title == "Favorites")
        #expect(system.navigationItem.title == "Mine")
    }

    @Test func test_L8_aViewOwnedByOneControllerCannotBeAnothers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController(), b = UIViewController()
                b.view = a.view
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Each view controller must own its root view"))
    }
}

extension UIViewController {
    @MainActor var _testNibCandidates: [String] { UIViewController._nibNameCandidatesForTesting(type(of: self)) }
}

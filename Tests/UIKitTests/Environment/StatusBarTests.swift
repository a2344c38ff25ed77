import Foundation
import Testing
import UIKit
import UIKitTesting

/// S1: the status bar follows the controller in charge.
@MainActor
@Suite(.uikit)
struct StatusBarTests {
    var manager: UIStatusBarManager { UIWindowScene._testScene.statusBarManager! }

    @Test func test_S1_topControllerOrTheChildItNames() {
        _ = freshUIKit()
        final class Parent: EnvTraced {
            var named: UIViewController?
            override var childForStatusBarStyle: UIViewController? { named }
            override var childForStatusBarHidden: UIViewController? { named }
        }
        let trace = Trace()
        let parent = Parent("P", trace), child = EnvTraced("C", trace)
        parent.embed(child)
        parent.statusBarStyle = .darkContent
        child.statusBarStyle = .lightContent
        showInWindow(parent)
        #expect(manager.statusBarStyle == .darkContent && !manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        parent.named = child
        child.hidesStatusBar = true
        #expect(manager.statusBarStyle == .darkContent)  // not read again until asked
        parent.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent && manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        #expect(manager.lastUpdateAnimation == .none)
        #expect(UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test func test_S1_updateInsideAnAnimationBlockAnimates() {
        let clock = freshUIKit()
        let trace = Trace()
        let root = EnvTraced("A", trace)
        root.statusBarAnimation = .slide
        UIScreen.main.setDeviceProfile(.iPhoneSE)  // the 20 pt status bar is the safe area
        showInWindow(root)
        #expect(root.view.safeAreaInsets.top == 20)
        root.hidesStatusBar = true
        UIView.animate(withDuration: 1) {
            root.setNeedsStatusBarAppearanceUpdate()
            root.view.layoutIfNeeded()
        }
        #expect(manager.isStatusBarHidden && manager.lastUpdateAnimation == .slide)
        #expect(root.view.safeAreaInsets.top == 0)
        clock.advance(by: 1)
        UIScreen.main.setDeviceProfile(.iPhone14)  // a sensor housing keeps its inset
        drainMainRunLoop()
        #expect(manager.isStatusBarHidden && root.view.safeAreaInsets.top == 47)
    }

    @Test func test_S1_containersNameTheirShownChild() {
        _ = freshUIKit()
        let trace = Trace()
        let a = EnvTraced("A", trace), b = EnvTraced("B", trace)
        b.hidesStatusBar = true
        b.statusBarStyle = .lightContent
        let nav = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, b]
        showInWindow(tabs)
        #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .default)
        tabs.selectedIndex = 1
        drainMainRunLoop()
        #expect(manager.isStatusBarHidden && manager.statusBarStyle == .lightContent)  // re-read after the switch
        tabs.selectedIndex = 0
        drainMainRunLoop()
        a.statusBarStyle = .lightContent
        nav.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .default)  // the navigation bar shows: its style decides
        nav.navigationBar.barStyle = .black
        nav.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent)
    }

    @Test func test_S1_presentedControllerTakesOverOnlyWhenItCoversOrCaptures() {
        _ = freshUIKit()
        let trace = Trace()
        let root = EnvTraced("A", trace)
        showInWindow(root)
        let sheet = EnvTraced("S", trace)
        sheet.hidesStatusBar = true
        root.present(sheet, animated: false)
        drainMainRunLoop()
        #expect(!manager.isStatusBarHidden)  // a page sheet does not decide
        sheet.dismiss(animated: false)
        drainMainRunLoop()
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        drainMainRunLoop()
        #expect(manager.isStatusBarHidden)
        sheet.dismiss(animated: false)
        drainMainRunLoop()
        #expect(!manager.isStatusBarHidden)
        let cover = EnvTraced("F", trace)
        cover.modalPresentationStyle = .fullScreen
        cover.hidesStatusBar = true
        root.present(cover, animated: false)
        drainMainRunLoop()
        #expect(manager.isStatusBarHidden)
    }

    @Test func test_S1_phonesHideTheStatusBarInLandscape() {
        _ = freshUIKit()
        showInWindow(UIViewController())
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        UIScreen.main.setDeviceOrientation(.portrait, animated: false)
        #expect(!manager.isStatusBarHidden)
        UIScreen.main.setDeviceProfile(.iPadAir)
        showInWindow(UIViewController())
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(!manager.isStatusBarHidden && manager.statusBarFrame == CGRect(x: 0, y: 0, width: 1180, height: 24))
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct NavigationBarTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func itemsStayInStepWithTheStack() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav)
        nav.setViewControllers([a, b, c], animated: true)
        drainMainRunLoop(); clock.advance(by: 0.4)
        #expect(nav.navigationBar.items?.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0.navigationItem) })
        #expect(nav.navigationBar.topItem === c.navigationItem && nav.navigationBar.backItem === b.navigationItem)
        nav.popToRootViewController(animated: false)
        drainMainRunLoop()
        #expect(nav.navigationBar.items?.count == 1 && backButtonTitle(of: nav.navigationBar) == nil)
    }

    @Test func test_S2_barsSetTheTopControllersSafeArea() {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav)
        // iPhone 15: 47 pt status bar, 44 pt bar, 34 pt home indicator.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(a.view.frame == nav.view.bounds)  // extends under the translucent bar (S3)
        #expect(a.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        nav.setToolbarHidden(false, animated: false)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        #expect(a.view.safeAreaInsets.bottom == 78)
        nav.setNavigationBarHidden(true, animated: false)
        #expect(a.view.safeAreaInsets.top == 47 && nav.navigationBar.isHidden)
        nav.setNavigationBarHidden(false, animated: true)
        #expect(!nav.navigationBar.isHidden)
        clock.advance(by: 0.25)
        #expect(a.view.safeAreaInsets.top == 91)
    }

    @Test func test_S3_opaqueBarsAndEdgesForExtendedLayout() {
        let a = UIViewController()
        a.edgesForExtendedLayout = []
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav)
        #expect(a.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        #expect(a.view.safeAreaInsets.top == 0)
        let b = UIViewController()
        nav.navigationBar.isTranslucent = false
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        #expect(b.view.frame.minY == 91)
        let c = UIViewController()
        c.extendedLayoutIncludesOpaqueBars = true
        nav.pushViewController(c, animated: false)
        drainMainRunLoop()
        #expect(c.view.frame.minY == 0 && c.view.safeAreaInsets.top == 91)
    }

    @Test func largeTitlesAndPromptChangeTheBarHeight() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.navigationBar.prefersLargeTitles = true
        _ = showInWindow(nav)
        #expect(nav.navigationBar.frame.height == 96 && a.view.safeAreaInsets.top == 47 + 96)
        b.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        #expect(nav.navigationBar.frame.height == 44)
        b.navigationItem.prompt = "Pick one"
        drainMainRunLoop()
        #expect(nav.navigationBar.frame.height == 74 && b.view.safeAreaInsets.top == 47 + 74)
    }

    @Test func toolbarShowsTheTopsItemsAndHidesWhenPushed() {
        let a = UIViewController(), b = UIViewController()
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        a.toolbarItems = [.flexibleSpace(), share]
        b.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: a)
        nav.isToolbarHidden = false
        _ = showInWindow(nav)
        #expect(nav.toolbar.items?.count == 2 && !nav.toolbar.isHidden)
        #expect(abs((buttonFrame(of: share)?.maxX ?? 0) - (390 - 8)) < 0.001)  // pushed right by the flexible space
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        #expect(nav.toolbar.isHidden && b.view.safeAreaInsets.bottom == 34)
        nav.popViewController(animated: false)
        drainMainRunLoop()
        #expect(!nav.toolbar.isHidden && a.view.safeAreaInsets.bottom == 78)
    }

    @Test func barButtonItemsSendTheirActions() {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                addAction("save:") { [unowned self] sender in log.append("save from \(sender is UIBarButtonItem)") }
            }
        }
        let a = Controller()
        a.loadViewIfNeeded()
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: a, action: "save:")
        // Unowned: `add` stays in the item array after `rightBarButtonItem` is replaced (BG5).
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add") { [unowned a] action in
            a.log.append("add \(action.sender is UIBarButtonItem)")
        })
        let menu = UIMenu(title: "Sort", children: [UIAction(title: "By date") { _ in }])
        let sort = UIBarButtonItem(title: "Sort", menu: menu)
        let disabled = UIBarButtonItem(title: "Off", style: .plain, target: a, action: "save:")
        disabled.isEnabled = false
        a.navigationItem.rightBarButtonItems = [save, add]
        a.navigationItem.leftBarButtonItems = [sort, disabled]
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav)
        #expect(save.title == "Save" && save.style == .done && add.title == nil)  // a system item keeps its look
        #expect(UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in }).title == "Go")
        tap(save); tap(add); tap(disabled); tap(sort)
        #expect(a.log == ["save from true", "add true"])
        // A nil target goes along the responder chain from the first responder (or the key window).
        let chained = UIBarButtonItem(title: "Chain", style: .plain, target: nil, action: "save:")
        a.navigationItem.rightBarButtonItem = chained
        #expect(a.becomeFirstResponder() == false)
        tap(chained)
        #expect(a.log == ["save from true", "add true"])  // the window's chain does not reach a
    }

    @Test func showPushesAndVisibleViewControllerIncludesPresented() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav)
        a.show(b, sender: nil)
        #expect(nav.viewControllers == [a, b])
        drainMainRunLoop(); clock.advance(by: 0.4)
        let m = UIViewController()
        m.modalPresentationStyle = .fullScreen
        b.present(m, animated: false)
        drainMainRunLoop()
        #expect(nav.visibleViewController === m && nav.topViewController === b)
    }

    @Test func test_X1_delegateAnimatorDrivesAPush() {
        let trace = Trace()
        let (nav, _, _) = showNavigation(trace)
        let delegate = TracingNavigationDelegate(trace)
        let animator = SlideAnimator(presenting: true)
        delegate.animator = { _ in animator }
        nav.delegate = delegate
        let b = movingTraced("B", trace)
        nav.pushViewController(b, animated: true)
        drainMainRunLoop()
        clock.advance(by: 0.5)
        #expect(!trace.lines.contains("B.viewDidAppear"))
        clock.advance(by: 0.6)
        #expect(trace.take().suffix(4) == ["A.viewDidDisappear", "B.viewDidAppear", "didShow B", "B.didMove(parent)"])
        #expect(animator.notes.first?.hasSuffix("fromView=true toView=true") == true && animator.ended == [true])
        #expect(b.view.frame == nav.view.bounds)
    }

    @Test func orientationsAndStatusBarComeFromTheTop() {
        final class Portrait: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        final class Delegate: UINavigationControllerDelegate {
            func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask { .landscape }
        }
        let top = Portrait()
        let nav = UINavigationController(rootViewController: top)
        #expect(nav.supportedInterfaceOrientations == .portrait)
        // S1: the top decides "hidden"; the style comes from the bar while it shows.
        #expect(nav.childForStatusBarStyle == nil && nav.childForStatusBarHidden === top)
        nav.navigationBar.barStyle = .black
        #expect(nav.preferredStatusBarStyle == .lightContent)
        nav.setNavigationBarHidden(true, animated: false)
        #expect(nav.childForStatusBarStyle === top)
        let delegate = Delegate()
        nav.delegate = delegate
        #expect(nav.supportedInterfaceOrientations == .landscape)
    }

    @Test func customBarClasses() {
        final class Bar: UINavigationBar {}
        final class Tools: UIToolbar {}
        let nav = UINavigationController(navigationBarClass: Bar.self, toolbarClass: Tools.self)
        #expect(nav.navigationBar is Bar && nav.toolbar is Tools && nav.viewControllers.isEmpty)
        nav.viewControllers = [UIViewController()]
        _ = showInWindow(nav)
        #expect(nav.topViewController?.view.window != nil)
    }

    @Test func test_P10_popoverFromABarButtonItem() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let a = UIViewController()
        let item = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        a.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: a)
        _ = showInWindow(nav)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 300, height: 200)
        popover.popoverPresentationController?.barButtonItem = item
        a.present(popover, animated: false)
        drainMainRunLoop()
        let controller = popover.popoverPresentationController!
        #expect(controller.arrowDirection == .up)
        let anchor = buttonFrame(of: item)!
        #expect(popover.view.frame.minY == anchor.maxY + 13)
        // The bar stays touchable: a tap on the bar's button reaches it, not the dismissal.
        var tapped = 0
        let other = UIBarButtonItem(title: "Other", primaryAction: UIAction { _ in tapped += 1 })
        a.navigationItem.leftBarButtonItem = other
        drainMainRunLoop()
        tap(other)
        #expect(tapped == 1 && a.presentedViewController === popover)
    }

    @Test func hidesBarsOnTapTogglesTheBar() {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.hidesBarsOnTap = true
        let window = showInWindow(nav)
        #expect(nav.barHideOnTapGestureRecognizer.view === nav.view)
        tap(at: CGPoint(x: 200, y: 500), in: window)
        clock.advance(by: 0.3)
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden && a.view.safeAreaInsets.top == 47)
        tap(at: CGPoint(x: 200, y: 500), in: window)
        clock.advance(by: 0.3)
        #expect(!nav.isNavigationBarHidden && a.view.safeAreaInsets.top == 91)
        nav.hidesBarsOnTap = false
        #expect(nav.barHideOnTapGestureRecognizer.view == nil)
    }

    @Test func test_X1_tabSwitchWithADelegateAnimator() {
        final class Delegate: UITabBarControllerDelegate {
            let animator = SlideAnimator(presenting: true)
            func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                  to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let trace = Trace()
        let a = Traced("A", trace), b = Traced("B", trace)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = Delegate()
        tabs.delegate = delegate
        _ = showInWindow(tabs)
        _ = trace.take()
        tabs.selectedIndex = 1
        clock.advance(by: 0.5)
        #expect(trace.lines == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "B.viewIsAppearing"])
        #expect(b.transitionCoordinator?.isAnimated == true)
        clock.advance(by: 0.6)
        #expect(trace.take().suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
        #expect(delegate.animator.ended == [true] && a.view.window == nil && b.view.frame == tabs.view.bounds)
    }

    @Test func test_X2_delegateInteractionControllerDrivesAPop() {
        final class Delegate: UINavigationControllerDelegate {
            let driver = UIPercentDrivenInteractiveTransition()
            let animator = SlideAnimator(presenting: false)
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                operation == .pop ? animator : nil
            }
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
                driver
            }
        }
        let trace = Trace()
        let (nav, a, window) = showNavigation(trace)
        let b = movingTraced("B", trace)
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        let delegate = Delegate()
        nav.delegate = delegate
        let finger = beginEdgeSwipe(in: window)  // a custom pop animator turns the back swipe off
        finger.lift()
        #expect(nav.viewControllers.count == 2)
        _ = trace.take()
        nav.popViewController(animated: true)
        drainMainRunLoop()
        #expect(b.transitionCoordinator?.isInteractive == true)
        delegate.driver.update(0.3)
        delegate.driver.cancel()
        clock.advance(by: 1)
        // N8's order; this animator never puts A's view in the container, so A gets no viewIsAppearing.
        #expect(trace.take() == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
                                 "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(nav.viewControllers == [a, b])
    }
}

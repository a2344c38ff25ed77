import Foundation
import Testing
import UIKit
import UIKitTesting

/// Says `.none` to every adaptation, and notes the style it is told about.
@MainActor
final class NoAdaptation: UIAdaptivePresentationControllerDelegate {
    var told: [String] = []
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        told.append("\(style) coordinator=\(transitionCoordinator != nil)")
    }
}

@MainActor
@Suite(.uikit) struct PresentationStyleTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func presentAndSettle(_ presented: UIViewController, from presenter: UIViewController) {
        presenter.present(presented, animated: true)
        clock.advance(by: 1)
    }

    @Test func test_P5_fullScreenRequestFromAChildGoesToTheRoot() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let child = Traced("C", trace)
        a.addChild(child); a.view.addSubview(child.view); child.didMove(toParent: a)
        drainMainRunLoop(); _ = trace.take()
        let m = traced("M", trace, style: .fullScreen)
        presentAndSettle(m, from: child)
        #expect(m.presentingViewController === a)
        #expect(a.presentedViewController === m && child.presentedViewController === m)  // through ancestors
        #expect(trace.take() == ["M.viewDidLoad", "A.viewWillDisappear", "C.viewWillDisappear", "M.viewWillAppear", "M.viewIsAppearing",
                                 "M.viewDidAppear", "A.viewDidDisappear", "C.viewDidDisappear"])
        let inner = UIViewController()
        m.addChild(inner); m.view.addSubview(inner.view); inner.didMove(toParent: m)
        #expect(inner.presentingViewController === a)  // a child of the presented reports its ancestor's presenter
    }

    @Test func test_P5_currentContextCoversTheNearestDefiningAncestor() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let context = Traced("K", trace)
        context.definesPresentationContext = true
        a.addChild(context); a.view.addSubview(context.view); context.didMove(toParent: a)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        let leaf = UIViewController()
        context.addChild(leaf); context.view.addSubview(leaf.view); leaf.didMove(toParent: context)
        drainMainRunLoop(); _ = trace.take()
        let m = traced("M", trace, style: .currentContext)
        presentAndSettle(m, from: leaf)
        #expect(m.presentingViewController === context)
        #expect(m.view.convert(m.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(context.view.window == nil && a.view.window != nil)  // only the context's view leaves
        #expect(trace.take() == ["M.viewDidLoad", "K.viewWillDisappear", "M.viewWillAppear", "M.viewIsAppearing",
                                 "M.viewDidAppear", "K.viewDidDisappear"])
        context.dismiss(animated: true); clock.advance(by: 1)
        #expect(context.view.window != nil && context.view.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
    }

    @Test func test_P5_currentContextWithoutADefiningAncestorUsesTheRoot() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let child = UIViewController()
        a.addChild(child); a.view.addSubview(child.view); child.didMove(toParent: a)
        let m = traced("M", trace, style: .overCurrentContext)
        presentAndSettle(m, from: child)
        #expect(m.presentingViewController === a)
    }

    @Test func test_P5_contextProvidesItsTransitionStyle() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        a.definesPresentationContext = true
        a.providesPresentationContextTransitionStyle = true
        a.modalTransitionStyle = .crossDissolve
        let m = traced("M", trace, style: .currentContext)
        m.modalTransitionStyle = .coverVertical
        a.present(m, animated: true)
        clock.advance(by: 0.25)
        // Cross-dissolve (the context's), not cover vertical (the presented one's).
        #expect(m.view.layer.presentation()?.frame == m.view.frame)
        #expect(abs((m.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        clock.advance(by: 0.3)
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .overCurrentContext, .pageSheet, .formSheet, .automatic,
                      .custom, .blurOverFullScreen, .popover])
    func test_P6_stylesThatKeepThePresenterSendItNoCallbacks(style: UIModalPresentationStyle) {
        if style == .popover { UIScreen.main.setDeviceProfile(.iPadAir) }
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let m = traced("M", trace, style: style)
        if style == .popover { m.popoverPresentationController?.sourceView = a.view }
        presentAndSettle(m, from: a)
        a.dismiss(animated: true); clock.advance(by: 1)
        #expect(trace.take() == ["M.viewDidLoad", "M.viewWillAppear", "M.viewIsAppearing", "M.viewDidAppear",
                                 "M.viewWillDisappear", "M.viewDidDisappear"])
        #expect(a.view.window === window && a.appearanceState == .appeared)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .currentContext])
    func test_P6_stylesThatCoverThePresenterSendItCallbacks(style: UIModalPresentationStyle) {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let m = traced("M", trace, style: style)
        presentAndSettle(m, from: a)
        #expect(a.view.window == nil)
        a.dismiss(animated: true); clock.advance(by: 1)
        #expect(trace.take() == ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "M.viewIsAppearing", "M.viewDidAppear",
                                 "A.viewDidDisappear", "M.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                 "A.viewDidAppear", "M.viewDidDisappear"])
    }

    @Test func test_P7_defaultsAndAutomaticResolution() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(controller.presentationController is UISheetPresentationController)
        #expect(controller.presentationController?.presentationStyle == .pageSheet)
        #expect(controller.sheetPresentationController != nil && controller.popoverPresentationController == nil)
        #expect(!controller.isModalInPresentation && !controller.disablesAutomaticKeyboardDismissal)
        let form = UIViewController(); form.modalPresentationStyle = .formSheet
        #expect(form.disablesAutomaticKeyboardDismissal)
    }

    @Test func test_P7_sheetFramesOnPhoneAndPad() {
        let (a, _) = showTracedRoot(Trace())
        let page = UIViewController()
        presentAndSettle(page, from: a)
        #expect(page.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))  // 10 pt under the 47 pt inset
        a.dismiss(animated: false); drainMainRunLoop()
        let medium = UIViewController()
        medium.sheetPresentationController?.detents = [.medium(), .large()]
        presentAndSettle(medium, from: a)
        // Largest detent 844 - 57 - 34 = 753; medium is half of it above the home indicator.
        #expect(medium.view.frame == CGRect(x: 0, y: 844 - 34 - 377, width: 390, height: 377 + 34))
        medium.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(medium.view.frame.minY == 57)
        a.dismiss(animated: false); drainMainRunLoop()

        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let form = UIViewController(); form.modalPresentationStyle = .formSheet
        presentAndSettle(form, from: a)
        #expect(form.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        a.dismiss(animated: false); drainMainRunLoop()
        let sized = UIViewController(); sized.modalPresentationStyle = .formSheet
        sized.preferredContentSize = CGSize(width: 400, height: 300)
        presentAndSettle(sized, from: a)
        #expect(sized.view.frame == CGRect(x: 210, y: 440, width: 400, height: 300))
        a.dismiss(animated: false); drainMainRunLoop()
        let pageOnPad = UIViewController()
        presentAndSettle(pageOnPad, from: a)
        #expect(pageOnPad.view.frame == CGRect(x: 58, y: 34, width: 704, height: 1146))
    }

    @Test func test_P7_largestUndimmedDetentLeavesThePresenterUndimmed() {
        let (a, _) = showTracedRoot(Trace())
        let sheet = UIViewController()
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        presentAndSettle(sheet, from: a)
        let dimming = controller.containerView!.subviews.first!
        #expect(dimming !== sheet.view && dimming.alpha == 0 && !dimming.isUserInteractionEnabled)
        controller.selectedDetentIdentifier = .large
        #expect(dimming.alpha == 1 && dimming.isUserInteractionEnabled)
    }

    @Test func test_P7_popoverAdaptsToFullScreenInCompactWidthUnlessTheDelegateSaysNone() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let popover = traced("M", trace, style: .popover)
        popover.popoverPresentationController?.sourceView = a.view
        presentAndSettle(popover, from: a)
        #expect(popover.presentationController?.presentationStyle == .fullScreen)
        #expect(popover.view.frame == UIScreen.main.bounds && a.view.window == nil)
        a.dismiss(animated: false); drainMainRunLoop()

        let kept = traced("N", trace, style: .popover)
        let delegate = NoAdaptation()
        let presentation = kept.popoverPresentationController!
        presentation.delegate = delegate
        presentation.sourceView = a.view
        presentation.sourceRect = CGRect(x: 100, y: 100, width: 40, height: 40)
        kept.preferredContentSize = CGSize(width: 200, height: 300)
        presentAndSettle(kept, from: a)
        #expect(presentation.presentationStyle == .popover && presentation.arrowDirection == .up)
        #expect(delegate.told == ["popover coordinator=true"])
        #expect(kept.view.frame == CGRect(x: 20, y: 153, width: 200, height: 300))
        #expect(a.view.window != nil)
    }

    @Test func test_P7_popoverOnPadSitsByItsSourceAndDismissesOnOutsideTaps() {
        UIScreen.main.setDeviceProfile(.iPadAir)
        defer { UIScreen.main.setDeviceProfile(.iPhone14) }
        let (a, window) = showTracedRoot(Trace())
        let button = UIView(frame: CGRect(x: 700, y: 1100, width: 60, height: 40))
        let passthrough = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.view.addSubview(button); a.view.addSubview(passthrough)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let presentation = popover.popoverPresentationController!
        presentation.sourceView = button
        presentation.passthroughViews = [passthrough]
        presentAndSettle(popover, from: a)
        #expect(presentation.arrowDirection == .down)  // no room below: above the source
        #expect(popover.view.frame == CGRect(x: 490, y: 1100 - 13 - 480, width: 320, height: 480))
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === passthrough)
        let outside = window.hitTest(CGPoint(x: 400, y: 300), with: nil)
        #expect(outside === presentation.containerView)
        #expect(window.hitTest(CGPoint(x: 600, y: 800), with: nil)?.isDescendant(of: popover.view) == true)
        outside?.touchesEnded([], with: nil)
        clock.advance(by: 1)
        #expect(a.presentedViewController == nil)
    }

    @Test func test_P7_everyTransitionStyleAnimatesOnTheClock() {
        let (a, _) = showTracedRoot(Trace())
        // Cover vertical: the sheet starts below the screen and rises, ease-in-out.
        let cover = UIViewController(); cover.modalPresentationStyle = .fullScreen
        a.present(cover, animated: true)
        #expect(cover.view.layer.presentation()?.frame.minY == 844)
        clock.advance(by: 0.25)
        #expect(abs((cover.view.layer.presentation()?.frame.minY ?? 0) - 422) < 1)  // halfway at half time
        clock.advance(by: 0.3)
        #expect(cover.view.layer.presentation()?.frame.minY == 0)
        cover.dismiss(animated: true)
        clock.advance(by: 0.125)
        let falling = cover.view.layer.presentation()?.frame.minY ?? 0
        #expect(falling > 0 && falling < 422)
        clock.advance(by: 0.5)

        let dissolve = UIViewController(); dissolve.modalPresentationStyle = .fullScreen
        dissolve.modalTransitionStyle = .crossDissolve
        a.present(dissolve, animated: true)
        clock.advance(by: 0.25)
        #expect(abs((dissolve.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        clock.advance(by: 0.3)
        a.dismiss(animated: false); drainMainRunLoop()

        let flip = UIViewController(); flip.modalPresentationStyle = .fullScreen
        flip.modalTransitionStyle = .flipHorizontal
        a.present(flip, animated: true)
        clock.advance(by: 0.1875)  // a quarter: the presenter is half folded
        #expect(abs((a.view.layer.presentation()?.affineTransform().a ?? 0) - 0.5) < 0.05)
        clock.advance(by: 0.375)   // three quarters: the presented one half unfolded
        #expect(abs((flip.view.layer.presentation()?.affineTransform().a ?? 0) - 0.5) < 0.05)
        clock.advance(by: 0.5)
        #expect(flip.view.transform == .identity && a.view.transform == .identity)
        a.dismiss(animated: false); drainMainRunLoop()

        let curl = UIViewController(); curl.modalPresentationStyle = .fullScreen
        curl.modalTransitionStyle = .partialCurl
        a.present(curl, animated: true)
        clock.advance(by: 0.25)
        #expect(abs((a.view.layer.presentation()?.affineTransform().ty ?? 0) + 844 * 0.3) < 1)
        clock.advance(by: 0.3)
        #expect(a.view.window == nil && curl.view.window != nil)
    }

    @Test func test_P7_partialCurlOnlyWithFullScreen() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController(), m = UIViewController()
                let window = UIWindow(); window.rootViewController = a; window.makeKeyAndVisible()
                m.modalTransitionStyle = .partialCurl
                a.present(m, animated: true)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller"))
    }

    @Test func test_P10_presentationControllerIsMadeOnFirstAccessFromTheStyle() {
        let expectations: [(UIModalPresentationStyle, String)] = [
            (.fullScreen, "BuiltInPresentationController"), (.pageSheet, "UISheetPresentationController"),
            (.formSheet, "UISheetPresentationController"), (.popover, "UIPopoverPresentationController"),
            (.overFullScreen, "BuiltInPresentationController"), (.currentContext, "BuiltInPresentationController"),
            (.custom, "BuiltInPresentationController"),
        ]
        for (style, kind) in expectations {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            let first = controller.presentationController
            #expect(String(describing: type(of: first!)) == kind)
            #expect(controller.presentationController === first)
            #expect((controller.popoverPresentationController != nil) == (style == .popover))
            controller.modalPresentationStyle = .popover  // too late: the controller stays
            #expect(controller.presentationController === first)
        }
    }

    @Test func test_P10_containerLayoutTellsThePresentationController() {
        let (a, window) = showTracedRoot(Trace())
        let delegate = HalfHeightTransitioning()
        let m = UIViewController()
        m.modalPresentationStyle = .custom
        m.transitioningDelegate = delegate
        presentAndSettle(m, from: a)
        let controller = m.presentationController as! HalfHeightPresentationController
        controller.notes = []
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        drainMainRunLoop()
        // Layout counts are not fixed (the subview's new frame asks for another pass): pairs, in order.
        #expect(!controller.notes.isEmpty && controller.notes.count % 2 == 0)
        for (index, note) in controller.notes.enumerated() {
            #expect(note == (index % 2 == 0 ? "willLayout (400.0, 600.0)" : "didLayout"))
        }
        #expect(m.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))  // this subclass re-frames its view
    }

    @Test func test_P10_customStyleTakesItsPresentationControllerFromTheDelegate() {
        let (a, _) = showTracedRoot(Trace())
        let delegate = HalfHeightTransitioning()
        let m = UIViewController()
        m.modalPresentationStyle = .custom
        m.transitioningDelegate = delegate
        presentAndSettle(m, from: a)
        #expect(m.presentationController is HalfHeightPresentationController)
        #expect(m.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(a.view.window != nil)  // shouldRemovePresentersView false
    }
}

/// A `.custom` presentation in the bottom half of the screen, re-framed on container layout.
@MainActor
final class HalfHeightPresentationController: UIPresentationController {
    var notes: [String] = []
    override func containerViewWillLayoutSubviews() {
        let size = containerView?.bounds.size ?? .zero
        notes.append("willLayout (\(size.width), \(size.height))")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func containerViewDidLayoutSubviews() { notes.append("didLayout") }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

@MainActor
final class HalfHeightTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Which controllers define a presentation context without being told (P5's walk stops at them).
@MainActor
@Suite(.uikit) struct PresentationContextDefaultTests {
    init() { _ = freshUIKit() }

    @Test func test_E14_navigationControllersDefineAPresentationContextByDefaultAndOtherControllersDoNot() {
        #expect(UINavigationController().definesPresentationContext)
        #expect(!UIViewController().definesPresentationContext)
        #expect(!UITabBarController().definesPresentationContext)
        #expect(!UISplitViewController(style: .doubleColumn).definesPresentationContext)
        #expect(!UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal).definesPresentationContext)
        let navigation = UINavigationController()
        navigation.definesPresentationContext = false
        #expect(!navigation.definesPresentationContext)
    }

    @Test func test_E14_aCurrentContextPresentationFromAPushedControllerCoversTheNavigationController() {
        let root = UIViewController()
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: root)
        tabs.viewControllers = [navigation]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        drainMainRunLoop()
        let presented = UIViewController()
        presented.modalPresentationStyle = .currentContext
        root.present(presented, animated: false)
        drainMainRunLoop()
        #expect(presented.presentingViewController === navigation)
        #expect(tabs.tabBar.window === window)
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct AppearanceTests {
    init() { _ = freshUIKit() }

    @Test func test_A1_rootAppearsAroundEnteringTheWindow() {
        let vc = LoggingController()
        let window = UIWindow()
        window.rootViewController = vc
        #expect(!vc.isViewLoaded)  // a hidden window does not load its root's view
        window.makeKeyAndVisible()
        #expect(vc.log == ["viewDidLoad", "viewWillAppear window=false", "viewIsAppearing window=true"])
        drainMainRunLoop()
        #expect(vc.log.last == "viewDidAppear")
        #expect(vc.appearanceState == .appeared)
        #expect(window.isKeyWindow)

        let recorder = LifecycleRecorder(names: [vc: "VC"])
        window.isHidden = true
        #expect(recorder.lines == ["VC.viewWillDisappear(false)", "VC.viewDidDisappear(false)"])
    }

    @Test func test_A2_stateCyclesAndCancelledWillHasNoDid() {
        let vc = UIViewController()
        let recorder = LifecycleRecorder(names: [vc: "VC"], filter: .appearanceOnly)
        var states: [UIViewControllerAppearanceState] = [vc.appearanceState]
        vc.beginAppearanceTransition(true, animated: true); states.append(vc.appearanceState)
        vc.beginAppearanceTransition(false, animated: true); states.append(vc.appearanceState)  // turns back
        vc.endAppearanceTransition(); states.append(vc.appearanceState)
        #expect(states == [.disappeared, .appearing, .disappearing, .disappeared])
        #expect(recorder.lines == ["VC.viewWillAppear(true)", "VC.viewWillDisappear(true)", "VC.viewDidDisappear(true)"])
    }

    @Test func test_A3_firstDisplayOrderOfTheRootController() {
        final class Root: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.setNeedsUpdateConstraints()
            }
        }
        let vc = Root()
        let recorder = LifecycleRecorder(names: [vc: "Root"], filter: .all)
        let window = UIWindow()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        drainMainRunLoop()
        #expect(recorder.lines == [
            "Root.loadView", "Root.viewDidLoad", "Root.viewWillAppear(false)", "Root.viewIsAppearing(false)",
            "Root.updateViewConstraints", "Root.viewSafeAreaInsetsDidChange", "Root.viewLayoutMarginsDidChange",
            "Root.viewWillLayoutSubviews", "Root.viewDidLayoutSubviews", "Root.viewDidAppear(false)",
        ])
    }

    @Test func test_A4_directCallLogsAndUIKitSentCallsDoNot() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let vc = LoggingController()
        showInWindow(vc)
        #expect(capture.messages.isEmpty)  // the overrides call super inside UIKit-sent callbacks
        vc.viewWillAppear(false)
        #expect(capture.messages.count == 1)
        #expect(capture.messages.first?.hasPrefix("viewWillAppear(_:) was called directly on <") == true)
    }

    @Test func test_A5_windowSendsToRootAndContainerForwardsToChildren() {
        let parent = ContainerController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let recorder = LifecycleRecorder(names: [parent: "P", child: "C"])
        showInWindow(parent)
        #expect(recorder.lines == [
            "P.viewWillAppear(false)", "C.viewWillAppear(false) [movingToParent]",
            "P.viewIsAppearing(false)", "C.viewIsAppearing(false) [movingToParent]",
            "P.viewDidAppear(false)", "C.viewDidAppear(false) [movingToParent]",
        ])
    }

    @Test func test_A5_childAddedAfterAppearanceIsNotMovingToParentTwice() {
        let parent = ContainerController(), child = UIViewController()
        let window = showInWindow(parent)
        parent.addChild(child)
        child.didMove(toParent: parent)
        drainMainRunLoop()
        child.loadViewIfNeeded()
        let recorder = LifecycleRecorder(names: [child: "C"])
        parent.view.addSubview(child.view)
        drainMainRunLoop()
        window.isHidden = true
        window.isHidden = false
        drainMainRunLoop()
        #expect(recorder.lines == [
            "C.viewWillAppear(false) [movingToParent]", "C.viewIsAppearing(false) [movingToParent]", "C.viewDidAppear(false) [movingToParent]",
            "C.viewWillDisappear(false)", "C.viewDidDisappear(false)",
            "C.viewWillAppear(false)", "C.viewIsAppearing(false)", "C.viewDidAppear(false)",
        ])
    }
}

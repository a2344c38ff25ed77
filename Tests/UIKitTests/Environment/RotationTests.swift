import Foundation
import Testing
import UIKit
import UIKitTesting

/// R1–R3: rotation and resizing of the scene's windows.
@MainActor
@Suite(.uikit)
struct RotationTests {
    /// A container P with child C on screen, the trace emptied.
    func showContainer(_ trace: Trace) -> (EnvTraced, EnvTraced, UIWindow) {
        let parent = EnvTraced("P", trace), child = EnvTraced("C", trace)
        parent.embed(child)
        let window = showInWindow(parent)
        _ = trace.take()
        return (parent, child, window)
    }

    @Test func test_R1_rotationOfAContainerWithAChild() {
        let clock = freshUIKit()
        let trace = Trace()
        let (parent, child, window) = showContainer(trace)
        UIScreen.main.setDeviceOrientation(.landscapeLeft)  // the interface turns to landscape right
        #expect(trace.take() == [
            "P.willTransition(to: C/C)", "C.willTransition(to: C/C)",
            "P.viewWillTransition(to: 844x390)", "P.willRotate(to: landscapeRight, 0.3)",
            "C.viewWillTransition(to: 844x390)", "C.willRotate(to: landscapeRight, 0.3)",
            "P.traitCollectionDidChange(C/R -> C/C)", "C.traitCollectionDidChange(C/R -> C/C)",
            "P.viewSafeAreaInsetsDidChange", "P.viewLayoutMarginsDidChange", "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
            "C.viewSafeAreaInsetsDidChange", "C.viewLayoutMarginsDidChange", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
            "P.willAnimateRotation(to: landscapeRight)", "C.willAnimateRotation(to: landscapeRight)",
        ])
        #expect(window.frame.size == CGSize(width: 844, height: 390) && child.view.frame.size == CGSize(width: 844, height: 390))
        #expect(parent.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(UIWindowScene._testScene.interfaceOrientation == .landscapeRight && UIDevice.current.orientation == .landscapeLeft)
        clock.advance(by: 0.3)
        #expect(trace.take() == ["P.didRotate(from: portrait)", "C.didRotate(from: portrait)"])
    }

    @Test func test_R1_aParentThatSkipsSuperCutsItsChildrenOff() {
        _ = freshUIKit()
        let trace = Trace()
        let (parent, _, _) = showContainer(trace)
        parent.skipsSuperForSize = true
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        let lines = trace.take().filter { $0.contains("Transition") || $0.contains("Rotat") }
        #expect(lines == ["P.willTransition(to: C/C)", "C.willTransition(to: C/C)", "P.viewWillTransition(to: 844x390)"])
    }

    @Test func test_R2_childWhoseSizeDoesNotChangeIsSkipped() {
        _ = freshUIKit()
        let trace = Trace()
        let (parent, child, _) = showContainer(trace)
        parent.childSize = { _ in CGSize(width: 390, height: 844) }  // the child keeps its size
        child.view.autoresizingMask = []
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        let sizes = trace.take().filter { $0.contains("viewWillTransition") }
        #expect(sizes == ["P.viewWillTransition(to: 844x390)"])
    }

    @Test func test_R2_aBarHidingIsNotASizeTransition() {
        _ = freshUIKit()
        let trace = Trace()
        let top = EnvTraced("T", trace)
        let nav = UINavigationController(rootViewController: top)
        showInWindow(nav)
        _ = trace.take()
        nav.setNavigationBarHidden(true, animated: false)
        drainMainRunLoop()
        let lines = trace.take()
        #expect(lines.contains("T.viewSafeAreaInsetsDidChange"))
        #expect(!lines.contains { $0.contains("Transition") })
    }

    @Test func test_R2_navigationForwardsToItsTopOnly() {
        _ = freshUIKit()
        let trace = Trace()
        let a = EnvTraced("A", trace), b = EnvTraced("B", trace)
        let nav = UINavigationController(rootViewController: a)
        showInWindow(nav)
        nav.pushViewController(b, animated: false)
        drainMainRunLoop()
        _ = trace.take()
        UIScreen.main.setDeviceOrientation(.landscapeRight, animated: false)
        let lines = trace.take()
        #expect(lines.contains("B.viewWillTransition(to: 844x390)") && lines.contains("B.willRotate(to: landscapeLeft, 0.0)"))
        #expect(!lines.contains { $0.hasPrefix("A.") })
        // A was covered: it catches up when it comes back, with layout but no rotation callbacks.
        nav.popViewController(animated: false)
        drainMainRunLoop()
        let back = trace.take().filter { $0.hasPrefix("A.") }
        #expect(back.contains("A.traitCollectionDidChange(C/R -> C/C)") && back.contains("A.viewWillLayoutSubviews"))
        #expect(!back.contains { $0.contains("Rotat") || $0.contains("Transition") })
        #expect(a.view.frame.size == CGSize(width: 844, height: 390))
    }

    @Test func test_R3_padRotationChangesSizeNotTraits() {
        _ = freshUIKit()
        UIScreen.main.setDeviceProfile(.iPadAir)
        let trace = Trace()
        let (_, _, _) = showContainer(trace)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        let lines = trace.take()
        #expect(lines.contains("P.viewWillTransition(to: 1180x820)"))
        #expect(!lines.contains { $0.contains("willTransition(to: ") || $0.contains("traitCollectionDidChange") })
    }

    @Test func test_R3_noTraitCallbackAtFirstDisplay() {
        _ = freshUIKit()
        let trace = Trace()
        _ = showContainer(trace)
        let parent = EnvTraced("Q", trace)
        parent.traitOverrides.userInterfaceStyle = .dark
        showInWindow(parent)
        #expect(!trace.take().contains { $0.contains("traitCollectionDidChange") })
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func test_R3_splitScreenResizeChangesTheSizeClass() {
        _ = freshUIKit()
        UIScreen.main.setDeviceProfile(.iPadAir)
        let trace = Trace()
        let (parent, _, window) = showContainer(trace)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        _ = trace.take()
        let scene = try! #require(window.windowScene)
        scene.setMultitaskingLayout(.twoThirds, animated: false)  // 795 pt: still regular
        #expect(trace.take().filter { $0.contains("ransition") } == ["P.viewWillTransition(to: 795x820)", "C.viewWillTransition(to: 795x820)"])
        scene.setMultitaskingLayout(.half, animated: false)  // 585 pt: compact
        #expect(trace.take().filter { $0.contains("ransition") || $0.contains("trait") } == [
            "P.willTransition(to: C/R)", "C.willTransition(to: C/R)",
            "P.viewWillTransition(to: 585x820)", "C.viewWillTransition(to: 585x820)",
            "P.traitCollectionDidChange(R/R -> C/R)", "C.traitCollectionDidChange(R/R -> C/R)",
        ])
        #expect(parent.view.frame.size == CGSize(width: 585, height: 820))
    }

    @Test func test_R1_coordinatorRunsAlongsideAnimationsWithTheRotation() {
        let clock = freshUIKit()
        final class Watcher: UIViewController {
            var notes: [String] = []
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(box) }
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                notes.append("will animated=\(coordinator.isAnimated) duration=\(coordinator.transitionDuration) bounds=\(Int(view.bounds.width))")
                coordinator.animate(alongsideTransition: { context in
                    self.notes.append("alongside bounds=\(Int(self.view.bounds.width)) traits=\(self.traitCollection.short)")
                    self.box.alpha = 0
                }, completion: { context in self.notes.append("completion cancelled=\(context.isCancelled)") })
            }
        }
        let watcher = Watcher()
        showInWindow(watcher)
        UIScreen.main.setDeviceOrientation(.portraitUpsideDown)  // refused on a phone (all but upside down)
        #expect(watcher.notes.isEmpty)
        UIScreen.main.setDeviceOrientation(.landscapeRight)
        #expect(watcher.notes == ["will animated=true duration=0.3 bounds=390", "alongside bounds=844 traits=C/C"])
        clock.advance(by: 0.15)
        #expect(abs((watcher.box.layer.presentation()?.opacity ?? 0) - 0.5) < 0.1)
        clock.advance(by: 0.15)
        #expect(watcher.notes.last == "completion cancelled=false")
        UIScreen.main.setDeviceOrientation(.landscapeLeft)  // a half turn takes twice as long
        #expect(watcher.notes.last == "alongside bounds=844 traits=C/C")
        #expect(watcher.notes.dropLast().last == "will animated=true duration=0.6 bounds=844")
        clock.advance(by: 0.6)
    }

    @Test func test_R1_appDelegateHearsOfTheStatusBarOrientation() {
        _ = freshUIKit()
        let delegate = OrientationAppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        showInWindow(UIViewController())
        UIScreen.main.setDeviceOrientation(.landscapeLeft)
        #expect(delegate.trace.take() == ["app.willChangeStatusBarOrientation(landscapeRight, 0.3)", "app.didChangeStatusBarOrientation(portrait)"])
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
    }
}

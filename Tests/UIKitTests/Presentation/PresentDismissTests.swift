import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct PresentDismissTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_P1_fullScreenPresentAndDismissOrder() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let m = traced("M", trace, style: .fullScreen)
        a.present(m, animated: true) { trace.add("completion") }
        #expect(trace.lines == ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "M.viewIsAppearing"])
        clock.advance(by: 0.25)
        #expect(trace.lines.count == 4)  // nothing "did" while the animation runs
        clock.advance(by: 0.3)
        #expect(trace.take() == ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "M.viewIsAppearing",
                                 "M.viewDidAppear", "A.viewDidDisappear", "completion"])
        #expect(a.view.window == nil)  // full screen removes the presenter's view
        #expect(m.view.window != nil)
        #expect(a.appearanceState == .disappeared && m.appearanceState == .appeared)

        m.dismiss(animated: true) { trace.add("completion") }
        #expect(trace.lines == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing"])
        clock.advance(by: 0.6)
        #expect(trace.take() == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                 "A.viewDidAppear", "M.viewDidDisappear", "completion"])
        #expect(a.view.window != nil && m.view.window == nil)
        #expect(a.presentedViewController == nil && m.presentingViewController == nil)
    }

    @Test func test_P1_nonAnimatedDidCallbacksWaitForTheNextTurn() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let m = traced("M", trace, style: .fullScreen)
        a.present(m, animated: false) { trace.add("completion") }
        #expect(trace.lines == ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "M.viewIsAppearing"])
        #expect(m.view.frame == UIScreen.main.bounds)  // in place at once
        drainMainRunLoop()
        #expect(Array(trace.take().suffix(3)) == ["M.viewDidAppear", "A.viewDidDisappear", "completion"])
        a.dismiss(animated: false) { trace.add("completion") }
        drainMainRunLoop()
        #expect(trace.take() == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                 "A.viewDidAppear", "M.viewDidDisappear", "completion"])
    }

    @Test func test_P2_flagsAndLinksDuringPresentationAndDismissal() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let m = traced("M", trace, style: .fullScreen)
        a.notesFlags = true; m.notesFlags = true
        a.notesLinks = true; m.notesLinks = true
        var inCompletion: (Bool, Bool)?
        a.present(m, animated: true) { inCompletion = (m.isBeingPresented, m.isBeingDismissed) }
        clock.advance(by: 0.6)
        #expect(trace.take() == [
            "M.viewDidLoad presented=false dismissed=false presenting=A presented=nil",
            "A.viewWillDisappear presented=false dismissed=false presenting=nil presented=M",
            "M.viewWillAppear presented=true dismissed=false presenting=A presented=nil",
            "M.viewIsAppearing presented=true dismissed=false presenting=A presented=nil",
            "M.viewDidAppear presented=true dismissed=false presenting=A presented=nil",
            "A.viewDidDisappear presented=false dismissed=false presenting=nil presented=M",
        ])
        #expect(inCompletion! == (false, false))
        a.dismiss(animated: true)
        clock.advance(by: 0.6)
        #expect(trace.take() == [
            "M.viewWillDisappear presented=false dismissed=true presenting=A presented=nil",
            "A.viewWillAppear presented=false dismissed=false presenting=nil presented=M",
            "A.viewIsAppearing presented=false dismissed=false presenting=nil presented=M",
            "A.viewDidAppear presented=false dismissed=false presenting=nil presented=nil",
            "M.viewDidDisappear presented=false dismissed=true presenting=nil presented=nil",
        ])
        #expect(!m.isBeingDismissed)
    }

    @Test func test_P3_presentWhilePresentingIsIgnored() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let m = traced("M", trace, style: .fullScreen), x = traced("X", trace, style: .fullScreen)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        a.present(m, animated: true)
        var called = false
        a.present(x, animated: true) { called = true }  // during the transition
        #expect(capture.messages == ["Attempt to present \(x) on \(a) while a presentation is in progress"])
        clock.advance(by: 0.6)
        a.present(x, animated: false) { called = true }  // after it
        #expect(capture.messages.last == "Attempt to present \(x) on \(a) which is already presenting \(m)")
        drainMainRunLoop()
        #expect(!called && !x.isViewLoaded && a.presentedViewController === m)
    }

    @Test func test_P3_chainsAreAllowed() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let m = traced("M", trace, style: .fullScreen), n = traced("N", trace, style: .fullScreen)
        a.present(m, animated: false)
        drainMainRunLoop()
        m.present(n, animated: false)
        drainMainRunLoop()
        #expect(a.presentedViewController === m && m.presentedViewController === n)
        #expect(n.presentingViewController === m && m.presentingViewController === a)
        #expect(n.view.window === window && m.view.window == nil)
        #expect(trace.take().contains("M.viewDidDisappear"))
    }

    @Test func test_P3_presentingAnAlreadyPresentedControllerRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController(), b = UIViewController(), m = UIViewController()
                let window = UIWindow(); window.rootViewController = a; window.makeKeyAndVisible()
                a.view.addSubview(b.view)
                a.present(m, animated: false)
                b.present(m, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Application tried to present modally a view controller <UIViewController: 0x"))
        #expect(stderr.contains("that is already being presented by <UIViewController: 0x"))
    }

    @Test func test_P3_presentingAChildRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController(), child = UIViewController()
                let window = UIWindow(); window.rootViewController = a; window.makeKeyAndVisible()
                a.addChild(child)
                a.present(child, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Application tried to present modally an active controller <UIViewController: 0x"))
    }

    @Test func test_P4_dismissFromTheMiddleOfAChainDismissesEverythingAbove() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let m = traced("M", trace, style: .fullScreen), n = traced("N", trace, style: .overFullScreen)
        a.present(m, animated: false); drainMainRunLoop()
        m.present(n, animated: false); drainMainRunLoop()
        _ = trace.take()
        var done = false
        a.dismiss(animated: true) { done = true }
        // Only the top animates: M's container left at once, N slides down over A.
        #expect(m.view.window == nil && a.view.window === window)
        clock.advance(by: 0.25)
        let shown = n.view.layer.presentation()?.frame ?? .zero
        #expect(shown.minY > 0 && shown.minY < 844)
        clock.advance(by: 0.3)
        #expect(done)
        #expect(a.presentedViewController == nil && m.presentedViewController == nil)
        #expect(m.presentingViewController == nil && n.presentingViewController == nil)
        #expect(n.view.window == nil && window.subviews == [a.view])
        // A's view comes back under the containers, then M's container leaves with M.
        #expect(trace.take() == ["N.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "M.viewWillDisappear",
                                 "M.viewDidDisappear", "A.viewDidAppear", "N.viewDidDisappear"])
    }

    @Test func test_P4_dismissSentToThePresentedIsForwardedToItsPresenter() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let m = traced("M", trace, style: .fullScreen)
        let child = UIViewController()
        m.addChild(child); m.view.addSubview(child.view); child.didMove(toParent: m)
        a.present(m, animated: false); drainMainRunLoop()
        var done = false
        child.dismiss(animated: false) { done = true }  // a child of the presented: forwarded too
        drainMainRunLoop()
        #expect(done && a.presentedViewController == nil && m.view.window == nil)
    }

    @Test func test_P4_dismissWithNothingPresentedDoesNothing() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        var called = false
        a.dismiss(animated: true) { called = true }
        clock.advance(by: 1)
        #expect(!called && capture.messages.isEmpty && trace.lines.isEmpty && a.view.window === window)
    }

    @Test func test_P9_presentFromAControllerNotInAWindowWarnsAndDoesNothing() {
        _ = freshUIKit()
        let detached = UIViewController(), m = UIViewController()
        detached.loadViewIfNeeded()
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        var called = false
        detached.present(m, animated: true) { called = true }
        clock.advance(by: 1)
        #expect(capture.messages == ["Attempt to present \(m) on \(detached) whose view is not in the window hierarchy."])
        #expect(!called && !m.isViewLoaded && detached.presentedViewController == nil && m.presentingViewController == nil)
    }
}

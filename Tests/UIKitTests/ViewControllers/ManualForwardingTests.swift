import Foundation
import Testing
import UIKit
import UIKitTesting

/// A container that forwards appearance by hand, the way M4 says it should be done.
@MainActor
final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    var forwards = true
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if forwards { for child in children { child.beginAppearanceTransition(true, animated: animated) } }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if forwards { for child in children { child.endAppearanceTransition() } }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if forwards { for child in children { child.beginAppearanceTransition(false, animated: animated) } }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if forwards { for child in children { child.endAppearanceTransition() } }
    }
}

@MainActor
@Suite(.uikit) struct ManualForwardingTests {
    init() { _ = freshUIKit() }

    private func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test func test_M1_childrenGetNothingFromTheContainersOwnAppearance() {
        let parent = ManualContainer(), child = UIViewController()
        parent.forwards = false
        embed(child, in: parent)
        let recorder = LifecycleRecorder(names: [parent: "P", child: "C"], filter: .appearanceOnly)
        let window = showInWindow(parent)
        window.isHidden = true
        #expect(recorder.lines == ["P.viewWillAppear(false)", "P.viewIsAppearing(false)", "P.viewDidAppear(false)",
                                   "P.viewWillDisappear(false)", "P.viewDidDisappear(false)"])
        #expect(child.appearanceState == .disappeared)
    }

    @Test func test_M2_beginAndEndSendTheCallbacksAndReachDescendants() {
        let parent = ManualContainer(), child = UIViewController(), grandchild = UIViewController()
        parent.forwards = false
        embed(child, in: parent)
        embed(grandchild, in: child)
        showInWindow(parent)
        let recorder = LifecycleRecorder(names: [child: "C", grandchild: "G"], filter: .appearanceOnly)
        child.beginAppearanceTransition(true, animated: true)
        // Neither was on screen before, and both were just added: both are moving to a parent.
        #expect(recorder.lines == ["C.viewWillAppear(true) [movingToParent]", "C.viewIsAppearing(true) [movingToParent]",
                                   "G.viewWillAppear(true) [movingToParent]", "G.viewIsAppearing(true) [movingToParent]"])
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(recorder.lines.dropFirst(4) == ["C.viewDidAppear(true) [movingToParent]", "G.viewDidAppear(true) [movingToParent]",
                                                "C.viewWillDisappear(false)", "G.viewWillDisappear(false)",
                                                "C.viewDidDisappear(false)", "G.viewDidDisappear(false)"])
    }

    @Test func test_M3_nestedBeginsFinishWithTheLastEndAndUnbalancedEndWarns() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let vc = UIViewController()
        let recorder = LifecycleRecorder(names: [vc: "VC"], filter: .appearanceOnly)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        #expect(recorder.lines == ["VC.viewWillAppear(false)"])
        vc.endAppearanceTransition()
        // Off screen, viewIsAppearing still comes before viewDidAppear, so the pair is complete.
        #expect(recorder.lines == ["VC.viewWillAppear(false)", "VC.viewIsAppearing(false)", "VC.viewDidAppear(false)"])
        #expect(capture.messages.isEmpty)
        vc.endAppearanceTransition()
        #expect(recorder.lines.count == 3)
        #expect(capture.messages == ["Unbalanced calls to begin/end appearance transitions for \(vc)."])
        #expect(capture.messages.first?.hasPrefix("Unbalanced calls to begin/end appearance transitions for <UIViewController: 0x") == true)
    }

    @Test func test_M4_manualForwardingDoneRightMatchesAutomatic() {
        func run(_ parent: UIViewController) -> [String] {
            let child = UIViewController()
            embed(child, in: parent)
            let recorder = LifecycleRecorder(names: [child: "C"], filter: .appearanceOnly)
            let window = showInWindow(parent)
            window.isHidden = true
            return recorder.lines
        }
        let manual = run(ManualContainer())
        let automatic = run(UIViewController())
        #expect(manual == automatic)
        #expect(automatic == ["C.viewWillAppear(false) [movingToParent]", "C.viewIsAppearing(false) [movingToParent]",
                              "C.viewDidAppear(false) [movingToParent]", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
    }
}

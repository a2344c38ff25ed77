import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ContainmentTests {
    init() { _ = freshUIKit() }

    @Test func test_C1_addChildCallsWillMoveNeverDidMove() {
        let parent = UIViewController(), child = UIViewController()
        let recorder = LifecycleRecorder(names: [parent: "P", child: "C"], filter: .all)
        parent.addChild(child)
        drainMainRunLoop()
        #expect(recorder.lines == ["C.willMove(toParent:parent)"])
        #expect(recorder.entries.first.map { $0.callback } == .willMoveToParent(isNil: false))
        #expect(child.parent === parent && parent.children == [child])
        child.didMove(toParent: parent)
        #expect(recorder.lines == ["C.willMove(toParent:parent)", "C.didMove(toParent:parent)"])
    }

    @Test func test_C2_appearanceComesWhenTheChildViewEntersTheWindow() {
        let parent = UIViewController(), child = LoggingController()
        showInWindow(parent)
        child.loadViewIfNeeded()
        let recorder = LifecycleRecorder(names: [child: "C"])
        parent.addChild(child)
        #expect(recorder.lines == ["C.willMove(toParent:parent)"])  // addChild alone: no appearance
        parent.view.addSubview(child.view)
        // viewWillAppear synchronously inside addSubview, viewDidAppear only after the run loop turns
        #expect(recorder.lines == ["C.willMove(toParent:parent)", "C.viewWillAppear(false) [movingToParent]", "C.viewIsAppearing(false) [movingToParent]"])
        child.didMove(toParent: parent)
        drainMainRunLoop()
        #expect(recorder.lines == [
            "C.willMove(toParent:parent)", "C.viewWillAppear(false) [movingToParent]", "C.viewIsAppearing(false) [movingToParent]",
            "C.didMove(toParent:parent)", "C.viewDidAppear(false) [movingToParent]",
        ])
    }

    @Test func test_C2_runLoopTurnDeliversTheDidUnderXCTestStyleRun() {
        // The same deferred "did" is delivered by RunLoop.main when it runs on the main thread.
        let parent = UIViewController(), child = UIViewController()
        showInWindow(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(child.appearanceState == .appearing)
        UIKitScheduler.shared.runTurn()
        #expect(child.appearanceState == .appeared)
    }

    @Test func test_C3_removalSequenceAndFlags() {
        let parent = UIViewController(), child = UIViewController()
        showInWindow(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        drainMainRunLoop()
        let recorder = LifecycleRecorder(names: [child: "C"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(recorder.lines == [
            "C.willMove(toParent:nil)", "C.viewWillDisappear(false) [movingFromParent]",
            "C.viewDidDisappear(false) [movingFromParent]", "C.didMove(toParent:nil)",
        ])
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test func test_C4_addingAChildOfAnotherParentRemovesItFirst() {
        let a = UIViewController(), b = UIViewController(), child = UIViewController()
        a.addChild(child)
        child.didMove(toParent: a)
        let recorder = LifecycleRecorder(names: [child: "C"], filter: .all)
        b.addChild(child)
        #expect(recorder.lines == ["C.didMove(toParent:nil)", "C.willMove(toParent:parent)"])
        #expect(a.children.isEmpty && b.children == [child] && child.parent === b)
    }

    @Test func test_C5_movingFlagsAreTrueOnlyInsideTheirCallbacks() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("willAppear to=\(isMovingToParent) from=\(isMovingFromParent)") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); seen.append("didAppear to=\(isMovingToParent)") }
            override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); seen.append("didMove to=\(isMovingToParent) from=\(isMovingFromParent)") }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); seen.append("willDisappear from=\(isMovingFromParent) to=\(isMovingToParent)") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); seen.append("didDisappear from=\(isMovingFromParent)") }
        }
        let parent = UIViewController(), child = Probe()
        let window = showInWindow(parent)
        parent.addChild(child)
        #expect(!child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        drainMainRunLoop()
        #expect(!child.isMovingToParent)
        // Hiding and showing the window is not a parent move: flags stay false.
        window.isHidden = true
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()  // not on screen: no callbacks
        child.removeFromParent()
        #expect(child.seen == [
            "willAppear to=true from=false", "didMove to=false from=false", "didAppear to=true",
            "willDisappear from=false to=false", "didDisappear from=false", "didMove to=false from=false",
        ])
    }

    @Test func test_C6_childViewUnderTheWrongControllerRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIViewController(), other = UIViewController(), child = UIViewController()
                parent.addChild(child)
                other.view.addSubview(child.view)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: 0x"))
        #expect(stderr.contains("should have parent view controller:<UIViewController: 0x"))
        #expect(stderr.contains("but actual parent is:<UIViewController: 0x"))
    }

    @Test func test_C6_addingAnAncestorAsChildRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let grandparent = UIViewController(), parent = UIViewController()
                grandparent.addChild(parent)
                parent.addChild(grandparent)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIViewControllerHierarchyInconsistency"))
    }

    @Test func test_C6_childWhoseViewIsUnderAnotherControllerCannotBeAdded() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let owner = UIViewController(), requested = UIViewController(), child = UIViewController()
                owner.view.addSubview(child.view)
                requested.addChild(child)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("but requested parent is:"))
    }

    @Test func test_C7_viewWithoutAddChildStillAppearsButHasNoParent() {
        let container = UIViewController(), orphan = UIViewController()
        showInWindow(container)
        orphan.loadViewIfNeeded()
        let recorder = LifecycleRecorder(names: [orphan: "O"])
        container.view.addSubview(orphan.view)
        drainMainRunLoop()
        #expect(recorder.lines == ["O.viewWillAppear(false)", "O.viewIsAppearing(false)", "O.viewDidAppear(false)"])
        #expect(orphan.parent == nil && container.children.isEmpty)
        #expect(orphan.view.next === orphan)
        #expect(orphan.next === container.view)  // from the orphan the chain goes to the view, not to a parent
    }

    @Test func test_C8_childrenInInsertionOrderAndParentIsWeak() {
        var parent: UIViewController? = UIViewController()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        for child in [b, a, c] { parent!.addChild(child) }
        #expect(parent!.children == [b, a, c])
        a.removeFromParent()
        parent!.addChild(a)
        #expect(parent!.children == [b, c, a])
        weak var weakParent = parent
        parent = nil
        #expect(weakParent == nil)
        #expect(a.parent == nil)
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct DragInteractionTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A window with a draggable source view (20,100 100×100) and drop target views.
    private func scene(_ trace: Trace, targets: [(String, CGRect, UIDropOperation)] = [("B", CGRect(x: 20, y: 500, width: 200, height: 200), .copy)])
        -> (window: UIWindow, source: UIView, drag: DragLog, drops: [DropLog], targets: [UIView], interaction: UIDragInteraction) {
        let (_, window) = showTracedRoot(trace)
        let root = window.rootViewController!.view!
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        root.addSubview(source)
        let drag = DragLog(trace) { [textItem("Hello")] }
        let interaction = UIDragInteraction(delegate: drag)
        interaction.isEnabled = true
        source.addInteraction(interaction)
        var drops: [DropLog] = []
        var views: [UIView] = []
        for (name, frame, operation) in targets {
            let view = UIView(frame: frame)
            root.addSubview(view)
            let log = DropLog(trace, name, operation: operation)
            view.addInteraction(UIDropInteraction(delegate: log))
            drops.append(log)
            views.append(view)
        }
        return (window, source, drag, drops, views, interaction)
    }

    @Test func test_O6_O7_O8_O10_aCopyDragSendsBothSidesCallbacksInOrder() {
        let trace = Trace()
        let s = scene(trace)
        s.drag.makeItems = {
            let item = textItem("Hello")
            item.previewProvider = { trace.add("item.previewProvider"); return nil }
            return [item]
        }
        let finger = SimulatedTouch(at: CGPoint(x: 70, y: 150), in: s.window)
        clock.advance(by: 0.45)
        #expect(trace.take().isEmpty)  // O6: not before 0.5 s
        clock.advance(by: 0.1)
        #expect(trace.take() == ["drag.itemsForBeginning", "drag.previewForLifting", "drag.willAnimateLift", "drag.lifted end"])

        finger.move(to: CGPoint(x: 75, y: 155))
        #expect(trace.take() == ["drag.sessionWillBegin", "item.previewProvider", "drag.didMove"])
        finger.move(to: CGPoint(x: 120, y: 600), steps: 2)  // halfway over no target, then over B
        #expect(trace.take() == ["drag.didMove", "drag.didMove", "B.canHandle", "B.enter", "B.update"])
        #expect(s.drops[0].locations == [CGPoint(x: 100, y: 100)])
        finger.move(to: CGPoint(x: 130, y: 610))
        #expect(trace.take() == ["drag.didMove", "B.update"])

        finger.lift()
        #expect(trace.take() == ["B.perform", "B.previewForDropping", "B.willAnimateDrop", "drag.willEnd copy"])
        drainMainRunLoop()
        #expect(trace.take() == ["drag.didEnd copy", "drag.didTransfer", "B.conclude", "B.end"])
    }

    @Test func test_O9_aForbiddenDropCancelsAndTheTargetHearsExit() {
        let trace = Trace()
        let s = scene(trace, targets: [("B", CGRect(x: 20, y: 500, width: 200, height: 200), .forbidden)])
        s.drag.logsMoves = false
        s.drops[0].logsUpdates = false
        drag(s.source, to: s.targets[0])
        #expect(trace.take() == [
            "drag.itemsForBeginning", "drag.previewForLifting", "drag.willAnimateLift", "drag.lifted end",
            "drag.sessionWillBegin", "B.canHandle", "B.enter",
            "B.exit", "drag.willEnd cancel", "drag.previewForCancelling", "drag.willAnimateCancel",
            "drag.didEnd cancel", "B.end",
        ])
    }

    @Test func test_O7_O10_leavingATargetSendsExitAndItStillHearsTheEnd() {
        let trace = Trace()
        let s = scene(trace)
        s.drag.logsMoves = false
        s.drag.logsPreviews = false
        s.drops[0].logsUpdates = false
        // Over B, then on to an empty spot of the root view, and lifted there.
        let finger = SimulatedTouch(at: CGPoint(x: 70, y: 150), in: s.window)
        clock.advance(by: 0.6)
        finger.move(to: CGPoint(x: 120, y: 600), steps: 3)
        #expect(trace.take() == ["drag.itemsForBeginning", "drag.sessionWillBegin", "B.canHandle", "B.enter"])
        finger.move(to: CGPoint(x: 300, y: 300), steps: 2)
        #expect(trace.take() == ["B.exit"])
        finger.move(to: CGPoint(x: 120, y: 620))
        #expect(trace.take() == ["B.enter"])  // O7: canHandle is not asked again
        finger.move(to: CGPoint(x: 300, y: 320))
        finger.lift()
        drainMainRunLoop()
        #expect(trace.take() == ["B.exit", "drag.willEnd cancel", "drag.didEnd cancel", "B.end"])
    }

    @Test func test_O9_aDragLiftedOverNothingEndsWithCancel() {
        let trace = Trace()
        let s = scene(trace, targets: [])
        s.drag.logsMoves = false
        drag(from: CGPoint(x: 70, y: 150), to: CGPoint(x: 300, y: 400), in: s.window)
        #expect(trace.take() == [
            "drag.itemsForBeginning", "drag.previewForLifting", "drag.willAnimateLift", "drag.lifted end",
            "drag.sessionWillBegin",
            "drag.willEnd cancel", "drag.previewForCancelling", "drag.willAnimateCancel", "drag.didEnd cancel",
        ])
    }

    @Test func test_O13_liftingWithoutMovingCancelsTheLift() {
        let trace = Trace()
        let s = scene(trace)
        s.drag.logsPreviews = false
        longPress(s.source, duration: 0.6)
        drainMainRunLoop()
        #expect(trace.take() == ["drag.itemsForBeginning", "drag.willEnd cancel", "drag.didEnd cancel"])
    }

    @Test func test_O6_noItemsNoDragAndTheViewKeepsItsTouches() {
        final class TouchView: UIView {
            var log: [String] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = TouchView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        window.rootViewController!.view.addSubview(view)
        let log = DragLog(trace) { [] }
        let interaction = UIDragInteraction(delegate: log)
        interaction.isEnabled = true
        view.addInteraction(interaction)
        let finger = SimulatedTouch(at: CGPoint(x: 70, y: 150), in: window)
        clock.advance(by: 0.6)
        finger.move(to: CGPoint(x: 300, y: 400))
        finger.lift()
        drainMainRunLoop()
        #expect(trace.take() == ["drag.itemsForBeginning"])
        #expect(view.log == ["ended"])
    }

    @Test func test_O12_aMoveNeedsTheSessionToAllowIt() {
        let trace = Trace()
        let s = scene(trace, targets: [("B", CGRect(x: 20, y: 500, width: 200, height: 200), .move)])
        s.drag.logsMoves = false
        s.drag.logsPreviews = false
        s.drops[0].logsUpdates = false
        s.drops[0].logsPreviews = false
        drag(s.source, to: s.targets[0])
        #expect(trace.take() == [
            "drag.itemsForBeginning", "drag.sessionWillBegin", "B.canHandle", "B.enter",
            "drag.allowsMove", "B.perform", "drag.willEnd move", "drag.didEnd move", "drag.didTransfer", "B.conclude", "B.end",
        ])
        s.drag.allowsMove = false
        drag(s.source, to: s.targets[0])
        #expect(trace.take() == [
            "drag.itemsForBeginning", "drag.sessionWillBegin", "B.canHandle", "B.enter",
            "drag.allowsMove", "B.exit", "drag.willEnd cancel", "drag.didEnd cancel", "B.end",
        ])
    }

    @Test func test_O7_aTargetThatCannotHandleIsPassedOverForTheInnermostOneUnderIt() {
        let trace = Trace()
        let s = scene(trace, targets: [("Outer", CGRect(x: 0, y: 400, width: 390, height: 400), .copy)])
        s.drag.logsMoves = false
        s.drag.logsPreviews = false
        s.drops[0].logsUpdates = false
        s.drops[0].logsPreviews = false
        let inner = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        s.targets[0].addSubview(inner)
        let innerLog = DropLog(trace, "Inner", operation: .copy)
        innerLog.canHandle = false
        inner.addInteraction(UIDropInteraction(delegate: innerLog))
        drag(s.source, to: inner)
        #expect(trace.take() == [
            "drag.itemsForBeginning", "drag.sessionWillBegin", "Outer.canHandle", "Outer.enter", "Inner.canHandle",
            "Outer.perform", "drag.willEnd copy", "drag.didEnd copy", "drag.didTransfer", "Outer.conclude", "Outer.end",
        ])
    }

    @Test func test_O11_interactionsAreEnabledByDefaultOnlyOnIPad() {
        #expect(UIDragInteraction.isEnabledByDefault == false)
        let trace = Trace()
        let phone = UIDragInteraction(delegate: DragLog(trace) { [] })
        #expect(phone.isEnabled == false && phone.allowsSimultaneousRecognitionDuringLift)
        _ = resetUIKit(device: .iPadAir)
        #expect(UIDragInteraction.isEnabledByDefault)
        #expect(UIDragInteraction(delegate: DragLog(trace) { [] }).isEnabled)
    }

    @Test func test_O11_aDisabledInteractionDoesNotDrag() {
        let trace = Trace()
        let s = scene(trace)
        s.interaction.isEnabled = false
        drag(s.source, to: s.targets[0])
        #expect(trace.take().isEmpty)
    }

    @Test func test_O4_theDropSessionSeesTheDragSessionAndItsLocalContext() {
        let trace = Trace()
        let s = scene(trace)
        var seen: [String] = []
        s.drops[0].onPerform = { session in
            let context = session.localDragSession?.localContext as? String
            seen.append("context=\(context ?? "nil") items=\(session.items.count)")
            seen.append("text=\(session.hasItemsConforming(toTypeIdentifiers: ["public.text"])) png=\(session.hasItemsConforming(toTypeIdentifiers: ["public.png"]))")
            seen.append("string=\(session.canLoadObjects(ofClass: String.self)) image=\(session.canLoadObjects(ofClass: UIImage.self))")
            seen.append("move=\(session.allowsMoveOperation) restricted=\(session.isRestrictedToDraggingApplication)")
        }
        let finger = SimulatedTouch(at: CGPoint(x: 70, y: 150), in: s.window)
        clock.advance(by: 0.6)
        s.drag.lastSession?.localContext = "from A"
        finger.move(to: CGPoint(x: 120, y: 600), steps: 3)
        finger.lift()
        drainMainRunLoop()
        #expect(seen == ["context=from A items=1", "text=true png=false", "string=true image=false", "move=true restricted=false"])
    }

    @Test func test_O14_tappingAnotherDraggableViewAddsItsItems() {
        let trace = Trace()
        let s = scene(trace)
        s.drag.logsMoves = false
        s.drag.logsPreviews = false
        s.drops[0].logsUpdates = false
        s.drops[0].logsPreviews = false
        let other = UIView(frame: CGRect(x: 250, y: 100, width: 100, height: 100))
        s.window.rootViewController!.view.addSubview(other)
        let otherLog = DragLog(trace) { [] }
        otherLog.itemsForAdding = { [textItem("World")] }
        let otherInteraction = UIDragInteraction(delegate: otherLog)
        otherInteraction.isEnabled = true
        other.addInteraction(otherInteraction)
        var count = 0
        s.drops[0].onPerform = { count = $0.items.count }

        let finger = SimulatedTouch(at: CGPoint(x: 70, y: 150), in: s.window)
        clock.advance(by: 0.6)
        finger.move(to: CGPoint(x: 70, y: 300), steps: 2)
        SimulatedTouch(at: CGPoint(x: 300, y: 150), in: s.window).lift()
        finger.move(to: CGPoint(x: 120, y: 600), steps: 2)
        finger.lift()
        drainMainRunLoop()
        #expect(trace.take() == [
            "drag.itemsForBeginning", "drag.sessionWillBegin", "drag.itemsForAdding at 50,50", "drag.willAdd 1",
            "B.canHandle", "B.enter", "B.perform", "drag.willEnd copy", "drag.didEnd copy", "drag.didTransfer", "B.conclude", "B.end",
        ])
        #expect(count == 2)
    }

    @Test func test_O10_theInteractionAndTheSessionsAreReleasedAfterTheDrag() {
        let trace = Trace()
        weak var weakInteraction: UIDragInteraction?
        weak var weakSession: (any UIDragSession)?
        weak var weakDropSession: (any UIDropSession)?
        do {
            let s = scene(trace)
            weakInteraction = s.interaction
            s.drops[0].onPerform = { session in
                weakDropSession = session
                weakSession = session.localDragSession
            }
            let finger = SimulatedTouch(at: CGPoint(x: 70, y: 150), in: s.window)
            clock.advance(by: 0.6)
            finger.move(to: CGPoint(x: 120, y: 600), steps: 3)
            finger.lift()
            #expect(weakDropSession != nil && weakSession != nil)  // alive until the drop concludes
            drainMainRunLoop()
            #expect(weakDropSession == nil && weakSession == nil)  // then the drag lets go of them
            s.source.removeFromSuperview()
            s.source.removeInteraction(s.interaction)
        }
        tearDownWindows()
        #expect(weakInteraction == nil)
        #expect(trace.lines.contains("B.end"))
    }
}

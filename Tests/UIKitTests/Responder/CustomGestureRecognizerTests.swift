import Foundation
import Testing
import UIKit
import UIKitTesting

/// One list that recognizers, views and targets write to, so a test reads their exact order.
@MainActor
final class InputLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A custom recognizer written as apps write one (on iOS with `import
/// UIKit.UIGestureRecognizerSubclass`): it logs each call and decides through closures.
private final class ScriptedRecognizer: UIGestureRecognizer {
    let name_: String
    let log: InputLog
    var onBegan: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onMoved: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    var onEnded: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    var preventsOthers = true
    var waitsFor: UIGestureRecognizer?
    /// A value the subclass sets after its state (CT8).
    var score = 0

    init(_ name: String, log: InputLog) {
        name_ = name
        self.log = log
        super.init(target: nil, action: nil)
        addTarget(ActionSink.shared, action: "handle:")
        ActionSink.shared.logs[ObjectIdentifier(self)] = (name, log)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        log.add("\(name_) began \(touches.count) of \(numberOfTouches)")
        onBegan?(self, touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        log.add("\(name_) moved \(touches.count)")
        onMoved?(self, touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        log.add("\(name_) ended \(touches.count)")
        onEnded?(self, touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log.add("\(name_) cancelled \(touches.count)")
        super.touchesCancelled(touches, with: event)
    }
    override func reset() {
        super.reset()
        log.add("\(name_) reset \(state) touches=\(numberOfTouches)")
        score = 0
    }
    var logsOffers = false
    override func shouldReceive(_ event: UIEvent) -> Bool {
        if logsOffers { log.add("\(name_) offered \(event.type)") }
        return super.shouldReceive(event)
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === waitsFor
    }
}

/// The target of the scripted recognizers: logs each action with the state and score.
@MainActor
private final class ActionSink: UIResponder {
    static let shared = ActionSink()
    var logs: [ObjectIdentifier: (String, InputLog)] = [:]
    override init() {
        super.init()
        addAction("handle:") { [unowned self] sender in
            guard let recognizer = sender as? ScriptedRecognizer, let (name, log) = logs[ObjectIdentifier(recognizer)] else { return }
            log.add("\(name) action \(recognizer.state) score=\(recognizer.score)")
        }
    }
}

/// A view that logs the touches it gets.
private final class RecognizedView: UIView {
    var log: InputLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("view began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("view moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("view ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("view cancelled \(touches.count)") }
}

/// A delegate that logs what it is offered, and may refuse whole events.
@MainActor
private final class OfferLoggingDelegate: UIGestureRecognizerDelegate {
    let log: InputLog
    var refusesEvents = false
    init(log: InputLog) { self.log = log }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        log.add("delegate event \(event.type)")
        return !refusesEvents
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.add("delegate touch")
        return true
    }
}

/// Gesture recognizer subclasses: how they set `state` (CT4), receive touches (CT6), have
/// their actions sent (CT8), are reset (CT9), ignore touches (CT10) and decide with others
/// (CT11, CT12).
@MainActor
@Suite(.uikit) struct CustomGestureRecognizerTests {
    let clock: VirtualClock
    let log = InputLog()
    private let view = RecognizedView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    let window: UIWindow

    init() {
        clock = freshUIKit()
        window = hostInWindow(view)
        view.log = log
    }

    private func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { windowPoint(view, CGPoint(x: x, y: y)) }

    private func recognizer(_ name: String) -> ScriptedRecognizer {
        let recognizer = ScriptedRecognizer(name, log: log)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func test_CT4_aDiscreteRecognizerSendsOneActionThenIsReset() {
        let check = recognizer("check")
        check.onEnded = { recognizer, _ in recognizer.state = .recognized }
        let finger = SimulatedTouch(at: at(10, 10), in: window)
        finger.move(to: at(20, 20))
        finger.lift()
        #expect(log.entries == [
            "check began 1 of 1", "view began 1",
            "check moved 1", "view moved 1",
            "check ended 1", "check action ended score=0", "view cancelled 1",
            "check reset possible touches=0",
        ])
        #expect(check.state == .possible)
    }

    @Test func test_CT4_aContinuousRecognizerSendsBeganChangedEndedThenIsReset() {
        let drag = recognizer("drag")
        drag.onMoved = { recognizer, _ in recognizer.state = recognizer.state == .possible ? .began : .changed }
        drag.onEnded = { recognizer, _ in recognizer.state = .ended }
        let finger = SimulatedTouch(at: at(10, 10), in: window)
        finger.move(to: at(20, 20))
        finger.move(to: at(30, 30))
        finger.lift()
        #expect(log.entries == [
            "drag began 1 of 1", "view began 1",
            "drag moved 1", "drag action began score=0", "view cancelled 1",
            "drag moved 1", "drag action changed score=0",
            "drag ended 1", "drag action ended score=0",
            "drag reset possible touches=0",
        ])
    }

    @Test func test_CT9_aFailedRecognizerIsResetAtTheEndOfThatEventAndGetsNoMoreOfItsTouches() {
        let strict = recognizer("strict")
        strict.onMoved = { recognizer, _ in recognizer.state = .failed }
        let finger = SimulatedTouch(at: at(10, 10), in: window)
        finger.move(to: at(20, 20))
        #expect(strict.state == .possible)
        finger.move(to: at(30, 30))
        finger.lift()
        #expect(log.entries == [
            "strict began 1 of 1", "view began 1",
            "strict moved 1", "view moved 1", "strict reset possible touches=0",
            "view moved 1",
            "view ended 1",
        ])
        // The next touch is a new attempt.
        SimulatedTouch(at: at(10, 10), in: window).lift()
        #expect(Array(log.entries.suffix(5)) == [
            "strict began 1 of 1", "view began 1", "strict ended 1", "view ended 1", "strict reset possible touches=0",
        ])
    }

    @Test func test_CT8_actionsAreSentAfterTheTouchMethodSoTheyReadValuesSetAfterState() {
        let scoring = recognizer("scoring")
        scoring.onMoved = { recognizer, _ in
            recognizer.state = .began
            recognizer.score = 42
            recognizer.log.add("scoring set score")
        }
        let finger = SimulatedTouch(at: at(10, 10), in: window)
        finger.move(to: at(20, 20))
        #expect(Array(log.entries.suffix(3)) == ["scoring set score", "scoring action began score=42", "view cancelled 1"])
        finger.cancel()
    }

    @Test func test_CT6_touchesOfOnePhaseArriveInOneSetAndRecognizersBeforeViews() {
        let pair = recognizer("pair")
        let fingers = SimulatedFingers(at: [at(10, 10), at(100, 100)], in: window)
        #expect(pair.numberOfTouches == 2)
        #expect(pair.location(in: view) == CGPoint(x: 55, y: 55))
        fingers.move(to: [at(20, 10), at(110, 100)])
        fingers.move(to: [at(20, 10), at(120, 100)])  // the first finger rests
        fingers.lift()
        // Each event reaches the recognizer before any view (the order of the views' calls
        // within an event follows the event's set of touches).
        #expect(log.entries.filter { $0.hasPrefix("pair") } == [
            "pair began 1 of 1", "pair began 1 of 2", "pair moved 2", "pair moved 1", "pair ended 2",
            "pair reset possible touches=0",
        ])
        #expect(log.entries[0] == "pair began 1 of 1" && log.entries[2] == "pair began 1 of 2")
        let moved = log.entries.firstIndex(of: "pair moved 2")!
        #expect(log.entries[moved + 1].hasPrefix("view") && log.entries[moved - 1].hasPrefix("view"))
    }

    @Test func test_CT10_anIgnoredTouchIsLeftOutAndNotCancelledInTheView() {
        let left = recognizer("left")
        left.onBegan = { recognizer, touches, event in
            for touch in touches where touch.location(in: recognizer.view).x > 150 { recognizer.ignore(touch, for: event) }
        }
        left.onMoved = { recognizer, _ in recognizer.state = .began }
        let fingers = SimulatedFingers(at: [at(10, 10), at(200, 10)], in: window)
        #expect(left.numberOfTouches == 1)
        #expect(left.location(in: view) == CGPoint(x: 10, y: 10))
        fingers.move(to: [at(20, 10), at(210, 10)])
        fingers.lift()
        #expect(log.entries.filter { $0.hasPrefix("left") } == [
            "left began 1 of 1", "left began 1 of 2", "left moved 1", "left action began score=0",
            "left ended 1", "left action cancelled score=0", "left reset possible touches=0",
        ])
        // The finger it ignored is not cancelled in the view: it ends there.
        #expect(log.entries.filter { $0 == "view cancelled 1" }.count == 1)
        #expect(log.entries.filter { $0 == "view ended 1" }.count == 1)
    }

    @Test func test_CT11_aRecognizerThatCannotPreventLetsTheOtherRecognizeToo() {
        let first = recognizer("first")
        let second = recognizer("second")
        first.preventsOthers = false
        first.onMoved = { recognizer, _ in if recognizer.state == .possible { recognizer.state = .began } }
        second.onEnded = { recognizer, _ in recognizer.state = .recognized }
        let finger = SimulatedTouch(at: at(10, 10), in: window)
        finger.move(to: at(20, 20))
        finger.lift()
        #expect(log.entries.filter { $0.contains("action") } == [
            "first action began score=0", "first action cancelled score=0", "second action ended score=0",
        ] || log.entries.filter { $0.contains("action") } == [
            "first action began score=0", "second action ended score=0", "first action cancelled score=0",
        ])

        log.entries = []
        first.preventsOthers = true
        let again = SimulatedTouch(at: at(10, 10), in: window)
        again.move(to: at(20, 20))
        again.lift()
        #expect(!log.entries.contains("second action ended score=0"))
        #expect(log.entries.contains("second reset possible touches=0"))
    }

    @Test func test_CT12_shouldRequireFailureOfHoldsTheRecognizerUntilTheOtherFails() {
        let waiting = recognizer("waiting")
        let other = recognizer("other")
        waiting.waitsFor = other
        waiting.onBegan = { recognizer, _, _ in recognizer.state = .recognized }
        other.onMoved = { recognizer, _ in recognizer.state = .failed }
        let finger = SimulatedTouch(at: at(10, 10), in: window)
        #expect(waiting.state == .possible)
        #expect(!log.entries.contains { $0.contains("action") })
        finger.move(to: at(20, 20))
        #expect(log.entries.contains("waiting action ended score=0"))
        finger.lift()

        // When the other recognizes, the waiting one fails.
        log.entries = []
        other.onMoved = { recognizer, _ in recognizer.state = .began }
        let second = SimulatedTouch(at: at(10, 10), in: window)
        second.move(to: at(20, 20))
        second.lift()
        #expect(log.entries.filter { $0.contains("action") } == ["other action began score=0", "other action cancelled score=0"])
    }

    @Test func test_CT22_theEventIsOfferedBeforeTheTouchAndARefusedEventIsNeverSeen() {
        let check = recognizer("check")
        check.logsOffers = true
        let delegate = OfferLoggingDelegate(log: log)
        check.delegate = delegate
        SimulatedTouch(at: at(10, 10), in: window).lift()
        #expect(log.entries == [
            "check offered touches", "delegate event touches", "delegate touch", "check began 1 of 1", "view began 1",
            "check ended 1", "view ended 1", "check reset possible touches=0",
        ])
        log.entries = []
        delegate.refusesEvents = true
        SimulatedTouch(at: at(10, 10), in: window).lift()
        #expect(log.entries == ["check offered touches", "delegate event touches", "view began 1", "view ended 1"])
    }
}

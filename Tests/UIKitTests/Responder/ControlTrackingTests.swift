import Foundation
import Testing
import UIKit
import UIKitTesting

/// A control subclass as apps write one: it overrides the tracking methods, calls super,
/// and logs each call with the control's state, and each control event, in one list.
final class TrackingLogControl: UIControl {
    var log: [String] = []
    var continueAnswer = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let answer = super.beginTracking(touch, with: event)
        log.append("begin highlighted=\(isHighlighted)")
        return answer
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = super.continueTracking(touch, with: event)
        log.append("continue inside=\(isTouchInside) highlighted=\(isHighlighted)")
        return continueAnswer
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        log.append("end")
    }
    override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        log.append("cancel")
    }

    /// Logs every touch event by its name.
    func recordAllTouchEvents() {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "touchCancel"),
        ]
        for (event, name) in names {
            addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
        }
    }
}

/// `UIControl`'s touch tracking as UIKit does it: the order of the tracking calls and the
/// control events (CT1), the 70-point margin (CT2), the highlight (CT3), and controls winning
/// over an ancestor's tap (CT7).
@MainActor
@Suite(.uikit) struct ControlTrackingTests {
    let clock: VirtualClock
    let control = TrackingLogControl(frame: CGRect(x: 100, y: 200, width: 100, height: 50))
    let window: UIWindow

    init() {
        clock = freshUIKit()
        window = hostInWindow(control)
        control.recordAllTouchEvents()
    }

    /// A point of the control, in window coordinates.
    private func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { windowPoint(control, CGPoint(x: x, y: y)) }

    @Test func test_CT1_aTouchSendsTheTrackingCallsAndEventsInUIKitsOrder() {
        let finger = SimulatedTouch(at: at(50, 25), in: window)
        finger.move(to: at(60, 25))
        finger.move(to: at(250, 25))   // 150 points beyond the right edge
        finger.move(to: at(260, 25))
        finger.move(to: at(90, 25))
        finger.lift()
        #expect(control.log == [
            "begin highlighted=true", "down",
            "continue inside=true highlighted=true", "dragInside",
            "continue inside=false highlighted=false", "dragExit", "dragOutside",
            "continue inside=false highlighted=false", "dragOutside",
            "continue inside=true highlighted=true", "dragEnter", "dragInside",
            "end", "upInside",
        ])
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
    }

    @Test func test_CT1_aRepeatedTapAlsoSendsTouchDownRepeatInTheSamePass() {
        var sent: [String] = []
        control.addAction(UIAction { _ in sent.append("both") }, for: [.touchDown, .touchDownRepeat])
        control.addAction(UIAction { _ in sent.append("repeat only") }, for: .touchDownRepeat)
        SimulatedTouch(at: at(50, 25), in: window, tapCount: 1).lift()
        #expect(sent == ["both"])
        SimulatedTouch(at: at(50, 25), in: window, tapCount: 2).lift()
        #expect(sent == ["both", "both", "repeat only"])
        #expect(control.log.filter { $0.hasPrefix("down") } == ["down", "down", "downRepeat"])
    }

    @Test func test_CT1_aCancelledTouchEndsWithCancelTrackingThenTouchCancel() {
        let finger = SimulatedTouch(at: at(50, 25), in: window)
        finger.cancel()
        #expect(control.log == ["begin highlighted=true", "down", "cancel", "touchCancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func test_CT2_withinSeventyPointsOfTheBoundsTheTouchIsStillInside() {
        let finger = SimulatedTouch(at: at(50, 25), in: window)
        finger.move(to: at(100 + 69, 25))
        #expect(control.isTouchInside && control.isHighlighted)
        finger.move(to: at(50, 50 + 69))
        #expect(control.isTouchInside)
        finger.move(to: at(100 + 71, 25))
        #expect(!control.isTouchInside && !control.isHighlighted)
        finger.move(to: at(-69, -69))
        finger.lift()
        #expect(control.log.filter { !$0.hasPrefix("continue") } == [
            "begin highlighted=true", "down", "dragInside", "dragInside", "dragExit", "dragOutside", "dragEnter", "dragInside",
            "end", "upInside",
        ])
    }

    @Test func test_CT2_aLiftBeyondTheMarginIsTouchUpOutside() {
        let finger = SimulatedTouch(at: at(50, 25), in: window)
        finger.move(to: at(50, 50 + 71))
        finger.lift()
        #expect(Array(control.log.suffix(2)) == ["end", "upOutside"])
    }

    @Test func test_CT3_declinedContinueStopsTheCallsNotTheEventsOrTheHighlight() {
        control.continueAnswer = false
        let finger = SimulatedTouch(at: at(50, 25), in: window)
        finger.move(to: at(55, 25))
        #expect(!control.isTracking && control.isHighlighted)
        finger.move(to: at(300, 25))
        #expect(!control.isHighlighted && !control.isTouchInside)
        finger.lift()
        #expect(control.log == [
            "begin highlighted=true", "down",
            "continue inside=true highlighted=true", "dragInside",
            "dragExit", "dragOutside", "upOutside",
        ])
    }

    // MARK: Controls and an ancestor's recognizers (CT7)

    @Test func test_CT7_aButtonsTapWinsOverItsParentsSingleTap() {
        let target = GestureTarget()
        let parentTap = target.attach(UITapGestureRecognizer(), to: control.superview!)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 400, width: 100, height: 44)
        control.superview!.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        tap(button)
        #expect(taps == 1)
        #expect(target.states == [])
        #expect(parentTap.state == .possible)

        tap(at: CGPoint(x: 300, y: 700), in: window)  // elsewhere in the parent
        #expect(target.states == [.ended])
    }

    @Test func test_CT7_aTapRecognizerOnTheButtonItselfWins() {
        let target = GestureTarget()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 400, width: 100, height: 44)
        control.superview!.addSubview(button)
        _ = target.attach(UITapGestureRecognizer(), to: button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        tap(button)
        #expect(target.states == [.ended])
        #expect(events == ["cancel"])
    }

    @Test func test_CT7_aCustomControlLosesTheTapToItsParentsRecognizer() {
        let target = GestureTarget()
        _ = target.attach(UITapGestureRecognizer(), to: control.superview!)
        tap(control)
        #expect(target.states == [.ended])
        #expect(control.log == ["begin highlighted=true", "down", "cancel", "touchCancel"])
    }

    @Test func test_CT7_aDoubleTapOrAPanOfTheParentIsNotRefusedByAButton() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 400, width: 100, height: 44)
        control.superview!.addSubview(button)
        let target = GestureTarget()
        let pan = target.attach(UIPanGestureRecognizer(), to: control.superview!)
        let finger = SimulatedTouch(at: windowPoint(button, CGPoint(x: 20, y: 22)), in: window)
        finger.move(to: windowPoint(button, CGPoint(x: 60, y: 22)), steps: 2)
        #expect(pan.state == .changed || pan.state == .began)
        finger.lift()
        #expect(target.states.first == .began && target.states.last == .ended)
    }
}

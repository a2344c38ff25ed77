import Foundation
import Testing
import UIKit
import UIKitTesting

/// A delegate that lets every pair of recognizers recognize together.
@MainActor
private final class Together: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// Pans driven by a trackpad's or mouse wheel's scroll (VS10), the kinds of touch and press a
/// recognizer takes (VS11), pointer buttons (VS12) and modifier keys (VS13).
@MainActor
@Suite(.uikit) struct PointerInputTests {
    let clock: VirtualClock
    let card = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 100))
    let window: UIWindow

    init() {
        clock = freshUIKit()
        window = hostInWindow(card)
    }

    @Test func test_VS10_aPanTakesNoScrollsByDefault() {
        let target = GestureTarget()
        let pan = target.attach(UIPanGestureRecognizer(), to: card)
        #expect(pan.allowedScrollTypesMask == [])
        #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2 && UIScrollTypeMask.all.rawValue == 3)
        let pointer = SimulatedPointer(in: window)
        pointer.move(over: card)
        pointer.scroll(by: CGPoint(x: 0, y: -30), steps: 3)
        #expect(target.states == [])
    }

    @Test func test_VS10_aScrollOfAnAllowedTypeDrivesThePanWithoutTouches() {
        let target = GestureTarget()
        var seen: [String] = []
        target.onAction = { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: card), l = pan.location(in: card)
            seen.append("\(Int(t.x)),\(Int(t.y)) at \(Int(l.x)),\(Int(l.y)) touches \(pan.numberOfTouches)")
        }
        let pan = target.attach(UIPanGestureRecognizer(), to: card)
        pan.allowedScrollTypesMask = .continuous
        let pointer = SimulatedPointer(in: window)
        pointer.move(to: windowPoint(card, CGPoint(x: 20, y: 30)))
        pointer.scroll(by: CGPoint(x: 0, y: -30), steps: 3)
        #expect(target.states == [.began, .changed, .changed, .ended])
        #expect(seen == ["0,-10 at 20,30 touches 0", "0,-20 at 20,30 touches 0", "0,-30 at 20,30 touches 0", "0,-30 at 20,30 touches 0"])
        #expect(pan.state == .possible)  // reset after it ended
        // A mouse wheel is a discrete scroll, which this pan does not take; with `.all` it does.
        pointer.scroll(by: CGPoint(x: 0, y: 12), type: .discrete)
        #expect(target.states.count == 4)
        pan.allowedScrollTypesMask = .all
        pointer.scroll(by: CGPoint(x: 0, y: 12), steps: 2, type: .discrete)
        #expect(target.states == [.began, .changed, .changed, .ended, .began, .changed, .ended])
    }

    @Test func test_VS10_theDeepestPanTakesTheScrollUnlessOthersRecognizeTogether() {
        let outer = GestureTarget(), inner = GestureTarget()
        let outerPan = outer.attach(UIPanGestureRecognizer(), to: card.superview!)
        let innerPan = inner.attach(UIPanGestureRecognizer(), to: card)
        outerPan.allowedScrollTypesMask = .all
        innerPan.allowedScrollTypesMask = .all
        let pointer = SimulatedPointer(in: window)
        pointer.move(over: card)
        pointer.scroll(by: CGPoint(x: 8, y: 0), steps: 2)
        #expect(inner.states == [.began, .changed, .ended] && outer.states == [])
        let delegate = Together()
        innerPan.delegate = delegate
        pointer.scroll(by: CGPoint(x: 8, y: 0))
        #expect(inner.states == [.began, .changed, .ended, .began, .ended] && outer.states == [.began, .ended])
    }

    @Test func test_VS11_aRecognizerIgnoresTouchesOfKindsItDoesNotAllow() {
        let target = GestureTarget()
        let tap = target.attach(UITapGestureRecognizer(), to: card)
        #expect(tap.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
        #expect(tap.allowedPressTypes.map(\.intValue) == [0, 1, 2, 3, 4, 5, 6, 30, 31, 32, 33])
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        var log: [String] = []
        let watcher = ControlWatcher(card) { log.append($0) }
        SimulatedTouch(at: windowPoint(card, CGPoint(x: 10, y: 10)), in: window).lift()
        #expect(target.states == [] && log == ["began", "ended"])  // the finger reached the view, not the tap
        SimulatedTouch(at: windowPoint(card, CGPoint(x: 10, y: 10)), in: window, type: .pencil).lift()
        #expect(target.states == [.ended])
        _ = watcher
    }

    @Test func test_VS11_aRecognizerIgnoresPressesOfKindsItDoesNotAllow() {
        let target = GestureTarget()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        card.addSubview(field)
        _ = field.becomeFirstResponder()
        let recognizer = PressLogger(target: nil, action: nil)
        _ = target.attach(recognizer, to: card)
        recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType.upArrow.rawValue)]
        _ = pressKey("a")
        _ = pressKey(UIKeyCommand.inputUpArrow)
        #expect(recognizer.began == [UIPress.PressType.upArrow.rawValue])
    }

    @Test func test_VS12_aTapNeedsTheButtonsItRequires() {
        let target = GestureTarget()
        let tap = target.attach(UITapGestureRecognizer(), to: card)
        #expect(tap.buttonMaskRequired == .primary && UIEvent.ButtonMask.secondary.rawValue == 2 && UIEvent.ButtonMask.button(2) == .secondary)
        let pointer = SimulatedPointer(in: window)
        pointer.move(over: card)
        pointer.click(.secondary)
        #expect(target.states == [])
        pointer.click()
        #expect(target.states == [.ended] && tap.buttonMask == .primary)
        tap.buttonMaskRequired = .secondary
        pointer.click()
        pointer.click(.secondary)
        #expect(target.states == [.ended, .ended] && tap.buttonMask == .secondary)
        // A finger presses no button and is not checked.
        SimulatedTouch(at: windowPoint(card, CGPoint(x: 10, y: 10)), in: window).lift()
        #expect(target.states == [.ended, .ended, .ended] && tap.buttonMask == [])
    }

    @Test func test_VS13_aRecognizerReportsTheModifierKeysOfItsEvent() {
        let target = GestureTarget()
        var flags: [UIKeyModifierFlags] = []
        target.onAction = { flags.append($0.modifierFlags) }
        let pad = UIView(frame: CGRect(x: 50, y: 300, width: 100, height: 100))
        card.superview!.addSubview(pad)
        let tap = target.attach(UITapGestureRecognizer(), to: card)
        let hover = target.attach(UIHoverGestureRecognizer(), to: pad)
        #expect(tap.modifierFlags == [] && hover.modifierFlags == [])
        let pointer = SimulatedPointer(in: window)
        pointer.move(to: windowPoint(pad, CGPoint(x: 10, y: 10)), modifierFlags: .shift)
        #expect(hover.modifierFlags == .shift)
        pointer.move(to: windowPoint(card, CGPoint(x: 10, y: 10)), modifierFlags: [.command, .alternate])
        pointer.click(modifierFlags: [.command, .alternate])
        // The hover began with Shift and ended with Command-Option; the click tapped with them.
        #expect(flags == [.shift, [.command, .alternate], [.command, .alternate]])
        #expect(tap.modifierFlags == [.command, .alternate])
    }
}

/// Logs the raw types of the presses it is given.
@MainActor
private final class PressLogger: UIGestureRecognizer {
    var began: [Int] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { began += presses.map(\.type.rawValue) }
}

/// Logs the phases of the touches a view gets.
@MainActor
private final class ControlWatcher {
    init(_ view: UIView, _ log: @escaping (String) -> Void) {
        let recorder = TouchRecorder(log)
        view.addSubview(recorder)
        recorder.frame = view.bounds
        self.recorder = recorder
    }
    let recorder: TouchRecorder
}

@MainActor
private final class TouchRecorder: UIView {
    let log: (String) -> Void
    init(_ log: @escaping (String) -> Void) { self.log = log; super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError("unused") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled") }
}

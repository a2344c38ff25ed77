import Foundation
import Testing
import UIKit
import UIKitTesting

/// The target of a recognizer, set up as apps do (target and action): records the state the
/// recognizer is in at each action, and runs `onAction` (to read or set its values).
@MainActor
final class GestureTarget: UIResponder {
    private(set) var states: [UIGestureRecognizer.State] = []
    var onAction: ((UIGestureRecognizer) -> Void)?

    override init() {
        super.init()
        addAction("handleGesture:") { [unowned self] sender in
            guard let recognizer = sender as? UIGestureRecognizer else { return }
            states.append(recognizer.state)
            onAction?(recognizer)
        }
    }

    /// Makes `recognizer` send its action here, attaches it to `view`, and returns it.
    func attach<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, to view: UIView) -> Recognizer {
        recognizer.addTarget(self, action: "handleGesture:")
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}

/// Whether two values are equal but for rounding.
private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

/// Long press, swipe, pinch and rotation recognizers, and `require(toFail:)`: the exact
/// states their actions see, driven by simulated fingers and a virtual clock.
@MainActor
@Suite(.uikit) struct GestureRecognizerTests {
    let clock: VirtualClock
    let view = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
    let target = GestureTarget()

    init() {
        clock = freshUIKit()
        _ = hostInWindow(view)
    }

    private var window: UIWindow { view.window! }
    /// A point of the view, in window coordinates.
    private func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { windowPoint(view, CGPoint(x: x, y: y)) }

    // MARK: Long press

    @Test func longPressDefaultsAreUIKits() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0 && press.allowableMovement == 10)
    }

    @Test func longPressBeginsAfterTheDurationThenChangesAndEnds() {
        let press = target.attach(UILongPressGestureRecognizer(), to: view)
        let finger = SimulatedTouch(at: at(100, 100), in: window)
        drainMainRunLoop()
        clock.advance(by: 0.4)
        #expect(target.states == [] && press.state == .possible)
        clock.advance(by: 0.2)
        #expect(target.states == [.began])
        #expect(press.location(in: view) == CGPoint(x: 100, y: 100))
        finger.move(to: at(160, 100))  // far: the press has begun, any movement is a change
        #expect(target.states == [.began, .changed])
        #expect(press.location(in: view) == CGPoint(x: 160, y: 100))
        finger.lift()
        #expect(target.states == [.began, .changed, .ended])
        #expect(press.state == .possible && UIKitScheduler.shared.isIdle)
    }

    @Test func longPressLiftedEarlyFailsWithoutAnAction() {
        let press = target.attach(UILongPressGestureRecognizer(), to: view)
        let finger = SimulatedTouch(at: at(100, 100), in: window)
        clock.advance(by: 0.3)
        finger.lift()
        #expect(press.state == .possible)
        #expect(UIKitScheduler.shared.isIdle)  // the timer went with the press
        clock.advance(by: 1)
        #expect(target.states == [])
    }

    @Test func longPressDisabledWhileTimingDoesNotBegin() {
        let press = target.attach(UILongPressGestureRecognizer(), to: view)
        let finger = SimulatedTouch(at: at(100, 100), in: window)
        clock.advance(by: 0.2)
        press.isEnabled = false
        #expect(press.state == .failed)  // it was still deciding; disabling fails it
        press.isEnabled = true           // enabled again before the duration: still no press
        clock.advance(by: 1)
        finger.lift()
        #expect(target.states == [] && press.state == .possible)
    }

    @Test func longPressMovedTooFarFailsButMayMoveWithinAllowableMovement() {
        let press = target.attach(UILongPressGestureRecognizer(), to: view)
        var finger = SimulatedTouch(at: at(100, 100), in: window)
        finger.move(to: at(108, 100))  // 8 points: allowed
        clock.advance(by: 0.2)
        finger.move(to: at(111, 100))  // 11 points from where it went down: too far
        #expect(press.state == .possible)  // failed, and reset at the end of that event (CT9)
        clock.advance(by: 1)
        #expect(target.states == [])
        finger.lift()
        #expect(press.state == .possible)

        press.allowableMovement = 30
        finger = SimulatedTouch(at: at(100, 100), in: window)
        finger.move(to: at(125, 100))
        clock.advance(by: 0.5)
        #expect(target.states == [.began])
        finger.lift()
        #expect(target.states == [.began, .ended])
    }

    @Test func longPressWaitsForTheRequiredFingersAndTaps() {
        let press = target.attach(UILongPressGestureRecognizer(), to: view)
        press.numberOfTouchesRequired = 2
        press.minimumPressDuration = 1
        let one = SimulatedTouch(at: at(100, 100), in: window)
        clock.advance(by: 2)  // one finger is not enough
        #expect(target.states == [])
        one.lift()

        let two = SimulatedFingers(at: [at(100, 100), at(200, 100)], in: window)
        clock.advance(by: 0.9)
        #expect(target.states == [])
        clock.advance(by: 0.1)
        #expect(target.states == [.began] && press.numberOfTouches == 2)
        two.lift([1])  // one finger of two lifts: the press ends
        #expect(target.states == [.began, .ended])
        two.lift()

        press.numberOfTouchesRequired = 1
        press.numberOfTapsRequired = 1
        let first = SimulatedTouch(at: at(100, 100), in: window, tapCount: 1)
        clock.advance(by: 2)  // the first tap, held: not the press after a tap
        first.lift()
        #expect(target.states == [.began, .ended])
        let second = SimulatedTouch(at: at(100, 100), in: window, tapCount: 2)
        clock.advance(by: 1)
        #expect(target.states == [.began, .ended, .began])
        second.lift()
    }

    @Test func longPressFailsTheTapOnItsViewAndAQuickTapFailsThePress() {
        let press = target.attach(UILongPressGestureRecognizer(), to: view)
        let tapTarget = GestureTarget()
        let tap = tapTarget.attach(UITapGestureRecognizer(), to: view)
        let held = SimulatedTouch(at: at(100, 100), in: window)
        clock.advance(by: 0.5)
        #expect(target.states == [.began] && tap.state == .possible)  // failed, then reset (CT9)
        held.lift()
        #expect(tapTarget.states == [] && target.states == [.began, .ended])

        UIKitTesting.tap(at: at(100, 100), in: window)
        #expect(tapTarget.states == [.ended] && press.state == .possible)
        clock.advance(by: 1)
        #expect(target.states == [.began, .ended])
    }

    // MARK: Swipe

    @Test func swipeDirectionsAreUIKitsBits() {
        typealias Direction = UISwipeGestureRecognizer.Direction
        #expect([Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
    }

    @Test func swipeIsRecognizedWhileTheFingerMoves() {
        let swipe = target.attach(UISwipeGestureRecognizer(), to: view)
        let finger = SimulatedTouch(at: at(50, 150), in: window)
        finger.move(to: at(90, 155), steps: 2)  // 40 points: not yet
        #expect(target.states == [])
        finger.move(to: at(110, 155), steps: 1)  // 60 points right in 3/60 s
        #expect(target.states == [.ended] && swipe.state == .possible)  // reset at the end of the event (CT9)
        finger.move(to: at(200, 155))
        finger.lift()
        #expect(target.states == [.ended] && swipe.state == .possible)
    }

    @Test func swipeTheWrongWayOrTooSlowlyOrTooShortFails() {
        let swipe = target.attach(UISwipeGestureRecognizer(), to: view)
        var finger = SimulatedTouch(at: at(200, 150), in: window)
        finger.move(to: at(100, 150), steps: 3)  // left, for a right swipe
        #expect(swipe.state == .possible)  // failed, and reset at the end of that event (CT9)
        finger.lift()

        finger = SimulatedTouch(at: at(100, 150), in: window)
        finger.move(to: at(100, 250), steps: 3)  // down
        #expect(swipe.state == .possible)
        finger.lift()

        finger = SimulatedTouch(at: at(50, 150), in: window)
        finger.move(to: at(150, 150), steps: 90)  // right, but over 1.5 s: 33 points at 0.5 s
        #expect(swipe.state == .possible)
        finger.lift()

        finger = SimulatedTouch(at: at(50, 150), in: window)
        clock.advance(by: 0.6)  // held still first: the time counts
        finger.move(to: at(150, 150))
        #expect(swipe.state == .possible)
        finger.lift()

        finger = SimulatedTouch(at: at(50, 150), in: window)
        finger.move(to: at(110, 110))  // 60 right but 40 up: not mostly right
        #expect(swipe.state == .possible)
        finger.lift()  // lifted before a swipe
        #expect(target.states == [])
    }

    @Test func swipeInOneOfSeveralDirectionsWithTwoFingers() {
        let swipe = target.attach(UISwipeGestureRecognizer(), to: view)
        swipe.direction = [.left, .up]
        swipe.numberOfTouchesRequired = 2
        var finger = SimulatedTouch(at: at(150, 250), in: window)
        finger.move(to: at(150, 150), steps: 2)  // one finger of two
        finger.lift()
        #expect(target.states == [])

        let fingers = SimulatedFingers(at: [at(100, 250), at(160, 250)], in: window)
        fingers.move(to: [at(100, 180), at(160, 180)], steps: 2)  // both up 70 points
        #expect(target.states == [.ended])
        fingers.lift()

        finger = SimulatedTouch(at: at(200, 150), in: window)
        finger.lift()
        swipe.numberOfTouchesRequired = 1
        finger = SimulatedTouch(at: at(200, 150), in: window)
        finger.move(to: at(120, 150), steps: 2)  // left
        #expect(target.states == [.ended, .ended])
        finger.lift()
    }

    // MARK: Pinch

    @Test func pinchScaleIsTheDistanceOverTheStartingDistance() {
        let pinch = target.attach(UIPinchGestureRecognizer(), to: view)
        var scales: [CGFloat] = []
        target.onAction = { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        #expect(pinch.scale == 1 && pinch.velocity == 0)
        let fingers = SimulatedFingers(at: [at(100, 150), at(200, 150)], in: window)  // 100 apart
        fingers.move(to: [at(95, 150), at(205, 150)])  // 110 apart: within the 10-point threshold
        #expect(target.states == [])
        fingers.move(to: [at(75, 150), at(225, 150)])  // 150 apart
        #expect(target.states == [.began] && scales == [1.5])
        fingers.move(to: [at(50, 150), at(250, 150)])  // 200 apart, both fingers in one event
        #expect(target.states == [.began, .changed] && scales == [1.5, 2])
        #expect(abs(pinch.velocity - 30) < 1e-6)  // 0.5 in 1/60 s
        fingers.move(to: [at(100, 150), at(200, 150)])
        #expect(scales == [1.5, 2, 1])
        fingers.lift()
        #expect(target.states == [.began, .changed, .changed, .ended] && scales == [1.5, 2, 1, 1])
        #expect(pinch.scale == 1 && pinch.state == .possible)
    }

    @Test func pinchGoesOnFromAScaleSetDuringOrBeforeIt() {
        let pinch = target.attach(UIPinchGestureRecognizer(), to: view)
        var scales: [CGFloat] = []
        target.onAction = { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            scales.append(pinch.scale)
            pinch.scale = 1  // applied to a view: go on from 1
        }
        var fingers = SimulatedFingers(at: [at(100, 150), at(200, 150)], in: window)
        fingers.move(to: [at(75, 150), at(225, 150)])  // 100 → 150
        fingers.move(to: [at(50, 150), at(250, 150)])  // 150 → 200
        fingers.lift()
        #expect(scales.count == 3 && near(scales[0], 1.5) && near(scales[1], 200.0 / 150) && near(scales[2], 1))

        target.onAction = nil
        pinch.scale = 2  // before the pinch: it multiplies
        fingers = SimulatedFingers(at: [at(100, 150), at(200, 150)], in: window)
        fingers.move(to: [at(75, 150), at(225, 150)])
        #expect(pinch.scale == 3)
        fingers.lift()
    }

    @Test func pinchEndsWhenBothFingersLiftAndNeedsTwo() {
        let pinch = target.attach(UIPinchGestureRecognizer(), to: view)
        let one = SimulatedTouch(at: at(100, 150), in: window)
        one.move(to: at(200, 250), steps: 3)
        one.lift()
        #expect(target.states == [] && pinch.state == .possible)

        var fingers = SimulatedFingers(at: [at(100, 150), at(200, 150)], in: window)
        fingers.lift()  // no movement: nothing
        #expect(target.states == [] && pinch.state == .possible)

        fingers = SimulatedFingers(at: [at(100, 150), at(200, 150)], in: window)
        fingers.move(to: [at(50, 150), at(250, 150)])
        fingers.lift([0])
        #expect(target.states == [.began] && pinch.state == .began)
        fingers.move(to: [at(50, 150), at(280, 150)])  // one finger: nothing to measure
        #expect(target.states == [.began])
        fingers.lift()
        #expect(target.states == [.began, .ended] && pinch.scale == 1)
    }

    // MARK: Rotation

    /// Two fingers 100 points apart around (150, 150) of the view, the line between them at
    /// `degrees` (clockwise on screen).
    private func pair(_ degrees: CGFloat) -> [CGPoint] {
        let radians = degrees * .pi / 180
        let dx = 50 * cos(radians), dy = 50 * sin(radians)
        return [at(150 - dx, 150 - dy), at(150 + dx, 150 + dy)]
    }

    @Test func rotationFollowsTheAngleBetweenTheFingers() {
        let rotation = target.attach(UIRotationGestureRecognizer(), to: view)
        var angles: [CGFloat] = []
        target.onAction = { angles.append(($0 as! UIRotationGestureRecognizer).rotation) }
        #expect(rotation.rotation == 0 && rotation.velocity == 0)
        let fingers = SimulatedFingers(at: pair(0), in: window)
        fingers.move(to: pair(4))  // within the 5° threshold
        #expect(target.states == [])
        fingers.move(to: pair(30))
        #expect(target.states == [.began] && near(angles[0], .pi / 6))
        fingers.move(to: pair(90))
        #expect(target.states == [.began, .changed] && near(angles[1], .pi / 2))
        #expect(abs(rotation.velocity - (.pi / 3) * 60) < 1e-6)  // 60° in 1/60 s
        fingers.move(to: pair(-45))  // back, counterclockwise
        #expect(near(angles[2], -.pi / 4))
        fingers.lift()
        #expect(target.states == [.began, .changed, .changed, .ended])
        #expect(rotation.rotation == 0 && rotation.state == .possible)
    }

    @Test func rotationCountsPastAHalfTurnAndGoesOnFromAValueSet() {
        let rotation = target.attach(UIRotationGestureRecognizer(), to: view)
        let fingers = SimulatedFingers(at: pair(0), in: window)
        for degrees in stride(from: 45, through: 450, by: 45) { fingers.move(to: pair(CGFloat(degrees))) }
        #expect(near(rotation.rotation, 2.5 * CGFloat.pi))  // a turn and a quarter
        rotation.rotation = 0
        fingers.move(to: pair(405))
        #expect(near(rotation.rotation, -CGFloat.pi / 4))
        fingers.lift()
    }

    // MARK: Failure requirements

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let single = target.attach(UITapGestureRecognizer(), to: view)
        let doubleTarget = GestureTarget()
        let double = doubleTarget.attach(UITapGestureRecognizer(), to: view)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)

        SimulatedTouch(at: at(100, 100), in: window, tapCount: 1).lift()  // the double tap fails: the single one fires
        #expect(target.states == [.ended] && doubleTarget.states == [])
        SimulatedTouch(at: at(100, 100), in: window, tapCount: 2).lift()  // the double tap recognizes: the single one fails
        #expect(target.states == [.ended] && doubleTarget.states == [.ended])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func aTapRequiringALongPressToFailWaitsForItAndFailsWhenItBegins() {
        let tap = target.attach(UITapGestureRecognizer(), to: view)
        let pressTarget = GestureTarget()
        let press = pressTarget.attach(UILongPressGestureRecognizer(), to: view)
        // Both may recognize together, so only the requirement can make the tap fail.
        let together = RecognizesTogether()
        tap.delegate = together
        press.delegate = together
        tap.require(toFail: press)

        let quick = SimulatedTouch(at: at(100, 100), in: window)
        clock.advance(by: 0.2)
        quick.lift()
        #expect(target.states == [.ended] && pressTarget.states == [])

        let held = SimulatedTouch(at: at(100, 100), in: window)
        clock.advance(by: 0.4)
        #expect(tap.state == .possible && press.state == .possible)
        clock.advance(by: 0.1)
        #expect(pressTarget.states == [.began] && tap.state == .possible)  // failed, then reset (CT9)
        held.lift()
        // Without the requirement the tap would also end here (taps have no time limit).
        #expect(target.states == [.ended] && pressTarget.states == [.began, .ended])
    }

    @Test func aRecognizerWaitingOnAnotherIsReleasedWhenThatOneFailsAtLiftWhateverTheOrder() {
        // The waiting tap is delivered first; the recognizer it waits for never decides by
        // itself and fails only because its touches ended.
        let tap = target.attach(UITapGestureRecognizer(), to: view)
        let undecided = UndecidedRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(undecided)
        tap.require(toFail: undecided)
        UIKitTesting.tap(at: at(100, 100), in: window)
        #expect(target.states == [.ended] && undecided.state == .possible)
    }

    @Test func aRequirementWithoutTouchesDoesNotHoldTheRecognizerBack() {
        let tap = target.attach(UITapGestureRecognizer(), to: view)
        let elsewhere = UIView(frame: CGRect(x: 0, y: 500, width: 100, height: 100))
        view.superview!.addSubview(elsewhere)
        let other = UILongPressGestureRecognizer()
        elsewhere.addGestureRecognizer(other)
        tap.require(toFail: other)
        UIKitTesting.tap(at: at(100, 100), in: window)
        #expect(target.states == [.ended])
    }
}

/// File's Owner of Gestures.xib: the target of its long press's action.
@MainActor
final class GesturesOwner: UIViewController {
    var states: [UIGestureRecognizer.State] = []

    func listen() {
        addAction("pressed:") { [weak self] sender in
            if let recognizer = sender as? UIGestureRecognizer { self?.states.append(recognizer.state) }
        }
    }
}

/// Gesture recognizers decoded from Interface Builder XML (Gestures.xib, written for these
/// tests): every kind Xcode writes, with their attributes and connections.
@MainActor
@Suite(.uikit) struct GestureRecognizerDecodingTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func everyRecognizerElementDecodesItsAttributes() throws {
        let owner = GesturesOwner(nibName: nil, bundle: nil)
        owner.listen()
        let capture = DiagnosticsCapture()
        let objects = UINib(nibName: "Gestures", bundle: .module).instantiate(withOwner: owner)
        capture.stop()
        #expect(capture.messages == [])  // every element is known: no stand-in
        let root = try #require(owner.viewIfLoaded)
        #expect(objects.count == 10 && objects.first as? UIView === root)
        let recognizers = try #require(root.gestureRecognizers)
        #expect(recognizers.count == 9 && recognizers.allSatisfy { $0.view === root })
        #expect(recognizers.map { "\(type(of: $0))" } == [
            "UITapGestureRecognizer", "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
            "UISwipeGestureRecognizer", "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
            "UILongPressGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        ])

        let tap = try #require(recognizers[0] as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 2)
        let pan = try #require(recognizers[1] as? UIPanGestureRecognizer)
        #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3)
        let edge = try #require(recognizers[2] as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == [.left, .right] && edge.minimumNumberOfTouches == 1)
        let left = try #require(recognizers[3] as? UISwipeGestureRecognizer)
        #expect(left.direction == .left && left.numberOfTouchesRequired == 2)
        let right = try #require(recognizers[4] as? UISwipeGestureRecognizer)
        #expect(right.direction == .right && right.numberOfTouchesRequired == 1)  // no attribute: UIKit's default
        let press = try #require(recognizers[5] as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1.5 && press.allowableMovement == 25)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        let tapAndHold = try #require(recognizers[6] as? UILongPressGestureRecognizer)
        #expect(tapAndHold.numberOfTapsRequired == 1 && tapAndHold.numberOfTouchesRequired == 3)
        let pinch = try #require(recognizers[7] as? UIPinchGestureRecognizer)
        #expect(!pinch.cancelsTouchesInView && pinch.isEnabled)
        let rotation = try #require(recognizers[8] as? UIRotationGestureRecognizer)
        #expect(!rotation.isEnabled && rotation.cancelsTouchesInView)
    }

    @Test func aDecodedLongPressSendsItsActionToFilesOwner() throws {
        let owner = GesturesOwner(nibName: nil, bundle: nil)
        owner.listen()
        _ = UINib(nibName: "Gestures", bundle: .module).instantiate(withOwner: owner)
        let window = showInWindow(owner)
        let finger = SimulatedTouch(at: CGPoint(x: 200, y: 400), in: window)
        finger.move(to: CGPoint(x: 220, y: 400))  // within the file's allowable movement of 25
        clock.advance(by: 1.4)
        #expect(owner.states == [])
        clock.advance(by: 0.1)  // the file's 1.5 s
        #expect(owner.states == [.began])
        finger.lift()
        #expect(owner.states == [.began, .ended])
    }
}

/// A delegate letting every pair of recognizers recognize together.
@MainActor
final class RecognizesTogether: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A recognizer that never decides: it stays `.possible` until its touches end.
@MainActor
final class UndecidedRecognizer: UIGestureRecognizer {}

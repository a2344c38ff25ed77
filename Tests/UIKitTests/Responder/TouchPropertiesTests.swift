import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that keeps what its touches and events report.
private final class RecordingView: UIView {
    var onMoved: ((UITouch, UIEvent?) -> Void)?
    var began: [(UITouch, UIEvent?)] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { began.append((touch, event)) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { onMoved?(touch, event) }
    }
}

/// What touches and events report (CT13, CT14, CT15).
@MainActor
@Suite(.uikit) struct TouchPropertiesTests {
    let clock: VirtualClock
    private let view = RecordingView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    let window: UIWindow

    init() {
        clock = freshUIKit()
        window = hostInWindow(view)
    }

    private func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { windowPoint(view, CGPoint(x: x, y: y)) }

    @Test func test_CT13_aFingerReportsAFingersValues() {
        let finger = SimulatedTouch(at: at(10, 20), in: window)
        let touch = finger.touch
        #expect(touch.type == .direct && touch.type.rawValue == 0)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
        #expect(touch.altitudeAngle == .pi / 2)
        #expect(touch.azimuthAngle(in: view) == 0)
        #expect(touch.majorRadius == 20.875 && touch.majorRadiusTolerance == 5.21875)
        #expect(touch.estimatedProperties == [] && touch.estimatedPropertiesExpectingUpdates == [])
        #expect(touch.preciseLocation(in: view) == CGPoint(x: 10, y: 20))
        #expect(touch.tapCount == 1)
        #expect(touch.timestamp == view.began[0].1?.timestamp)
        finger.move(to: at(15, 25))
        #expect(touch.precisePreviousLocation(in: view) == CGPoint(x: 10, y: 20))
        #expect(touch.previousLocation(in: view) == CGPoint(x: 10, y: 20))
        finger.lift()
    }

    @Test func test_CT13_aPencilReportsItsForceAndAnglesInTheViewsCoordinates() {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let pencil = SimulatedTouch(at: window.convert(CGPoint(x: 150, y: 150), from: view), in: window, type: .pencil,
                                    force: 0.5, altitudeAngle: .pi / 4, azimuthAngle: 0)
        let touch = pencil.touch
        #expect(touch.type == .pencil && touch.type.rawValue == 2 && UITouch.TouchType.stylus == .pencil)
        #expect(touch.force == 0.5)
        #expect(abs(touch.maximumPossibleForce - 25.0 / 6) < 1e-12)
        #expect(touch.altitudeAngle == .pi / 4)
        #expect(touch.estimatedProperties == [.force, .azimuth, .altitude])
        #expect(touch.estimatedProperties.rawValue == 7)
        #expect(touch.azimuthAngle(in: nil) == 0)
        // The view is turned a quarter turn clockwise: the window's x axis is its -y axis.
        #expect(abs(touch.azimuthAngle(in: view) - (-.pi / 2)) < 1e-9)
        let vector = touch.azimuthUnitVector(in: view)
        #expect(abs(vector.dx) < 1e-9 && abs(vector.dy + 1) < 1e-9)
        #expect(touch.majorRadius == 0.25)
        pencil.lift()
    }

    @Test func test_CT13_pressingHarderIsAMoveWithTheNewForce() {
        var forces: [CGFloat] = []
        view.onMoved = { touch, _ in forces.append(touch.force) }
        let finger = SimulatedTouch(at: at(10, 20), in: window, force: 1, majorRadius: 30)
        #expect(finger.touch.majorRadius == 30)
        finger.press(force: 2.5)
        finger.press(force: 4)
        #expect(forces == [2.5, 4])
        #expect(finger.touch.phase == .moved)
        finger.lift()
    }

    @Test func test_CT14_coalescedTouchesAreTheSamplesSinceTheLastEventTheLastOneBeingTheTouch() {
        var coalesced: [UITouch] = []
        var predicted: [UITouch] = []
        var eventTime: TimeInterval = 0
        var missing: [UITouch]?? = .none
        let stranger = UITouch()
        view.onMoved = { touch, event in
            coalesced = event?.coalescedTouches(for: touch) ?? []
            predicted = event?.predictedTouches(for: touch) ?? []
            eventTime = event?.timestamp ?? 0
            missing = event?.coalescedTouches(for: stranger)
        }
        let finger = SimulatedTouch(at: at(0, 0), in: window)
        let began = finger.touch.timestamp
        finger.move(to: at(30, 0), through: [at(10, 0), at(20, 0)], predicted: [at(40, 0)])
        #expect(coalesced.map { $0.location(in: view) } == [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0)])
        #expect(coalesced.map { $0.previousLocation(in: view) } == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)])
        #expect(coalesced.allSatisfy { $0 !== finger.touch })
        #expect(abs(coalesced[0].timestamp - (began + (eventTime - began) / 3)) < 1e-9)
        #expect(coalesced[2].timestamp == eventTime)
        #expect(predicted.map { $0.location(in: view) } == [CGPoint(x: 40, y: 0)])
        #expect(predicted[0].timestamp > eventTime)
        #expect(missing == .some(nil))

        // A move with no samples coalesces to the touch alone; nothing is predicted.
        finger.move(to: at(50, 0))
        #expect(coalesced.map { $0.location(in: view) } == [CGPoint(x: 50, y: 0)])
        #expect(predicted.isEmpty)
        finger.lift()
    }

    @Test func test_CT15_anEventsTypeSubtypeAndTouchesBy() {
        let recognizer = UIPanGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        let finger = SimulatedTouch(at: at(10, 20), in: window)
        let event = try! #require(view.began.first?.1)
        #expect(event.type == .touches && event.subtype == .none)
        #expect(UIEvent.EventType.presses.rawValue == 3 && UIEvent.EventType.scroll.rawValue == 10)
        #expect(UIEvent.EventType.hover.rawValue == 11 && UIEvent.EventType.transform.rawValue == 14)
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1 && UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
        #expect(event.allTouches == [finger.touch])
        #expect(event.touches(for: view) == [finger.touch])
        #expect(event.touches(for: window) == [finger.touch])
        #expect(event.touches(for: recognizer) == [finger.touch])
        #expect(event.touches(for: UIPanGestureRecognizer()) == [])
        #expect(UIEvent().allTouches == nil && UIEvent().type == .touches)
        finger.lift()
    }
}

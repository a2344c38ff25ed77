import Foundation
@testable import OpenUIKitDemo
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// The demo's physics screen: boxes under UIKit Dynamics settle on the floor above a custom
/// control, and dragging the control and letting go throws them (DY1, CT1).
@MainActor
@Suite(.uikit) struct DemoPhysicsTests {
    init() { prepareDemo() }

    private func showPhysics() -> (PhysicsViewController, UIWindow) {
        let (_, window, physics) = openCatalogEntry("Physics", as: PhysicsViewController.self)
        return (physics!, window)
    }

    @Test func test_DY1_theBoxesFallAndComeToRestOnTheFloorAboveTheControl() throws {
        let (physics, _) = showPhysics()
        let animator = try #require(physics.animator)
        #expect(animator.isRunning)
        VirtualClock.current?.advance(by: 6)
        let floor = physics.thrower.frame.minY - 8
        for box in physics.boxes {
            #expect(abs(box.frame.maxY - floor) < 3, "each box rests on the floor")
        }
        #expect(physics.collisions >= physics.boxes.count)
        #expect(!animator.isRunning, "the animator pauses once everything is at rest")
    }

    @Test func test_K30_thePhysicsScreenPassesTheAccessibilityAudit() {
        let (physics, window) = showPhysics()
        #expect(performAccessibilityAudit(in: window).isEmpty)
        #expect(accessibilityElement(labeled: "Throw", in: window) != nil)
        #expect(physics.thrower.accessibilityValue == "Centered")
    }

    @Test func test_CT1_draggingTheCustomControlAndLettingGoThrowsTheBoxes() throws {
        let (physics, window) = showPhysics()
        VirtualClock.current?.advance(by: 6)
        let before = physics.boxes.map(\.center.x)
        var events: [String] = []
        physics.thrower.addAction(UIAction { _ in events.append("valueChanged") }, for: .valueChanged)
        physics.thrower.addAction(UIAction { _ in events.append("primaryActionTriggered") }, for: .primaryActionTriggered)
        let control = physics.thrower
        let start = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: window)
        let finger = SimulatedTouch(at: start, in: window)
        #expect(control.isTracking && control.isTouchInside)
        let end = control.convert(CGPoint(x: control.bounds.maxX, y: control.bounds.midY), to: window)
        finger.move(to: end, steps: 3)
        #expect(control.value == 1)
        finger.lift()
        #expect(events.first == "valueChanged" && events.last == "primaryActionTriggered")
        #expect(!control.isTracking && control.value == 0)
        VirtualClock.current?.advance(by: 0.5)
        let after = physics.boxes.map(\.center.x)
        #expect(zip(before, after).contains { $0.1 > $0.0 + 20 }, "the throw moves boxes to the right")
        #expect(physics.animator?.isRunning == true)
    }
}

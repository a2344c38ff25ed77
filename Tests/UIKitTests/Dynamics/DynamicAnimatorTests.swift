import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records what an animator tells its delegate, with the clock time.
@MainActor
final class AnimatorDelegateRecorder: UIDynamicAnimatorDelegate {
    var events: [(String, TimeInterval)] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append(("resume", CACurrentMediaTime())) }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append(("pause", CACurrentMediaTime())) }
}

/// A dynamic item that is not a view.
@MainActor
final class PlainItem: NSObject, UIDynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity
    init(center: CGPoint, size: CGSize) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
    }
}

/// The animator: stepping on the display's frames, items written back, pause and resume,
/// behaviour trees (DY1–DY8).
@MainActor
@Suite(.uikit) struct DynamicAnimatorTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// y after n steps of 1/120 s from rest under 1000 points/s².
    static func fallen(steps n: Double) -> Double { 1000.0 / 14_400 * n * (n + 1) / 2 }

    @Test func test_DY1_gravityMovesTheViewsCenterOnTheDisplaysFrames() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        let view = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        reference.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        UIKitScheduler.shared.drain()
        #expect(view.center == CGPoint(x: 100, y: 100), "nothing before the first frame")
        clock.advance(by: 1.0 / 60)
        #expect(abs(view.center.y - (100 + Self.fallen(steps: 2))) < 1e-6, "one frame: two steps of 1/120 s")
        clock.advance(by: 0.5 - 1.0 / 60)
        #expect(abs(view.center.y - (100 + Self.fallen(steps: 60))) < 1e-6)
        clock.advance(by: 0.5)
        let y = view.center.y - 100
        #expect(abs(y - Self.fallen(steps: 120)) < 1e-6)
        // Within the documented stepping error ½ g h t of ½ g t².
        #expect(abs(y - 500) <= 0.5 * 1000 / 120 + 1e-6)
        #expect(view.center.x == 100)
        #expect(view.frame.origin.y == view.center.y - 25, "the frame follows the centre")
        #expect(abs(animator.elapsedTime - 1) < 1e-9)
        #expect(animator.isRunning)
    }

    @Test func test_DY1_theSameClockAdvanceGivesTheSamePositionsEveryRun() {
        func run() -> [CGPoint] {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let views = (0..<3).map { i in UIView(frame: CGRect(x: 40 + i * 80, y: 20 + i * 30, width: 40, height: 30)) }
            for view in views { reference.addSubview(view) }
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: views))
            let collision = UICollisionBehavior(items: views)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            let bounce = UIDynamicItemBehavior(items: views)
            bounce.elasticity = 0.6
            bounce.addAngularVelocity(3, for: views[1])
            animator.addBehavior(bounce)
            clock.advance(by: 1)
            animator.removeAllBehaviors()
            return views.map(\.center)
        }
        let first = run(), second = run()
        #expect(first == second)
    }

    @Test func test_DY2_anItemThatIsNotAViewMovesWithAPlainAnimator() {
        let item = PlainItem(center: CGPoint(x: 10, y: 10), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator()
        #expect(animator.referenceView == nil)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        clock.advance(by: 1)
        #expect(abs(item.center.y - (10 + Self.fallen(steps: 120))) < 1e-6)
        #expect(item.transform == CGAffineTransform(rotationAngle: 0))
        #expect(animator.items(in: CGRect(x: 0, y: 500, width: 100, height: 100)).count == 1)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
    }

    @Test func test_DY2_updateItemUsingCurrentStateReadsTheMovedCenter() {
        let item = PlainItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 20, height: 20))
        let animator = UIDynamicAnimator()
        let gravity = UIGravityBehavior(items: [item])
        animator.addBehavior(gravity)
        clock.advance(by: 0.5)
        item.center = CGPoint(x: 300, y: 0)
        clock.advance(by: 1.0 / 60)
        #expect(item.center.x == 0, "the animator overwrites a move it was not told of")
        item.center = CGPoint(x: 300, y: 0)
        animator.updateItem(usingCurrentState: item)
        clock.advance(by: 1.0 / 60)
        #expect(item.center.x == 300)
        // The velocity is kept: 62 steps of gravity, two of them from 0.
        #expect(abs(item.center.y - (Self.fallen(steps: 64) - Self.fallen(steps: 62))) < 1e-6)
    }

    @Test func test_DY4_theAnimatorPausesWhenItemsComeToRestAndResumesOnAChange() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 135, y: 75, width: 50, height: 50))
        reference.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: reference)
        let recorder = AnimatorDelegateRecorder()
        animator.delegate = recorder
        let start = CACurrentMediaTime()
        #expect(!animator.isRunning)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        #expect(recorder.events.map(\.0) == ["resume"], "resumes as the behaviour is added")
        #expect(animator.isRunning)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        #expect(recorder.events.count == 1, "already running")
        clock.advance(by: 3)
        #expect(recorder.events.map(\.0) == ["resume", "pause"])
        #expect(!animator.isRunning)
        // The fall of 355 points takes about 0.85 s; then half a second at rest.
        let pausedAt = recorder.events[1].1 - start
        #expect(pausedAt > 1.3 && pausedAt < 1.5)
        #expect(abs(view.center.y - 455) < 0.5)
        let elapsed = animator.elapsedTime
        #expect(abs(elapsed - pausedAt) < 1e-6)
        clock.advance(by: 1)
        #expect(animator.elapsedTime == elapsed, "no time passes while paused")
        #expect(!UIKitScheduler.shared.hasPendingWork, "a paused animator asks for no frames")
        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -2)
        animator.addBehavior(push)
        #expect(recorder.events.map(\.0) == ["resume", "pause", "resume"])
        clock.advance(by: 0.1)
        #expect(view.center.y < 455)
        animator.removeAllBehaviors()
        clock.advance(by: 1.0 / 60)
        #expect(recorder.events.map(\.0) == ["resume", "pause", "resume", "pause"], "no items left: it pauses")
    }

    @Test func test_DY4_addingABehaviorWithoutItemsDoesNotRun() {
        let animator = UIDynamicAnimator()
        let recorder = AnimatorDelegateRecorder()
        animator.delegate = recorder
        animator.addBehavior(UIGravityBehavior())
        #expect(!animator.isRunning)
        #expect(recorder.events.isEmpty)
        #expect(animator.behaviors.count == 1)
    }

    @Test func test_DY5_childBehaviorsRunWithTheirParent() {
        let item = PlainItem(center: .zero, size: CGSize(width: 10, height: 10))
        let composite = UIDynamicBehavior()
        let gravity = UIGravityBehavior(items: [item])
        composite.addChildBehavior(gravity)
        composite.addChildBehavior(gravity)
        #expect(composite.childBehaviors.count == 1)
        let animator = UIDynamicAnimator()
        animator.addBehavior(composite)
        #expect(gravity.dynamicAnimator === animator)
        #expect(animator.behaviors.count == 1)
        clock.advance(by: 1)
        #expect(abs(item.center.y - Self.fallen(steps: 120)) < 1e-6)
        composite.removeChildBehavior(gravity)
        #expect(gravity.dynamicAnimator == nil)
        #expect(composite.childBehaviors.isEmpty)
    }

    @Test func test_DY6_actionsRunOncePerFrameParentsBeforeChildrenInTheOrderAdded() {
        let item = PlainItem(center: .zero, size: CGSize(width: 10, height: 10))
        var order: [String] = []
        var seenY: [CGFloat] = []
        let parent = UIDynamicBehavior()
        parent.action = { order.append("parent"); seenY.append(item.center.y) }
        let gravity = UIGravityBehavior(items: [item])
        gravity.action = { order.append("gravity") }
        let collision = UICollisionBehavior(items: [item])
        collision.action = { order.append("collision") }
        parent.addChildBehavior(gravity)
        parent.addChildBehavior(collision)
        let second = UIDynamicBehavior()
        second.action = { order.append("second") }
        let animator = UIDynamicAnimator()
        animator.addBehavior(parent)
        animator.addBehavior(second)
        clock.advance(by: 2.0 / 60)
        #expect(order == ["parent", "gravity", "collision", "second", "parent", "gravity", "collision", "second"])
        #expect(abs(seenY[0] - Self.fallen(steps: 2)) < 1e-6, "actions see the items already moved")
        clock.advance(by: 1 - 2.0 / 60)
        #expect(order.count == 4 * 60)
    }

    @Test func test_DY6_anActionMayRemoveItsBehavior() {
        let item = PlainItem(center: .zero, size: CGSize(width: 10, height: 10))
        let animator = UIDynamicAnimator()
        let gravity = UIGravityBehavior(items: [item])
        var calls = 0
        gravity.action = { [unowned animator, unowned gravity] in
            calls += 1
            if item.center.y > 100 { animator.removeBehavior(gravity) }
        }
        animator.addBehavior(gravity)
        clock.advance(by: 1)
        #expect(animator.behaviors.isEmpty)
        #expect(!animator.isRunning)
        // 100 points take 0.447 s: the 27th frame is the first past them.
        #expect(calls == 27)
    }

    /// Records `willMove(to:)` calls into a shared log.
    final class Recording: UIDynamicBehavior {
        let name: String
        let log: (String) -> Void
        var children: [UIDynamicBehavior] = []
        init(_ name: String, log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
            super.init()
        }
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
            log("\(name) → \(dynamicAnimator == nil ? "nil" : "animator") (was \(self.dynamicAnimator == nil ? "nil" : "animator"))")
            if dynamicAnimator != nil { for child in children { addChildBehavior(child) } }
        }
    }

    @Test func test_DY7_willMoveIsCalledOnAddAndRemoveParentsBeforeChildren() {
        var log: [String] = []
        let parent = Recording("parent") { log.append($0) }
        let child = Recording("child") { log.append($0) }
        parent.children = [child]
        let animator = UIDynamicAnimator()
        animator.addBehavior(parent)
        #expect(log == ["parent → animator (was nil)", "child → animator (was nil)"])
        #expect(child.dynamicAnimator === animator)
        let late = Recording("late") { log.append($0) }
        parent.addChildBehavior(late)
        #expect(log.last == "late → animator (was nil)")
        log = []
        animator.removeBehavior(parent)
        #expect(log == ["parent → nil (was animator)", "child → nil (was animator)", "late → nil (was animator)"])
        #expect(parent.dynamicAnimator == nil && child.dynamicAnimator == nil)
        animator.removeBehavior(parent)
        #expect(log.count == 3, "removing twice does nothing")
    }

    @Test func test_DY8_gravityDirectionAngleAndMagnitudeAreOneVector() {
        let gravity = UIGravityBehavior()
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(abs(gravity.angle - .pi / 2) < 1e-12)
        #expect(gravity.magnitude == 1)
        gravity.magnitude = 2
        #expect(abs(gravity.gravityDirection.dy - 2) < 1e-12)
        gravity.angle = 0
        #expect(abs(gravity.gravityDirection.dx - 2) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
        gravity.magnitude = 0
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 0))
        #expect(gravity.angle == 0)
        gravity.setAngle(.pi, magnitude: 0.5)
        #expect(abs(gravity.gravityDirection.dx + 0.5) < 1e-12)
    }

    @Test func test_DY8_gravityActsTheSameWhateverTheMass() {
        let light = PlainItem(center: .zero, size: CGSize(width: 10, height: 10))
        let heavy = PlainItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 100, height: 100))
        let animator = UIDynamicAnimator()
        let gravity = UIGravityBehavior(items: [light, heavy])
        gravity.gravityDirection = CGVector(dx: 0.5, dy: 0)
        animator.addBehavior(gravity)
        let dense = UIDynamicItemBehavior(items: [heavy])
        dense.density = 5
        animator.addBehavior(dense)
        clock.advance(by: 1)
        #expect(abs(light.center.x - Self.fallen(steps: 120) / 2) < 1e-6)
        #expect(abs(heavy.center.x - 100 - Self.fallen(steps: 120) / 2) < 1e-6)
    }

    @Test func test_DY1_theAnimatorDoesNotKeepItselfAlive() {
        weak var weakAnimator: UIDynamicAnimator?
        let item = PlainItem(center: .zero, size: CGSize(width: 10, height: 10))
        do {
            let animator = UIDynamicAnimator()
            animator.addBehavior(UIGravityBehavior(items: [item]))
            clock.advance(by: 0.1)
            weakAnimator = animator
        }
        #expect(weakAnimator == nil)
        let y = item.center.y
        clock.advance(by: 0.1)
        #expect(item.center.y == y, "a released animator stops")
        #expect(!UIKitScheduler.shared.hasPendingWork)
    }
}

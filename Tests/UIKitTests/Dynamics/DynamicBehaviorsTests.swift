import Foundation
import Testing
import UIKit
import UIKitTesting

/// Push, snap, attachments, item properties, groups and fields (DY11–DY15).
@MainActor
@Suite(.uikit) struct DynamicBehaviorsTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// x after n steps of 1/120 s from rest under `a` points/s².
    static func moved(steps n: Double, acceleration a: Double) -> Double { a / 14_400 * n * (n + 1) / 2 }

    func square(_ side: CGFloat = 100, at center: CGPoint = .zero) -> PlainItem {
        PlainItem(center: center, size: CGSize(width: side, height: side))
    }

    @Test func test_DY11_aContinuousPushOfOneAccelerates100By100AtDensity1By100PointsPerSecondSquared() {
        let item = square()
        let push = UIPushBehavior(items: [item], mode: .continuous)
        #expect(push.active && push.magnitude == 0 && push.angle == 0)
        push.magnitude = 1
        #expect(push.pushDirection == CGVector(dx: 1, dy: 0))
        let animator = UIDynamicAnimator()
        animator.addBehavior(push)
        let velocity = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(velocity)
        clock.advance(by: 1)
        #expect(abs(item.center.x - Self.moved(steps: 120, acceleration: 100)) < 1e-6)
        #expect(abs(velocity.linearVelocity(for: item).x - 100) < 1e-9)
    }

    @Test func test_DY11_aDenserItemAcceleratesLess() {
        let item = square()
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.setAngle(.pi / 2, magnitude: 1)
        let dense = UIDynamicItemBehavior(items: [item])
        dense.density = 4
        let animator = UIDynamicAnimator()
        animator.addBehavior(push)
        animator.addBehavior(dense)
        clock.advance(by: 1)
        #expect(abs(item.center.y - Self.moved(steps: 120, acceleration: 25)) < 1e-6)
        #expect(abs(item.center.x) < 1e-9)
    }

    @Test func test_DY11_anInstantaneousPushGivesVelocityOnceThenTurnsInactive() {
        let item = square(50)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.25, dy: 0)
        let animator = UIDynamicAnimator()
        animator.addBehavior(push)
        #expect(push.active)
        clock.advance(by: 1.0 / 60)
        #expect(!push.active)
        clock.advance(by: 1 - 1.0 / 60)
        // 0.25 UIKit newtons on a mass of 0.25: 100 points/s from the first step on.
        #expect(abs(item.center.x - 100) < 1e-6)
        push.active = true
        clock.advance(by: 1)
        #expect(abs(item.center.x - 300) < 1e-6, "pushed again: 200 points/s")
    }

    @Test func test_DY11_anOffCentrePushTurnsTheItem() {
        let item = square()
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: item)
        #expect(push.targetOffsetFromCenter(for: item) == UIOffset(horizontal: 0, vertical: -50))
        let animator = UIDynamicAnimator()
        animator.addBehavior(push)
        let spin = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(spin)
        clock.advance(by: 1.0 / 60)
        // A push on the top edge to the right: 50 × 100 on I = 100⁴ / 6 / 10 000, 3 radians/s
        // clockwise on screen (a positive angle, as `CGAffineTransform(rotationAngle:)`).
        #expect(abs(spin.angularVelocity(for: item) - 3) < 1e-9)
        #expect(item.transform.b > 0)
    }

    @Test func test_DY12_aSnapSettlesAtItsPointAndTheAnimatorPauses() {
        let item = square(40, at: CGPoint(x: 50, y: 50))
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 300))
        #expect(snap.damping == 0.5)
        let animator = UIDynamicAnimator()
        let recorder = AnimatorDelegateRecorder()
        animator.delegate = recorder
        animator.addBehavior(snap)
        var maxX: CGFloat = 0
        snap.action = { maxX = max(maxX, item.center.x) }
        clock.advance(by: 4)
        #expect(abs(item.center.x - 200) < 0.5 && abs(item.center.y - 300) < 0.5)
        #expect(maxX > 200, "damping 0.5 overshoots")
        #expect(recorder.events.map(\.0) == ["resume", "pause"])
        snap.snapPoint = CGPoint(x: 100, y: 100)
        #expect(animator.isRunning, "a new snap point resumes")
        clock.advance(by: 4)
        #expect(abs(item.center.x - 100) < 0.5 && abs(item.center.y - 100) < 0.5)
    }

    @Test func test_DY12_moreDampingOvershootsLess() {
        func overshoot(_ damping: CGFloat) -> CGFloat {
            let item = square(40, at: CGPoint(x: 0, y: 0))
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 0))
            snap.damping = damping
            var maxX: CGFloat = 0
            snap.action = { maxX = max(maxX, item.center.x) }
            let animator = UIDynamicAnimator()
            animator.addBehavior(snap)
            clock.advance(by: 3)
            animator.removeAllBehaviors()
            return maxX - 100
        }
        let low = overshoot(0.1), mid = overshoot(0.5), high = overshoot(1)
        #expect(low > mid && mid > high)
        #expect(high < 0.5)
    }

    @Test func test_DY13_anAnchorAttachmentKeepsItsLengthAsAPendulum() {
        let item = square(20, at: CGPoint(x: 200, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        #expect(attachment.attachedBehaviorType == .anchor)
        #expect(attachment.length == 100)
        #expect(attachment.frequency == 0 && attachment.damping == 0 && attachment.frictionTorque == 0)
        #expect(attachment.attachmentRange == .infinite)
        let animator = UIDynamicAnimator()
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var worst: CGFloat = 0
        attachment.action = {
            worst = max(worst, abs(hypot(item.center.x - 100, item.center.y - 100) - 100))
        }
        clock.advance(by: 0.5)
        #expect(worst < 1)
        #expect(item.center.y > 150, "it swung down")
    }

    @Test func test_DY13_movingTheAnchorDragsTheItem() {
        let item = square(20, at: CGPoint(x: 100, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        #expect(attachment.length == 0)
        let animator = UIDynamicAnimator()
        animator.addBehavior(attachment)
        attachment.anchorPoint = CGPoint(x: 300, y: 100)
        clock.advance(by: 2)
        #expect(abs(item.center.x - 300) < 1)
    }

    @Test func test_DY13_aSpringyAttachmentStretchesUnderGravity() {
        let item = square(100, at: CGPoint(x: 100, y: 200))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        attachment.frequency = 1
        attachment.damping = 1
        let animator = UIDynamicAnimator()
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        clock.advance(by: 5)
        // Stiffness m (2π f)²: g / (2π)² ≈ 25.3 points of stretch at rest.
        #expect(abs(item.center.y - (200 + 1000 / (4 * .pi * .pi))) < 0.5)
    }

    @Test func test_DY13_aSlidingAttachmentAllowsMotionOnlyAlongItsAxisWithinItsRange() {
        let item = square(20, at: CGPoint(x: 100, y: 100))
        let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                           axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 200)
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: 1, dy: 1)
        let animator = UIDynamicAnimator()
        animator.addBehavior(slide)
        animator.addBehavior(gravity)
        clock.advance(by: 0.5)
        #expect(abs(item.center.y - 100) < 0.5)
        #expect(abs(item.center.x - 100 - Self.moved(steps: 60, acceleration: 1000)) < 1)
        clock.advance(by: 1)
        #expect(abs(item.center.x - 300) < 1, "held at the range's end")
        #expect(abs(item.transform.b) < 1e-6, "no rotation")
    }

    @Test func test_DY13_limitFixedAndPinAttachmentsBetweenItems() {
        let top = square(20, at: CGPoint(x: 100, y: 100))
        let rope = square(20, at: CGPoint(x: 100, y: 150))
        let welded = square(20, at: CGPoint(x: 120, y: 100))
        let pinned = square(20, at: CGPoint(x: 80, y: 100))
        let anchor = UIDynamicItemBehavior(items: [top])
        anchor.isAnchored = true
        let limit = UIAttachmentBehavior.limitAttachment(with: top, offsetFromCenter: .zero, attachedTo: rope, offsetFromCenter: .zero)
        #expect(limit.length == 50)
        limit.length = 80
        let fixed = UIAttachmentBehavior.fixedAttachment(with: top, attachedTo: welded, attachmentAnchor: CGPoint(x: 110, y: 100))
        let pin = UIAttachmentBehavior.pinAttachment(with: top, attachedTo: pinned, attachmentAnchor: CGPoint(x: 90, y: 100))
        #expect(pin.attachedBehaviorType == .items && pin.items.count == 2)
        let animator = UIDynamicAnimator()
        for behavior in [anchor, limit, fixed, pin, UIGravityBehavior(items: [rope, welded, pinned])] { animator.addBehavior(behavior) }
        clock.advance(by: 3)
        #expect(abs(rope.center.y - 180) < 1, "the rope goes taut at its length")
        #expect(abs(welded.center.x - 120) < 1 && abs(welded.center.y - 100) < 1, "welded in place")
        #expect(abs(hypot(pinned.center.x - 90, pinned.center.y - 100) - 10) < 1, "turns about the pin")
        #expect(pinned.center.y > 100)
        #expect(top.center == CGPoint(x: 100, y: 100))
    }

    @Test func test_DY13_itemPropertiesHaveUIKitsDefaults() {
        let behavior = UIDynamicItemBehavior()
        #expect(behavior.elasticity == 0 && behavior.friction == 0 && behavior.density == 1)
        #expect(behavior.resistance == 0 && behavior.angularResistance == 0 && behavior.charge == 0)
        #expect(!behavior.isAnchored && behavior.allowsRotation)
    }

    @Test func test_DY13_angularVelocityTurnsTheItemAndResistanceSlowsIt() {
        let spinning = square(20)
        let slowed = square(20, at: CGPoint(x: 100, y: 0))
        let still = square(20, at: CGPoint(x: 200, y: 0))
        let spin = UIDynamicItemBehavior(items: [spinning])
        spin.addAngularVelocity(.pi / 2, for: spinning)
        let slow = UIDynamicItemBehavior(items: [slowed])
        slow.resistance = 2
        slow.addLinearVelocity(CGPoint(x: 100, y: 0), for: slowed)
        let fixed = UIDynamicItemBehavior(items: [still])
        fixed.allowsRotation = false
        fixed.addAngularVelocity(3, for: still)
        let animator = UIDynamicAnimator()
        for behavior in [spin, slow, fixed] { animator.addBehavior(behavior) }
        clock.advance(by: 1)
        #expect(abs(ItemAngle.of(spinning) - .pi / 2) < 1e-6)
        #expect(spin.angularVelocity(for: spinning) == .pi / 2)
        // v × (1 / (1 + 2 h))^120.
        let factor: Double = pow(1.0 / (1.0 + 2.0 / 120.0), 120.0)
        #expect(abs(Double(slow.linearVelocity(for: slowed).x) - 100 * factor) < 1e-6)
        #expect(still.transform == .identity)
    }

    @Test func test_DY14_anItemGroupMovesAsOneBody() {
        let left = PlainItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let right = PlainItem(center: CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let group = UIDynamicItemGroup(items: [left, right])
        #expect(group.center == CGPoint(x: 130, y: 100))
        #expect(group.bounds.size == CGSize(width: 100, height: 40))
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        clock.advance(by: 2)
        #expect(abs(left.center.y - 460) < 0.5 && abs(right.center.y - 460) < 0.5)
        #expect(abs(right.center.x - left.center.x - 60) < 1e-6)
        #expect(abs(group.center.y - 460) < 0.5)
    }

    @Test func test_DY15_aLinearGravityFieldAcceleratesLikeGravity() {
        let item = square(20)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        #expect(field.strength == 1 && field.falloff == 0)
        field.addItem(item)
        let animator = UIDynamicAnimator()
        animator.addBehavior(field)
        clock.advance(by: 1)
        #expect(abs(item.center.y - Self.moved(steps: 120, acceleration: 1000)) < 1e-6)
    }

    @Test func test_DY15_aFieldActsOnlyInsideItsRegion() {
        let inside = square(20, at: CGPoint(x: 10, y: 0))
        let outside = square(20, at: CGPoint(x: 300, y: 0))
        let field = UIFieldBehavior.radialGravityField(position: .zero)
        field.region = UIRegion(radius: 100)
        field.addItem(inside)
        field.addItem(outside)
        let animator = UIDynamicAnimator()
        animator.addBehavior(field)
        clock.advance(by: 2.0 / 60)
        #expect(inside.center.x < 10, "pulled towards the position")
        #expect(outside.center == CGPoint(x: 300, y: 0))
    }

    @Test func test_DY15_regionsCombine() {
        let ring = UIRegion(radius: 100).difference(from: UIRegion(radius: 50))
        #expect(ring.contains(CGPoint(x: 75, y: 0)))
        #expect(!ring.contains(CGPoint(x: 25, y: 0)))
        #expect(ring.inverse().contains(CGPoint(x: 25, y: 0)))
        #expect(UIRegion(size: CGSize(width: 10, height: 10)).union(with: UIRegion(radius: 1)).contains(CGPoint(x: 4, y: 4)))
        #expect(!UIRegion(size: CGSize(width: 10, height: 10)).intersection(with: UIRegion(radius: 1)).contains(CGPoint(x: 4, y: 4)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }

    final class DelayedField: UIFieldBehavior {
        var delay = 0.0
    }

    @Test func test_DY15_aCustomFieldAppliesTheForceItsBlockReturnsAndSubclassesGetSelf() {
        let item = square(100, at: CGPoint(x: 0, y: 0))
        var seen: [(isSubclass: Bool, mass: CGFloat, step: TimeInterval)] = []
        let field = DelayedField.field { field, position, velocity, mass, charge, step in
            seen.append((field is DelayedField, mass, step))
            return CGVector(dx: 1, dy: 0)
        }
        field.delay = 1
        field.addItem(item)
        let animator = UIDynamicAnimator()
        animator.addBehavior(field)
        clock.advance(by: 1)
        // One UIKit newton on a 100 × 100 item of density 1: 100 points/s².
        #expect(abs(item.center.x - Self.moved(steps: 120, acceleration: 100)) < 1e-6)
        #expect(seen.count == 120)
        #expect(seen.allSatisfy { $0.isSubclass && abs($0.mass - 1) < 1e-12 && abs($0.step - 1.0 / 120) < 1e-12 })
        #expect(DelayedField.dragField() is DelayedField)
    }

    @Test func test_DY15_aVelocityFieldGivesItemsItsVelocity() {
        let item = square(20)
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 50, dy: 0))
        field.addItem(item)
        let animator = UIDynamicAnimator()
        animator.addBehavior(field)
        clock.advance(by: 1)
        #expect(abs(item.center.x - 50) < 1e-6)
    }
}

/// The rotation of an item's transform.
@MainActor
enum ItemAngle {
    static func of(_ item: any UIDynamicItem) -> Double { atan2(Double(item.transform.b), Double(item.transform.a)) }
}

/// Collision outlines and layout animators (DY1, DY3).
@MainActor
@Suite(.uikit) struct DynamicItemOutlineTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    final class Chip: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: CGRect(x: -10, y: -10, width: 20, height: 20)) }
    }

    func drop(_ view: UIView) -> CGPoint {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        reference.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        clock.advance(by: 2)
        animator.removeAllBehaviors()
        return view.center
    }

    @Test func test_DY3_aViewSubclassCollidesAsItsEllipseOrItsPath() {
        let ball = Ball(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        #expect(abs(drop(ball).y - 455) < 0.5)
        let chip = Chip(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        #expect(abs(drop(chip).y - 470) < 0.5, "the 20-point path, not the 50-point bounds")
        let plain = UIView(frame: .zero)
        #expect(plain.collisionBoundsType == .rectangle && plain.collisionBoundingPath.isEmpty)
    }

    final class ContentLayout: UICollectionViewLayout {
        var invalidations = 0
        override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 600) }
        override func invalidateLayout() {
            invalidations += 1
            super.invalidateLayout()
        }
    }

    @Test func test_DY1_aLayoutAnimatorMovesAttributesInTheContentAndInvalidatesTheLayout() {
        let layout = ContentLayout()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let collision = UICollisionBehavior(items: [attributes])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        clock.advance(by: 1.0 / 60)
        #expect(layout.invalidations == 1, "once per frame")
        clock.advance(by: 2)
        #expect(abs(attributes.center.y - 575) < 0.5, "at the bottom of the content")
        #expect(abs(attributes.frame.origin.x - 100) < 1e-9)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === attributes)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) == nil)
    }
}

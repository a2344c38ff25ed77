import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records a collision behaviour's delegate calls.
@MainActor
final class CollisionRecorder: UICollisionBehaviorDelegate {
    var calls: [String] = []
    var points: [CGPoint] = []
    let names: [ObjectIdentifier: String]
    init(names: [(AnyObject, String)]) {
        var map: [ObjectIdentifier: String] = [:]
        for (object, name) in names { map[ObjectIdentifier(object)] = name }
        self.names = map
    }
    func name(_ item: any UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
    func boundary(_ identifier: (any NSCopying)?) -> String { (identifier as? NSString).map { $0 as String } ?? "nil" }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem, at p: CGPoint) {
        calls.append("began \(name(item1)) \(name(item2))")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem) {
        calls.append("ended \(name(item1)) \(name(item2))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        calls.append("began \(name(item)) \(boundary(identifier))")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?) {
        calls.append("ended \(name(item)) \(boundary(identifier))")
    }
}

/// A delegate that implements only one method (the others have defaults).
@MainActor
final class OnlyBeganWithBoundary: UICollisionBehaviorDelegate {
    var count = 0
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) { count += 1 }
}

/// Collisions: the reference bounds, added boundaries, items with each other, and the
/// delegate's calls (DY9, DY10).
@MainActor
@Suite(.uikit) struct CollisionBehaviorTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    func scene() -> (UIView, UIView, UIDynamicAnimator) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 135, y: 75, width: 50, height: 50))
        reference.addSubview(view)
        return (reference, view, UIDynamicAnimator(referenceView: reference))
    }

    @Test func test_DY9_theReferenceBoundsStopAFallingItemAtTheBottom() {
        let (_, view, animator) = scene()
        let collision = UICollisionBehavior(items: [view])
        #expect(collision.collisionMode == .everything)
        #expect(!collision.translatesReferenceBoundsIntoBoundary)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        clock.advance(by: 2)
        #expect(abs(view.center.y - 455) < 0.5)
        #expect(view.center.x == 160)
        #expect(abs(view.transform.b) < 1e-9, "no turning")
    }

    @Test func test_DY9_insetsMoveTheReferenceBoundary() {
        let (_, view, animator) = scene()
        let collision = UICollisionBehavior(items: [view])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0))
        #expect(collision.translatesReferenceBoundsIntoBoundary)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        clock.advance(by: 2)
        #expect(abs(view.center.y - 375) < 0.5)
    }

    @Test func test_DY9_anAddedBoundaryStopsItemsAndCanBeRemoved() {
        let (_, view, animator) = scene()
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: "shelf" as NSString)?.bounds == CGRect(x: 0, y: 300, width: 320, height: 0))
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        clock.advance(by: 1.5)
        #expect(abs(view.center.y - 275) < 0.5)
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
        clock.advance(by: 0.5)
        #expect(view.center.y > 400, "it falls again once the boundary is gone")
    }

    @Test func test_DY9_aPathBoundaryHoldsAnItemInABowl() {
        let (_, view, animator) = scene()
        let bowl = UIBezierPath()
        bowl.move(to: CGPoint(x: 0, y: 200))
        bowl.addLine(to: CGPoint(x: 160, y: 400))
        bowl.addLine(to: CGPoint(x: 320, y: 200))
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "bowl" as NSString, for: bowl)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        clock.advance(by: 3)
        #expect(view.center.y < 400 && view.center.y > 300)
        #expect(abs(view.center.x - 160) < 1)
    }

    @Test func test_DY9_itemsCollideWithEachOtherAndStopWithoutElasticity() {
        let a = PlainItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        let b = PlainItem(center: CGPoint(x: 300, y: 100), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .items
        animator.addBehavior(collision)
        let velocity = UIDynamicItemBehavior(items: [a, b])
        velocity.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
        velocity.addLinearVelocity(CGPoint(x: -200, y: 0), for: b)
        animator.addBehavior(velocity)
        #expect(velocity.linearVelocity(for: a) == CGPoint(x: 200, y: 0))
        clock.advance(by: 1)
        #expect(abs(a.center.x - 175) < 0.5)
        #expect(abs(b.center.x - 225) < 0.5)
        #expect(abs(velocity.linearVelocity(for: a).x) < 1e-6)
    }

    @Test func test_DY9_elasticItemsBounceApart() {
        let a = PlainItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        let b = PlainItem(center: CGPoint(x: 300, y: 100), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator()
        animator.addBehavior(UICollisionBehavior(items: [a, b]))
        let bouncy = UIDynamicItemBehavior(items: [a, b])
        bouncy.elasticity = 1
        bouncy.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
        bouncy.addLinearVelocity(CGPoint(x: -200, y: 0), for: b)
        animator.addBehavior(bouncy)
        clock.advance(by: 1)
        #expect(abs(bouncy.linearVelocity(for: a).x + 200) < 1e-6)
        #expect(abs(bouncy.linearVelocity(for: b).x - 200) < 1e-6)
        // They meet after 0.375 s and come back for 0.625 s.
        #expect(abs(a.center.x - 50) < 4)
        #expect(abs(b.center.x - 350) < 4)
    }

    @Test func test_DY9_boundariesModeLetsItemsPassThroughEachOther() {
        let a = PlainItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        let b = PlainItem(center: CGPoint(x: 300, y: 100), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .boundaries
        animator.addBehavior(collision)
        let velocity = UIDynamicItemBehavior(items: [a])
        velocity.addLinearVelocity(CGPoint(x: 400, y: 0), for: a)
        animator.addBehavior(velocity)
        clock.advance(by: 1)
        #expect(abs(a.center.x - 500) < 1e-6)
        #expect(b.center.x == 300)
    }

    @Test func test_DY10_theDelegateHearsContactsWithTheReferenceBoundsAndNamedBoundaries() {
        let (_, view, animator) = scene()
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
        let recorder = CollisionRecorder(names: [(view, "view")])
        collision.collisionDelegate = recorder
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        clock.advance(by: 1.5)
        #expect(recorder.calls == ["began view shelf"])
        #expect(abs(recorder.points[0].x - 160) < 1e-6)
        #expect(abs(recorder.points[0].y - 300) < 0.5)
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        clock.advance(by: 1.5)
        #expect(recorder.calls == ["began view shelf", "began view nil"], "a removed boundary's contact ends without a call")
        #expect(recorder.points.count == 2 && abs(recorder.points[1].y - 480) < 0.5)
    }

    @Test func test_DY10_aBounceEndsTheContactAndTheNextTouchBeginsAnother() {
        let (_, view, animator) = scene()
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let recorder = CollisionRecorder(names: [(view, "view")])
        collision.collisionDelegate = recorder
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        let bouncy = UIDynamicItemBehavior(items: [view])
        bouncy.elasticity = 0.5
        animator.addBehavior(bouncy)
        clock.advance(by: 2)
        #expect(Array(recorder.calls.prefix(3)) == ["began view nil", "ended view nil", "began view nil"])
    }

    @Test func test_DY10_itemContactsBeginAndEndInOrder() {
        let a = PlainItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        let b = PlainItem(center: CGPoint(x: 300, y: 100), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [a, b])
        let recorder = CollisionRecorder(names: [(a, "a"), (b, "b")])
        collision.collisionDelegate = recorder
        animator.addBehavior(collision)
        let bouncy = UIDynamicItemBehavior(items: [a, b])
        bouncy.elasticity = 1
        bouncy.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
        bouncy.addLinearVelocity(CGPoint(x: -200, y: 0), for: b)
        animator.addBehavior(bouncy)
        clock.advance(by: 1)
        #expect(recorder.calls == ["began a b", "ended a b"])
        #expect(abs(recorder.points[0].x - 200) < 1)
        #expect(abs(recorder.points[0].y - 100) < 1e-6)
    }

    @Test func test_DY10_aDelegateMayImplementOnlySomeMethods() {
        let (_, view, animator) = scene()
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let delegate = OnlyBeganWithBoundary()
        collision.collisionDelegate = delegate
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        clock.advance(by: 1.5)
        #expect(delegate.count == 1)
    }
}

import Foundation
import OpenUIKitPhysics

/// Ties an item to a fixed point or to another item (DY13).
///
/// The plain initializers make a distance attachment: the attachment points (each item's
/// centre plus an offset in the item's own coordinates, or the anchor) stay ``length``
/// apart, rigidly while ``frequency`` is 0, else as a spring of that frequency (Hz) with
/// ``damping`` as its damping ratio. The class factories make the other kinds: a sliding
/// attachment (translation along one axis within ``attachmentRange``, no relative rotation),
/// a limit attachment (at most ``length`` apart, like a rope), a fixed one (welded) and a pin
/// (turning freely about one point against ``frictionTorque``). Differences from iOS: the
/// factories return `UIAttachmentBehavior` (iOS: `Self`).
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point, ``anchorPoint``.
        case anchor
    }

    /// Which attachment the behaviour is (a factory sets it).
    enum Kind { case distance, limit, pin, fixed, sliding(axis: CGVector) }

    /// The item, or the two items, in order.
    open var items: [any UIDynamicItem] { _items }
    /// Whether the item is attached to an anchor or to another item.
    public let attachedBehaviorType: AttachmentType
    /// The point an anchor attachment holds the item to (reference coordinates); moving it
    /// moves the item. For item attachments, the point given to a factory (or zero).
    open var anchorPoint: CGPoint { didSet { _behaviorDidChange() } }
    /// The distance kept between the attachment points; at creation, their distance then.
    open var length: CGFloat { didSet { invalidate() } }
    /// The damping ratio of a springy attachment (0 none, 1 critical). Default 0.
    open var damping: CGFloat = 0 { didSet { invalidate() } }
    /// The frequency of the spring in Hz; 0 (the default) is rigid.
    open var frequency: CGFloat = 0 { didSet { invalidate() } }
    /// The friction torque of a pin attachment: the largest torque it resists turning with.
    /// Default 0 (turns freely).
    open var frictionTorque: CGFloat = 0 { didSet { invalidate() } }
    /// The translation a sliding attachment allows along its axis, from where it was made.
    /// Default `.infinite`.
    open var attachmentRange: UIFloatRange = .infinite { didSet { invalidate() } }

    var kind = Kind.distance
    /// The attachment points in each item's own coordinates (from its centre, unrotated).
    private var offsetA: PhysicsVector
    private var offsetB: PhysicsVector
    /// The second item's rotation minus the first's when made (an anchor: minus the item's).
    private var referenceAngle: Double
    private var joint: PhysicsJoint?

    private init(items: [any UIDynamicItem], type: AttachmentType, anchor: CGPoint, offsetA: PhysicsVector, offsetB: PhysicsVector) {
        attachedBehaviorType = type
        anchorPoint = anchor
        self.offsetA = offsetA
        self.offsetB = offsetB
        let first = items[0]
        let angleA = ItemRecord.angle(of: first.transform)
        let pointA = Self.point(of: first, offset: offsetA)
        let pointB: PhysicsVector
        if items.count > 1 {
            referenceAngle = ItemRecord.angle(of: items[1].transform) - angleA
            pointB = Self.point(of: items[1], offset: offsetB)
        } else {
            referenceAngle = -angleA
            pointB = PhysicsVector(Double(anchor.x), Double(anchor.y))
        }
        length = CGFloat((pointB - pointA).length)
        super.init()
        for item in items { _addItem(item) }
    }

    /// The world point at `offset` (item coordinates) of an item, as it is now.
    private static func point(of item: any UIDynamicItem, offset: PhysicsVector) -> PhysicsVector {
        PhysicsVector(Double(item.center.x), Double(item.center.y)) + offset.rotated(by: ItemRecord.angle(of: item.transform))
    }

    /// `offset` of a world point from an item's centre, in the item's coordinates.
    private static func offset(of point: CGPoint, in item: any UIDynamicItem) -> PhysicsVector {
        (PhysicsVector(Double(point.x), Double(point.y)) - PhysicsVector(Double(item.center.x), Double(item.center.y)))
            .rotated(by: -ItemRecord.angle(of: item.transform))
    }

    /// Attaches the item's centre to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from the item's centre to `point`.
    public convenience init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(items: [item], type: .anchor, anchor: point,
                  offsetA: PhysicsVector(Double(offset.horizontal), Double(offset.vertical)), offsetB: .zero)
    }

    /// Attaches two items' centres.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches points of two items, each `offset` from its centre.
    public convenience init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
                            offsetFromCenter offset2: UIOffset) {
        self.init(items: [item1, item2], type: .items, anchor: .zero,
                  offsetA: PhysicsVector(Double(offset1.horizontal), Double(offset1.vertical)),
                  offsetB: PhysicsVector(Double(offset2.horizontal), Double(offset2.vertical)))
    }

    /// Two items that slide along `axis` past each other at `point`, without turning apart.
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(items: [item1, item2], type: .items, anchor: point,
                                            offsetA: offset(of: point, in: item1), offsetB: offset(of: point, in: item2))
        behavior.kind = .sliding(axis: axis)
        return behavior
    }

    /// An item that slides along `axis` through `point`, without turning.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(items: [item], type: .anchor, anchor: point, offsetA: offset(of: point, in: item), offsetB: .zero)
        behavior.kind = .sliding(axis: axis)
        return behavior
    }

    /// Two items whose points (offsets from their centres) stay at most their present
    /// distance apart.
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
                                    offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.kind = .limit
        return behavior
    }

    /// Two items welded together at `point`.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(items: [item1, item2], type: .items, anchor: point,
                                            offsetA: offset(of: point, in: item1), offsetB: offset(of: point, in: item2))
        behavior.kind = .fixed
        return behavior
    }

    /// Two items pinned together at `point`, each free to turn about it.
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let behavior = UIAttachmentBehavior(items: [item1, item2], type: .items, anchor: point,
                                            offsetA: offset(of: point, in: item1), offsetB: offset(of: point, in: item2))
        behavior.kind = .pin
        return behavior
    }

    private func invalidate() {
        joint = nil
        _behaviorDidChange()
    }

    /// The engine kind for the current settings.
    private var jointKind: PhysicsJoint.Kind {
        switch kind {
        case .distance:
            return .distance(length: Double(length), frequency: Double(frequency), dampingRatio: Double(damping))
        case .limit:
            return .limit(length: Double(length))
        case .pin:
            return .pin(frictionTorque: Double(frictionTorque))
        case .fixed:
            return .fixed
        case let .sliding(axis):
            let range = Double(attachmentRange.minimum)...Double(max(attachmentRange.minimum, attachmentRange.maximum))
            return .sliding(axis: PhysicsVector(Double(axis.dx), Double(axis.dy)), range: range)
        }
    }

    override func _sync(in animator: UIDynamicAnimator) {
        guard let first = _items.first, let bodyA = animator.body(for: first) else { return }
        let bodyB: PhysicsBody
        if attachedBehaviorType == .items {
            guard _items.count > 1, let second = animator.body(for: _items[1]) else { return }
            bodyB = second
        } else {
            bodyB = animator.world.ground
        }
        let anchor = PhysicsVector(Double(anchorPoint.x), Double(anchorPoint.y))
        // An item sliding along a fixed axis: the ground is the engine's first body, so the
        // axis stays put as the item moves (PH5).
        var groundFirst = false
        if case .sliding = kind, attachedBehaviorType == .anchor { groundFirst = true }
        let (engineA, engineB) = groundFirst ? (bodyB, bodyA) : (bodyA, bodyB)
        if joint == nil || joint?.bodyA !== engineA || joint?.bodyB !== engineB {
            let made = PhysicsJoint(kind: jointKind, bodyA: engineA, anchorA: engineA.position, bodyB: engineB, anchorB: engineB.position)
            if groundFirst {
                made.localAnchorA = anchor
                made.localAnchorB = offsetA
                made.referenceAngle = -referenceAngle
            } else {
                made.localAnchorA = offsetA
                made.localAnchorB = attachedBehaviorType == .items ? offsetB : anchor
                made.referenceAngle = referenceAngle
            }
            joint = made
        }
        guard let joint else { return }
        if attachedBehaviorType == .anchor {
            if groundFirst { joint.localAnchorA = anchor } else { joint.localAnchorB = anchor }
        }
        animator.world.joints.append(joint)
    }

    override func _leave() { joint = nil }
}

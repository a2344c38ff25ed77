import Foundation
import OpenUIKitPhysics

/// One item an animator moves, with its body in the engine (DY2).
@MainActor
final class ItemRecord {
    let item: any UIDynamicItem
    let body: PhysicsBody
    /// For a `UIDynamicItemGroup`: each member's offset from the group's centre and rotation,
    /// in the body's coordinates.
    private var members: [(item: any UIDynamicItem, offset: PhysicsVector, angle: Double)] = []

    init(item: any UIDynamicItem) {
        self.item = item
        body = PhysicsBody(shape: .circle(radius: 0), position: .zero)
        readState()
    }

    /// Reads the item's centre, size, rotation and outline (DY2, DY3); the velocity stays.
    func readState() {
        body.position = PhysicsVector(Double(item.center.x), Double(item.center.y))
        body.angle = Self.angle(of: item.transform)
        if let group = item as? UIDynamicItemGroup {
            var pieces: [[PhysicsVector]] = []
            members = group.items.map { member in
                let offset = PhysicsVector(Double(member.center.x - group.center.x), Double(member.center.y - group.center.y))
                    .rotated(by: -body.angle)
                return (member, offset, Self.angle(of: member.transform) - body.angle)
            }
            for member in members {
                let shape = Self.shape(of: member.item, polygonsOnly: true)
                guard case let .polygons(memberPieces) = shape else { continue }
                for piece in memberPieces {
                    pieces.append(piece.map { member.offset + $0.rotated(by: member.angle) })
                }
            }
            body.shape = pieces.isEmpty ? .circle(radius: 0) : .polygons(pieces)
        } else {
            body.shape = Self.shape(of: item, polygonsOnly: false)
        }
    }

    /// Writes the body's position and rotation to the item (and a group's members) (DY1).
    func writeState() {
        let rotation = CGAffineTransform(rotationAngle: CGFloat(body.angle))
        item.center = CGPoint(x: body.position.x, y: body.position.y)
        item.transform = rotation
        for member in members {
            let p = body.worldPoint(member.offset)
            member.item.center = CGPoint(x: p.x, y: p.y)
            member.item.transform = CGAffineTransform(rotationAngle: CGFloat(body.angle + member.angle))
        }
    }

    static func angle(of t: CGAffineTransform) -> Double { atan2(Double(t.b), Double(t.a)) }

    /// The outline of an item's collision bounds (DY3): its bounds, their inscribed ellipse,
    /// or its path flattened to a polygon (a path of fewer than three points: the bounds).
    static func shape(of item: any UIDynamicItem, polygonsOnly: Bool) -> PhysicsShape {
        let size = item.bounds.size
        let w = Double(size.width), h = Double(size.height)
        switch item.collisionBoundsType {
        case .rectangle:
            return .rectangle(width: w, height: h)
        case .ellipse:
            if polygonsOnly || abs(w - h) > 1e-9 {
                let n = 32
                return .polygons([(0..<n).map { i in
                    let t = Double(i) / Double(n) * 2 * Double.pi
                    return PhysicsVector(w / 2 * cos(t), h / 2 * sin(t))
                }])
            }
            return .ellipse(width: w, height: h)
        case .path:
            return PhysicsShape.path(outline(of: item.collisionBoundingPath)) ?? .rectangle(width: w, height: h)
        }
    }

    /// The first subpath of `path` with two points or more, curves cut into eight segments each.
    static func outline(of path: UIBezierPath) -> [PhysicsVector] {
        subpaths(of: path).first?.points ?? []
    }

    /// All subpaths of `path` as point lists (for boundaries), curves cut into eight segments,
    /// with whether each is closed.
    static func subpaths(of path: UIBezierPath) -> [(points: [PhysicsVector], closed: Bool)] {
        var result: [(points: [PhysicsVector], closed: Bool)] = []
        var points: [PhysicsVector] = []
        var current = CGPoint.zero
        func add(_ p: CGPoint) { points.append(PhysicsVector(Double(p.x), Double(p.y))) }
        func finish(closed: Bool) {
            if points.count >= 2 { result.append((points, closed)) }
            points = []
        }
        for element in path.cgPath.elements {
            switch element {
            case let .move(p):
                finish(closed: false)
                add(p); current = p
            case let .line(p):
                add(p); current = p
            case let .quadCurve(p, c):
                for i in 1...8 {
                    let t = CGFloat(i) / 8, u = 1 - t
                    add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case let .curve(p, c1, c2):
                for i in 1...8 {
                    let t = CGFloat(i) / 8, u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    add(CGPoint(x: x, y: y))
                }
                current = p
            case .close:
                let start = points.first
                finish(closed: true)
                if let start { current = CGPoint(x: start.x, y: start.y) }
            }
        }
        finish(closed: false)
        return result
    }
}

extension UIDynamicAnimator {
    /// The body of an item this animator moves.
    func body(for item: any UIDynamicItem) -> PhysicsBody? { recordsByItem[ObjectIdentifier(item)]?.body }

    /// Brings the engine up to date with the behaviours: items that joined get bodies (their
    /// state read now, DY2), items no behaviour holds leave, materials are set (DY13) and each
    /// behaviour puts its groups, joints and fields in the world.
    func sync() {
        let flattened = flattenedBehaviors
        var wanted: [ObjectIdentifier: any UIDynamicItem] = [:]
        var order: [any UIDynamicItem] = []
        for behavior in flattened {
            for item in behavior._items where wanted[ObjectIdentifier(item)] == nil {
                wanted[ObjectIdentifier(item)] = item
                order.append(item)
            }
        }
        for record in records where wanted[ObjectIdentifier(record.item)] == nil {
            world.removeBody(record.body)
            recordsByItem[ObjectIdentifier(record.item)] = nil
            recordsByBody[ObjectIdentifier(record.body)] = nil
        }
        records.removeAll { wanted[ObjectIdentifier($0.item)] == nil }
        for item in order where recordsByItem[ObjectIdentifier(item)] == nil {
            let record = ItemRecord(item: item)
            records.append(record)
            recordsByItem[ObjectIdentifier(item)] = record
            recordsByBody[ObjectIdentifier(record.body)] = record
            world.addBody(record.body)
        }
        for record in records { UIDynamicItemBehavior.applyDefaults(to: record.body) }
        world.groups = []
        world.joints = []
        world.fields = []
        collisionOwners = [:]
        for behavior in flattened { behavior._sync(in: self) }
        needsSync = false
    }

    /// Tells each collision behaviour's delegate of the contacts that began and ended in a
    /// step, in the engine's order (DY10).
    func deliver(_ events: [PhysicsContactEvent]) {
        for event in events {
            guard let behavior = collisionOwners[ObjectIdentifier(event.group)],
                  let itemA = recordsByBody[ObjectIdentifier(event.bodyA)]?.item else { continue }
            let point = CGPoint(x: event.point.x, y: event.point.y)
            let delegate = behavior.collisionDelegate
            if let bodyB = event.bodyB {
                guard let itemB = recordsByBody[ObjectIdentifier(bodyB)]?.item else { continue }
                switch event.kind {
                case .began: delegate?.collisionBehavior(behavior, beganContactFor: itemA, with: itemB, at: point)
                case .ended: delegate?.collisionBehavior(behavior, endedContactFor: itemA, with: itemB)
                }
            } else if let boundary = event.boundary {
                guard let identifier = behavior.identifier(forTag: boundary.tag) else { continue }
                switch event.kind {
                case .began: delegate?.collisionBehavior(behavior, beganContactFor: itemA, withBoundaryIdentifier: identifier, at: point)
                case .ended: delegate?.collisionBehavior(behavior, endedContactFor: itemA, withBoundaryIdentifier: identifier)
                }
            }
        }
    }
}

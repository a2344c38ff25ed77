import Foundation
import OpenUIKitPhysics

/// Keeps its items from passing through each other and through its boundaries (DY9), and
/// tells its delegate when contacts begin and end (DY10).
///
/// Boundaries are the reference bounds (``translatesReferenceBoundsIntoBoundary``, items kept
/// inside) and lines or paths you add with an identifier (thin: an item collides with the
/// line from either side). Contacts take their bounce and friction from the items'
/// `UIDynamicItemBehavior` (a boundary has none of its own).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both.
        public static let everything = Mode(rawValue: UInt.max)
    }

    /// The items that collide, in the order added.
    open var items: [any UIDynamicItem] { _items }
    /// What the items collide with. Default `.everything`.
    open var collisionMode: Mode = .everything { didSet { _behaviorDidChange() } }
    /// Whether the reference view's bounds (a layout animator: its content) are a boundary
    /// keeping the items inside. Default false; setting it true clears the insets.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            if !translatesReferenceBoundsIntoBoundary { referenceInsets = .zero }
            _behaviorDidChange()
        }
    }
    /// Told when contacts begin and end.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    private var referenceInsets = UIEdgeInsets.zero
    private struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
        let engine: PhysicsBoundary
    }
    private var boundaries: [Boundary] = []
    private var nextTag = 0
    private let group = PhysicsCollisionGroup()
    private var referenceBoundary: (rect: CGRect, engine: PhysicsBoundary)?
    /// The tag of the reference bounds' boundary (the others count up from 0).
    private static let referenceTag = -1

    /// A collision behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        super.init()
        for item in items { _addItem(item) }
    }

    /// A collision behaviour with no items.
    public override convenience init() { self.init(items: []) }

    /// Adds an item (adding one twice does nothing).
    open func addItem(_ item: any UIDynamicItem) { _addItem(item) }
    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { _removeItem(item) }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
        _behaviorDidChange()
    }

    /// Adds a boundary along `bezierPath` (its lines and curves; a closed subpath closes),
    /// replacing one with an equal identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        let subpaths = ItemRecord.subpaths(of: bezierPath)
        nextTag += 1
        let engine = PhysicsBoundary(tag: nextTag, polylines: subpaths.map { $0.closed ? $0.points + [$0.points[0]] : $0.points })
        boundaries.append(Boundary(identifier: identifier, path: bezierPath, engine: engine))
        _behaviorDidChange()
    }

    /// Adds a straight boundary from `p0` to `p1`, replacing one with an equal identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p0: CGPoint, to p1: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p0)
        path.addLine(to: p1)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary with an equal identifier.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with an equal identifier.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let count = boundaries.count
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        if boundaries.count != count { _behaviorDidChange() }
    }

    /// The identifiers of the added boundaries, in the order added (nil when there are none).
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes every added boundary (not the reference bounds).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        _behaviorDidChange()
    }

    /// Identifiers are equal as objects are (`isEqual(_:)`: two `NSString`s of the same text).
    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        let objectA = a as AnyObject, objectB = b as AnyObject
        if objectA === objectB { return true }
        if let a = objectA as? NSObject { return a.isEqual(objectB) }
        return false
    }

    /// The identifier of the boundary with an engine tag: `.some(nil)` for the reference
    /// bounds, nil for a boundary removed since (its contact ends without a call, DY10).
    func identifier(forTag tag: Int) -> (any NSCopying)?? {
        if tag == Self.referenceTag { return translatesReferenceBoundsIntoBoundary ? .some(nil) : nil }
        guard let boundary = boundaries.first(where: { $0.engine.tag == tag }) else { return nil }
        return .some(boundary.identifier)
    }

    override func _sync(in animator: UIDynamicAnimator) {
        group.bodies = _items.compactMap { animator.body(for: $0) }
        group.collidesBodies = collisionMode.contains(.items)
        group.collidesBoundaries = collisionMode.contains(.boundaries)
        var engineBoundaries: [PhysicsBoundary] = []
        if translatesReferenceBoundsIntoBoundary, let bounds = animator.referenceBounds {
            let rect = bounds.inset(by: referenceInsets)
            if referenceBoundary?.rect != rect {
                referenceBoundary = (rect, PhysicsBoundary(tag: Self.referenceTag, enclosingMinX: Double(rect.minX), minY: Double(rect.minY),
                                                           maxX: Double(rect.maxX), maxY: Double(rect.maxY)))
            }
            if let referenceBoundary { engineBoundaries.append(referenceBoundary.engine) }
        }
        engineBoundaries += boundaries.map(\.engine)
        group.boundaries = engineBoundaries
        animator.world.groups.append(group)
        animator.collisionOwners[ObjectIdentifier(group)] = self
    }
}

import Foundation

/// The kind of outline a dynamic item collides with (DY3).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds (the default).
    case rectangle
    /// The ellipse inscribed in the bounds (a circle for a square item).
    case ellipse
    /// The item's ``UIDynamicItem/collisionBoundingPath``.
    case path
}

/// Something a dynamic animator can move: a position, a size and a rotation (DY1).
///
/// `UIView` and `UICollectionViewLayoutAttributes` conform; so can any object of yours. The
/// animator reads ``center``, ``bounds`` and ``transform`` when the item joins it (and on
/// `UIDynamicAnimator.updateItem(usingCurrentState:)`), and writes ``center`` and a rotation
/// ``transform`` back every frame while it runs. ``collisionBoundsType`` and
/// ``collisionBoundingPath`` have defaults (`.rectangle`, an empty path), as they are optional
/// on iOS; implement them to collide as an ellipse or a path.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The centre, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The size (its origin is ignored).
    var bounds: CGRect { get }
    /// The transform; the animator reads and writes its rotation.
    var transform: CGAffineTransform { get set }
    /// The outline the item collides with. Default `.rectangle`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// For `.path`: a convex outline, in coordinates whose (0, 0) is the item's centre.
    /// Default an empty path.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// `.rectangle`: the item collides as its bounds.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// An empty path.
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Items that move as one rigid body: add the group to behaviours in place of its items
/// (DY14).
///
/// The group's outline is its items' outlines together, each where it was when the group
/// joined an animator; the animator moves and turns each item with the body. An item may be
/// in one group only, and a group's items must not also be added to behaviours on their own.
/// The group itself has a centre (its items' bounding box's centre when made), bounds (that
/// box's size) and a transform; reading them is meaningful, and the animator keeps them up to
/// date.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items, in the order given.
    public let items: [any UIDynamicItem]
    /// The centre of the group's body.
    open var center: CGPoint
    /// The bounding box of the items when the group was made, about (0, 0).
    open private(set) var bounds: CGRect
    /// The rotation of the group's body.
    open var transform: CGAffineTransform = .identity

    /// A group of `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        var box = CGRect.null
        for item in items {
            let size = item.bounds.size
            box = box.union(CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                                   width: size.width, height: size.height))
        }
        if box.isNull { box = .zero }
        center = CGPoint(x: box.midX, y: box.midY)
        bounds = CGRect(origin: .zero, size: box.size)
        super.init()
    }
}

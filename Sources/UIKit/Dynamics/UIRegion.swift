import Foundation
import OpenUIKitPhysics

/// An area where a field acts, about the field's position: a circle, a rectangle, or a
/// combination of regions (DY15). Immutable: the combining methods make new regions.
/// Differences from iOS: the combining methods return `UIRegion` (iOS: `Self`), and it does
/// not adopt `NSCoding`.
@preconcurrency @MainActor
open class UIRegion: NSObject, NSCopying {
    let shape: PhysicsRegion

    init(shape: PhysicsRegion) {
        self.shape = shape
        super.init()
    }

    /// The region of every point (a field's default).
    open class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// The points within `radius` of the centre.
    public convenience init(radius: CGFloat) { self.init(shape: .circle(radius: Double(radius))) }

    /// The rectangle of `size` centred on the centre.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(width: Double(size.width), height: Double(size.height))) }

    /// The points outside this region.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    /// The points in either region.
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    /// The points in this region and not in `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    /// The points in both regions.
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether `point` (relative to the region's centre) is inside.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(PhysicsVector(Double(point.x), Double(point.y))) }

    /// The region itself (it is immutable).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

import Foundation

/// A 2D vector or point of the engine, in points (y grows downward, as on screen).
public struct PhysicsVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var x: Double
    /// The vertical component (down on screen).
    public var y: Double

    /// A vector from its components.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = PhysicsVector(0, 0)

    /// Componentwise arithmetic, and scaling by a number.
    public static func + (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(a.x + b.x, a.y + b.y) }
    public static func - (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(a.x - b.x, a.y - b.y) }
    public static prefix func - (a: PhysicsVector) -> PhysicsVector { PhysicsVector(-a.x, -a.y) }
    public static func * (s: Double, a: PhysicsVector) -> PhysicsVector { PhysicsVector(s * a.x, s * a.y) }
    public static func * (a: PhysicsVector, s: Double) -> PhysicsVector { PhysicsVector(s * a.x, s * a.y) }
    public static func += (a: inout PhysicsVector, b: PhysicsVector) { a = a + b }
    public static func -= (a: inout PhysicsVector, b: PhysicsVector) { a = a - b }

    /// The dot product.
    public func dot(_ b: PhysicsVector) -> Double { x * b.x + y * b.y }
    /// The 2D cross product (the z of the 3D one).
    public func cross(_ b: PhysicsVector) -> Double { x * b.y - y * b.x }
    /// The length.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// The squared length.
    public var lengthSquared: Double { x * x + y * y }
    /// The unit vector in this direction (zero for the zero vector).
    public var normalized: PhysicsVector {
        let l = length
        return l > 1e-12 ? PhysicsVector(x / l, y / l) : .zero
    }
    /// This vector turned a quarter turn: (-y, x). With y down, that is clockwise on screen.
    public var perpendicular: PhysicsVector { PhysicsVector(-y, x) }
    /// This vector rotated by `angle` radians (positive turns clockwise on screen, as
    /// `CGAffineTransform(rotationAngle:)` does).
    public func rotated(by angle: Double) -> PhysicsVector {
        let c = cos(angle), s = sin(angle)
        return PhysicsVector(c * x - s * y, s * x + c * y)
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// `w × r` for an angular velocity `w`: the velocity of a point at `r` from the centre.
@inline(__always) func cross(_ w: Double, _ r: PhysicsVector) -> PhysicsVector { PhysicsVector(-w * r.y, w * r.x) }

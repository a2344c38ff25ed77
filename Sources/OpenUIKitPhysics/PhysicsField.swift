import Foundation

/// An area of the world, about a field's position: where the field acts (PH6).
public indirect enum PhysicsRegion: Equatable, Sendable {
    /// Everywhere.
    case infinite
    /// Within `radius` of the position.
    case circle(radius: Double)
    /// The rectangle of `width` × `height` centred on the position.
    case rectangle(width: Double, height: Double)
    /// Everywhere the region is not.
    case inverse(PhysicsRegion)
    /// Where either region is.
    case union(PhysicsRegion, PhysicsRegion)
    /// Where both regions are.
    case intersection(PhysicsRegion, PhysicsRegion)
    /// Where the first region is and the second is not.
    case difference(PhysicsRegion, PhysicsRegion)

    /// Whether `offset` (from the field's position) is inside.
    public func contains(_ offset: PhysicsVector) -> Bool {
        switch self {
        case .infinite: return true
        case let .circle(r): return offset.length <= r
        case let .rectangle(w, h): return abs(offset.x) <= w / 2 && abs(offset.y) <= h / 2
        case let .inverse(r): return !r.contains(offset)
        case let .union(a, b): return a.contains(offset) || b.contains(offset)
        case let .intersection(a, b): return a.contains(offset) && b.contains(offset)
        case let .difference(a, b): return a.contains(offset) && !b.contains(offset)
        }
    }
}

/// A force field acting on its bodies inside its region (PH6).
///
/// Each step a body inside the region gets, with `d` the offset from ``position`` to the
/// body, `r = max(|d|, minimumRadius)` and `f = strength × r^(−falloff)`:
/// - linear gravity: acceleration `direction × f × 1000` points/s² (UIKit gravity units);
/// - radial gravity: acceleration `−d/|d| × f × 1000` points/s² (towards the position when
///   the strength is positive);
/// - spring: force `−d × f` UIKit newtons per point;
/// - drag: force `−velocity × f` (UIKit newtons per point/s);
/// - velocity: the velocity is set to `direction × f` (points/s) before the step;
/// - vortex: force `d⊥/|d| × f` UIKit newtons, turning the body about the position;
/// - noise: force of a smooth pseudo-random direction (seeded, so the same every run) × f;
/// - turbulence: noise scaled by the body's speed / 100;
/// - electric: force `d/|d| × charge × f` UIKit newtons (like charges repel);
/// - magnetic: force `velocity⊥ × charge × f / 100` (the Lorentz force of a field out of the screen);
/// - custom: the force ``evaluate`` returns, in UIKit newtons (only the region applies).
/// A UIKit newton accelerates a 100 × 100 point body of density 1 by 100 points/s².
public final class PhysicsField {
    /// The field's force (see the list above).
    public enum Kind: Equatable, Sendable {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, noise, turbulence, electric, magnetic
        /// The force ``evaluate`` returns (none without it).
        case custom
    }

    /// The field's force.
    public var kind: Kind
    /// For `.custom`: the force in UIKit newtons on a body at a position with a velocity, mass
    /// and charge, given the step's duration.
    public var evaluate: ((_ position: PhysicsVector, _ velocity: PhysicsVector, _ mass: Double, _ charge: Double,
                           _ timeStep: Double) -> PhysicsVector)?
    /// The bodies it acts on.
    public var bodies: [PhysicsBody] = []
    /// Its origin, in world coordinates.
    public var position = PhysicsVector.zero
    /// Where it acts, about ``position``. Default everywhere.
    public var region = PhysicsRegion.infinite
    /// The scale of its force. Default 1.
    public var strength = 1.0
    /// The exponent of the distance the force is divided by. Default 0 (uniform).
    public var falloff = 0.0
    /// Distances below this count as this. Default 0.001.
    public var minimumRadius = 1e-3
    /// The direction of linear gravity and velocity fields.
    public var direction = PhysicsVector.zero
    /// 0 (rough) to 1 (smooth): the noise's scale, from 20 to 400 points.
    public var smoothness = 0.0
    /// How fast the noise changes, in cycles per second.
    public var animationSpeed = 0.0

    /// A field of `kind`, of strength 1 everywhere.
    public init(kind: Kind) { self.kind = kind }

    func apply(to worldBodies: [PhysicsBody], time: Double) {
        for body in bodies where !body.isAnchored {
            let d = body.position - position
            guard region.contains(d) else { continue }
            let r = max(d.length, minimumRadius)
            let f = strength * pow(r, -falloff)
            let unit = d.length > 1e-9 ? d * (1 / d.length) : .zero
            let newton = 100.0
            switch kind {
            case .linearGravity: body.acceleration += direction * (f * 1000)
            case .radialGravity: body.acceleration += -unit * (f * 1000)
            case .spring: body.force += -d * (f * newton)
            case .drag: body.force += -body.velocity * (f * newton / 100)
            case .velocity: body.velocity = direction * f
            case .vortex: body.force += unit.perpendicular * (f * newton)
            case .noise: body.force += noise(at: body.position, time: time) * (f * newton)
            case .turbulence: body.force += noise(at: body.position, time: time) * (f * newton * body.velocity.length / 100)
            case .electric: body.force += unit * (body.charge * f * newton)
            case .magnetic: body.force += body.velocity.perpendicular * (body.charge * f * newton / 100)
            case .custom:
                if let evaluate {
                    body.force += evaluate(body.position, body.velocity, body.mass, body.charge, PhysicsWorld.timeStep) * newton
                }
            }
        }
    }

    /// A smooth direction field: value noise on a lattice whose spacing follows ``smoothness``,
    /// moving with time at ``animationSpeed``; components in −1…1.
    func noise(at p: PhysicsVector, time: Double) -> PhysicsVector {
        let scale = 20 + 380 * max(0, min(1, smoothness))
        let t = time * animationSpeed
        return PhysicsVector(valueNoise(p.x / scale + t, p.y / scale, seed: 1), valueNoise(p.x / scale, p.y / scale + t, seed: 2))
    }

    private func valueNoise(_ x: Double, _ y: Double, seed: UInt64) -> Double {
        let x0 = floor(x), y0 = floor(y)
        let fx = x - x0, fy = y - y0
        let sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy)
        func lattice(_ i: Double, _ j: Double) -> Double {
            var hash = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F ^ seed
            hash ^= hash >> 29; hash &*= 0xBF58_476D_1CE4_E5B9; hash ^= hash >> 32
            return Double(hash % 20_001) / 10_000 - 1
        }
        let a = lattice(x0, y0), b = lattice(x0 + 1, y0), c = lattice(x0, y0 + 1), d = lattice(x0 + 1, y0 + 1)
        return (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy
    }
}

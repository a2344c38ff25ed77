import Foundation

/// How an animation's progress follows time: UIKit's four curves (as cubic Béziers, with
/// Core Animation's control points) and a damped spring.
enum TimingCurve: Sendable {
    case linear
    case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
    /// A spring settling within the duration: damping ratio and initial velocity (in
    /// "distance per duration" units, as UIKit's `initialSpringVelocity`).
    case spring(damping: CGFloat, velocity: CGFloat)
    /// A physical spring followed in real time over `duration` seconds (it may be cut off
    /// before it settles, or rest at 1 for the remainder).
    case physicalSpring(SpringMotion, duration: CGFloat)

    static let easeInOut = TimingCurve.bezier(0.42, 0, 0.58, 1)
    static let easeIn = TimingCurve.bezier(0.42, 0, 1, 1)
    static let easeOut = TimingCurve.bezier(0, 0, 0.58, 1)

    /// The keyboard's curve, 7 in the curve bits (IV5): a fast start settling gently.
    static let keyboard = TimingCurve.bezier(0.38, 0.7, 0.125, 1)

    /// The curve an options value names in its curve bits (16–19; `curveEaseInOut` is the
    /// default, 7 the keyboard's).
    init(options: UIView.AnimationOptions) {
        switch (options.rawValue >> 16) & 0xF {
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        case 7: self = .keyboard
        default: self = .easeInOut
        }
    }

    /// Progress at time fraction `t` in 0...1 (a spring may overshoot 1).
    func progress(_ t: CGFloat) -> CGFloat {
        let t = max(0, min(1, t))
        switch self {
        case .linear: return t
        case let .bezier(x1, y1, x2, y2): return TimingCurve.bezierY(forX: t, x1, y1, x2, y2)
        case let .spring(damping, velocity):
            if t >= 1 { return 1 }
            let zeta = Double(max(0.01, damping)), v = Double(velocity)
            let omega = log(1000) / min(zeta, 1)  // envelope reaches 0.1% at t = 1
            let time = Double(t)
            if zeta < 1 {
                let omegaD = omega * (1 - zeta * zeta).squareRoot()
                let envelope = exp(-zeta * omega * time)
                return CGFloat(1 - envelope * (cos(omegaD * time) + (zeta * omega - v) / omegaD * sin(omegaD * time)))
            }
            return CGFloat(1 - exp(-omega * time) * (1 + (omega - v) * time))
        case let .physicalSpring(motion, duration):
            return t >= 1 ? 1 : CGFloat(motion.position(at: Double(t * duration)))
        }
    }

    /// Solves the Bézier for x by Newton steps with a bisection fallback, then returns y.
    private static func bezierY(forX x: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> CGFloat {
        func coordinate(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-6 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var lo: CGFloat = 0, hi: CGFloat = 1
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-6 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return coordinate(s, y1, y2)
    }
}

/// A damped spring in physical units (mass, stiffness, damping, initial velocity in
/// distances per second), as Core Animation's `CASpringAnimation` and UIKit's
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` describe it: the
/// animated value moves from 0 to 1 and settles there.
struct SpringMotion: Hashable, Sendable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double
    /// Whether a damping ratio above 1 is kept (otherwise critical damping is used).
    var allowsOverdamping = true

    /// The undamped angular frequency.
    var naturalFrequency: Double { (max(stiffness, 1e-9) / max(mass, 1e-9)).squareRoot() }

    /// `damping / (2 √(stiffness × mass))`, as UIKit computes it.
    var dampingRatio: Double {
        let ratio = damping / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot())
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

    /// The spring Apple's iOS 17 `duration`/`bounce` pair describes: mass 1, a period of
    /// `duration` and a damping ratio of `1 - bounce` (`1 / (1 + bounce)` below 0).
    init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / max(duration, 1e-6)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool = true) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
        self.initialVelocity = initialVelocity; self.allowsOverdamping = allowsOverdamping
    }

    /// The value at `t` seconds: 0 at the start, 1 at rest (it may overshoot).
    func position(at t: Double) -> Double { 1 + displacement(at: max(0, t)) }

    /// Distance from rest at `t` seconds (-1 at the start).
    private func displacement(at t: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio, v = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / omegaD
            return exp(-zeta * omega * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
        }
        if zeta == 1 { return (-1 + (v - omega) * t) * exp(-omega * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (v + r2) / (r1 - r2)
        return c1 * exp(r1 * t) + (-1 - c1) * exp(r2 * t)
    }

    /// How long until the spring is at rest: until its swing stays under 0.08% of the
    /// distance (which gives Apple's documented 2.85 s for damping 5 and just over 1 s for
    /// damping 15, with mass 1 and stiffness 100).
    var settlingDuration: Double {
        let threshold = 0.0008
        let omega = naturalFrequency, zeta = dampingRatio
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (initialVelocity - zeta * omega) / omegaD
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude / threshold) / (zeta * omega))
        }
        var last = 0.0
        var t = 0.0
        while t < 60 {
            if abs(displacement(at: t)) >= threshold { last = t }
            t += 0.001
        }
        return last
    }
}

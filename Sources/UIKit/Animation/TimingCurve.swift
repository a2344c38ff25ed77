import Foundation

/// How an animation's progress follows time: UIKit's four curves (as cubic Béziers, with
/// Core Animation's control points) and a damped spring.
enum TimingCurve: Sendable {
    case linear
    case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
    /// A spring settling within the duration: damping ratio and initial velocity (in
    /// "distance per duration" units, as UIKit's `initialSpringVelocity`).
    case spring(damping: CGFloat, velocity: CGFloat)

    static let easeInOut = TimingCurve.bezier(0.42, 0, 0.58, 1)
    static let easeIn = TimingCurve.bezier(0.42, 0, 1, 1)
    static let easeOut = TimingCurve.bezier(0, 0, 0.58, 1)

    /// The curve an options value names (`curveEaseInOut` is the default).
    init(options: UIView.AnimationOptions) {
        switch options.rawValue & (3 << 16) {
        case 1 << 16: self = .easeIn
        case 2 << 16: self = .easeOut
        case 3 << 16: self = .linear
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

import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How an animation's progress follows time: a cubic Bézier from (0, 0) to (1, 1) with two
/// control points (Q11).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The control points (c1x, c1y, c2x, c2y).
    let controlPoints: (Float, Float, Float, Float)

    /// One of the predefined functions (an unknown name gives the linear one).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A function with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// Writes control point `idx` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) to
    /// `ptr[0]` and `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float) = switch idx {
        case 1: (controlPoints.0, controlPoints.1)
        case 2: (controlPoints.2, controlPoints.3)
        case 3: (1, 1)
        default: (0, 0)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The curve that evaluates it.
    var timingCurve: TimingCurve {
        let (x1, y1, x2, y2) = controlPoints
        if x1 == y1 && x2 == y2 { return .linear }
        return .bezier(CGFloat(x1), CGFloat(y1), CGFloat(x2), CGFloat(y2))
    }

    /// Progress at time fraction `t` (0...1).
    func progress(_ t: CGFloat) -> CGFloat { timingCurve.progress(t) }

    /// Whether `object` is a timing function with the same control points.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    /// A hash of the control points.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoints.0); hasher.combine(controlPoints.1); hasher.combine(controlPoints.2); hasher.combine(controlPoints.3)
        return hasher.finalize()
    }

    /// The control points.
    public override var description: String {
        "<CAMediaTimingFunction: (\(controlPoints.0), \(controlPoints.1)) (\(controlPoints.2), \(controlPoints.3))>"
    }
}

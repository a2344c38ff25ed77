import Foundation

/// A cubic Bézier timing curve: one of UIKit's curves or two control points (Q22).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The UIKit curve this is (`.easeInOut` for the default and custom curves).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// Core Animation's default curve: control points (0.25, 0.1) and (0.25, 1).
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        super.init()
    }

    /// One of UIKit's curves, with its Core Animation control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        default: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
        super.init()
    }

    /// A curve with the given control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve that evaluates it.
    var timingCurve: TimingCurve {
        if controlPoint1 == CGPoint(x: 0, y: 0) && controlPoint2 == CGPoint(x: 1, y: 1) { return .linear }
        return .bezier(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }
}

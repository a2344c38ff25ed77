import Foundation

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about the x axis by one value, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis by one value, in radians.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis by one value, in radians.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three values (x, y, z).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale of the x axis by one value.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale of the y axis by one value.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale of the z axis by one value.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three values (x, y, z).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along the x axis by one value.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along the y axis by one value.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along the z axis by one value.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let all: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                             .translate, .translateX, .translateY, .translateZ]
}

/// A function that turns the interpolated value of a transform animation into the
/// transform (LK8): a `CABasicAnimation(keyPath: "transform")` with
/// `valueFunction = CAValueFunction(name: .rotateZ)` and numbers as its values interpolates
/// the angle (so a turn of 2π is a whole turn, not no turn), and shows
/// `CATransform3DMakeRotation(angle, 0, 0, 1)`.
///
/// The three-value functions (`.scale`, `.translate`) take arrays of numbers; a single
/// number gives all three (OpenUIKit accepts it; Core Animation's behaviour for it is not
/// documented). Missing values are the identity's (1 for scales, 0 otherwise).
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The value function called `name`; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// Whether the function takes three values.
    var _takesThreeValues: Bool { name == .scale || name == .translate }

    /// The input that gives the identity transform (a start value left nil).
    func _identityInput(_ kind: LayerValue.Kind) -> LayerValue {
        let one: CGFloat = name.rawValue.hasPrefix("scale") ? 1 : 0
        return kind == .numbers ? .numbers([one, one, one]) : .number(one)
    }

    /// The transform for an interpolated input.
    func _transform(for input: LayerValue) -> CATransform3D {
        let values: [CGFloat]
        switch input {
        case let .number(v): values = _takesThreeValues ? [v, v, v] : [v]
        case let .numbers(list?): values = list
        default: values = []
        }
        let isScale = name.rawValue.hasPrefix("scale")
        func value(_ index: Int) -> CGFloat { index < values.count ? values[index] : (isScale ? 1 : 0) }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(value(0), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(value(0), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(value(0), 0, 0, 1)
        case .scale: return CATransform3DMakeScale(value(0), value(1), value(2))
        case .scaleX: return CATransform3DMakeScale(value(0), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, value(0), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, value(0))
        case .translate: return CATransform3DMakeTranslation(value(0), value(1), value(2))
        case .translateX: return CATransform3DMakeTranslation(value(0), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, value(0), 0)
        default: return CATransform3DMakeTranslation(0, 0, value(0))
        }
    }
}

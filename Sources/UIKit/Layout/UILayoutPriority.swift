import Foundation

/// How much a constraint matters: 1...1000, where 1000 (``required``) must hold and anything
/// lower is weighed against other optional constraints.
///
/// Difference from UIKit: optional priorities are weights in the solver's objective (an
/// optional constraint costs `priority × violation` in points), which gives UIKit's results
/// whenever two constraints fight over one quantity; UIKit's engine orders priorities more
/// strictly when a low-priority constraint would need a much larger violation.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number: `750.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a whole number: `750`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 500: a split view's divider tries to stay put.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 510: dragging that can resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 490: dragging that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: how much a view wants the target size in ``UIView/systemLayoutSizeFitting(_:)``.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

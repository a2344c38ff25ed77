import Foundation

/// A range of floating-point values (an attachment's range of motion, DY13).
public struct UIFloatRange: Hashable, Sendable {
    /// The lowest value.
    public var minimum: CGFloat
    /// The highest value.
    public var maximum: CGFloat

    /// A range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range (0, 0).
    public init() { self.init(minimum: 0, maximum: 0) }

    /// The range (0, 0).
    public static let zero = UIFloatRange()
    /// The range from −∞ to +∞.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is from −∞ to +∞.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// Whether two ranges are equal (`UIFloatRangeIsEqualToRange`).
    public func isEqual(to other: UIFloatRange) -> Bool { self == other }
}

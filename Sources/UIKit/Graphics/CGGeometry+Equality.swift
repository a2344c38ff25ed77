import Foundation

// Core Graphics' equality methods, which Objective-C-era iOS code calls (`CGSizeEqualToSize`
// became `equalTo(_:)` in Swift): exact comparison, as `==` (CG1).

extension CGPoint {
    /// Whether the two points are equal, as `==` (CG1).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal, as `==` (CG1).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size, as `==` (CG1).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

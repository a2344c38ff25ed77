import Foundation

/// UIKit's `NSValue` additions for geometry (`NSValue(cgRect:)`, `cgRectValue`, …), which
/// code reading a keyboard frame or an animation's values uses. On Linux they wrap
/// Foundation's `rect`, `point` and `size` values.
extension NSValue {
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
}

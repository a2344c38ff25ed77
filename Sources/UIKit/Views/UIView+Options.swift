import Foundation

extension UIView {
    /// Options for how a view's content is laid out (a drawing hint).
    public enum ContentMode: Int, Sendable {
        /// The content stretched to the bounds, aspect ratio ignored (the default).
        case scaleToFill
        /// The content scaled to fit within the bounds, aspect ratio kept, centred.
        case scaleAspectFit
        /// The content scaled to cover the bounds, aspect ratio kept, centred (overflowing unless clipped).
        case scaleAspectFill
        /// Redrawn (`setNeedsDisplay()`) when the bounds change size; images stretch as with `scaleToFill`.
        case redraw
        /// The content at its size, centred.
        case center
        /// The content at its size, centred at the top edge.
        case top
        /// The content at its size, centred at the bottom edge.
        case bottom
        /// The content at its size, centred at the left edge.
        case left
        /// The content at its size, centred at the right edge.
        case right
        /// The content at its size in the top-left corner.
        case topLeft
        /// The content at its size in the top-right corner.
        case topRight
        /// The content at its size in the bottom-left corner.
        case bottomLeft
        /// The content at its size in the bottom-right corner.
        case bottomRight
    }

    /// Which dimensions and margins follow the superview's size.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows or shrinks with the superview.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows or shrinks with the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows or shrinks with the superview.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows or shrinks with the superview.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows or shrinks with the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows or shrinks with the superview.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Follows the superview's mode.
        case automatic
        /// The tint colour unchanged.
        case normal
        /// The tint colour dimmed; OpenUIKit stores the mode but does not dim the colour.
        case dimmed
    }
}

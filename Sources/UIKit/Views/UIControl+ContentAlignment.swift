import Foundation

extension UIControl {
    /// How a control places its content across its width (`contentHorizontalAlignment`),
    /// with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// In the middle (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Across the whole width: text may wrap and images may stretch.
        case fill = 3
        /// Against the leading edge: the left in left-to-right layouts, the right in right-to-left ones.
        case leading = 4
        /// Against the trailing edge: the right in left-to-right layouts, the left in right-to-left ones.
        case trailing = 5
    }

    /// How a control places its content up and down (`contentVerticalAlignment`), with
    /// UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// In the middle (the default).
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Across the whole height: text may wrap and images may stretch.
        case fill = 3
    }
}

import Foundation

/// An aspect of a view that a property change invalidates, for ``UIView/Invalidating``
/// (VS15): its ``invalidate(view:)`` asks the view to update that aspect. Conform your own
/// types to invalidate something else.
@preconcurrency @MainActor
public protocol UIViewInvalidating {
    /// Tells `view` that this aspect of it is invalid, so that it updates.
    func invalidate(view: UIView)
}

extension UIView {
    /// The invalidations UIKit provides (VS15); write them as `.display`, `.layout`,
    /// `.constraints`, `.intrinsicContentSize` and `.configuration`.
    public enum Invalidations {
        /// The view's content must be drawn again: `setNeedsDisplay()`.
        public struct Display: UIViewInvalidating {
            /// A display invalidation.
            public init() {}
            /// Calls `setNeedsDisplay()` on `view`.
            public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }

        /// The view's subviews must be laid out again: `setNeedsLayout()`.
        public struct Layout: UIViewInvalidating {
            /// A layout invalidation.
            public init() {}
            /// Calls `setNeedsLayout()` on `view`.
            public func invalidate(view: UIView) { view.setNeedsLayout() }
        }

        /// The view's constraints must be updated: `setNeedsUpdateConstraints()`.
        public struct Constraints: UIViewInvalidating {
            /// A constraints invalidation.
            public init() {}
            /// Calls `setNeedsUpdateConstraints()` on `view`.
            public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }

        /// The view's intrinsic size changed: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: UIViewInvalidating {
            /// An intrinsic-size invalidation.
            public init() {}
            /// Calls `invalidateIntrinsicContentSize()` on `view`.
            public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }

        /// The view's configuration must be updated: `setNeedsUpdateConfiguration()` of a
        /// button, a table or collection view cell, or a table header or footer view; other
        /// views have no configuration and nothing happens, as UIKit documents.
        public struct Configuration: UIViewInvalidating {
            /// A configuration invalidation.
            public init() {}
            /// Calls `setNeedsUpdateConfiguration()` on `view` if it has a configuration.
            public func invalidate(view: UIView) {
                switch view {
                case let button as UIButton: button.setNeedsUpdateConfiguration()
                case let cell as UICollectionViewCell: cell.setNeedsUpdateConfiguration()
                case let cell as UITableViewCell: cell.setNeedsUpdateConfiguration()
                case let header as UITableViewHeaderFooterView: header.setNeedsUpdateConfiguration()
                default: break
                }
            }
        }

        /// Two invalidations, the first then the second (what `@Invalidating(.a, .b)` makes).
        public struct Tuple<Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating>: UIViewInvalidating {
            let invalidation1: Invalidation1
            let invalidation2: Invalidation2
            /// Both invalidations, in this order.
            public init(_ invalidation1: Invalidation1, _ invalidation2: Invalidation2) {
                self.invalidation1 = invalidation1
                self.invalidation2 = invalidation2
            }
            /// Invalidates the first, then the second.
            public func invalidate(view: UIView) {
                invalidation1.invalidate(view: view)
                invalidation2.invalidate(view: view)
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// The view's content must be drawn again (`setNeedsDisplay()`).
    public static var display: UIView.Invalidations.Display { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// The view's subviews must be laid out again (`setNeedsLayout()`).
    public static var layout: UIView.Invalidations.Layout { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// The view's constraints must be updated (`setNeedsUpdateConstraints()`).
    public static var constraints: UIView.Invalidations.Constraints { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// The view's intrinsic size changed (`invalidateIntrinsicContentSize()`).
    public static var intrinsicContentSize: UIView.Invalidations.IntrinsicContentSize { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
    /// The view's configuration must be updated (`setNeedsUpdateConfiguration()`).
    public static var configuration: UIView.Invalidations.Configuration { .init() }
}

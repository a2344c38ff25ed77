import Foundation

/// Screen coordinates for accessibility frames (K11).
@MainActor
enum AccessibilityGeometry {
    /// `rect`, in `view`'s coordinates, in screen coordinates: converted to the view's window
    /// (or the top of its hierarchy), then offset by that view's origin (a window's origin on
    /// the screen).
    static func screenRect(_ rect: CGRect, in view: UIView) -> CGRect {
        var root = view
        while let superview = root.superview { root = superview }
        let inRoot = view === root ? rect : view.convert(rect, to: root)
        return inRoot.offsetBy(dx: root.frame.minX, dy: root.frame.minY)
    }

    /// The view an element belongs to: its container, or its container's container, up to the
    /// first view.
    static func containerView(of element: UIAccessibilityElement) -> UIView? {
        var container = element.accessibilityContainer as AnyObject?
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer as AnyObject?
        }
        return nil
    }
}

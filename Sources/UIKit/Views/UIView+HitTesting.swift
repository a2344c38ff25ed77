import Foundation

extension UIView {
    /// Default ``hitTest(_:with:)``: hidden views, views with interaction disabled and views
    /// with alpha below 0.01 are skipped with their subviews; later subviews are tried first.
    func _defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in _subviews.reversed() {
            if let hit = subview.hitTest(subview._pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}

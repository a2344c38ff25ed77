import Foundation

extension UIViewController {
    /// Names the scroll view whose position decides when bars at `edge` use their
    /// scroll-edge appearance (iOS 15). Nil removes it.
    func _defaultSetContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            _contentScrollViews[single.rawValue] = scrollView.map { WeakBox($0) }
        }
    }

    /// The scroll view set for `edge` with ``setContentScrollView(_:for:)``; otherwise the
    /// one UIKit finds: the view itself when it is a scroll view, else its first subview when
    /// that is one. Nil when there is none (bars then stay at their scroll edge).
    func _defaultContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let set = _contentScrollViews[edge.rawValue] { return set.value }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}

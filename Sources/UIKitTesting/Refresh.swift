@_spi(Testing) import UIKit

/// Stands for the user pulling a scroll view's content down by `distance` points past the
/// top of its content, in `steps` moves, then lifting the finger. Each move scrolls through
/// `setContentOffset(_:animated:)` (the delegate hears `scrollViewDidScroll`); a refresh
/// control starts refreshing (and sends `.valueChanged`) when the pull passes its trigger
/// distance, and on lifting the content goes back to rest below it (animated: advance the
/// clock or drain the run loop to finish). OpenUIKit's scroll views have no pan gesture yet;
/// this is the user's pull.
@MainActor
public func pullToRefresh(_ scrollView: UIScrollView, distance: CGFloat = 150, steps: Int = 10) {
    let rest = -scrollView.adjustedContentInset.top
    let count = max(1, steps)
    scrollView._userDragBegan()
    for step in 1...count {
        let y = rest - distance * CGFloat(step) / CGFloat(count)
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
    }
    scrollView._userDragEnded()
}

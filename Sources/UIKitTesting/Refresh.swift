@_spi(Testing) import UIKit

/// Stands for the user pulling a scroll view's content down by `distance` points past the
/// top of its content, in `steps` moves, then lifting the finger: a real drag through the
/// window (``drag(_:by:duration:steps:rest:from:)``). The finger moves as far as the rubber
/// band needs for the content to show `distance` points past its top (more than `distance`:
/// past the edge the content follows the finger less and less). A refresh control starts
/// refreshing (and sends `.valueChanged`) when the pull passes its trigger distance while the
/// finger is down; on lifting, the content springs back to rest below it on the clock
/// (advance the clock or drain the run loop to finish). `distance` must be less than the
/// scroll view's height.
@MainActor
public func pullToRefresh(_ scrollView: UIScrollView, distance: CGFloat = 150, steps: Int = 10) {
    scrollView.window?.layoutIfNeeded()
    let height = scrollView.bounds.height
    precondition(distance > 0 && distance < height, "pullToRefresh(_:distance:steps:): the distance must be between 0 and the scroll view's height")
    let top = -scrollView.adjustedContentInset.top
    // The inverse of the rubber band: the finger travel that shows the content `distance` past its top.
    let band = height / 0.55 * (distance / (height - distance))
    let pull = (scrollView.contentOffset.y - top) + band
    drag(scrollView, by: CGPoint(x: 0, y: pull), duration: 0.5, steps: steps, rest: 0.2)
}

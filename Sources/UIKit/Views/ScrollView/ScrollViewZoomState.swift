import Foundation

/// Where a scroll view is in zooming (ZM5–ZM7): one explicit state, from which
/// ``UIScrollView/isZooming``, ``UIScrollView/isZoomBouncing`` and
/// ``UIScrollView/isZoomAnimating`` are read.
@MainActor
enum ScrollViewZoomState {
    /// No zoom under way.
    case idle
    /// Two fingers pinch the view for zooming (ZM6).
    case pinching(ScrollViewPinchSession)
    /// An animated `setZoomScale(_:animated:)` or `zoom(to:animated:)` on its way (ZM5).
    case animating(ScrollViewZoomAnimation)
    /// The content springing back inside the zoom scales after a pinch took it past them (ZM7).
    case bouncing(ScrollViewZoomAnimation)

    /// The animation on the clock, if any.
    var animation: ScrollViewZoomAnimation? {
        switch self {
        case let .animating(animation), let .bouncing(animation): animation
        case .idle, .pinching: nil
        }
    }

    /// The same state with the animation's frame timer replaced.
    func withTimer(_ timer: UIKitScheduler.TimerToken) -> ScrollViewZoomState {
        switch self {
        case var .animating(animation): animation.timer = timer; return .animating(animation)
        case var .bouncing(animation): animation.timer = timer; return .bouncing(animation)
        case .idle, .pinching: return self
        }
    }
}

/// One pinch, from its beginning to the fingers lifting (ZM6).
struct ScrollViewPinchSession {
    /// The view being zoomed.
    weak var view: UIView?
    /// The zoom scale when the pinch began: the pinch's scale multiplies it.
    var startScale: CGFloat
    /// The point of the view for zooming (its own coordinates) that was under the fingers'
    /// midpoint when the pinch began: it stays under the midpoint as the fingers move.
    var anchor: CGPoint
    /// The fingers' midpoint, from the scroll view's visible top left, at the last change.
    var midpoint: CGPoint
}

/// A zoom moving on the clock from one scale and offset to another (ZM5, ZM7), eased in and
/// out like UIKit's animations.
struct ScrollViewZoomAnimation {
    /// The view being zoomed.
    weak var view: UIView?
    var fromScale: CGFloat
    var fromOffset: CGPoint
    var toScale: CGFloat
    var toOffset: CGPoint
    var startTime: TimeInterval
    var duration: TimeInterval
    var timer: UIKitScheduler.TimerToken?

    /// The scale and offset at `time`, and whether the animation is over (they are then
    /// exactly the target's).
    func value(at time: TimeInterval) -> (scale: CGFloat, offset: CGPoint, finished: Bool) {
        let t = duration > 0 ? min(max((time - startTime) / duration, 0), 1) : 1
        if t >= 1 { return (toScale, toOffset, true) }
        let eased = CGFloat(t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * eased }
        return (mix(fromScale, toScale), CGPoint(x: mix(fromOffset.x, toOffset.x), y: mix(fromOffset.y, toOffset.y)), false)
    }
}

/// The pinch a scroll view owns to zoom its content (its
/// ``UIScrollView/pinchGestureRecognizer``, ZM6): an ordinary pinch whose delegate is the
/// scroll view.
@preconcurrency @MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {}

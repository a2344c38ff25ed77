import Foundation

/// The pan a scroll view owns (its ``UIScrollView/panGestureRecognizer``): an ordinary
/// `UIPanGestureRecognizer` that also begins only along an axis the scroll view can scroll
/// (SV2), tells the scroll view when a finger goes down and lifts (SV3, SV7), and remembers
/// when the finger last moved, so a finger resting before it lifts releases no velocity (SV5).
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// A finger that rests this long before lifting releases the content with no velocity.
    static let restingTime: TimeInterval = 0.1

    private var lastMoveTime: TimeInterval = 0
    private var liftTime: TimeInterval?

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count {
            lastMoveTime = event.timestamp
            liftTime = nil
            scrollView?._fingerWentDown()
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: { $0.phase == .moved }) { lastMoveTime = event.timestamp }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        liftTime = event.timestamp
        super.touchesEnded(touches, with: event)
    }

    override func shouldBegin(movingFrom start: CGPoint, to point: CGPoint) -> Bool {
        guard super.shouldBegin(movingFrom: start, to: point), let scrollView else { return false }
        return scrollView._panMayBegin(moving: CGPoint(x: point.x - start.x, y: point.y - start.y),
                                       touchedView: touches.first?.view)
    }

    /// The finger's velocity as it lifted, in points per second: zero when it rested before
    /// lifting (SV5).
    var releaseVelocity: CGPoint {
        if let liftTime, liftTime - lastMoveTime >= Self.restingTime { return .zero }
        return velocity(in: view)
    }

    override func reset() {
        super.reset()
        liftTime = nil
        scrollView?._touchSequenceEnded()
    }
}

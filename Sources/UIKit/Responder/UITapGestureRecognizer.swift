import Foundation

/// A discrete gesture: one or more taps. Recognized when the last required tap ends
/// without the touch having moved more than 10 points.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed. Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        if state == .possible, hypot(point.x - start.x, point.y - start.y) > UIPanGestureRecognizer.hysteresis {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let taps = touches.map(\.tapCount).max() ?? 1
        state = numberOfTouches >= numberOfTouchesRequired && taps >= numberOfTapsRequired ? .recognized : .failed
    }
}

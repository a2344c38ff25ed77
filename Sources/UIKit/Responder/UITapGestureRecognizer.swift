import Foundation

/// A discrete gesture: one or more taps. Recognized when the last required tap ends
/// without the touch having moved more than 10 points.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed. Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    /// The pointer buttons a click must press to tap (iOS 13.4, VS12). Default `.primary`; a
    /// click (an `.indirectPointer` touch) with other buttons fails. Fingers and Apple Pencil
    /// press no buttons and are not checked.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var start: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = location(in: nil)
        // VS12: a click with other buttons than those required is not this tap.
        if touches.contains(where: { $0.type == .indirectPointer }), event.buttonMask != buttonMaskRequired { state = .failed }
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

import Foundation

/// A continuous gesture of a pointer (a trackpad's or mouse's, or Apple Pencil hovering)
/// over the view: `.began` when the pointer comes over the view, `.changed` as it moves over
/// it, `.ended` when it leaves (CT16). It gets no touches; the window tells it where the
/// pointer is (code standing for the user moves the pointer: `UIKitTesting`'s
/// `SimulatedPointer`).
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's location in the window, while it is over the view.
    var _hoverLocation: CGPoint?
    /// The window the pointer is in.
    @Unretained var _hoverWindow: UIWindow?  // PL11

    /// How far Apple Pencil's tip is above the screen, from 0 (touching) to 1 (the farthest
    /// hover distance) (iOS 16.1); 0 for a pointer.
    open var zOffset: CGFloat { 0 }

    /// The pointer's location in `view`'s coordinates (window coordinates when nil); zero
    /// when no pointer is over the view.
    open override func location(in view: UIView?) -> CGPoint {
        guard let point = _hoverLocation else { return .zero }
        guard let view else { return point }
        return view.convert(point, from: _hoverWindow)
    }

    /// Forgets the pointer. Overrides must call super.
    open override func reset() {
        super.reset()
        _hoverLocation = nil
    }
}

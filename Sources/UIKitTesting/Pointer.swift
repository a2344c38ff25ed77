@_spi(Testing) import UIKit

/// An iPad's pointer (a trackpad's or mouse's) over a window, standing for the user's hand
/// on it (CT18): it moves over the window's views without touching them, so hover gesture
/// recognizers begin, change and end, and pointer interactions are asked for their regions
/// and styles, as on a device.
@MainActor
public final class SimulatedPointer {
    private let window: UIWindow

    /// Puts the pointer over `window`, at `point` (window coordinates) when given.
    public init(in window: UIWindow, at point: CGPoint? = nil) {
        self.window = window
        if let point { window._pointerMoved(to: point) }
    }

    /// Moves the pointer to `point` (window coordinates) in `steps` moves along a straight
    /// line, with `modifierFlags` held.
    public func move(to point: CGPoint, steps: Int = 1, modifierFlags: UIKeyModifierFlags = []) {
        let start = window._pointerLocation ?? point
        let count = max(1, steps)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            window._pointerMoved(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t),
                                 modifierFlags: modifierFlags)
        }
    }

    /// Moves the pointer over the centre of `view` (which must be in the pointer's window).
    public func move(over view: UIView) {
        view.window?.layoutIfNeeded()
        move(to: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    /// Scrolls where the pointer is (VS10): a trackpad's two-finger scroll (`.continuous`) or a
    /// mouse wheel's (`.discrete`) moving the content by `translation` in `steps` equal
    /// movements a frame apart on the scheduler's clock, then ending. Pan gesture recognizers
    /// whose `allowedScrollTypesMask` takes the type follow it.
    public func scroll(by translation: CGPoint, steps: Int = 1, type: UIScrollType = .continuous, modifierFlags: UIKeyModifierFlags = []) {
        window._scrollBegan(type: type, modifierFlags: modifierFlags)
        let count = max(1, steps)
        for _ in 1...count {
            window._scrollChanged(by: CGPoint(x: translation.x / CGFloat(count), y: translation.y / CGFloat(count)), modifierFlags: modifierFlags)
        }
        window._scrollEnded()
    }

    /// Clicks where the pointer is (VS12): an `.indirectPointer` touch goes down and up there,
    /// its events reporting `buttons` and `modifierFlags`, a frame apart on the scheduler's
    /// clock.
    public func click(_ buttons: UIEvent.ButtonMask = .primary, modifierFlags: UIKeyModifierFlags = []) {
        guard let point = window._pointerLocation else { preconditionFailure("click(_:modifierFlags:): the pointer is not over the window") }
        let touch = UITouch(location: point, in: window, phase: .began, tapCount: 1, type: .indirectPointer)
        let down = UIEvent(touches: [touch], timestamp: UIKitScheduler.shared.clock.now)
        down.setButtonMask(buttons, modifierFlags: modifierFlags)
        UIApplication.shared.sendEvent(down)
        touch.setPhase(.ended)
        let up = UIEvent(touches: [touch], timestamp: max(down.timestamp + 1.0 / 60, UIKitScheduler.shared.clock.now))
        up.setButtonMask(buttons, modifierFlags: modifierFlags)
        UIApplication.shared.sendEvent(up)
    }

    /// Takes the pointer off the window.
    public func leave() {
        window._pointerMoved(to: nil)
    }

    /// Where the pointer is, in window coordinates; nil once it left.
    public var location: CGPoint? { window._pointerLocation }

    /// The pointer region the pointer is in, and the style its interaction's delegate gave
    /// (nil: the system's); nil outside any region.
    public var region: (region: UIPointerRegion, style: UIPointerStyle?)? { window._pointerRegionAndStyle }
}

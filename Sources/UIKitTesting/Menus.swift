@_spi(Testing) import UIKit

/// A long press on `view` (at `point` in its coordinates, its centre by default): the
/// finger goes down, the virtual clock advances by `duration` (past the 0.5 s a context menu
/// needs), and the finger lifts. Needs the ``VirtualClock`` installed.
@MainActor
public func longPress(_ view: UIView, at point: CGPoint? = nil, duration: TimeInterval = 0.6) {
    guard let window = view.window else { preconditionFailure("longPress(_:): \(view) is not in a window") }
    guard let clock = UIKitScheduler.shared.clock as? VirtualClock else {
        preconditionFailure("longPress(_:): install a VirtualClock first (the press is timed on it)")
    }
    let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    let finger = SimulatedTouch(at: view.convert(local, to: window), in: window)
    clock.advance(by: duration)
    finger.lift()
}

/// The titles of the rows of the menu open in `window` (nil when none is open), in order.
@MainActor
public func openMenuTitles(in window: UIWindow) -> [String]? {
    window._openMenuTitles
}

/// Taps the row titled `title` of the menu open in `window`, through hit testing.
@MainActor
public func chooseMenuElement(_ title: String, in window: UIWindow) {
    guard let titles = window._openMenuTitles else { preconditionFailure("chooseMenuElement(_:in:): no menu is open") }
    guard let row = window._openMenuRow(titled: title) else {
        preconditionFailure("chooseMenuElement(_:in:): the open menu has no row \"\(title)\" (it has \(titles))")
    }
    tap(row)
}

/// Taps outside the menu open in `window`, which closes it without choosing anything.
@MainActor
public func dismissMenu(in window: UIWindow) {
    guard let frame = window._openMenuFrame else { preconditionFailure("dismissMenu(in:): no menu is open") }
    let point = frame.minY > window.bounds.midY ? CGPoint(x: 4, y: window.bounds.minY + 60)
        : CGPoint(x: 4, y: window.bounds.maxY - 60)
    tap(at: point, in: window)
}

/// A press of a hardware key, `input` with `modifierFlags` held (`"f"`, `.command`;
/// `UIKeyCommand.inputEscape`): the responder chain's key commands get it first (H4);
/// a key no command takes goes down and up as presses (`pressesBegan`, then
/// `pressesEnded`) to the first responder, or without one to the key window's topmost
/// controller (CT19); a text field or text view first responder types it (CT20).
/// Returns whether a key command handled it.
@MainActor @discardableResult
public func pressKey(_ input: String, modifierFlags: UIKeyModifierFlags = []) -> Bool {
    UIApplication.shared._pressKey(input, modifierFlags: modifierFlags)
}

/// A hardware key held down, standing for the user's finger on it (CT19): a key command
/// takes it as it goes down (then it sends no presses); otherwise `pressesBegan` now, and
/// `pressesEnded` when ``release()`` is called (or `pressesCancelled` on ``cancel()``).
@MainActor
public final class SimulatedKeyPress {
    /// The press the events carry; nil when a key command took the key.
    public let press: UIPress?

    /// Puts the key down.
    public init(_ input: String, modifierFlags: UIKeyModifierFlags = []) {
        press = UIApplication.shared._pressKeyDown(input, modifierFlags: modifierFlags)
    }

    /// Lifts the key.
    public func release() {
        if let press { UIApplication.shared._releaseKey(press) }
    }

    /// The system takes the press away.
    public func cancel() {
        if let press { UIApplication.shared._releaseKey(press, cancelled: true) }
    }
}

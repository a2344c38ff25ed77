import Foundation
@_spi(Testing) import UIKit

/// Connects or disconnects the simulated hardware keyboard, as the Simulator's I/O ▸
/// Keyboard ▸ Connect Hardware Keyboard (IV8). Connected (the default, and after
/// ``resetUIKit(device:)``), text inputs show no software keyboard: only their custom input
/// views and accessories. Disconnected, a text input that becomes first responder shows
/// iOS 17's software keyboard at the bottom of the screen, with its frame, animation and
/// notifications; a text input already editing gets it (or loses it) at once.
@MainActor
public func connectHardwareKeyboard(_ connected: Bool) {
    UIResponder._softwareKeyboardEnabled = !connected
}

/// Whether the simulated hardware keyboard is connected (no software keyboard shows).
@MainActor
public var isHardwareKeyboardConnected: Bool { !UIResponder._softwareKeyboardEnabled }

/// The keyboard's frame in screen coordinates, where it is going (the end frame of a move
/// under way), or nil while nothing shows at the bottom of the screen (IV4).
@MainActor
public func currentKeyboardFrame() -> CGRect? { UIResponder._keyboardFrame }

/// The keyboard's windows showing (the `UITextEffectsWindow` with the app's input views,
/// and the `UIRemoteKeyboardWindow` with the software keyboard), back to front (IV9).
@MainActor
public func keyboardWindows() -> [UIWindow] { UIResponder._keyboardWindows }

/// Taps the software keyboard's key named `name`, as a finger does: the key types into the
/// first responder (IV8), a letter as a capital while Shift is on (pressed by the text
/// input's `autocapitalizationType`, TI8); a disabled key (Return in an empty document that
/// enables it automatically, TI10) does nothing. Names are VoiceOver's: a character (`"a"`,
/// `"1"`, `".com"`), `"shift"`, `"delete"`, `"more"` (the 123/ABC key), `"space"`, the Return
/// key's title (`"return"`, `"go"`, `"search"`, `"done"`, …), `"next keyboard"`. The
/// software keyboard must be showing (``connectHardwareKeyboard(_:)``).
@MainActor
public func tapKey(_ name: String) {
    guard let key = softwareKeyboardKeys().first(where: { $0.accessibilityLabel == name }) else {
        preconditionFailure("tapKey(_:): the keyboard has no key \"\(name)\"")
    }
    tap(key)
}

/// The names of the software keyboard's keys, row by row, as ``tapKey(_:)`` takes them: what
/// the keyboard type offers (TI9), the Return key by its title (TI10). The software keyboard
/// must be showing.
@MainActor
public func keyboardKeys() -> [String] { softwareKeyboardKeys().map { $0.accessibilityLabel ?? "" } }

/// Whether the software keyboard's key named `name` can be tapped, as XCUITest's `isEnabled`
/// (VoiceOver says "dimmed" when not): false for Return in an empty document whose text input
/// `enablesReturnKeyAutomatically` (TI10).
@MainActor
public func isKeyEnabled(_ name: String) -> Bool {
    guard let key = softwareKeyboardKeys().first(where: { $0.accessibilityLabel == name }) else {
        preconditionFailure("isKeyEnabled(_:): the keyboard has no key \"\(name)\"")
    }
    return !key.accessibilityTraits.contains(.notEnabled)
}

/// The software keyboard's keys, laid out, in the order they were made (row by row).
@MainActor
private func softwareKeyboardKeys() -> [UIView] {
    guard let window = keyboardWindows().first(where: { String(describing: type(of: $0)) == "UIRemoteKeyboardWindow" }) else {
        preconditionFailure("the software keyboard is not showing (connectHardwareKeyboard(false), then edit a text input)")
    }
    window.layoutIfNeeded()
    func keys(in view: UIView) -> [UIView] {
        if view.isAccessibilityElement, view.accessibilityTraits.contains(.keyboardKey) { return [view] }
        return view.subviews.flatMap(keys)
    }
    return keys(in: window)
}

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
/// first responder (IV8). Names are VoiceOver's: a character (`"a"`, `"1"`), `"shift"`,
/// `"delete"`, `"more"` (the 123/ABC key), `"space"`, `"return"`, `"next keyboard"`. The
/// software keyboard must be showing (``connectHardwareKeyboard(_:)``).
@MainActor
public func tapKey(_ name: String) {
    guard let window = keyboardWindows().first(where: { String(describing: type(of: $0)) == "UIRemoteKeyboardWindow" }) else {
        preconditionFailure("tapKey(_:): the software keyboard is not showing (connectHardwareKeyboard(false), then edit a text input)")
    }
    window.layoutIfNeeded()
    func key(in view: UIView) -> UIView? {
        if view.isAccessibilityElement, view.accessibilityLabel == name { return view }
        for subview in view.subviews { if let found = key(in: subview) { return found } }
        return nil
    }
    guard let key = key(in: window) else { preconditionFailure("tapKey(_:): the keyboard has no key \"\(name)\"") }
    tap(key)
}

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

import Foundation

extension UIApplication {
    /// A hardware key press (H4): the chain is walked from the first responder (without one,
    /// from the key window's topmost presented controller, or its root) to the application;
    /// the first enabled key command matching `input` and `modifierFlags` sends its action to
    /// the first responder from the start of the chain that can perform it; without one, ⌘C,
    /// ⌘X, ⌘V and ⌘A send the edit action to the first responder that can perform it (Y17).
    /// Returns whether a command or shortcut handled the press.
    ///
    /// CT19: a press no command or shortcut handled goes to the same start of the chain as
    /// presses: ``_pressKeyDown(_:modifierFlags:)`` and ``_releaseKey(_:)``.
    @_spi(Testing) @discardableResult
    public func _pressKey(_ input: String, modifierFlags: UIKeyModifierFlags) -> Bool {
        if _performKeyCommand(input, modifierFlags: modifierFlags) { return true }
        if let press = _pressKeyDown(input, modifierFlags: modifierFlags, commandsChecked: true) { _releaseKey(press) }
        return false
    }

    /// The key command or editing shortcut for a key going down, if one takes it (H4, Y17).
    func _performKeyCommand(_ input: String, modifierFlags: UIKeyModifierFlags) -> Bool {
        guard let start = keyCommandChainStart else { return false }
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command._matches(input, modifierFlags) {
                guard !command.attributes.contains(.disabled),
                      let target = start.target(forAction: command.action, withSender: command) as? UIResponder else { continue }
                return target.performAction(command.action, sender: command)
            }
            responder = current.next
        }
        // Y17: the system's editing shortcuts, when no key command took the press.
        if modifierFlags == .command, let action = Self.standardEditShortcuts[input.lowercased()],
           let target = start.target(forAction: action, withSender: nil) as? UIResponder {
            return target.performAction(action, sender: nil)
        }
        return false
    }

    /// Y17: ⌘C copy, ⌘X cut, ⌘V paste, ⌘A select all.
    private static let standardEditShortcuts: [String: Selector] = ["c": "copy:", "x": "cut:", "v": "paste:", "a": "selectAll:"]

    /// CT19: a hardware key goes down. A key command or editing shortcut takes it first (and
    /// the key then sends no presses, down or up); otherwise it is a press delivered with
    /// `pressesBegan` to the start of the key-command chain, after the gesture recognizers
    /// of the views on that chain. Returns the press (to release), or nil when a command took
    /// it or no key types `input`.
    @_spi(Testing)
    public func _pressKeyDown(_ input: String, modifierFlags: UIKeyModifierFlags, commandsChecked: Bool = false) -> UIPress? {
        if !commandsChecked, _performKeyCommand(input, modifierFlags: modifierFlags) { return nil }
        guard let key = UIKey(input: input, modifierFlags: modifierFlags), let start = keyCommandChainStart else { return nil }
        let press = UIPress(key: key, timestamp: UIKitScheduler.shared.clock.now)
        press._responder = start
        press._window = (start as? UIView)?.window ?? (start as? UIViewController)?.viewIfLoaded?.window ?? _keyWindow
        sendEvent(UIPressesEvent(presses: [press], timestamp: press.timestamp))
        return press
    }

    /// CT19: the key of `press` is released (`pressesEnded`), or the press is cancelled.
    @_spi(Testing)
    public func _releaseKey(_ press: UIPress, cancelled: Bool = false) {
        guard press.phase != .ended, press.phase != .cancelled else { return }
        let time = max(press.timestamp + 1.0 / 60, UIKitScheduler.shared.clock.now)
        press.setPhase(cancelled ? .cancelled : .ended, timestamp: time)
        sendEvent(UIPressesEvent(presses: [press], timestamp: time))
    }

    /// Where a key press starts: the first responder, else the key window's topmost presented
    /// controller (or root).
    var keyCommandChainStart: UIResponder? {
        if let first = UIResponder.firstResponder { return first }
        guard let root = _keyWindow?.rootViewController else { return _keyWindow }
        var top = root
        while let presented = top.presentedViewController { top = presented }
        return top
    }
}

import Foundation

extension UIApplication {
    /// A hardware key press (H4): the chain is walked from the first responder (without one,
    /// from the key window's topmost presented controller, or its root) to the application;
    /// the first enabled key command matching `input` and `modifierFlags` sends its action to
    /// the first responder from the start of the chain that can perform it; without one, ⌘C,
    /// ⌘X, ⌘V and ⌘A send the edit action to the first responder that can perform it (Y17).
    /// Returns whether a command or shortcut handled the press.
    @_spi(Testing) @discardableResult
    public func _pressKey(_ input: String, modifierFlags: UIKeyModifierFlags) -> Bool {
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

    /// Where a key press starts: the first responder, else the key window's topmost presented
    /// controller (or root).
    private var keyCommandChainStart: UIResponder? {
        if let first = UIResponder.firstResponder { return first }
        guard let root = _keyWindow?.rootViewController else { return _keyWindow }
        var top = root
        while let presented = top.presentedViewController { top = presented }
        return top
    }
}

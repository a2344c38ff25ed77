import Foundation

extension UIApplication {
    /// A hardware key press (H4): the chain is walked from the first responder (without one,
    /// from the key window's topmost presented controller, or its root) to the application;
    /// the first enabled key command matching `input` and `modifierFlags` sends its action to
    /// the first responder from the start of the chain that can perform it. Returns whether a
    /// command handled the press.
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
        return false
    }

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

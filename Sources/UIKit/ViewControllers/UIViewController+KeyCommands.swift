import Foundation

extension UIViewController {
    /// Adds a keyboard shortcut to the controller (VS14): it is then among ``keyCommands`` (after
    /// those added before it) and is performed when its key is pressed while the controller
    /// is on the responder chain (H4). Adding a command already added does nothing.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !_addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        _addedKeyCommands.append(keyCommand)
    }

    /// Removes a keyboard shortcut added with ``addKeyCommand(_:)`` (VS14); its key no longer
    /// performs it through this controller.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        _addedKeyCommands.removeAll { $0 === keyCommand }
    }
}

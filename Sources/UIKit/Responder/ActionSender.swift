import Foundation

// What a ported action method receives as its sender. The Objective-C runtime hands an action
// method whatever object sent it, whatever type the method declares: a method declared
// `tapped(_ sender: UIGestureRecognizer)` and wired to a button gets the button, harmlessly as
// long as it does not use it. Swift checks a cast, so the porter's action tables go through
// these instead of `as!`.

/// `sender` as the type an action method declares for it: the sender itself when it is of
/// that type; another object reinterpreted as that type, as the Objective-C runtime passes it
/// (using it as that type is undefined, as sending it a message it does not understand is on
/// iOS); a stop naming both types when the sender is missing or not an object.
public func _actionSender<T>(_ sender: Any?, as type: T.Type) -> T {
    if let sender = sender as? T { return sender }
    if let sender, type is AnyClass, Swift.type(of: sender) is AnyClass {
        return unsafeBitCast(sender as AnyObject, to: T.self)
    }
    preconditionFailure("an action method declared its sender as \(T.self) but was sent \(sender.map { "\(Swift.type(of: $0))" } ?? "nil")")
}

/// `sender` as the optional type an action method declares for it: nil for no sender,
/// otherwise as ``_actionSender(_:as:)`` does (a value that is neither of that type nor an
/// object is nil).
public func _optionalActionSender<T>(_ sender: Any?, as type: T.Type) -> T? {
    guard let sender else { return nil }
    if let sender = sender as? T { return sender }
    if type is AnyClass, Swift.type(of: sender) is AnyClass { return unsafeBitCast(sender as AnyObject, to: T.self) }
    return nil
}

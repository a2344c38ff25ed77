import Foundation

/// An object that receives messages by selector: every responder (through its action
/// tables), and the other classes the porter gives a conformance (`NSObject` targets and
/// observers). Target-action, ported timers and ported notification observers send through
/// it. Not API: written by the porter.
@preconcurrency @MainActor
public protocol _SelectorMessaging: AnyObject {
    /// Sends `selector` with `argument`; false when the object has no method for it.
    func _perform(_ selector: Selector, with argument: Any?) -> Bool
    /// Whether the object has a method for `selector`.
    func _responds(to selector: Selector) -> Bool
}

/// A responder answers `NSObject`'s `responds(to:)` and `perform(_:with:)`
/// (NSObject+Perform.swift) through its action tables: an action method of its class, an
/// added action, or an `@objc` protocol method its class implements (the porter lists them).
extension UIResponder: _SelectorMessaging {
    public func _perform(_ selector: Selector, with argument: Any?) -> Bool { performAction(selector, sender: argument) }
    public func _responds(to selector: Selector) -> Bool {
        canPerformAction(selector, withSender: nil) || type(of: self)._implementedSelectors.contains(selector)
    }
}

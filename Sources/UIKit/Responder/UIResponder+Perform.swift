import Foundation

/// Foundation's `NSObject` messaging by selector, for responders (ported code calls it on
/// its controllers and views): the selector reaches the action method the class declares
/// (`_selectorActions`, written by the porter) or one added with `addAction(_:handler:)`.
/// Delayed performs run on UIKit's scheduler, so tests control their time.
extension UIResponder {
    /// Pending delayed performs by target, to cancel them.
    private static var delayedPerforms: [ObjectIdentifier: [(selector: Selector, token: UIKitScheduler.TimerToken)]] = [:]

    /// Whether this object handles `aSelector` (Foundation's `responds(to:)`): an action
    /// method of its class, an added action, or an `@objc` protocol method its class
    /// implements (the porter lists them).
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return canPerformAction(aSelector, withSender: nil) || type(of: self)._implementedSelectors.contains(aSelector)
    }

    /// Sends `aSelector` now, with no argument. Returns nil (action methods return nothing).
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        performAction(aSelector, sender: nil)
        return nil
    }

    /// Sends `aSelector` now, with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        performAction(aSelector, sender: object)
        return nil
    }

    /// Sends `aSelector` with `anArgument` after `delay` seconds of UIKit's clock (zero: the
    /// next run-loop turn). The object is kept until then, as Foundation keeps it.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let id = ObjectIdentifier(self)
        nonisolated(unsafe) let argument = anArgument
        var token: UIKitScheduler.TimerToken?
        token = UIKitScheduler.shared.schedule(after: delay) { [self] in
            UIResponder.delayedPerforms[id]?.removeAll { $0.token == token }
            performAction(aSelector, sender: argument)
        }
        if let token { UIResponder.delayedPerforms[id, default: []].append((aSelector, token)) }
    }

    /// Cancels the delayed performs sent to `aTarget`.
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let target = aTarget as? UIResponder else { return }
        for pending in delayedPerforms.removeValue(forKey: ObjectIdentifier(target)) ?? [] { UIKitScheduler.shared.cancel(pending.token) }
    }

    /// Cancels the delayed performs of `aSelector` sent to `aTarget`.
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        guard let target = aTarget as? UIResponder else { return }
        let id = ObjectIdentifier(target)
        for pending in delayedPerforms[id] ?? [] where pending.selector == aSelector { UIKitScheduler.shared.cancel(pending.token) }
        delayedPerforms[id]?.removeAll { $0.selector == aSelector }
    }
}

/// An object that receives messages by selector: every responder (through its action
/// tables), and the other classes the porter gives a conformance (`NSObject` targets and
/// observers). Target-action, ported timers and ported notification observers send through
/// it. Not API: written by the porter.
@MainActor
public protocol _SelectorMessaging: AnyObject {
    /// Sends `selector` with `argument`; false when the object has no method for it.
    func _perform(_ selector: Selector, with argument: Any?) -> Bool
    /// Whether the object has a method for `selector`.
    func _responds(to selector: Selector) -> Bool
}

extension UIResponder: _SelectorMessaging {
    public func _perform(_ selector: Selector, with argument: Any?) -> Bool { performAction(selector, sender: argument) }
    public func _responds(to selector: Selector) -> Bool { responds(to: selector) }
}

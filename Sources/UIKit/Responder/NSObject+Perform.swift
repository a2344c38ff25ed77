import Foundation

/// Foundation's messaging by selector for `NSObject`s that are not responders (Linux's
/// `NSObject` has none of it): the selector reaches the methods the porter lists for the
/// class (its action methods and the `@objc` protocol methods it implements, through
/// `_SelectorMessaging`). An object without such a list answers false and ignores what it is
/// sent; iOS would raise "unrecognized selector sent to instance" for a method that does not
/// exist. Called from the main thread, as UIKit code is.
extension NSObject {
    /// Whether the object has a method for `aSelector`, as the porter lists them.
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        nonisolated(unsafe) let target = self
        return MainActor.assumeIsolated { (target as? any _SelectorMessaging)?._responds(to: aSelector) ?? false }
    }

    /// Sends `aSelector` now, with no argument. Returns nil (action methods return nothing).
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        perform(aSelector, with: nil)
    }

    /// Sends `aSelector` now, with `object` as its argument. Returns nil.
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        nonisolated(unsafe) let argument = object
        nonisolated(unsafe) let target = self
        MainActor.assumeIsolated { _ = (target as? any _SelectorMessaging)?._perform(aSelector, with: argument) }
        return nil
    }

    /// Sends `aSelector` with `anArgument` after `delay` seconds of UIKit's clock (zero: the
    /// next run-loop turn). The object is kept until then, as Foundation keeps it.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let argument = anArgument
        nonisolated(unsafe) let target = self
        MainActor.assumeIsolated {
            let id = ObjectIdentifier(target)
            var token: UIKitScheduler.TimerToken?
            token = UIKitScheduler.shared.schedule(after: delay) {
                NSObject.delayedPerforms[id]?.removeAll { $0.token == token }
                target.perform(aSelector, with: argument)
            }
            if let token { NSObject.delayedPerforms[id, default: []].append((aSelector, token)) }
        }
    }

    /// Pending delayed performs by target, to cancel them.
    @MainActor private static var delayedPerforms: [ObjectIdentifier: [(selector: Selector, token: UIKitScheduler.TimerToken)]] = [:]

    /// Cancels the delayed performs sent to `aTarget`.
    @preconcurrency @MainActor public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let target = aTarget as? NSObject else { return }
        for pending in delayedPerforms.removeValue(forKey: ObjectIdentifier(target)) ?? [] { UIKitScheduler.shared.cancel(pending.token) }
    }

    /// Cancels the delayed performs of `aSelector` sent to `aTarget`.
    @preconcurrency @MainActor public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        guard let target = aTarget as? NSObject else { return }
        let id = ObjectIdentifier(target)
        for pending in delayedPerforms[id] ?? [] where pending.selector == aSelector { UIKitScheduler.shared.cancel(pending.token) }
        delayedPerforms[id]?.removeAll { $0.selector == aSelector }
    }
}

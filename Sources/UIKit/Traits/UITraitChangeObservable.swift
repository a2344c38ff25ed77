import Foundation

/// An object whose code runs when chosen traits change (iOS 17): views, view controllers,
/// presentation controllers and window scenes (R6–R11).
///
/// A registration names the traits it observes; it runs, top-down with the trait
/// propagation, only when one of them changes value, after the environment's (deprecated)
/// `traitCollectionDidChange` and before its subviews or children are updated. The
/// environment's `traitCollection` (and `UITraitCollection.current`) is already the new one;
/// the handler gets the previous collection (R6, R7). The environment keeps its registrations
/// until it is released; it is passed to the handler so the handler need not capture it
/// (a handler capturing it strongly is a cycle, as in UIKit) (R8).
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Runs `handler` with the environment and its previous traits whenever one of `traits`
    /// changes. The environment parameter is this object, typed as the closure declares it
    /// (`{ (self: Self, previousTraitCollection: UITraitCollection) in … }`).
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration

    /// Sends `action` to `target` whenever one of `traits` changes, with this environment as
    /// its argument. The target is held weakly.
    ///
    /// Difference from UIKit: an action method receives one argument, the environment
    /// (OpenUIKit's selectors carry one), not the previous trait collection as a second.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration

    /// Sends `action` to this environment whenever one of `traits` changes (its argument: the
    /// environment), as ``registerForTraitChanges(_:target:action:)`` with itself as target.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration

    /// Ends a registration: its handler or action is not called again. Ending one twice,
    /// or one of another environment, does nothing.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// The closure a registration runs: the environment, then its previous traits.
    public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

/// The token of one trait-change registration, to end it with
/// ``UITraitChangeObservable/unregisterForTraitChanges(_:)``. It does not keep the
/// environment alive; you need not keep it.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: NSObjectProtocol, NSCopying {}

/// One registration: the traits, and what to do when one changes. Holds neither the
/// environment (it is passed in) nor, for target-action, the target strongly (R8).
final class TraitChangeToken: NSObject, UITraitChangeRegistration {
    let traits: [UITrait]
    let deliver: @MainActor (AnyObject, UITraitCollection) -> Void

    @preconcurrency init(traits: [UITrait], deliver: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.deliver = deliver
    }

    /// Tokens are immutable: a copy is the same token.
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

/// An environment's registrations, in the order they were made (R7).
@preconcurrency @MainActor
final class TraitChangeRegistry {
    private var tokens: [TraitChangeToken] = []

    func add(_ token: TraitChangeToken) -> TraitChangeToken {
        tokens.append(token)
        return token
    }

    func remove(_ registration: any UITraitChangeRegistration) {
        tokens.removeAll { $0 === registration }
    }

    /// Runs the registrations observing a trait that differs between `old` and `new` (R6).
    /// A registration ended by an earlier one in the same change does not run.
    func notify(_ environment: AnyObject, from old: TraitValues, to new: TraitValues) {
        let previous = UITraitCollection(values: old)
        for token in tokens where token.traits.contains(where: { new._differs(in: $0, from: old) }) {
            guard tokens.contains(where: { $0 === token }) else { continue }
            token.deliver(environment, previous)
        }
    }

    /// A token whose handler gets the environment as the `TraitEnvironment` it declares.
    static func handlerToken<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], _ handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> TraitChangeToken {
        TraitChangeToken(traits: traits) { environment, previous in
            guard let typed = environment as? TraitEnvironment else {
                preconditionFailure("registerForTraitChanges: the handler takes \(TraitEnvironment.self), but the environment is a \(type(of: environment))")
            }
            handler(typed, previous)
        }
    }

    /// A token sending `action` to `target` (held weakly), or to the environment itself when
    /// `target` is nil, with the environment as the argument.
    static func actionToken(_ traits: [UITrait], target: Any?, action: Selector) -> TraitChangeToken {
        guard let target else {
            return TraitChangeToken(traits: traits) { environment, _ in send(action, to: environment, with: environment) }
        }
        weak let object = target as AnyObject
        return TraitChangeToken(traits: traits) { environment, _ in
            if let object { send(action, to: object, with: environment) }
        }
    }

    /// Sends `action` as target-action does: to a responder's registered handler or action
    /// method, or to an object the porter taught its selectors (both `_SelectorMessaging`).
    private static func send(_ action: Selector, to target: AnyObject, with argument: AnyObject) {
        _ = (target as? any _SelectorMessaging)?._perform(action, with: argument)
    }
}

@MainActor
extension Optional where Wrapped == TraitChangeRegistry {
    /// The registry, made on first use.
    mutating func _registering(_ token: TraitChangeToken) -> any UITraitChangeRegistration {
        if self == nil { self = TraitChangeRegistry() }
        return self!.add(token)
    }
}

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.handlerToken(traits, handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: target, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: nil, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitChangeRegistry?.remove(registration)
    }
}

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.handlerToken(traits, handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: target, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: nil, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitChangeRegistry?.remove(registration)
    }
}

extension UIPresentationController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.handlerToken(traits, handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: target, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: nil, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitChangeRegistry?.remove(registration)
    }
}

extension UIWindowScene: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        _startObservingTraits()
        return _traitChangeRegistry._registering(TraitChangeRegistry.handlerToken(traits, handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        _startObservingTraits()
        return _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: target, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _startObservingTraits()
        return _traitChangeRegistry._registering(TraitChangeRegistry.actionToken(traits, target: nil, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitChangeRegistry?.remove(registration)
    }
}

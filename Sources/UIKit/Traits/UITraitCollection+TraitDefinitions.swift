import Foundation

/// Reading and setting traits by their ``UITraitDefinition`` type (iOS 17), system and custom.
extension UITraitOverrides {
    /// The value of `trait`: a system trait's field, or a custom trait's value (its
    /// ``UITraitDefinition/defaultValue`` when not set). Setting a custom trait overrides it,
    /// also when the value is the default; `remove(_:)` stops overriding.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = T.self as? any _SystemTrait.Type { return system._value(in: self) as! T.Value }
            return (_customTraits[ObjectIdentifier(T.self)]?.value as? T.Value) ?? T.defaultValue
        }
        set {
            if let system = T.self as? any _SystemTrait.Type { return system._setValue(newValue, in: &self) }
            _customTraits[ObjectIdentifier(T.self)] = CustomTraitValue(newValue, trait: T.self)
        }
    }

    /// Whether `trait` is set (overridden): a system trait holds something other than its
    /// unspecified value, a custom trait was given a value.
    public func contains(_ trait: UITrait) -> Bool {
        if let system = trait as? any _SystemTrait.Type { return system._isSet(in: self) }
        return _customTraits[ObjectIdentifier(trait)] != nil
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) {
        if let system = trait as? any _SystemTrait.Type { return system._remove(from: &self) }
        _customTraits[ObjectIdentifier(trait)] = nil
    }

    /// Whether `trait` has another value here than in `other` (trait-change registrations, R6).
    func _differs(in trait: UITrait, from other: UITraitOverrides) -> Bool {
        if let system = trait as? any _SystemTrait.Type { return system._differs(self, other) }
        return _customTraits[ObjectIdentifier(trait)] != other._customTraits[ObjectIdentifier(trait)]
    }
}

extension UITraitCollection {
    /// The value of `trait` in this collection: a system trait (`self[UITraitUserInterfaceStyle.self]`
    /// is ``userInterfaceStyle``) or a custom one, whose ``UITraitDefinition/defaultValue`` it
    /// is when nothing set it (iOS 17).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values[trait] }
}

/// A custom trait's value in a trait collection, compared as ``UITraitDefinition`` says:
/// `==` for `Equatable` values, identity for objects, else by the setting it came from (so a
/// value set again counts as a change, while the copies propagation makes of one setting stay
/// equal to each other, and a collection to itself).
///
/// `@unchecked Sendable`: collections cross threads (colours resolve with
/// `UITraitCollection.current` anywhere); a custom trait's value must be safe to read from
/// any thread, as the system traits' are.
struct CustomTraitValue: Hashable, @unchecked Sendable {
    let value: Any
    /// The trait's ``UITraitDefinition/name``, for descriptions.
    let name: String
    /// Which setting made this value: how values that are neither `Equatable` nor objects
    /// compare.
    private let setting = Setting()

    /// One setting's identity.
    private final class Setting: Sendable {}

    init<T: UITraitDefinition>(_ value: T.Value, trait: T.Type) {
        self.value = value
        name = T.name
    }

    static func == (lhs: CustomTraitValue, rhs: CustomTraitValue) -> Bool {
        if let equatable = lhs.value as? any Equatable { return equatable._isEqual(to: rhs.value) }
        if type(of: lhs.value) is AnyClass, type(of: rhs.value) is AnyClass {
            return (lhs.value as AnyObject) === (rhs.value as AnyObject)
        }
        return lhs.setting === rhs.setting
    }

    /// Hashes the name only: equal values always hash the same.
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func _isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

import Foundation

/// The state a configuration is updated for (iOS 14): the traits, and custom states by key.
public protocol UIConfigurationState {
    /// A state with these traits and no custom states.
    init(traitCollection: UITraitCollection)
    /// The traits.
    var traitCollection: UITraitCollection { get set }
    /// A custom state, nil when not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a ``UIConfigurationState``; use reverse-DNS names.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    /// A key with this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key with this name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

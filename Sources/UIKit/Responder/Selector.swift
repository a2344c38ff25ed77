/// The name of an action message, standing in for Objective-C's `Selector`.
///
/// Linux has no Objective-C runtime and no `#selector`; an action is named by a string
/// (`Selector("save:")`, or a string literal where a `Selector` is expected). Responders
/// declare what they handle with ``UIResponder/addAction(_:handler:)`` (see PORTING.md).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The message name, e.g. `"copy:"`.
    public let name: String

    /// A selector for a message name.
    public init(_ name: String) { self.name = name }

    /// A selector written as a string literal: `"save:"`.
    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }
}

/// The name of a selector, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// A selector from its name, as Foundation's `NSSelectorFromString`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

#if Porting
/// A Swift file written for iOS, rewritten to compile against OpenUIKit on Linux.
public struct PortedSource: Sendable {
    /// The file's path as given.
    public let path: String
    /// The rewritten text: every line where it was, comments and formatting kept.
    public let text: String
    /// What was changed, in file order.
    public let changes: [PortChange]
    /// What could not be ported; a file with refusals must not be built.
    public let refusals: [PortRefusal]
}

/// One rewrite the porter made.
public struct PortChange: Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line of the construct.
    public let line: Int
    /// The construct (`@objc`, `#selector`, `@IBOutlet`, …).
    public let construct: String
    /// What became of it.
    public let result: String

    public var description: String { "\(line): \(construct) → \(result)" }
}

/// A construct the porter cannot port without changing what the code does.
public struct PortRefusal: Sendable, Equatable, CustomStringConvertible, Error {
    /// The file's path.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// The construct.
    public let construct: String
    /// What to do instead.
    public let advice: String

    /// `path:line: error: cannot port <construct>: <advice>`, as a compiler diagnostic, so
    /// build logs and editors point at the line.
    public var description: String { "\(path):\(line): error: cannot port \(construct): \(advice)" }
}
#endif

import Foundation

/// Why a storyboard or nib could not be read or used: the file, the line when known, and the
/// problem. Loading never crashes or hangs on bad input; it throws this.
///
/// Not UIKit API: on iOS, Xcode compiles these files and refuses bad ones at build time. The
/// UIKit-shaped entry points (`UIStoryboard(name:bundle:)`, `UINib.instantiate`) raise this as
/// an exception, as UIKit raises for a missing file; the `load…` variants throw it.
public struct InterfaceBuilderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's name (`Main.storyboard`).
    public let file: String
    /// The 1-based line the problem is on, when known.
    public let line: Int?
    /// What is wrong.
    public let problem: String

    /// An error about `file` (at `line`, if known) saying `problem`.
    public init(file: String, line: Int?, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String {
        if let line { return "\(file):\(line): \(problem)" }
        return "\(file): \(problem)"
    }
}

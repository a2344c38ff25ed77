import Foundation

/// One thing in a storyboard or nib that OpenUIKit did not decode (IU1), or a connection it
/// did not make because one of its ends was not decoded (IU3), as ``InterfaceBuilderCheck``
/// lists them.
@_spi(Tools)
public struct InterfaceBuilderUndecoded: Sendable, Hashable {
    /// What was left.
    public enum Kind: Sendable, Hashable {
        /// A child element of a decoded object.
        case element
        /// An attribute of a decoded object or of one of its value elements.
        case attribute
        /// An outlet, outlet collection or action with an end that was never made.
        case connection
    }

    public var kind: Kind
    /// The file's name.
    public var file: String
    /// The line of the element (of the connection, for ``Kind/connection``).
    public var line: Int
    /// What was left, the same for every occurrence of the same thing whatever its file,
    /// line or value: `<inset key="separatorInset"> of <tableView>`, `lineBreakMode of <label>`,
    /// `outlet to an object that was not made`.
    public var what: String
    /// The console message (``UIKitDiagnostic``), starting with `file:line:`.
    public var message: String
}

import Foundation

/// A source of bytes for images, as Core Graphics' `CGDataProvider` (BC6): here, bytes held
/// in memory. Difference from Core Graphics: `Data` stands for `CFData` (Core Foundation's
/// types are not part of Swift on Linux); providers reading files or calling back are not
/// offered. Not an `NSObject` (a CF type).
public final class CGDataProvider: Hashable, @unchecked Sendable, CustomStringConvertible {
    private let bytes: Data

    /// A provider of a copy of `data`.
    public init?(data: Data) { bytes = data }

    /// The bytes, as a copy (Core Graphics' `CGDataProviderCopyData`).
    public var data: Data? { bytes }

    public static func == (lhs: CGDataProvider, rhs: CGDataProvider) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "<CGDataProvider \(bytes.count) bytes>" }
}

// The `os_signpost` functions and their `OSSignpostType`.

/// What an `os_signpost` call marks: a point in time, or the start or end of an interval.
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    /// The C value (`os_signpost_type_t`).
    public let rawValue: UInt8

    /// A type from its C value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A single point in time (`OS_SIGNPOST_EVENT`).
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval (`OS_SIGNPOST_INTERVAL_BEGIN`).
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval (`OS_SIGNPOST_INTERVAL_END`).
    public static let end = OSSignpostType(rawValue: 2)
}

/// Marks a point or the start or end of an interval for Instruments. Difference from iOS:
/// nothing records signposts here (there is no Instruments, and iOS never shows them in the
/// console), so this does nothing.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {}

/// Marks a signpost with a printf-style message. Does nothing here (see
/// ``os_signpost(_:dso:log:name:signpostID:)``); the arguments are not formatted.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {}

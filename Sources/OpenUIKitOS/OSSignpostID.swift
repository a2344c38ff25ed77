import Foundation

/// Tells apart the signposted intervals of one log that may overlap, as `os_signpost` and
/// ``OSSignposter`` take it. Nothing records signposts here (see `os_signpost`);
/// the identifiers are still made as on iOS so that code comparing or storing them works.
public struct OSSignpostID: Comparable, Hashable, Sendable {
    /// The identifier's value (the C type `os_signpost_id_t`).
    public let rawValue: UInt64

    /// An identifier with this value.
    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, different from every other one this process made.
    public init(log: OSLog) { rawValue = SignpostIDCounter.shared.next() }

    /// The identifier of an object: the same for the same object while it lives (made from its
    /// address, as iOS does).
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// For a log with only one interval of a name at a time (`OS_SIGNPOST_ID_EXCLUSIVE`).
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that identifies nothing (`OS_SIGNPOST_ID_INVALID`).
    public static let invalid = OSSignpostID(~0)
    /// No identifier (`OS_SIGNPOST_ID_NULL`).
    public static let null = OSSignpostID(0)

    /// Orders identifiers by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Hands out signpost identifiers, counting up from 1 across the process.
final class SignpostIDCounter: @unchecked Sendable {
    static let shared = SignpostIDCounter()
    private let lock = NSLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// The message of a signpost: an ``OSLogMessage``, as on iOS.
public typealias SignpostMetadata = OSLogMessage

/// Marks intervals and events for Instruments (`signposter.beginInterval("Load")`).
///
/// Difference from iOS: nothing records signposts here (there is no Instruments, and iOS does
/// not show them in the console), so the methods record nothing, their messages are never
/// rendered (their values are not evaluated), and ``isEnabled`` is false. The work given to
/// ``withIntervalSignpost(_:id:around:)`` still runs, and identifiers are made as on iOS.
public struct OSSignposter: Sendable {
    /// The log the signposts would be filed under.
    let log: OSLog

    /// A signposter for the default log.
    public init() { log = .default }

    /// A signposter for the log with this subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }

    /// A signposter for the log with this subsystem and one of the special categories.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }

    /// A signposter for the log a `Logger` writes to.
    public init(logger: Logger) { log = logger.osLog }

    /// A signposter for an existing log.
    public init(logHandle: OSLog) { log = logHandle }

    /// A signposter that records nothing (on iOS as here).
    public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }

    /// Whether signposts are recorded: always false here.
    public var isEnabled: Bool { false }

    /// A new identifier, different from every other one this process made.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }

    /// The identifier of an object, the same for the same object while it lives.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Marks a point in time. Records nothing here.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}

    /// Marks a point in time with a message. Records nothing here; the message is not rendered.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}

    /// Starts an interval and returns its state, for ``endInterval(_:_:)``. Records nothing here.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    /// Starts an interval with a message. Records nothing here; the message is not rendered.
    public func beginInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    ) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    /// Starts an interval that measures an animation. Records nothing here.
    public func beginAnimationInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    ) -> OSSignpostIntervalState {
        .beginState(id: id)
    }

    /// Ends the interval `state` began. Records nothing here.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}

    /// Ends an interval with a message. Records nothing here; the message is not rendered.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}

    /// Runs `task` inside an interval and returns what it returns (or rethrows what it throws).
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }

    /// Runs `task` inside an interval with a message. The message is not rendered here.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
}

/// The state of an interval an ``OSSignposter`` began, given back to end it. Codable, so an
/// interval can end in another process, as on iOS.
public final class OSSignpostIntervalState: Codable, Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID

    private init(signpostID: OSSignpostID) { self.signpostID = signpostID }

    /// The state of an interval begun with `id`, for ending an interval whose state was not
    /// kept.
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    private enum CodingKeys: String, CodingKey { case signpostID }

    /// Reads a state encoded by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signpostID = OSSignpostID(try container.decode(UInt64.self, forKey: .signpostID))
    }

    /// Writes the state (its identifier).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .signpostID)
    }
}

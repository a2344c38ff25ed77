import Logging

/// The level of a message sent with `os_log` or `Logger.log(level:_:)`: `.default`, `.info`,
/// `.debug`, `.error` or `.fault`, with the raw values of the C type `os_log_type_t`.
///
/// Difference from iOS: messages go to swift-log, each level to the nearest swift-log level:
/// default becomes `notice` and fault becomes `critical`; the others keep their names.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The C value (`OS_LOG_TYPE_DEFAULT` is 0, `OS_LOG_TYPE_FAULT` is 17).
    public let rawValue: UInt8

    /// A level from its C value. A value between the named ones counts as the named level below
    /// it (the C library does the same with unknown types).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A level from its C value, as the C header's macros are imported.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// Messages about things that might cause a failure (`OS_LOG_TYPE_DEFAULT`). Goes to
    /// swift-log's `notice`.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful but not essential information (`OS_LOG_TYPE_INFO`). Goes to swift-log's `info`.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful only while debugging (`OS_LOG_TYPE_DEBUG`). Goes to swift-log's
    /// `debug`, which swift-log's default handler does not print (its level is `info`).
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process (`OS_LOG_TYPE_ERROR`). Goes to swift-log's `error`.
    public static let error = OSLogType(rawValue: 0x10)
    /// A bug, or a failure in more than one process (`OS_LOG_TYPE_FAULT`). Goes to swift-log's
    /// `critical`.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The swift-log level this level's messages are logged at.
    var swiftLogLevel: Logging.Logger.Level {
        switch rawValue {
        case 0x11...: .critical
        case 0x10: .error
        case 0x02..<0x10: .debug
        case 0x01: .info
        default: .notice
        }
    }
}

// The unified logging API (`Logger`, `OSLog`, `os_log`) on swift-log.
import Logging

/// Writes messages to a log (``OSLog``): one method per level, each taking an ``OSLogMessage``
/// (`logger.info("Loaded \(count) items")`).
///
/// Difference from iOS: messages go to swift-log, through the log's `Logging.Logger` (label
/// `"subsystem:category"`, or `"default"`; metadata `subsystem` and `category`), at these
/// levels: `trace` → trace, `debug` → debug, `info` → info, `notice` and `log` → notice,
/// `warning` → warning, `error` → error, `critical` and `fault` → critical. (iOS stores trace
/// as debug, warning as error and critical as fault; swift-log has all of them.) Whether a
/// message is printed is swift-log's decision: its default handler prints `info` and above,
/// where Xcode's console also shows debug messages. Values are printed in full, whatever their
/// privacy (``OSLogPrivacy``).
///
/// Each method also takes `file`, `function` and `line`, which default to the call site and are
/// passed to swift-log (iOS's methods take only the message).
public struct Logger: Sendable {
    /// The log messages are written to.
    let osLog: OSLog

    /// A logger for the log with this subsystem and category (``OSLog/init(subsystem:category:)``).
    public init(subsystem: String, category: String) {
        osLog = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger for an existing log; `Logger(.disabled)` writes nothing.
    public init(_ logObj: OSLog) {
        osLog = logObj
    }

    /// A logger for the default log (``OSLog/default``, swift-log label `"default"`).
    public init() {
        osLog = .default
    }

    /// Writes a message at the default level (swift-log's `notice`).
    public func log(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.notice, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at `level`: default → notice, info → info, debug → debug,
    /// error → error, fault → critical.
    public func log(
        level: OSLogType, _ message: OSLogMessage,
        file: String = #fileID, function: String = #function, line: UInt = #line
    ) {
        osLog.send(level.swiftLogLevel, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at swift-log's `trace` level (iOS stores it as debug).
    public func trace(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.trace, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at the debug level.
    public func debug(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.debug, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at the info level.
    public func info(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.info, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at the default level (swift-log's `notice`).
    public func notice(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.notice, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at swift-log's `warning` level (iOS stores it as an error).
    public func warning(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.warning, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at the error level.
    public func error(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.error, message.render, file: file, function: function, line: line)
    }

    /// Writes a message at swift-log's `critical` level (iOS stores it as a fault).
    public func critical(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.critical, message.render, file: file, function: function, line: line)
    }

    /// Writes a fault (swift-log's `critical` level).
    public func fault(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
        osLog.send(.critical, message.render, file: file, function: function, line: line)
    }
}

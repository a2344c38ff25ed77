import Foundation
import Logging

/// A log object: the subsystem and category its messages are filed under, which `Logger` and
/// `os_log` write to.
///
/// Difference from iOS: the messages go to swift-log. Each log has its own swift-log
/// `Logging.Logger`, made when the log is made, with the label `"subsystem:category"`
/// (`"default"` for ``default``), and each message carries the metadata `subsystem` and
/// `category` (none for ``default``). Because the swift-log logger is made with the log,
/// `LoggingSystem.bootstrap` must run before the first log is made, as swift-log asks of every
/// logger; a log made earlier keeps swift-log's default handler (standard error, level `info`).
public final class OSLog: NSObject, Sendable {
    /// The categories the system treats specially, for `OSLog(subsystem:category:)`.
    ///
    /// Difference from iOS: nothing treats them specially here; a log made with one is an
    /// ordinary log whose category is the raw value.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String

        /// A category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Signposts that Instruments shows as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while Instruments is tracing.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts recorded with a backtrace while Instruments is tracing.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// The swift-log label, `"subsystem:category"` or `"default"`.
    let label: String
    /// Metadata added to every message: `subsystem` and `category`, nil for the default log.
    let metadata: Logging.Logger.Metadata?
    /// Where messages go; nil for ``disabled``, which sends nothing.
    let swiftLogger: Logging.Logger?

    private init(label: String, metadata: Logging.Logger.Metadata?, enabled: Bool) {
        self.label = label
        self.metadata = metadata
        self.swiftLogger = enabled ? Logging.Logger(label: label) : nil
        super.init()
    }

    /// A log whose messages are filed under `subsystem` (by convention the app's reverse-DNS
    /// name) and `category` (the part of the app). Logs with the same names send to swift-log
    /// under the same label, `"subsystem:category"`.
    public convenience init(subsystem: String, category: String) {
        self.init(
            label: "\(subsystem):\(category)",
            metadata: ["subsystem": .string(subsystem), "category": .string(category)],
            enabled: true)
    }

    /// A log filed under `subsystem` and one of the special categories (its raw value).
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    /// The shared log without subsystem or category, which `os_log` and `Logger()` use unless
    /// told otherwise. Its swift-log label is `"default"` and its messages carry no metadata.
    public static let `default` = OSLog(label: "default", metadata: nil, enabled: true)

    /// A log that drops every message. Its messages are never rendered, so the values
    /// interpolated into them are not evaluated.
    public static let disabled = OSLog(label: "disabled", metadata: nil, enabled: false)

    /// Whether a message of this level would be logged: false for ``disabled``; otherwise
    /// whether swift-log's logger lets the level through (difference from iOS, where the
    /// system's logging configuration decides).
    public func isEnabled(type: OSLogType) -> Bool {
        guard let target = currentLogger() else { return false }
        return target.logLevel <= type.swiftLogLevel
    }

    /// Whether signposts sent to this log are recorded. Always false: nothing records
    /// signposts here (there is no Instruments).
    public var signpostsEnabled: Bool { false }

    /// The swift-log logger messages go to now: nil for ``disabled``, a logger with the test
    /// hook's handler while ``OSLogTesting/logHandlerFactory`` is set, else the log's own.
    private func currentLogger() -> Logging.Logger? {
        guard let swiftLogger else { return nil }
        guard let factory = OSLogTesting.logHandlerFactory else { return swiftLogger }
        return Logging.Logger(label: label, factory: factory)
    }

    /// Sends one message: renders it only when swift-log's logger lets `level` through.
    func send(
        _ level: Logging.Logger.Level,
        _ render: () -> String,
        file: String, function: String, line: UInt
    ) {
        guard let target = currentLogger() else { return }
        target.log(
            level: level, Logging.Logger.Message(stringLiteral: render()), metadata: metadata,
            file: file, function: function, line: line)
    }
}

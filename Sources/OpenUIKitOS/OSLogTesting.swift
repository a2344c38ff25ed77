import Logging

/// Test hook (not iOS API, and only visible through `@_spi(Testing) import OpenUIKitOS`): routes the
/// messages of every log to handlers made by a factory, for the task that sets it.
///
/// swift-log's `LoggingSystem.bootstrap` may run only once per process, and a log keeps the
/// handler it was made with, so tests cannot capture messages through either. A task-local
/// value lets tests running in parallel each capture their own messages, from logs made before
/// or during the test (``OSLog/default`` included):
///
///     OSLogTesting.$logHandlerFactory.withValue({ label in CapturingHandler(label) }) {
///         Logger(subsystem: "s", category: "c").info("hello")
///     }
///
/// While it is set, each message gets a fresh `Logging.Logger` with the log's label and a
/// handler from the factory, whose level decides whether the message is logged.
@_spi(Testing)
public enum OSLogTesting {
    /// Makes the handler for a label (`"subsystem:category"` or `"default"`); nil (the
    /// default) sends messages to each log's own swift-log logger.
    @TaskLocal public static var logHandlerFactory: (@Sendable (String) -> any LogHandler)? = nil
}

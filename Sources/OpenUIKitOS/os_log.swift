// The `os_log` functions, in the four forms the iOS SDK declares: two taking an `OSLogMessage`
// (iOS 14) and two taking a printf-style `StaticString` with `CVarArg` arguments (iOS 10 and 12).
//
// Each also takes `file`, `function` and `line` (defaulting to the call site) for swift-log;
// iOS's `dso` parameter is kept for source compatibility and not used.

/// Writes a message to the default log at the default level (swift-log's `notice`, label
/// `"default"`). A plain literal (`os_log("Started")`) uses this form.
public func os_log(_ message: OSLogMessage, file: String = #fileID, function: String = #function, line: UInt = #line) {
    OSLog.default.send(.notice, message.render, file: file, function: function, line: line)
}

/// Writes a message to `logObject` at `logLevel` (`os_log(.error, log: log, "Failed: \(code)")`),
/// at the swift-log level ``OSLogType`` maps it to.
public func os_log(
    _ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage,
    file: String = #fileID, function: String = #function, line: UInt = #line
) {
    logObject.send(logLevel.swiftLogLevel, message.render, file: file, function: function, line: line)
}

/// Writes a printf-style message to `log` at `type`: `message` is a format whose conversions
/// (`%@`, `%d`, `%ld`, `%.2f`, `%{public}s`, …) take `args` in order, rendered as
/// `String(format:)` renders them. Privacy annotations in braces are dropped and every value is
/// printed in full (difference from iOS, which prints dynamic strings and objects as
/// `<private>` unless marked `{public}` when no debugger is attached). A conversion with no
/// argument left prints `<decode: missing data>`, as iOS does.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default, _ args: any CVarArg...,
    file: String = #fileID, function: String = #function, line: UInt = #line
) {
    log.send(
        type.swiftLogLevel, { PrintfFormat.render(message.description, args) },
        file: file, function: function, line: line)
}

/// The same printf-style message with the level first (`os_log(.error, log: log, "%d", code)`).
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
    _ message: StaticString, _ args: any CVarArg...,
    file: String = #fileID, function: String = #function, line: UInt = #line
) {
    log.send(
        type.swiftLogLevel, { PrintfFormat.render(message.description, args) },
        file: file, function: function, line: line)
}

import Foundation
import Logging
@_spi(Testing) import OpenUIKitOS
import Testing

// Both swift-log and OpenUIKitOS (`import os` ported) declare `Logger`; the tests write iOS's spelling.
private typealias Logger = OpenUIKitOS.Logger

/// One message as swift-log's handler received it.
private struct Captured: Equatable, CustomStringConvertible {
    let label: String
    let level: Logging.Logger.Level
    let message: String
    let metadata: [String: String]

    var description: String { "\(label) [\(level)] \(message) \(metadata)" }
}

/// Collects what the handlers of one test receive (handlers are values; they share this box).
private final class CapturedMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [Captured] = []

    func append(_ message: Captured) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    var all: [Captured] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}

private struct CapturingHandler: LogHandler {
    let label: String
    let box: CapturedMessages
    var logLevel: Logging.Logger.Level
    var metadata: Logging.Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        box.append(
            Captured(
                label: label, level: event.level, message: event.message.description,
                metadata: merged.mapValues(\.description)))
    }
}

/// Runs `body` with every log's messages going to capturing handlers at `level`, through the
/// module's test hook (task-local, so tests running in parallel do not see each other's).
private func capture(level: Logging.Logger.Level = .trace, _ body: () -> Void) -> [Captured] {
    let box = CapturedMessages()
    OSLogTesting.$logHandlerFactory.withValue({ label in CapturingHandler(label: label, box: box, logLevel: level) }) {
        body()
    }
    return box.all
}

/// The text of the only message `body` logs.
private func text(_ body: () -> Void) -> String? {
    let messages = capture(body)
    #expect(messages.count == 1, "\(messages)")
    return messages.first?.message
}

private struct Described: CustomStringConvertible {
    var description: String { "a described value" }
}

private enum LoadError: Error { case timeout }

private final class Thing: NSObject {
    override var description: String { "<Thing 7>" }
}

/// Counts evaluations of an interpolated value.
private final class Counter {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

@MainActor
private final class ScreenController {
    let logger = Logger(subsystem: "com.example.app", category: "screen")
    var title = "Inbox"
    var unread = 3

    func appear() {
        logger.info("\(self.title) shows \(self.unread, privacy: .public) unread")
    }
}

private func requireSendable<T: Sendable>(_: T) {}

@Suite struct OSLogTests {
    // MARK: Where messages go

    @Test func test_OL1_aLoggerWritesToTheSwiftLogLoggerLabelledWithItsSubsystemAndCategory() {
        let messages = capture {
            Logger(subsystem: "com.example.app", category: "network").info("hello")
        }
        #expect(
            messages == [
                Captured(
                    label: "com.example.app:network", level: .info, message: "hello",
                    metadata: ["subsystem": "com.example.app", "category": "network"])
            ])
    }

    @Test func test_OL1_aLoggerMadeFromALogWritesUnderTheLogsNames() {
        let log = OSLog(subsystem: "com.example.app", category: "ui")
        let special = OSLog(subsystem: "com.example.app", category: .pointsOfInterest)
        let messages = capture {
            Logger(log).notice("from the log")
            os_log("classic", log: log)
            Logger(special).notice("special")
        }
        #expect(messages.map(\.label) == ["com.example.app:ui", "com.example.app:ui", "com.example.app:PointsOfInterest"])
        #expect(messages[0].metadata == ["subsystem": "com.example.app", "category": "ui"])
    }

    @Test func test_OL1_theDefaultLogIsLabelledDefaultAndCarriesNoMetadata() {
        let messages = capture {
            Logger().notice("one")
            Logger(OSLog.default).notice("two")
            os_log("three")
        }
        #expect(messages.map(\.label) == ["default", "default", "default"])
        #expect(messages.map(\.message) == ["one", "two", "three"])
        #expect(messages.allSatisfy { $0.metadata.isEmpty && $0.level == .notice })
    }

    // MARK: Levels

    @Test func test_OL2_eachLoggerMethodWritesAtItsSwiftLogLevel() {
        let logger = Logger(subsystem: "s", category: "c")
        let messages = capture {
            logger.trace("trace")
            logger.debug("debug")
            logger.info("info")
            logger.notice("notice")
            logger.log("log")
            logger.warning("warning")
            logger.error("error")
            logger.critical("critical")
            logger.fault("fault")
        }
        #expect(messages.map(\.message) == ["trace", "debug", "info", "notice", "log", "warning", "error", "critical", "fault"])
        #expect(
            messages.map(\.level) == [.trace, .debug, .info, .notice, .notice, .warning, .error, .critical, .critical])
    }

    @Test func test_OL3_eachLogTypeWritesAtItsSwiftLogLevel() {
        let logger = Logger(subsystem: "s", category: "c")
        let log = OSLog(subsystem: "s", category: "c")
        let types: [OSLogType] = [.default, .info, .debug, .error, .fault]
        let expected: [Logging.Logger.Level] = [.notice, .info, .debug, .error, .critical]
        let viaLogger = capture { for type in types { logger.log(level: type, "m") } }
        let viaMessageForm = capture { for type in types { os_log(type, log: log, "m \(1)") } }
        let viaFormat = capture { for type in types { os_log("m %d", log: log, type: type, 1) } }
        let viaTypeFirst = capture { for type in types { os_log(type, log: log, "m %d", 1) } }
        #expect(viaLogger.map(\.level) == expected)
        #expect(viaMessageForm.map(\.level) == expected)
        #expect(viaFormat.map(\.level) == expected)
        #expect(viaTypeFirst.map(\.level) == expected)
        #expect(types.map(\.rawValue) == [0, 1, 2, 16, 17])
    }

    @Test func test_OL3_isEnabledFollowsTheSwiftLogHandlersLevel() {
        let log = OSLog(subsystem: "s", category: "c")
        var enabled: [Bool] = []
        _ = capture(level: .error) {
            enabled = [OSLogType.debug, .info, .default, .error, .fault].map { log.isEnabled(type: $0) }
        }
        #expect(enabled == [false, false, false, true, true])
        #expect(!log.signpostsEnabled)
    }

    // MARK: The text of a message

    @Test func test_OL4_aLiteralIsPrintedAsWritten() {
        let logger = Logger(subsystem: "s", category: "c")
        #expect(text { logger.info("Loaded the inbox") } == "Loaded the inbox")
        #expect(text { logger.info("100% done, %d and %@ stay as written") } == "100% done, %d and %@ stay as written")
        #expect(text { logger.info("") } == "")
    }

    @Test func test_OL5_interpolatedValuesPrintInTheirDefaultFormat() {
        let logger = Logger(subsystem: "s", category: "c")
        let count = 42, negative = -7, name = "Ada", ratio = 3.14159
        let small: Float = 0.5, width: CGFloat = 12.25, flag = true, byte: UInt8 = 255
        let error: any Error = LoadError.timeout
        #expect(text { logger.info("count \(count), negative \(negative), literal \(5)") } == "count 42, negative -7, literal 5")
        #expect(text { logger.info("name \(name) substring \(name.dropFirst())") } == "name Ada substring da")
        #expect(text { logger.info("\(ratio) \(small) \(width) \(2.0)") } == "3.141590 0.500000 12.250000 2.000000")
        #expect(text { logger.info("\(flag) \(!flag) \(flag, format: .answer) \(!flag, format: .answer)") } == "true false YES NO")
        #expect(text { logger.info("\(byte) \(Int64.min) \(UInt64.max)") } == "255 -9223372036854775808 18446744073709551615")
        #expect(text { logger.info("\(Described()) \([1, 2]) \(Thing())") } == "a described value [1, 2] <Thing 7>")
        #expect(text { logger.info("\(Int.self) \(type(of: Thing()))") } == "Int Thing")
        #expect(text { logger.error("failed: \(error) \(LoadError.timeout)") } == "failed: timeout timeout")
    }

    @Test func test_OL6_integersFollowTheirFormat() {
        let logger = Logger(subsystem: "s", category: "c")
        let value = 255, negative = -1, zero = 0
        let byte: Int8 = -1
        #expect(text { logger.info("\(value, format: .hex) \(value, format: .octal) \(value, format: .decimal)") } == "ff 377 255")
        #expect(text { logger.info("\(value, format: .hex(includePrefix: true, uppercase: true))") } == "0XFF")
        #expect(text { logger.info("\(value, format: .hex(includePrefix: true, minDigits: 4))") } == "0x00ff")
        #expect(text { logger.info("\(value, format: .octal(includePrefix: true)) \(zero, format: .hex(includePrefix: true))") } == "0377 0")
        #expect(text { logger.info("\(value, format: .decimal(explicitPositiveSign: true)) \(zero, format: .decimal(explicitPositiveSign: true))") } == "+255 +0")
        #expect(text { logger.info("\(negative, format: .decimal(minDigits: 3)) \(value, format: .decimal(minDigits: 5))") } == "-001 00255")
        #expect(text { logger.info("\(byte, format: .hex) \(negative, format: .hex)") } == "ff ffffffffffffffff")
    }

    @Test func test_OL7_floatingPointNumbersFollowTheirFormat() {
        let logger = Logger(subsystem: "s", category: "c")
        let pi = 3.14159, big = 1e9, tiny = 0.0001, three = 3.0
        let single: Float = 2.5
        #expect(text { logger.info("\(pi, format: .fixed(precision: 2)) \(single, format: .fixed(precision: 0))") } == "3.14 2")
        #expect(text { logger.info("\(big, format: .exponential) \(big, format: .exponential(precision: 1, uppercase: true))") } == "1.000000e+09 1.0E+09")
        #expect(text { logger.info("\(tiny, format: .hybrid) \(big, format: .hybrid)") } == "0.0001 1e+09")
        #expect(text { logger.info("\(three, format: .hex) \(three, format: .hex(uppercase: true))") } == "0x1.8p+1 0X1.8P+1")
        #expect(text { logger.info("\(pi, format: .fixed(precision: 1, explicitPositiveSign: true)) \(-pi, format: .fixed(precision: 1, explicitPositiveSign: true))") } == "+3.1 -3.1")
        #expect(text { logger.info("\(Double.nan, format: .fixed(uppercase: true)) \(Double.infinity)") } == "NAN inf")
    }

    @Test func test_OL8_alignmentPadsToTheColumnAndNeverCuts() {
        let logger = Logger(subsystem: "s", category: "c")
        let name = "left", count = 42, ratio = 1.5
        #expect(text { logger.info("[\(name, align: .left(columns: 10))]") } == "[left      ]")
        #expect(text { logger.info("[\(name, align: .right(columns: 10))]") } == "[      left]")
        #expect(text { logger.info("[\(name, align: .left(columns: 2))]") } == "[left]")
        #expect(text { logger.info("[\(count, align: .right(columns: 5))][\(count, format: .hex, align: .left(columns: 4))]") } == "[   42][2a  ]")
        #expect(text { logger.info("[\(ratio, format: .fixed(precision: 1), align: .right(columns: 6))]") } == "[   1.5]")
        #expect(text { logger.info("[\(Described(), align: .right(columns: 20))]") } == "[   a described value]")
        #expect(text { logger.info("[\(name, align: .none)]") } == "[left]")
    }

    @Test func test_OL9_everyValueIsPrintedInFullWhateverItsPrivacy() {
        let logger = Logger(subsystem: "s", category: "c")
        let account = "12-3456", pin = 1234, balance = 9.5
        #expect(
            text {
                logger.info(
                    "\(account, privacy: .public) \(account, privacy: .private) \(account, privacy: .private(mask: .hash)) \(account, privacy: .sensitive) \(account, privacy: .sensitive(mask: .hash)) \(account, privacy: .auto) \(account, privacy: .auto(mask: .hash))"
                )
            } == "12-3456 12-3456 12-3456 12-3456 12-3456 12-3456 12-3456")
        #expect(
            text { logger.info("\(pin, privacy: .private) \(balance, format: .fixed(precision: 2), privacy: .private(mask: .hash)) \(Thing(), privacy: .sensitive)") }
                == "1234 9.50 <Thing 7>")
    }

    @Test func test_OL10_valuesAreEvaluatedOnlyWhenTheMessageIsLogged() {
        let logger = Logger(subsystem: "s", category: "c")
        let counter = Counter()
        let messages = capture(level: .info) {
            logger.debug("dropped \(counter.next())")
            logger.trace("dropped \(counter.next(), format: .hex)")
            logger.info("kept \(counter.next())")
        }
        #expect(messages.map(\.message) == ["kept 1"])
        #expect(counter.count == 1)
    }

    @Test func test_OL11_theDisabledLogWritesNothingAndEvaluatesNothing() {
        let counter = Counter()
        let messages = capture {
            Logger(.disabled).fault("gone \(counter.next())")
            Logger(OSLog.disabled).error("gone")
            os_log(.fault, log: .disabled, "gone \(counter.next())")
            os_log("gone %d", log: .disabled, type: .error, 1)
            os_log(.error, log: .disabled, "gone %d", 2)
        }
        #expect(messages.isEmpty)
        #expect(counter.count == 0)
        #expect([OSLogType.debug, .info, .default, .error, .fault].allSatisfy { !OSLog.disabled.isEnabled(type: $0) })
    }

    // MARK: os_log

    @Test func test_OL12_aFormatStringTakesItsArgumentsInOrder() {
        let log = OSLog(subsystem: "com.example.app", category: "sync")
        let messages = capture {
            os_log("format %@ %d", log: log, type: .error, "arg", 42)
            os_log("%{public}@ has %{private}ld items at %.2f%%", log: log, type: .info, "Inbox", 7, 99.5)
            os_log(.fault, log: log, "%{public}s took %5d ms [%-6@]", "sync", 120, "done")
            os_log("object %@ number %@", log: log, NSString(string: "<Thing 7>"), "3")
            os_log("%x %X %#o %c %lld", log: log, 255, 255, 8, 65, Int64.max)
        }
        #expect(
            messages.map(\.message) == [
                "format arg 42",
                "Inbox has 7 items at 99.50%",
                "sync took   120 ms [done  ]",
                "object <Thing 7> number 3",
                "ff FF 010 A 9223372036854775807",
            ])
        #expect(messages.map(\.level) == [.error, .info, .critical, .notice, .notice])
        #expect(messages.allSatisfy { $0.label == "com.example.app:sync" })
    }

    @Test func test_OL12_aConversionWithoutAnArgumentPrintsMissingData() {
        let log = OSLog(subsystem: "s", category: "c")
        #expect(text { os_log("%d and %@", log: log, 1) } == "1 and <decode: missing data>")
        #expect(text { os_log("%{public}d%%", log: log, type: .info) } == "<decode: missing data>%")
        #expect(text { os_log("plain text", log: log, type: .info) } == "plain text")
    }

    @Test func test_OL13_theMessageFormRendersLikeALogger() {
        let log = OSLog(subsystem: "com.example.app", category: "sync")
        let code = 404, path = "/inbox"
        let messages = capture {
            os_log(.error, log: log, "Failed \(path, privacy: .public) with \(code, format: .hex(includePrefix: true))")
            os_log(log: log, "default level \(code)")
            os_log("literal, 100% as written")
            os_log("interpolated \(code)")
        }
        #expect(
            messages.map(\.message) == [
                "Failed /inbox with 0x194", "default level 404", "literal, 100% as written", "interpolated 404",
            ])
        #expect(messages.map(\.level) == [.error, .notice, .notice, .notice])
        #expect(messages.map(\.label) == ["com.example.app:sync", "com.example.app:sync", "default", "default"])
    }

    // MARK: Signposts

    @Test func test_OL15_signpostsRecordNothingButRunTheirWorkAndMakeIdentifiers() throws {
        let log = OSLog(subsystem: "com.example.app", category: .pointsOfInterest)
        let signposter = OSSignposter(subsystem: "com.example.app", category: "load")
        let counter = Counter()
        let object = Thing()
        var result = 0
        var ids: [OSSignpostID] = []
        let messages = capture {
            let id = signposter.makeSignpostID()
            let state = signposter.beginInterval("Load", id: id, "page \(counter.next())")
            signposter.emitEvent("Halfway")
            signposter.endInterval("Load", state)
            result = signposter.withIntervalSignpost("Work") { 6 * 7 }
            os_signpost(.begin, log: log, name: "Parse", signpostID: OSSignpostID(log: log))
            os_signpost(.end, log: log, name: "Parse", signpostID: .exclusive, "%d rows", 3)
            ids = [id, signposter.makeSignpostID(), state.signpostID]
        }
        #expect(messages.isEmpty)
        #expect(counter.count == 0)
        #expect(result == 42)
        #expect(ids[0] != ids[1] && ids[0] == ids[2])
        #expect(signposter.makeSignpostID(from: object) == OSSignposter(logger: Logger()).makeSignpostID(from: object))
        #expect(!signposter.isEnabled && !OSSignposter.disabled.isEnabled)
        let state = OSSignpostIntervalState.beginState(id: OSSignpostID(7))
        let decoded = try JSONDecoder().decode(OSSignpostIntervalState.self, from: JSONEncoder().encode(state))
        #expect(decoded.signpostID == OSSignpostID(7))
    }

    // MARK: Locks

    @Test func test_OL16_unfairLocksLetOneThreadInAtATime() {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in
            counter.withLock { $0 += 1 }
        }
        #expect(counter.withLock { $0 } == 1000)

        let bare = OSAllocatedUnfairLock()
        bare.lock()
        #expect(!bare.lockIfAvailable())
        #expect(bare.withLockIfAvailable { 1 } == nil)
        bare.unlock()
        #expect(bare.withLockIfAvailable { 1 } == 1)
        bare.precondition(.notOwner)

        let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        os_unfair_lock_lock(lock)
        #expect(!os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        #expect(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    // MARK: Compiling as iOS code does

    @MainActor @Test func test_OL14_codeWrittenForIOSCompilesInSwift6() {
        let controller = ScreenController()
        let messages = capture { controller.appear() }
        #expect(messages.map(\.message) == ["Inbox shows 3 unread"])
        #expect(messages.map(\.label) == ["com.example.app:screen"])
        requireSendable(controller.logger)
        requireSendable(OSLog.default)
        requireSendable(OSLogType.error)
        requireSendable(OSLogPrivacy.private(mask: .hash))
        requireSendable(OSLogBoolFormat.answer)
        requireSendable(OSAllocatedUnfairLock(initialState: [String]()))
        requireSendable(OSSignposter())
    }
}

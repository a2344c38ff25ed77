#if Live
import Foundation
import Logging
import Testing
@_spi(Testing) import UIKit
import UIKitLive
import UIKitRendering
@testable import UIKitTesting

/// The live view in a real browser: headless Chromium opens the page, taps a tab with the
/// mouse, and the app's state changes; malformed and oversized messages are dropped with a
/// log line and the app goes on.
@MainActor
@Suite(.uikit, .enabled(if: Chromium.shouldRun, "Chromium is not installed"))
struct LiveBrowserTests {
    @Test func tappingATabInThePageSelectsItInTheApp() async throws {
        let first = UIViewController(), second = UIViewController()
        first.view.backgroundColor = .systemRed
        second.view.backgroundColor = .systemGreen
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = showInWindow(tabs)
        let tabButton = try #require(tabs.tabBar._buttonView(for: second.tabBarItem))
        let target = tabButton.convert(CGPoint(x: tabButton.bounds.midX, y: tabButton.bounds.midY), to: window)

        let log = LogLines()
        let server = UIKitLiveServer(configuration: .init(port: 0), logger: Logger(label: "live") { _ in LogLinesHandler(sink: log) })
        let url = try await server.start()
        #expect(url.host == "127.0.0.1" && url.query == nil)  // loopback: no token needed

        // The app runs on the test's virtual clock: each time the page connects or sends
        // something, a few frames of time pass (the frame tick runs, frames go out).
        let (events, wake) = AsyncStream.makeStream(of: Void.self)
        server.onMessage = { wake.yield() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-live-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let facts = folder.appendingPathComponent("facts.json"), shot = folder.appendingPathComponent("shot.png")
        let finished = ScriptFinished()
        let script = Task.detached {
            defer { finished.mark(); wake.yield() }
            return try await Chromium.run(["live", url.absoluteString, facts.path, shot.path, "\(target.x)", "\(target.y)"], output: facts)
        }
        let clock = try #require(VirtualClock.current)
        for await _ in events {
            if finished.isMarked && server.connectionCount == 0 { break }
            clock.advance(by: 2.0 / 60)
        }
        let page = try await script.value

        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === second)
        #expect(page["points"] as? [Double] == [Double(window.bounds.width), Double(window.bounds.height)])
        #expect((page["size"] as? [Double])?.first == Double(window.bounds.width))  // frames at 1×
        #expect(log.contains("dropped a message from page 1: not a message the page sends"))
        #expect(log.contains("dropped a message from page 1: touch without a phase"))
        #expect(log.contains("dropped a message from page 1: unknown message type \"warp\""))
        #expect(log.contains("dropped a message from page 1: 100000 bytes, more than the 16384 accepted"))
        #expect((page["statusBeforeClosing"] as? String) == "iPhone 14 · inactive")  // still connected after the drops (a test app is not launched)
        #expect(log.contains("page 1 left"))
        #expect(server.connectionCount == 0)
        // The app goes on: UIKit still works after the page left.
        tabs.selectedIndex = 0
        drainMainRunLoop()
        #expect(first.viewIfLoaded?.window === window)
        await server.stop()
    }

    @Test func anAddressBeyondLoopbackGetsARandomTokenAndRefusesPagesWithoutIt() async throws {
        let server = UIKitLiveServer(configuration: .init(host: "0.0.0.0", port: 0))
        let token = try #require(server.configuration.token)
        #expect(token.count >= 32)
        #expect(UIKitLiveServer(configuration: .init(host: "0.0.0.0", port: 0)).configuration.token != token)
        let url = try await server.start()
        #expect(url.query == "token=\(token)")
        let base = try #require(URL(string: "http://127.0.0.1:\(url.port ?? 0)/"))
        #expect(try await Self.status(of: base) == 403)
        #expect(try await Self.status(of: URL(string: base.absoluteString + "?token=wrong")!) == 403)
        #expect(try await Self.status(of: URL(string: base.absoluteString + "?token=\(token)")!) == 200)
        await server.stop()
    }

    /// The HTTP status of a GET, fetched by the same script's helper-free path: curl.
    private static func status(of url: URL) async throws -> Int {
        try await Task.detached {
            let process = Process(), pipe = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", url.absoluteString]
            process.standardOutput = pipe
            try process.run()
            process.waitUntilExit()
            return Int(String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)) ?? -1
        }.value
    }
}

/// Set once the browser script has ended.
final class ScriptFinished: @unchecked Sendable {
    private let lock = NSLock()
    private var marked = false
    func mark() { lock.withLock { marked = true } }
    var isMarked: Bool { lock.withLock { marked } }
}

/// Collects log messages. Shared by the handlers below; the lock makes it safe from the
/// server's event-loop threads.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    func contains(_ text: String) -> Bool { lock.withLock { lines.contains { $0.contains(text) } } }
}

/// A swift-log handler writing into a `LogLines`. A value type, as swift-log requires:
/// each logger copy (the server adds metadata per connection, on its own thread) owns its
/// metadata, so no two threads write the same dictionary.
struct LogLinesHandler: LogHandler {
    let sink: LogLines
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) { sink.append("\(event.message)") }
}
#endif

#if Live
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import UIKit

/// Serves a running app to a browser: the page shows the screen (a PNG frame whenever
/// something changed, at most one per 1/60 s of the scheduler's clock), turns mouse and touch
/// input into touches through `UIWindow.sendEvent(_:)`, the wheel into scrolling, typing into
/// the first responder, and offers the simulator's menus (device, rotate, dark mode, text
/// size, Home Screen and back). OpenUIKit addition, in its own product so the `UIKit` module
/// gains no dependency.
///
///     let live = UIKitLiveServer()
///     let url = try await live.start()   // http://127.0.0.1:8080/
///
/// It listens on 127.0.0.1 unless told otherwise; on any other address it requires a token in
/// the URL (a random one unless given). Messages that are malformed or larger than
/// ``Configuration/maxMessageBytes`` are dropped with a log line; closing the page disconnects
/// it and the app goes on.
@MainActor
public final class UIKitLiveServer {
    /// Where and how the server listens.
    public struct Configuration: Sendable {
        /// The address to listen on. Default: loopback only.
        public var host: String
        /// The port; 0 picks a free one. Default 8080.
        public var port: Int
        /// The token the page and its WebSocket must carry (`?token=`). Required when `host`
        /// is not a loopback address: nil then means a random one.
        public var token: String?
        /// Pixels per point of the frames. Default 1.
        public var scale: CGFloat
        /// The largest message accepted from a page, in bytes. Default 16 KiB.
        public var maxMessageBytes: Int

        /// A configuration; the defaults serve on http://127.0.0.1:8080/ without a token.
        public init(host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, scale: CGFloat = 1, maxMessageBytes: Int = 16 * 1024) {
            (self.host, self.port, self.token, self.scale, self.maxMessageBytes) = (host, port, token, scale, maxMessageBytes)
        }

        /// Whether `host` reaches only this machine.
        public var isLoopback: Bool { ["127.0.0.1", "::1", "localhost"].contains(host) }
    }

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The configuration in effect (with the token chosen, if one was needed).
    public private(set) var configuration: Configuration
    /// The page's address once started (with the token, if any).
    public private(set) var url: URL?
    let hub: LiveHub
    private var serverTask: Task<Void, any Error>?
    private var services: ServiceGroup?

    /// A server for the key window (or `window`, if given). Nothing listens until ``start()``.
    public init(configuration: Configuration = Configuration(), window: UIWindow? = nil, logger: Logger = Logger(label: "org.openuikit.live")) {
        var configuration = configuration
        if !configuration.isLoopback && configuration.token == nil { configuration.token = Self.randomToken() }
        self.configuration = configuration
        let fixedWindow = window.map { WeakWindow($0) }
        hub = LiveHub(scale: configuration.scale, logger: logger) {
            fixedWindow.map { $0.window } ?? UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last { !$0.isHidden }
        }
    }

    /// The pages connected now.
    public var connectionCount: Int { hub.clientCount }
    /// Frames sent so far.
    public var framesSent: Int { hub.framesSent }
    /// Called on the main actor after a page connected, sent a message (applied or dropped)
    /// or left: a test driving a virtual clock advances it then.
    public var onMessage: (@MainActor () -> Void)? {
        get { hub.onMessage }
        set { hub.onMessage = newValue }
    }

    /// Starts listening; returns the page's URL once the port is bound.
    @discardableResult
    public func start() async throws -> URL {
        if let url { return url }
        let configuration = configuration, hub = hub
        let page = try Self.pageHTML()
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { request, _ -> Response in
            guard Self.tokenMatches(request, configuration.token) else { return Response(status: .forbidden) }
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
        }
        router.ws("/live") { request, _ in
            Self.tokenMatches(request, configuration.token) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, _ in
            try await Self.serve(inbound: inbound, outbound: outbound, hub: hub, maxMessageBytes: configuration.maxMessageBytes)
        }
        let bound = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router,
            // Frames up to 1 MiB reach the message reader, which drops (with a log line) any
            // message over maxMessageBytes; bigger frames are refused by the WebSocket layer.
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(maxFrameSize: 1 << 20)),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "UIKitLive"),
            onServerRunning: { channel in
                bound.continuation.yield(channel.localAddress?.port ?? 0)
                bound.continuation.finish()
            },
            logger: hub.logger)
        // Stopped by a graceful shutdown (not cancellation), so connections close cleanly.
        let services = ServiceGroup(services: [app], logger: hub.logger)
        self.services = services
        serverTask = Task.detached {
            defer { bound.continuation.finish() }
            try await services.run()
        }
        var port: Int?
        for await value in bound.stream { port = value }
        guard let port, port > 0 else {
            serverTask = nil
            throw StartError(description: "UIKitLive could not listen on \(configuration.host):\(configuration.port)")
        }
        var components = URLComponents()
        components.scheme = "http"
        components.host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        components.port = port
        components.path = "/"
        if let token = configuration.token { components.queryItems = [URLQueryItem(name: "token", value: token)] }
        let url = components.url!
        self.url = url
        return url
    }

    /// Stops listening and disconnects every page; the app goes on.
    public func stop() async {
        hub.disconnectAll()
        await services?.triggerGracefulShutdown()
        _ = await serverTask?.result
        serverTask = nil
        services = nil
        url = nil
    }

    /// One page's connection: frames and status out, input in, until either side closes.
    private nonisolated static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, hub: LiveHub, maxMessageBytes: Int) async throws {
        let (id, stream) = await hub.connect()
        defer { Task { @MainActor in hub.disconnect(id) } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in stream {
                    switch message {
                    case .frame(let png): try await outbound.write(.binary(ByteBuffer(bytes: png)))
                    case .status(let text): try await outbound.write(.text(text))
                    }
                }
            }
            do {
                for try await message in inbound.messages(maxSize: maxMessageBytes) {
                    switch message {
                    case .text(let text) where text.utf8.count > maxMessageBytes:
                        await hub.dropped("\(text.utf8.count) bytes, more than the \(maxMessageBytes) accepted", from: id)
                    case .text(let text): await hub.receive(text, from: id)
                    case .binary: await hub.dropped("binary messages are not read", from: id)
                    }
                }
            } catch {
                // Too big, or the connection broke: this page is done, the app is not.
                await hub.dropped("\(error); closing this page's connection", from: id)
            }
            await hub.disconnect(id)
            group.cancelAll()
        }
    }

    private nonisolated static func tokenMatches(_ request: Request, _ token: String?) -> Bool {
        guard let token else { return true }
        return request.uri.queryParameters.get("token") == token
    }

    private nonisolated static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    }

    private static func pageHTML() throws -> String {
        guard let url = Bundle.module.url(forResource: "index", withExtension: "html", subdirectory: "Page"),
              let html = try? String(contentsOf: url, encoding: .utf8) else {
            throw StartError(description: "UIKitLive's page (Page/index.html) is missing from its resources")
        }
        return html
    }
}

/// A window held weakly (the server must not keep the app's window alive).
private final class WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}
#endif

#if Live
import Foundation
import Logging
@_spi(Testing) @_spi(Rendering) import UIKit
import UIKitRendering

/// The app's side of the live view, on the main actor: the pages connected, the frames sent
/// to them and the input they send back. A frame is drawn on a frame tick (1/60 s on the
/// scheduler's clock, only while a page is connected) when a run-loop turn laid out, started
/// or finished a transition, or moved animations since the last one, when a page sent input,
/// or while animations run; each page gets the newest frame, never a
/// backlog.
@MainActor
final class LiveHub {
    /// What goes to a page: a PNG frame, or a JSON status text.
    enum Outgoing: Sendable {
        case frame(Data)
        case status(String)
    }

    /// One connected page.
    final class Client {
        let id: Int
        let continuation: AsyncStream<Outgoing>.Continuation
        init(id: Int, continuation: AsyncStream<Outgoing>.Continuation) {
            (self.id, self.continuation) = (id, continuation)
        }
    }

    private let windowProvider: @MainActor () -> UIWindow?
    private let renderer: ViewRenderer
    let logger: Logger
    private var clients: [Int: Client] = [:]
    private var nextClientID = 0
    private var isDirty = true
    private var tick: UIKitScheduler.TimerToken?
    private var activityToken: Int?
    let input: LiveInput
    /// Frames sent, in all.
    private(set) var framesSent = 0
    /// Called after a page connected, sent a message (applied or dropped) or left.
    var onMessage: (@MainActor () -> Void)?

    init(scale: CGFloat, logger: Logger, window: @escaping @MainActor () -> UIWindow?) {
        windowProvider = window
        renderer = ViewRenderer(scale: scale)
        self.logger = logger
        input = LiveInput(window: window)
    }

    var clientCount: Int { clients.count }

    /// Registers a page; the stream carries what to send it, newest frame first served.
    func connect() -> (id: Int, stream: AsyncStream<Outgoing>) {
        nextClientID += 1
        let (stream, continuation) = AsyncStream.makeStream(of: Outgoing.self, bufferingPolicy: .bufferingNewest(2))
        let client = Client(id: nextClientID, continuation: continuation)
        clients[client.id] = client
        if activityToken == nil {
            activityToken = UIKitActivityObservers.add { [weak self] activity in
                // Timers alone do not count: the frame tick is one. What they change on screen
                // shows through a layout pass, a transition or an animation.
                if case .turnEnded(let turn) = activity,
                   turn.ranLayoutPass || turn.startedTransitions || turn.ranCompletions || turn.advancedAnimations {
                    self?.isDirty = true
                }
            }
        }
        continuation.yield(.status(status()))
        isDirty = true
        scheduleTick()
        onMessage?()
        return (client.id, stream)
    }

    /// Forgets a page (closed, or its connection failed); the app goes on.
    func disconnect(_ id: Int) {
        guard let client = clients.removeValue(forKey: id) else { return }
        client.continuation.finish()
        logger.info("UIKitLive: page \(id) left; \(clients.count) connected")
        defer { onMessage?() }
        guard clients.isEmpty else { return }
        if let tick { UIKitScheduler.shared.cancel(tick) }
        tick = nil
        if let activityToken { UIKitActivityObservers.remove(activityToken) }
        activityToken = nil
    }

    /// Disconnects every page.
    func disconnectAll() {
        for id in Array(clients.keys) { disconnect(id) }
    }

    /// Applies a message from a page (text JSON); a malformed one is dropped with a log line.
    func receive(_ text: String, from id: Int) {
        defer { onMessage?() }
        let message: LiveMessage
        do {
            message = try LiveMessage(json: text)
        } catch {
            logger.warning("UIKitLive: dropped a message from page \(id): \(error)")
            return
        }
        if input.apply(message) { broadcastStatus() }
        isDirty = true
    }

    /// Says a message was dropped before it could be read (too big, not text).
    func dropped(_ reason: String, from id: Int) {
        logger.warning("UIKitLive: dropped a message from page \(id): \(reason)")
        onMessage?()
    }

    private func scheduleTick() {
        guard tick == nil, !clients.isEmpty else { return }
        tick = UIKitScheduler.shared.schedule(after: 1.0 / 60) { [weak self] in
            guard let self else { return }
            tick = nil
            sendFrameIfChanged()
            scheduleTick()
        }
    }

    /// Draws and sends a frame if something changed (or moves).
    func sendFrameIfChanged() {
        guard !clients.isEmpty, isDirty || UIKitScheduler.shared._hasRunningAnimations, let window = windowProvider() else { return }
        isDirty = false
        let png = renderer.pngData(of: window)
        framesSent += 1
        for client in clients.values { client.continuation.yield(.frame(png)) }
    }

    private func broadcastStatus() {
        let text = status()
        for client in clients.values { client.continuation.yield(.status(text)) }
    }

    /// The screen and the simulator's settings, as the page shows them in its menus.
    func status() -> String {
        let screen = UIScreen.main
        let traits = screen.traitCollection
        let object: [String: Any] = [
            "type": "status",
            "device": screen.deviceProfile.name,
            "devices": LiveInput.devices.map(\.name),
            "width": Double(screen.bounds.width), "height": Double(screen.bounds.height),
            "scale": Double(renderer.scale),
            "dark": traits.userInterfaceStyle == .dark,
            "textSize": traits.preferredContentSizeCategory.rawValue,
            "textSizes": LiveInput.textSizes.map(\.rawValue),
            "state": "\(UIApplication.shared.applicationState)",
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
#endif

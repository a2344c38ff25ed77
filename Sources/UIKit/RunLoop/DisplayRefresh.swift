import Foundation

/// The display's refresh: work that runs once per screen frame while it is registered
/// (`CADisplayLink`, `UIDynamicAnimator`), driven by the one scheduler on its clock.
///
/// Frames fall on a fixed grid of the clock: the first frame comes one frame interval after
/// the first client registers, then one every interval (``frameInterval``, 1/60 s: the
/// 60 Hz display `UIScreen.maximumFramesPerSecond` reports). A turn that finds the clock past
/// several grid times delivers one frame, at the latest of them, as a device drops frames it
/// could not show (RL1). With `UIKitTesting.VirtualClock`, `advance(by: 1)` in its default
/// 1/60 s steps delivers exactly 60 frames, at the same times every run.
///
/// Frames run early in the turn, after timers and before transitions and the layout pass, so
/// what a frame changes (a view moved by a behaviour, a layer changed by a display link) is
/// laid out and drawn in the same turn, as Core Animation commits it after the display link.
@MainActor
final class DisplayRefresh {
    /// One display frame, as a `CADisplayLink` reports it.
    struct Frame {
        /// The time of this frame, on the scheduler's clock.
        var timestamp: TimeInterval
        /// The time of the next frame: when what the client draws now is shown.
        var targetTimestamp: TimeInterval
        /// The time between frames.
        var duration: TimeInterval
    }

    /// Something called every frame while registered and not paused.
    final class Client {
        fileprivate let tick: @MainActor (Frame) -> Void
        /// A paused client is skipped, and keeps no frame coming by itself (set it with
        /// ``DisplayRefresh/setPaused(_:_:now:)``).
        fileprivate(set) var isPaused = false
        fileprivate var isRegistered = true

        fileprivate init(tick: @escaping @MainActor (Frame) -> Void) { self.tick = tick }
    }

    /// The time between frames: a 60 Hz display.
    static let frameInterval: TimeInterval = 1.0 / 60
    /// How close to a grid time the clock counts as having reached it (a virtual clock adds
    /// 1/60 in steps, which rounds).
    private static let tolerance: TimeInterval = 1e-7

    private var clients: [Client] = []
    /// The clock time of frame 0 of the grid; set when a client first needs frames.
    private var origin: TimeInterval?
    /// The number (on the grid) of the last frame delivered.
    private var lastFrame = 0

    /// Registers `tick` to run every frame from the next one on; keep the client to pause
    /// or remove it.
    func add(now: TimeInterval, _ tick: @escaping @MainActor (Frame) -> Void) -> Client {
        let client = Client(tick: tick)
        clients.append(client)
        if origin == nil { origin = now; lastFrame = 0 }
        return client
    }

    /// Stops calling the client; removing one twice does nothing.
    func remove(_ client: Client) {
        client.isRegistered = false
        clients.removeAll { $0 === client }
        if clients.isEmpty { origin = nil }
    }

    /// Pauses or resumes a client. A client resumed while no other was active gets its first
    /// frame at the next grid time, not at once for the frames it missed.
    func setPaused(_ client: Client, _ paused: Bool, now: TimeInterval) {
        guard client.isPaused != paused else { return }
        if !paused, !hasActiveClients, let origin {
            lastFrame = max(lastFrame, Int(((now - origin) / Self.frameInterval + Self.tolerance).rounded(.down)))
        }
        client.isPaused = paused
    }

    /// Forgets the grid (the clock was replaced: its times mean nothing on the new one);
    /// the clients stay, and the grid starts again at `now`.
    func restart(now: TimeInterval) {
        origin = clients.isEmpty ? nil : now
        lastFrame = 0
    }

    /// Whether some client is registered and not paused.
    var hasActiveClients: Bool { clients.contains { !$0.isPaused } }

    /// The clock time of the next frame, when an active client waits for one.
    var nextFrameTime: TimeInterval? {
        guard hasActiveClients, let origin else { return nil }
        return origin + Double(lastFrame + 1) * Self.frameInterval
    }

    /// Whether a frame is due at `now` for an active client.
    func hasDueFrame(at now: TimeInterval) -> Bool {
        guard let next = nextFrameTime else { return false }
        return now + Self.tolerance >= next
    }

    /// Delivers the frame due at `now`, if one is, to every active client in the order they
    /// registered; clients added by a tick wait for the next frame. Returns whether a frame
    /// was delivered.
    @discardableResult
    func runFrame(at now: TimeInterval) -> Bool {
        guard hasDueFrame(at: now), let origin else { return false }
        let number = Int(((now - origin) / Self.frameInterval + Self.tolerance).rounded(.down))
        lastFrame = max(lastFrame + 1, number)
        let timestamp = origin + Double(lastFrame) * Self.frameInterval
        let frame = Frame(timestamp: timestamp, targetTimestamp: timestamp + Self.frameInterval,
                          duration: Self.frameInterval)
        for client in clients where client.isRegistered && !client.isPaused {
            client.tick(frame)
        }
        return true
    }
}

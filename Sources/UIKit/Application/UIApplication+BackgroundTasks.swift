import Foundation

/// Identifies a background task begun with `UIApplication.beginBackgroundTask(expirationHandler:)`,
/// as UIKit's typed integer. Identifiers are unique and increasing within a process (FN6).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The number UIKit gives the task.
    public var rawValue: Int
    /// An identifier with the given number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// An identifier with the given number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` returns when running in the background is not
    /// possible (FN11). Its number is 0, as `UIBackgroundTaskInvalid`.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Background execution time (FN6–FN12): a task begun with `beginBackgroundTask` asks that the
/// app keep running after it goes to the background. Going to the background with a task open
/// (or beginning one while there) starts the one countdown of that background period: iOS
/// grants about 30 seconds, measured here on UIKit's clock (`UIKitScheduler.clock`, a
/// `VirtualClock` in tests). When it runs out, the expiration handler of every task still open
/// runs on the main actor, in the order the tasks were begun. Coming back to the foreground
/// cancels the countdown.
///
/// The methods are `nonisolated`, as in the current iOS SDK, and may be called from any
/// thread (Apple documents it for `endBackgroundTask(_:)` and `backgroundTimeRemaining`).
///
/// Differences from iOS: a task still open after its handler ran does not get the app
/// terminated (iOS kills it); there is no separate short grace period for an app in the
/// background without tasks; tasks carry no default name.
extension UIApplication {
    /// Begins a background task and returns its identifier; `handler` runs on the main actor if
    /// the app's background time runs out before the task is ended (FN8). Returns
    /// ``UIBackgroundTaskIdentifier/invalid`` once this background period's time has run out
    /// (FN11). Each call must be balanced by ``endBackgroundTask(_:)``.
    public nonisolated func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Begins a background task named `taskName` (for debugging; iOS shows it in its logs) and
    /// returns its identifier, as ``beginBackgroundTask(expirationHandler:)``.
    public nonisolated func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        let registry = BackgroundTaskRegistry.shared
        if MainExecution.isMain {
            return MainActor.assumeIsolated {
                guard !BackgroundExecution.hasRunOutOfTime else { return .invalid }
                let identifier = registry.begin(name: taskName, handler: handler)
                BackgroundExecution.taskBegan()
                return UIBackgroundTaskIdentifier(rawValue: identifier)
            }
        }
        guard let identifier = registry.beginIfTimeRemains(name: taskName, handler: handler) else { return .invalid }
        UIKitScheduler.handOver { BackgroundExecution.taskBegan() }
        return UIBackgroundTaskIdentifier(rawValue: identifier)
    }

    /// Ends a background task: its expiration handler will not run. Ending an identifier that
    /// names no open task (never begun, ``UIBackgroundTaskIdentifier/invalid``, or already
    /// ended) logs UIKit's "Can't end BackgroundTask" message and does nothing else (FN12).
    public nonisolated func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard !BackgroundTaskRegistry.shared.end(identifier.rawValue) else { return }
        let number = identifier.rawValue
        if MainExecution.isMain {
            MainActor.assumeIsolated { UIKitDiagnostics.warn(.cannotEndBackgroundTask(number)) }
        } else {
            UIKitScheduler.handOver { UIKitDiagnostics.warn(.cannotEndBackgroundTask(number)) }
        }
    }

    /// The time left before the app's background time runs out, on UIKit's clock (FN7):
    /// `.greatestFiniteMagnitude` in the foreground, and in the background until a task runs
    /// there; then the 30 seconds granted less the time spent, 0 once they are used up.
    /// From another thread it waits for the main queue.
    public nonisolated var backgroundTimeRemaining: TimeInterval {
        MainExecution.run { BackgroundExecution.timeRemaining }
    }
}

/// The open background tasks, in the order begun, and the last identifier handed out. Any
/// thread may begin and end tasks; the lock guards them.
final class BackgroundTaskRegistry: @unchecked Sendable {
    /// An open task.
    struct Task {
        let identifier: Int
        let name: String?
        let handler: (@MainActor @Sendable () -> Void)?
    }

    /// The registry of the process.
    static let shared = BackgroundTaskRegistry()

    private let lock = NSLock()
    private var lastIdentifier = 0
    private var tasks: [Task] = []
    /// Whether this background period's time ran out (read by tasks begun off the main thread).
    private var timeRanOut = false

    private init() {}

    /// Opens a task and returns its identifier.
    @preconcurrency func begin(name: String?, handler: (@MainActor @Sendable () -> Void)?) -> Int {
        lock.withLock { open(name: name, handler: handler) }
    }

    /// Opens a task unless this background period's time ran out.
    @preconcurrency func beginIfTimeRemains(name: String?, handler: (@MainActor @Sendable () -> Void)?) -> Int? {
        lock.withLock { timeRanOut ? nil : open(name: name, handler: handler) }
    }

    /// Call with the lock held.
    @preconcurrency private func open(name: String?, handler: (@MainActor @Sendable () -> Void)?) -> Int {
        lastIdentifier += 1
        tasks.append(Task(identifier: lastIdentifier, name: name, handler: handler))
        return lastIdentifier
    }

    /// Ends the task; false when no open task has that identifier.
    func end(_ identifier: Int) -> Bool {
        lock.withLock {
            guard let index = tasks.firstIndex(where: { $0.identifier == identifier }) else { return false }
            tasks.remove(at: index)
            return true
        }
    }

    /// The open tasks, in the order begun.
    var openTasks: [Task] { lock.withLock { tasks } }

    /// Whether the task is still open.
    func isOpen(_ identifier: Int) -> Bool { lock.withLock { tasks.contains { $0.identifier == identifier } } }

    /// Records whether this background period's time ran out.
    func setTimeRanOut(_ value: Bool) { lock.withLock { timeRanOut = value } }

    /// Forgets every task and starts the identifiers again from 1 (a test's fresh app).
    func reset() {
        lock.withLock {
            tasks.removeAll()
            lastIdentifier = 0
            timeRanOut = false
        }
    }
}

/// The countdown of the current background period, on UIKit's clock.
@MainActor
enum BackgroundExecution {
    /// A background period's countdown.
    private struct Countdown {
        /// The clock time at which the time runs out.
        let deadline: TimeInterval
        /// The clock it was measured on (replacing the clock drops the scheduler's timers).
        let clock: AnyObject
        /// The scheduler timer that runs the handlers at the deadline.
        let timer: UIKitScheduler.TimerToken
        /// Whether the deadline passed and the handlers ran.
        var expired = false
    }

    /// The background time iOS grants an app per background period (iOS 13 and later, FN8).
    static let timeGranted: TimeInterval = 30

    private static var countdown: Countdown?

    /// The countdown, if it still belongs to this background period: the app is in the
    /// background and the clock is the one it was measured on. A stale one (the app was put
    /// back in the foreground without the notification, as a test's reset does) is dropped.
    private static var currentCountdown: Countdown? {
        guard let running = countdown else { return nil }
        let scheduler = UIKitScheduler.shared
        if UIApplication.shared.applicationState == .background, running.clock === scheduler.clock { return running }
        endPeriod()
        return nil
    }

    /// Whether this background period's time ran out (FN11).
    static var hasRunOutOfTime: Bool { currentCountdown?.expired ?? false }

    /// See `UIApplication.backgroundTimeRemaining` (FN7).
    static var timeRemaining: TimeInterval {
        guard UIApplication.shared.applicationState == .background, let running = currentCountdown else {
            return .greatestFiniteMagnitude
        }
        return running.expired ? 0 : max(0, running.deadline - UIKitScheduler.shared.clock.now)
    }

    private static var isObservingApplication = false

    /// From the first task on, follows the app into the background and back through its
    /// notifications (the scene life cycle posts them on the main actor, E5).
    private static func observeApplication() {
        guard !isObservingApplication else { return }
        isObservingApplication = true
        let center = NotificationCenter.default
        _ = center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { appDidEnterBackground() }
        }
        _ = center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { appWillEnterForeground() }
        }
    }

    /// A task was begun: in the background, the countdown starts now unless it runs already.
    static func taskBegan() {
        observeApplication()
        if UIApplication.shared.applicationState == .background, currentCountdown == nil { startCountdown() }
    }

    /// The app went to the background: the countdown starts when a task is open.
    static func appDidEnterBackground() {
        if currentCountdown == nil, !BackgroundTaskRegistry.shared.openTasks.isEmpty { startCountdown() }
    }

    /// The app is coming back: the background period and its countdown end (FN9).
    static func appWillEnterForeground() {
        endPeriod()
    }

    private static func startCountdown() {
        let scheduler = UIKitScheduler.shared
        let granted = timeGranted
        let timer = scheduler.schedule(after: granted) { expire() }
        countdown = Countdown(deadline: scheduler.clock.now + granted, clock: scheduler.clock, timer: timer)
    }

    private static func endPeriod() {
        if let running = countdown, !running.expired { UIKitScheduler.shared.cancel(running.timer) }
        countdown = nil
        BackgroundTaskRegistry.shared.setTimeRanOut(false)
    }

    /// The time ran out: every task open now gets its handler, in the order begun, unless an
    /// earlier handler ended it (FN8).
    private static func expire() {
        guard countdown != nil else { return }
        countdown?.expired = true
        let registry = BackgroundTaskRegistry.shared
        registry.setTimeRanOut(true)
        for task in registry.openTasks where registry.isOpen(task.identifier) {
            task.handler?()
        }
    }

    /// Forgets the tasks and the countdown (a test's fresh app).
    static func reset() {
        observeApplication()
        endPeriod()
        BackgroundTaskRegistry.shared.reset()
    }
}

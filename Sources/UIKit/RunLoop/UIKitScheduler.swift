import Foundation

/// The one scheduler for everything UIKit defers: timed work, starting transitions, the
/// constraint and layout passes, "did" appearance callbacks and completions, and animation
/// progress.
///
/// Each run-loop turn runs the phases in a fixed order, like UIKit's run loop (timers, then
/// the commit):
/// 1. timers: work scheduled with ``schedule(after:_:)`` whose time has come on the clock,
///    earliest first, then work other threads handed over (`UIKitScheduler+Handover.swift`);
/// 2. ``Phase/transitions``: start transitions requested this turn (a push, a present);
/// 3. the update-constraints pass over every window, bottom-up;
/// 4. the layout pass over every window, top-down, then the display pass: layers marked
///    with `setNeedsDisplay` draw (G1);
/// 5. ``Phase/completions``: finish appearance ("did" callbacks) and run completions;
/// 6. advance animations on the clock and call the completions of those that ended.
///
/// Work runs when the main run loop runs (`RunLoop.main.run(until:)`, as iOS tests wait),
/// through a zero-delay timer on `RunLoop.main`, and also from `DispatchQueue.main`. Tests
/// can instead drain it at once with ``drain(maxTurns:)`` (`UIKitTesting` wraps this), which
/// works the same under XCTest and Swift Testing.
@preconcurrency @MainActor
public final class UIKitScheduler {
    /// The scheduler of the process (one per app, as UIKit has one main run loop).
    public static let shared = UIKitScheduler()

    /// Where deferred work is queued.
    public enum Phase: Sendable {
        /// Start of the turn: transitions requested since the last turn.
        case transitions
        /// After layout: "did" callbacks and completions.
        case completions
    }

    /// The clock animations and timers run on. Replace it with a virtual clock in tests.
    /// Replacing it ends the animations in flight (`finished == false`) and drops the timers
    /// waiting (their times belong to the old clock).
    public var clock: any UIKitClock = SystemClock() {
        didSet {
            animations.cancelAll()
            timers.removeAll()
            frames.restart(now: clock.now)
            wake()
        }
    }

    /// Identifies work scheduled with ``schedule(after:_:)``, to cancel it.
    public struct TimerToken: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct ScheduledTimer {
        let token: TimerToken
        let due: TimeInterval
        let work: @MainActor () -> Void
    }

    /// Timers waiting, by due time, then in the order they were scheduled.
    private var timers: [ScheduledTimer] = []
    private var nextTimerID = 0

    @preconcurrency private var transitionQueue: [@MainActor () -> Void] = []
    @preconcurrency private var completionQueue: [@MainActor () -> Void] = []
    /// Layers marked with `setNeedsDisplay` while in a window, in the order marked (G1).
    private var displayQueue: [CALayer] = []
    private var layoutRequested = false
    /// The zero-delay run-loop timer waiting to wake the loop, until it fires (PN5).
    private var wakeTimer: Timer?
    /// Whether a main-queue block waits to run a turn, until it runs (PN5).
    private var mainQueueWakePending = false
    private var clockTimer: Timer?
    /// The clock time the clock timer is set for.
    private var clockTimerDue: TimeInterval?
    private var isRunningTurn = false
    /// How many wake-ups were armed (PN5), for tests.
    private var wakeUpsArmed = 0
    /// Consecutive turns whose constraint and layout passes were asked for only by the
    /// previous turn's passes, and asked for themselves again (PN1: feedback-loop detection).
    private var selfInvalidatingTurns = 0
    /// Whether the constraint and layout passes are running now.
    private var isRunningLayoutPasses = false
    /// Whether a pass was asked for from outside the passes (app code, a transition, a
    /// timer, a completion) since the last passes began (PN1).
    private var layoutRequestedFromOutside = false

    /// The windows the passes run over, weakly held, in creation order.
    private var windows: [WeakBox<UIWindow>] = []

    /// The animation engine whose phase runs last in each turn.
    let animations = AnimationEngine()
    /// Work run once per display frame (display links, dynamic animators), after timers (RL1).
    let frames = DisplayRefresh()

    private init() {}

    /// Queues work for a phase of the next turn and wakes the run loop.
    @preconcurrency public func enqueue(_ phase: Phase, _ work: @escaping @MainActor () -> Void) {
        switch phase {
        case .transitions: transitionQueue.append(work)
        case .completions: completionQueue.append(work)
        }
        wake()
    }

    /// Queues a layer for the display pass of the next turn (G1).
    func enqueueDisplay(_ layer: CALayer) {
        displayQueue.append(layer)
        wake()
    }

    /// Asks for a constraint and layout pass in the next turn.
    func setNeedsLayoutPass() {
        layoutRequested = true
        if !isRunningLayoutPasses { layoutRequestedFromOutside = true }
        wake()
    }

    func register(_ window: UIWindow) {
        windows.removeAll { $0.value == nil }
        windows.append(WeakBox(window))
    }

    /// Windows known to the scheduler that still exist, in creation order.
    var liveWindows: [UIWindow] { windows.compactMap(\.value) }

    /// Whether anything is queued or due (animations that have ended and timers whose time
    /// has come count; running animations and later timers do not, since only the clock can
    /// make them due).
    public var hasPendingWork: Bool {
        !transitionQueue.isEmpty || !completionQueue.isEmpty || layoutRequested
            || !displayQueue.isEmpty || animations.hasDueWork(at: clock.now) || hasDueTimers || Self.handover.hasWork
            || frames.hasDueFrame(at: clock.now)
    }

    /// Whether nothing is queued, due, running or waiting: no deferred work, no animation in
    /// flight (including transitions waiting for an interaction) and no timer. Tests check
    /// invariants "at rest" with it.
    public var isIdle: Bool {
        !hasPendingWork && !animations.hasRunningAnimations && timers.isEmpty && !frames.hasActiveClients
    }

    // MARK: Timers

    /// Runs `work` once, in the first turn in which the clock has reached `delay` seconds from
    /// now (timers run first in the turn, earliest due first; equal times in the order
    /// scheduled). With the real clock the run loop wakes by itself at that time; with a
    /// virtual clock, `VirtualClock.advance(by:)` runs it once it moves past the time.
    /// A delay of zero or less runs it in the next turn.
    ///
    /// An OpenUIKit addition (UIKit code uses `Timer` or `DispatchQueue` for this): UIKit's own
    /// timed behaviour, such as a long press's minimum duration, runs on it so that tests
    /// control time. Replacing ``clock`` drops the timers waiting.
    @discardableResult
    @preconcurrency public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> TimerToken {
        nextTimerID += 1
        let token = TimerToken(id: nextTimerID)
        let timer = ScheduledTimer(token: token, due: clock.now + max(0, delay), work: work)
        let index = timers.firstIndex { $0.due > timer.due } ?? timers.endIndex
        timers.insert(timer, at: index)
        if !isRunningTurn { armClockTimer() }
        if hasDueTimers { wake() }
        return token
    }

    /// Cancels a timer that has not run yet; does nothing for one that ran or was cancelled.
    public func cancel(_ token: TimerToken) {
        timers.removeAll { $0.token == token }
    }

    /// The clock time at which the earliest timer is due, or nil when none waits
    /// (`UIKitTesting.VirtualClock` stops there, so timers run at their exact time).
    @_spi(Testing) public var _nextTimerTime: TimeInterval? { timers.first?.due }

    /// Whether animations are in flight on the clock (the trace recorder takes fewer
    /// pictures then).
    @_spi(Testing) public var _hasRunningAnimations: Bool { animations.hasRunningAnimations }

    private var hasDueTimers: Bool { timers.first.map { $0.due <= clock.now } ?? false }

    /// Runs the timers due now; those they schedule for now run in the next turn. Returns
    /// whether any ran.
    @discardableResult
    private func runDueTimers() -> Bool {
        let now = clock.now
        let dueCount = timers.prefix { $0.due <= now }.count
        guard dueCount > 0 else { return false }
        let due = timers.prefix(dueCount)
        timers.removeFirst(dueCount)
        for timer in due { timer.work() }
        return true
    }

    /// Runs one turn: every phase once, in order. Work a phase queues for an earlier phase
    /// waits for the next turn.
    public func runTurn() {
        guard !isRunningTurn else { return }  // a run loop spun from inside a callback
        isRunningTurn = true
        defer { isRunningTurn = false }
        // PN5: a wake-up still waiting stays armed; it finds nothing to do or runs the next turn.

        let ranTimers = runDueTimers()
        let handedOver = Self.handover.hasWork
        runHandedOverWork()
        // RL1: display-link frames run after timers, before the passes that lay out and draw them.
        let ranFrame = frames.runFrame(at: clock.now)

        let starts = transitionQueue; transitionQueue.removeAll()
        for work in starts { work() }

        let laidOut = layoutRequested
        if layoutRequested {
            layoutRequested = false
            let askedFromOutside = layoutRequestedFromOutside
            layoutRequestedFromOutside = false
            isRunningLayoutPasses = true
            for window in liveWindows { window._updateConstraintsPass() }
            for window in liveWindows { window._layoutPass() }
            isRunningLayoutPasses = false
            // Views invalidated by their ancestors' layout were handled in this pass; only
            // work left now (asked for by a pass about itself) needs another turn.
            layoutRequested = liveWindows.contains { $0._hasPendingLayoutWork }
            // PN1: only passes that keep re-dirtying themselves, turn after turn with nothing
            // new from outside, count towards a loop; new work from outside starts the count again.
            selfInvalidatingTurns = !layoutRequested ? 0 : askedFromOutside ? 1 : selfInvalidatingTurns + 1
            if selfInvalidatingTurns == 100 {
                UIKitDiagnostics.warn(.layoutFeedbackLoop(turns: selfInvalidatingTurns))
            }
        }

        // G1: drawing runs after layout, once per marked layer, as Core Animation's commit.
        let displayed = !displayQueue.isEmpty
        if displayed {
            let layers = displayQueue; displayQueue.removeAll()
            for layer in layers { layer._runDisplayPass() }
        }

        let completions = completionQueue; completionQueue.removeAll()
        for work in completions { work() }

        let animated = animations.hasRunningAnimations
        animations.advance(to: clock.now)

        let pending = hasPendingWork
        if pending { wake() }
        armClockTimer()
        guard !UIKitActivityObservers.isEmpty else { return }
        var turn = UIKitTurn()
        turn.ranTimers = ranTimers || handedOver
        turn.ranFrame = ranFrame
        turn.startedTransitions = !starts.isEmpty
        turn.ranLayoutPass = laidOut
        turn.ranDisplayPass = displayed
        turn.ranCompletions = !completions.isEmpty
        turn.advancedAnimations = animated
        turn.isSettled = !pending
        UIKitActivityObservers.notify(.turnEnded(turn))
    }

    /// Runs turns until nothing is pending (or `maxTurns` is reached, which means some work
    /// keeps asking for more: a layout feedback loop). Returns the number of turns run.
    @discardableResult
    public func drain(maxTurns: Int = 1_000) -> Int {
        var turns = 0
        while hasPendingWork && turns < maxTurns {
            runTurn()
            turns += 1
        }
        return turns
    }

    /// Arms the wake-ups: a zero-delay timer on the main run loop and a main-queue block.
    /// Both call `runTurn`, which is idempotent when nothing is pending.
    ///
    /// PN5: each is armed only when none of its kind is waiting, and a turn does not disarm
    /// them: adding a run-loop timer sets the loop's kernel timer, which cost a fifth of a
    /// push when it was done for every queued item. Work queued while one waits is run by it.
    private func wake() {
        guard !isRunningTurn else { return }
        if wakeTimer == nil {
            let timer = Timer(timeInterval: 0, repeats: false) { _ in
                MainActor.assumeIsolated { UIKitScheduler.shared.wakeTimerFired() }
            }
            RunLoop.main.add(timer, forMode: .common)
            wakeTimer = timer
            wakeUpsArmed &+= 1
        }
        if !mainQueueWakePending {
            mainQueueWakePending = true
            wakeUpsArmed &+= 1
            DispatchQueue.main.async {
                MainActor.assumeIsolated { UIKitScheduler.shared.mainQueueWakeRan() }
            }
        }
    }

    private func wakeTimerFired() {
        wakeTimer = nil
        runTurnIfPending()
    }

    private func mainQueueWakeRan() {
        mainQueueWakePending = false
        runTurnIfPending()
    }

    func runTurnIfPending() {
        if hasPendingWork { runTurn() }
    }

    /// How many wake-ups (run-loop timers and main-queue blocks) were armed so far: one of
    /// each while they wait, however much work is queued (PN5).
    @_spi(Testing) public var _wakeUpsArmed: Int { wakeUpsArmed }

    /// With a real clock, wakes the run loop when the next animation ends or the next timer
    /// is due, whichever comes first. A timer already set for that time is kept (turns run
    /// often while an animation plays; adding a run-loop timer each turn cost 8% of the demo).
    private func armClockTimer() {
        let times = clock.advancesByItself
            ? [animations.nextEndTime, timers.first?.due, frames.nextFrameTime].compactMap { $0 } : []
        let next = times.min()
        if let next, next == clockTimerDue, clockTimer?.isValid == true { return }
        clockTimer?.invalidate(); clockTimer = nil; clockTimerDue = nil
        guard let next else { return }
        let timer = Timer(timeInterval: max(0, next - clock.now), repeats: false) { _ in
            MainActor.assumeIsolated { UIKitScheduler.shared.runTurn() }
        }
        RunLoop.main.add(timer, forMode: .common)
        clockTimer = timer
        clockTimerDue = next
    }

    /// Registers work to run once per display frame from the next frame on (RL1): what
    /// `CADisplayLink` and `UIDynamicAnimator` run on.
    func addFrameClient(_ tick: @escaping @MainActor (DisplayRefresh.Frame) -> Void) -> DisplayRefresh.Client {
        let client = frames.add(now: clock.now, tick)
        frameClientsChanged()
        return client
    }

    /// Stops a frame client (removing it twice does nothing).
    func removeFrameClient(_ client: DisplayRefresh.Client) {
        frames.remove(client)
        frameClientsChanged()
    }

    /// Pauses or resumes a frame client (RL1).
    func setFrameClient(_ client: DisplayRefresh.Client, paused: Bool) {
        frames.setPaused(client, paused, now: clock.now)
        frameClientsChanged()
    }

    /// Called when a frame client is added, removed, paused or resumed, so a real clock wakes
    /// the loop for the next frame (or stops waking it).
    private func frameClientsChanged() {
        if !isRunningTurn { armClockTimer() }
    }

    /// Called when animations are added, so a real clock wakes the loop at their end.
    func animationsChanged() {
        if !isRunningTurn { armClockTimer() }
        if animations.hasDueWork(at: clock.now) { wake() }
    }
}

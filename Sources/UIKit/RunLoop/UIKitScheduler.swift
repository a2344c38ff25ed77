import Foundation

/// The one scheduler for everything UIKit defers: starting transitions, the constraint and
/// layout passes, "did" appearance callbacks and completions, and animation progress.
///
/// Each run-loop turn runs the phases in a fixed order, like UIKit's commit:
/// 1. ``Phase/transitions``: start transitions requested this turn (a push, a present);
/// 2. the update-constraints pass over every window, bottom-up;
/// 3. the layout pass over every window, top-down;
/// 4. ``Phase/completions``: finish appearance ("did" callbacks) and run completions;
/// 5. advance animations on the clock and call the completions of those that ended.
///
/// Work runs when the main run loop runs (`RunLoop.main.run(until:)`, as iOS tests wait),
/// through a zero-delay timer on `RunLoop.main`, and also from `DispatchQueue.main`. Tests
/// can instead drain it at once with ``drain(maxTurns:)`` (`UIKitTesting` wraps this), which
/// works the same under XCTest and Swift Testing.
@MainActor
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

    /// The clock animations run on. Replace it with a virtual clock in tests.
    /// Replacing it ends the animations in flight (`finished == false`).
    public var clock: any UIKitClock = SystemClock() {
        didSet {
            animations.cancelAll()
            wake()
        }
    }

    private var transitionQueue: [@MainActor () -> Void] = []
    private var completionQueue: [@MainActor () -> Void] = []
    private var layoutRequested = false
    private var wakeArmed = false
    private var wakeTimer: Timer?
    private var animationTimer: Timer?
    private var isRunningTurn = false
    /// Consecutive turns in which a pass asked for itself again (feedback-loop detection).
    private var selfInvalidatingTurns = 0

    /// The windows the passes run over, weakly held, in creation order.
    private var windows: [WeakBox<UIWindow>] = []

    /// The animation engine whose phase runs last in each turn.
    let animations = AnimationEngine()

    private init() {}

    /// Queues work for a phase of the next turn and wakes the run loop.
    public func enqueue(_ phase: Phase, _ work: @escaping @MainActor () -> Void) {
        switch phase {
        case .transitions: transitionQueue.append(work)
        case .completions: completionQueue.append(work)
        }
        wake()
    }

    /// Asks for a constraint and layout pass in the next turn.
    func setNeedsLayoutPass() {
        layoutRequested = true
        wake()
    }

    func register(_ window: UIWindow) {
        windows.removeAll { $0.value == nil }
        windows.append(WeakBox(window))
    }

    /// Windows known to the scheduler that still exist, in creation order.
    var liveWindows: [UIWindow] { windows.compactMap(\.value) }

    /// Whether anything is queued or due (animations that have ended count; running ones
    /// do not, since only the clock can end them).
    public var hasPendingWork: Bool {
        !transitionQueue.isEmpty || !completionQueue.isEmpty || layoutRequested
            || animations.hasDueWork(at: clock.now)
    }

    /// Whether nothing is queued, due or running: no deferred work and no animation in flight
    /// (including transitions waiting for an interaction). Tests check invariants "at rest"
    /// with it.
    public var isIdle: Bool { !hasPendingWork && !animations.hasRunningAnimations }

    /// Runs one turn: every phase once, in order. Work a phase queues for an earlier phase
    /// waits for the next turn.
    public func runTurn() {
        guard !isRunningTurn else { return }  // a run loop spun from inside a callback
        isRunningTurn = true
        defer { isRunningTurn = false }
        wakeArmed = false
        wakeTimer?.invalidate(); wakeTimer = nil

        let starts = transitionQueue; transitionQueue.removeAll()
        for work in starts { work() }

        if layoutRequested {
            layoutRequested = false
            for window in liveWindows { window._updateConstraintsPass() }
            for window in liveWindows { window._layoutPass() }
            // Views invalidated by their ancestors' layout were handled in this pass; only
            // work left now (asked for by a pass about itself) needs another turn.
            layoutRequested = liveWindows.contains { $0._hasPendingLayoutWork }
            selfInvalidatingTurns = layoutRequested ? selfInvalidatingTurns + 1 : 0
            if selfInvalidatingTurns == 100 {
                UIKitDiagnostics.warn(.layoutFeedbackLoop(turns: selfInvalidatingTurns))
            }
        }

        let completions = completionQueue; completionQueue.removeAll()
        for work in completions { work() }

        animations.advance(to: clock.now)

        if hasPendingWork { wake() }
        armAnimationTimer()
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
    private func wake() {
        guard !wakeArmed, !isRunningTurn else { return }
        wakeArmed = true
        let timer = Timer(timeInterval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { UIKitScheduler.shared.runTurnIfPending() }
        }
        RunLoop.main.add(timer, forMode: .common)
        wakeTimer = timer
        DispatchQueue.main.async {
            MainActor.assumeIsolated { UIKitScheduler.shared.runTurnIfPending() }
        }
    }

    private func runTurnIfPending() {
        if hasPendingWork { runTurn() } else { wakeArmed = false }
    }

    /// With a real clock, wakes the run loop when the next animation ends.
    private func armAnimationTimer() {
        animationTimer?.invalidate(); animationTimer = nil
        guard clock.advancesByItself, let end = animations.nextEndTime else { return }
        let delay = max(0, end - clock.now)
        let timer = Timer(timeInterval: delay, repeats: false) { _ in
            MainActor.assumeIsolated { UIKitScheduler.shared.runTurn() }
        }
        RunLoop.main.add(timer, forMode: .common)
        animationTimer = timer
    }

    /// Called when animations are added, so a real clock wakes the loop at their end.
    func animationsChanged() {
        if !isRunningTurn { armAnimationTimer() }
        if animations.hasDueWork(at: clock.now) { wake() }
    }
}

/// A weak reference, for registries that must not keep objects alive.
struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

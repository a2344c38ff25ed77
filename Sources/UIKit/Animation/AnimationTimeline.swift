import Foundation

/// A time base that animations can follow instead of the clock: paused at a fraction,
/// running forward, or running backward. Interactive transitions scrub their animations on
/// one (X2); `UIViewPropertyAnimator` is one.
///
/// Animations recorded while a timeline is current (``AnimationEngine/currentTimeline``)
/// start at the timeline's `origin`; their shown values use the timeline's local time.
@preconcurrency @MainActor
final class AnimationTimeline {
    /// Local time at fraction 0.
    let origin: TimeInterval
    /// Local time span from fraction 0 to 1.
    let duration: TimeInterval
    private var anchorClock: TimeInterval
    private var anchorFraction: Double
    /// Fractions per second of clock time divided by `1 / duration`: 0 paused, 1 normal
    /// speed forward, negative backward.
    private(set) var rate: Double

    init(origin: TimeInterval, duration: TimeInterval, paused: Bool) {
        self.origin = origin
        self.duration = max(duration, 1e-6)
        anchorClock = origin
        anchorFraction = 0
        rate = paused ? 0 : 1
    }

    /// Progress in 0...1 at clock time `now`.
    func fraction(at now: TimeInterval) -> Double {
        min(1, max(0, anchorFraction + (now - anchorClock) * rate / duration))
    }

    /// The local time animations see at clock time `now`.
    func localTime(at now: TimeInterval) -> TimeInterval { origin + fraction(at: now) * duration }

    /// Stops at `fraction` (scrubbing).
    func pause(at fraction: Double, now: TimeInterval) {
        anchorFraction = min(1, max(0, fraction)); anchorClock = now; rate = 0
    }

    /// Runs from where it is, at `rate` (negative: backward).
    func run(rate: Double, now: TimeInterval) {
        anchorFraction = fraction(at: now); anchorClock = now; self.rate = rate
    }

    var isReversed: Bool { rate < 0 }

    /// Whether a paused timeline shows its animations at their linear fraction instead of
    /// along their curves (`UIViewPropertyAnimator.scrubsLinearly`, AN5).
    var scrubsLinearly = false
    /// Whether the animations show their linear fraction now: paused, and scrubbing linearly.
    var isScrubbingLinearly: Bool { scrubsLinearly && rate == 0 }

    /// Whether an animation spanning `start...end` (local time) has run to its end in the
    /// current direction.
    func hasEnded(start: TimeInterval, end: TimeInterval, at now: TimeInterval) -> Bool {
        let local = localTime(at: now), fraction = fraction(at: now)
        if rate > 0 { return local >= end || fraction >= 1 }
        if rate < 0 { return local <= start || fraction <= 0 }
        return false
    }

    /// The clock time at which an animation spanning `start...end` ends, or nil when paused.
    func clockTime(whenEnding start: TimeInterval, _ end: TimeInterval) -> TimeInterval? {
        guard rate != 0 else { return nil }
        let target = rate > 0 ? min(end, origin + duration) : max(start, origin)
        let anchorLocal = origin + anchorFraction * duration
        return anchorClock + max(0, (target - anchorLocal) / rate)
    }
}

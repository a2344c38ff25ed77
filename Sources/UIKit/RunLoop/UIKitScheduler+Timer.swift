import Foundation

extension UIKitScheduler {
    /// A Foundation `Timer` that fires on UIKit's clock instead of a run loop: the same
    /// `Timer` apps keep and invalidate, but its firings are UIKit timers (``schedule(after:_:)``),
    /// so a virtual clock in tests moves it like an animation. Invalidating it stops it;
    /// `fire()` runs the block at once. The porter sends `Timer.scheduledTimer(…)` here.
    @discardableResult
    public func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                               block: @escaping @MainActor (Timer) -> Void) -> Timer {
        nonisolated(unsafe) let work = block
        let timer = Timer(timeInterval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { work(timer) }
        }
        arm(timer, every: max(interval, 0.0001), repeats: repeats)
        return timer
    }

    /// ``scheduledTimer(withTimeInterval:repeats:block:)`` with a `userInfo` the timer carries
    /// (what the porter makes of `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    public func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, userInfo: Any?,
                               block: @escaping @MainActor (Timer) -> Void) -> Timer {
        nonisolated(unsafe) let work = block
        let timer = _UserInfoTimer(timeInterval: interval, repeats: repeats, userInfo: userInfo) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { work(timer) }
        }
        arm(timer, every: max(interval, 0.0001), repeats: repeats)
        return timer
    }

    private func arm(_ timer: Timer, every interval: TimeInterval, repeats: Bool) {
        nonisolated(unsafe) let timer = timer
        schedule(after: interval) { [weak self] in
            guard timer.isValid else { return }
            timer.fire()
            if repeats { self?.arm(timer, every: interval, repeats: repeats) } else { timer.invalidate() }
        }
    }
}

/// A block timer that carries a `userInfo`, as a selector-based timer does: Linux's Foundation
/// has block timers only, and they carry none. The porter makes `Timer(timeInterval:target:
/// selector:userInfo:repeats:)` one of these.
public final class _UserInfoTimer: Timer, @unchecked Sendable {
    private let info: Any?

    /// A timer firing `block` after `interval` (again each `interval` when it `repeats`), with `userInfo`.
    public init(timeInterval interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping @Sendable (Timer) -> Void) {
        info = userInfo
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// The value the timer was made with.
    public override var userInfo: Any? { info }
}

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

    private func arm(_ timer: Timer, every interval: TimeInterval, repeats: Bool) {
        nonisolated(unsafe) let timer = timer
        schedule(after: interval) { [weak self] in
            guard timer.isValid else { return }
            timer.fire()
            if repeats { self?.arm(timer, every: interval, repeats: repeats) } else { timer.invalidate() }
        }
    }
}

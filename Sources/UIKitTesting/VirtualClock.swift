import Foundation
@_spi(Testing) import UIKit

/// A clock that moves only when a test advances it. Install it with ``install()``; every
/// animation then runs on it, and ``advance(by:step:)`` moves time and runs the scheduler, so
/// animation completions and presentation values are exact.
@MainActor
public final class VirtualClock: UIKitClock {
    /// The current virtual time, in seconds.
    public private(set) var now: TimeInterval
    /// False: only ``advance(by:step:)`` moves it.
    public var advancesByItself: Bool { false }

    /// Creates a clock at `start` seconds.
    public init(start: TimeInterval = 1_000) { now = start }

    /// The virtual clock the scheduler runs on, if it runs on one (the one ``resetUIKit(device:)``
    /// and the `.uikit` test trait install).
    @MainActor public static var current: VirtualClock? { UIKitScheduler.shared.clock as? VirtualClock }

    /// Called after each step of ``advance(by:step:)`` has run the scheduler (the trace
    /// recorder looks at the screen then: animations move with the clock, between turns).
    static var stepObservers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Makes this the scheduler's clock and returns it.
    @discardableResult
    public func install() -> VirtualClock {
        UIKitScheduler.shared.clock = self
        return self
    }

    /// Moves time forward by `seconds` in steps of at most `step` (one frame by default),
    /// running the scheduler after each step, so completions fire in time order. A step also
    /// stops at the time a scheduler timer (`UIKitScheduler.schedule(after:_:)`) is due, so
    /// the timer runs at exactly its time.
    public func advance(by seconds: TimeInterval, step: TimeInterval = 1.0 / 60) {
        precondition(seconds >= 0, "a clock does not go back")
        let end = now + seconds
        UIKitScheduler.shared.drain()
        while now < end {
            var next = min(end, now + step)
            if let timer = UIKitScheduler.shared._nextTimerTime, timer > now { next = min(next, timer) }
            now = next
            UIKitScheduler.shared.drain()
            for observer in Self.stepObservers.values { observer() }
        }
    }
}

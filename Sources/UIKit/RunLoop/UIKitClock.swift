import Foundation

/// The time source animations and scheduler timers run on. UIKit uses real time; tests install a virtual clock
/// (`UIKitTesting.VirtualClock`) and advance it explicitly.
@preconcurrency @MainActor
public protocol UIKitClock: AnyObject {
    /// Seconds since an arbitrary origin; never decreases.
    var now: TimeInterval { get }
    /// Whether the scheduler should wake the run loop on its own when an animation ends or a
    /// timer is due (true for real time; a virtual clock advances only when told to).
    var advancesByItself: Bool { get }
}

/// Real time, from the system's monotonic uptime.
@preconcurrency @MainActor
public final class SystemClock: UIKitClock {
    /// Creates a clock on real time.
    public init() {}
    /// The system uptime.
    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }
    /// True: real time passes by itself.
    public var advancesByItself: Bool { true }
}

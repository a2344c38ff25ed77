import Dispatch
import Foundation

/// Whether code runs where the main actor does. On Linux the main actor's work may run on
/// a dispatch thread draining the main queue (Swift Testing does so), where
/// `Thread.isMainThread` is false; the main queue's specific value tells both cases apart.
public enum MainExecution {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the caller is on the main thread or in the main queue.
    public static var isMain: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `body` on the main actor: at once when already there, else synchronously on the
    /// main queue.
    public static func run<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if isMain { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

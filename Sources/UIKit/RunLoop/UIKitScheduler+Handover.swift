import Foundation

/// Work other threads hand to the main actor (a document's file access finishing, Z4): it
/// runs at the start of the scheduler's next turn, after the timers, so completion handlers
/// and state changes arrive on the main thread through the one scheduler.
final class WorkHandover: @unchecked Sendable {
    private let condition = NSCondition()
    @preconcurrency private var queue: [@Sendable @MainActor () -> Void] = []

    /// Adds work; any thread.
    @preconcurrency func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        condition.lock()
        queue.append(work)
        condition.broadcast()
        condition.unlock()
    }

    /// Takes the work posted so far.
    @preconcurrency func takeAll() -> [@Sendable @MainActor () -> Void] {
        condition.lock()
        defer { condition.unlock() }
        let taken = queue
        queue.removeAll()
        return taken
    }

    var hasWork: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !queue.isEmpty
    }

    /// Blocks until work was posted or `deadline` passed; true when there is work.
    func wait(until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty {
            if !condition.wait(until: deadline) { return !queue.isEmpty }
        }
        return true
    }
}

extension UIKitScheduler {
    /// The work handed over from other threads.
    nonisolated static let handover = WorkHandover()

    /// Runs `work` on the main actor in the scheduler's next turn; callable from any thread.
    /// The main run loop wakes for it (in an app; tests drain).
    nonisolated static func handOver(_ work: @escaping @Sendable @MainActor () -> Void) {
        handover.post(work)
        DispatchQueue.main.async {
            MainActor.assumeIsolated { UIKitScheduler.shared.runTurnIfPending() }
        }
    }

    /// Waits, blocking the calling thread, until another thread hands work over or
    /// `deadline` passes; true when work waits. For tests that wait on background work
    /// without sleeping (`UIKitTesting.drainMainRunLoop(until:timeout:)`).
    @_spi(Testing) public nonisolated func _waitForHandedOverWork(until deadline: Date) -> Bool {
        Self.handover.wait(until: deadline)
    }

    /// Runs the work handed over so far.
    func runHandedOverWork() {
        for work in Self.handover.takeAll() { work() }
    }
}

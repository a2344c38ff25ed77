#if canImport(Glibc) || canImport(Musl)
/// A lock with the state it protects, kept on the heap so that copies of the structure share
/// one lock (`let cache = OSAllocatedUnfairLock(initialState: [String: Data]())`).
///
/// Difference from iOS: the lock is a pthread mutex (see `os_unfair_lock`), and
/// ``precondition(_:)`` checks nothing. Taking it twice on one thread deadlocks (iOS crashes).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Whether the calling code holds the lock, for ``precondition(_:)``.
    public enum Ownership: Hashable, Sendable {
        /// The calling code holds the lock.
        case owner
        /// The calling code does not hold the lock.
        case notOwner
    }

    /// The state, with the mutex as the buffer's one element; the mutex is destroyed with it.
    private final class Storage: ManagedBuffer<State, os_unfair_lock> {
        deinit {
            _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
        }
    }

    private let storage: Storage

    /// A lock protecting `initialState`, which need not be `Sendable` (the caller vouches that
    /// it is not shared outside the lock).
    public init(uncheckedState initialState: State) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in initialState }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(to: os_unfair_lock()) }
        // `create` returns the class it was called on.
        storage = unsafeDowncast(buffer, to: Storage.self)
    }

    /// A lock protecting `initialState`.
    public init(initialState: State) where State: Sendable {
        self.init(uncheckedState: initialState)
    }

    /// Runs `body` with the lock held and the state to read or change; returns what it returns.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { state, lock in
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` with the lock held; `body` and its result must be `Sendable`.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where State: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the lock held if no thread holds it; nil, without running it, otherwise.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        try storage.withUnsafeMutablePointers { state, lock in
            guard os_unfair_lock_trylock(lock) else { return nil }
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` with the lock held if it is free; `body` and its result must be `Sendable`.
    public func withLockIfAvailable<R: Sendable>(
        _ body: @Sendable (inout State) throws -> R
    ) rethrows -> R? where State: Sendable {
        try withLockIfAvailableUnchecked(body)
    }

    /// Checks that the calling code does or does not hold the lock. Difference from iOS: checks
    /// nothing (a default pthread mutex does not tell its owner).
    public func precondition(_ condition: Ownership) {}
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock that protects no state, taken with ``lock()`` and ``unlock()``.
    public init() {
        self.init(uncheckedState: ())
    }

    /// Takes the lock, waiting while another thread holds it.
    public func lock() {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_lock($0) }
    }

    /// Releases the lock this thread holds.
    public func unlock() {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_unlock($0) }
    }

    /// Takes the lock if no thread holds it; returns whether it did.
    public func lockIfAvailable() -> Bool {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_trylock($0) }
    }

    /// Runs `body` with the lock held.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Runs `body` with the lock held; `body` and its result must be `Sendable`.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the lock held if it is free; nil, without running it, otherwise.
    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
        guard lockIfAvailable() else { return nil }
        defer { unlock() }
        return try body()
    }

    /// Runs `body` with the lock held if it is free; `body` and its result must be `Sendable`.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }
}
#endif

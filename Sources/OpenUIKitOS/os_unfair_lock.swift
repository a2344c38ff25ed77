// `os_unfair_lock` (os/lock.h), which iOS code uses through `import os` (ported: `import
// OpenUIKitOS`). On Linux the lock is a pthread mutex: the zeroed value `os_unfair_lock()` is
// an unlocked default mutex, as the zeroed `os_unfair_lock` is unlocked on iOS. The module
// re-exports the C library, as `import os` re-exports Darwin on iOS.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif

#if canImport(Glibc) || canImport(Musl)
/// A lock that is not recursive and does not wait in line: the lock `os_unfair_lock_lock`
/// takes. Make it with `os_unfair_lock()` and pass its address (`os_unfair_lock_lock(&lock)`).
///
/// Difference from iOS: it is a pthread mutex (larger, and without iOS's check that the thread
/// unlocking it is the one that locked it).
public typealias os_unfair_lock = pthread_mutex_t

/// The lock's C structure name.
public typealias os_unfair_lock_s = pthread_mutex_t

/// A pointer to a lock, as the C functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// Takes the lock, waiting while another thread holds it. Taking it again on the same thread
/// deadlocks (iOS crashes instead).
@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
}

/// Takes the lock if no thread holds it; returns whether it did.
@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}

/// Releases the lock taken by this thread.
@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
}

/// Checks that this thread holds the lock. Difference from iOS: checks nothing (a default
/// pthread mutex does not tell its owner).
@_alwaysEmitIntoClient
public func os_unfair_lock_assert_owner(_ lock: UnsafePointer<os_unfair_lock>) {}

/// Checks that this thread does not hold the lock. Difference from iOS: checks nothing.
@_alwaysEmitIntoClient
public func os_unfair_lock_assert_not_owner(_ lock: UnsafePointer<os_unfair_lock>) {}
#endif

import Foundation

/// A recursive lock per object, as the Objective-C runtime keeps for `@synchronized`: each lock
/// is made on first use and found again by the object's identity while the object lives.
private let synchronizationLocks = ObjectSideTable<NSRecursiveLock>()

/// The lock that belongs to `object`, made now if it has none.
private func synchronizationLock(for object: AnyObject) -> NSRecursiveLock {
    synchronizationLocks.update(object) { lock in
        if let lock { return lock }
        let made = NSRecursiveLock()
        lock = made
        return made
    }.result
}

/// What `objc_sync_enter` and `objc_sync_exit` return when they succeed.
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// The code `objc_sync_exit` returns for a lock the calling thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// Takes the recursive lock that belongs to `obj`, waiting while another thread holds it, as
/// `@synchronized(obj)` begins. The same thread may take it again (it must exit as often).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    synchronizationLock(for: obj as AnyObject).lock()
    return OBJC_SYNC_SUCCESS
}

/// Gives back the lock `objc_sync_enter(obj)` took. Difference from iOS: a thread that does not
/// hold the lock is not detected (Foundation's recursive lock cannot tell); do not do it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    synchronizationLock(for: obj as AnyObject).unlock()
    return OBJC_SYNC_SUCCESS
}

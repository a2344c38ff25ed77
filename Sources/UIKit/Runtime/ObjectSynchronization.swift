import Foundation

/// A recursive lock per object, as the Objective-C runtime keeps for `@synchronized`: each lock
/// is made on first use and found again by the object's identity while the object lives.
private final class SynchronizationLocks: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let lock: NSRecursiveLock
    }

    static let shared = SynchronizationLocks()
    private let tableLock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var insertionsSinceSweep = 0

    func lock(for object: AnyObject) -> NSRecursiveLock {
        tableLock.lock()
        defer { tableLock.unlock() }
        let key = ObjectIdentifier(object)
        // An entry whose object is gone belongs to an earlier object at the same address.
        if let entry = entries[key], entry.object === object { return entry.lock }
        let lock = NSRecursiveLock()
        entries[key] = Entry(object: object, lock: lock)
        insertionsSinceSweep += 1
        if insertionsSinceSweep > max(64, entries.count) {
            entries = entries.filter { $0.value.object != nil }
            insertionsSinceSweep = 0
        }
        return lock
    }
}

/// What `objc_sync_enter` and `objc_sync_exit` return when they succeed.
public let OBJC_SYNC_SUCCESS: Int32 = 0
/// The code `objc_sync_exit` returns for a lock the calling thread does not hold.
public let OBJC_SYNC_NOT_OWNING_THREAD_ERROR: Int32 = -1

/// Takes the recursive lock that belongs to `obj`, waiting while another thread holds it, as
/// `@synchronized(obj)` begins. The same thread may take it again (it must exit as often).
@discardableResult
public func objc_sync_enter(_ obj: Any) -> Int32 {
    SynchronizationLocks.shared.lock(for: obj as AnyObject).lock()
    return OBJC_SYNC_SUCCESS
}

/// Gives back the lock `objc_sync_enter(obj)` took. Difference from iOS: a thread that does not
/// hold the lock is not detected (Foundation's recursive lock cannot tell); do not do it.
@discardableResult
public func objc_sync_exit(_ obj: Any) -> Int32 {
    SynchronizationLocks.shared.lock(for: obj as AnyObject).unlock()
    return OBJC_SYNC_SUCCESS
}

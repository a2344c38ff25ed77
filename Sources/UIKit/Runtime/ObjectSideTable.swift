import Foundation

/// A value kept beside each object that has one, found by the object's identity while the
/// object lives: what the Objective-C runtime keeps in an object's side data (associated
/// objects, `@synchronized` locks), which Linux objects have no room for.
///
/// An entry whose object is gone (freed, or an earlier object at the same address) counts as
/// absent. Such entries are swept out every so often, standing in for the runtime's hook at
/// deallocation; the values they held are handed back so the caller releases them outside the
/// table's lock (a value's `deinit` may use the table again).
final class ObjectSideTable<Value>: @unchecked Sendable {
    private struct Entry {
        weak var owner: AnyObject?
        var value: Value
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var changesSinceSweep = 0

    /// How many objects have an entry (freed objects' entries leave at the next sweep).
    var count: Int { lock.withLock { entries.count } }

    /// `object`'s value, or nil.
    func value(for object: AnyObject) -> Value? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
            return entry.value
        }
    }

    /// Runs `body` with `object`'s value (nil when it has none) under the table's lock; what
    /// `body` leaves is the object's new value (nil removes it). Returns `body`'s result and
    /// the values the table let go meanwhile (a stale entry's, swept ones'), for the caller
    /// to release after the call.
    func update<Result>(_ object: AnyObject, _ body: (inout Value?) -> Result) -> (result: Result, released: [Value]) {
        lock.withLock {
            var released: [Value] = []
            let id = ObjectIdentifier(object)
            var value: Value?
            if let entry = entries[id] {
                if entry.owner === object { value = entry.value } else { released.append(entry.value) }
            }
            let result = body(&value)
            entries[id] = value.map { Entry(owner: object, value: $0) }
            changesSinceSweep += 1
            if changesSinceSweep >= max(64, entries.count) {  // amortised: a sweep per as many changes as entries
                for (id, entry) in entries where entry.owner == nil {
                    released.append(entry.value)
                    entries[id] = nil
                }
                changesSinceSweep = 0
            }
            return (result, released)
        }
    }

    /// Removes `object`'s value and returns it, for the caller to release after the call.
    func removeValue(for object: AnyObject) -> Value? {
        lock.withLock {
            let id = ObjectIdentifier(object)
            guard let entry = entries[id] else { return nil }
            entries[id] = nil
            return entry.owner === object ? entry.value : nil
        }
    }
}

import Foundation

/// How an associated value is held, as the Objective-C runtime's policies say.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained. Difference from iOS: read as nil once the value is freed (iOS keeps a
    /// dangling pointer).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`'s `copy()`), then retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained; reads and writes are atomic.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, then retained; reads and writes are atomic.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Values associated with objects by key, kept in an object side table: an object freed leaves
/// its values to be released by a later association call on any object (the runtime releases
/// them as the object is freed: the table's sweep stands in for that hook).
final class AssociationTable: @unchecked Sendable {
    private enum Held {
        case strong(Any)
        case weak(WeakValue)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakValue {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    static let shared = AssociationTable()
    private let values = ObjectSideTable<[UnsafeRawPointer: Held]>()

    func set(_ value: Any?, for key: UnsafeRawPointer, on object: AnyObject, policy: objc_AssociationPolicy) {
        let held: Held? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if let object = Self.classInstance(value) { return .weak(WeakValue(object)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
                return .strong(value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        let (old, released) = values.update(object) { values -> Held? in
            var updated = values ?? [:]
            let old = updated[key]
            updated[key] = held
            values = updated.isEmpty ? nil : updated
            return old
        }
        // Released here, outside the table's lock: a value's deinit may associate values itself.
        withExtendedLifetime((old, released)) {}
    }

    func value(for key: UnsafeRawPointer, on object: AnyObject) -> Any? {
        values.value(for: object)?[key]?.value
    }

    func removeAll(from object: AnyObject) {
        let removed = values.removeValue(for: object)
        // Released here, outside the table's lock: a value's deinit may associate values itself.
        withExtendedLifetime(removed) {}
    }

    private static func classInstance(_ value: Any) -> AnyObject? {
        type(of: value) is AnyClass ? value as AnyObject : nil
    }
}

/// Associates `value` with `object` under `key` (by convention the address of a static
/// variable, `&key`), held as `policy` says; nil removes it. `object` must be a class instance:
/// a value type is boxed anew at each call, so nothing stays associated with it (as on iOS).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(value, for: key, on: object as AnyObject, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(for: key, on: object as AnyObject)
}

/// Removes every value associated with `object` (the runtime's documentation advises against
/// calling it from app code, since it removes other clients' values too).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(from: object as AnyObject)
}

import Foundation

extension Array where Element: AnyObject {
    /// The last index holding `object`, searched from the end (where recently added subviews
    /// and layers are). A loop, not `firstIndex(where:)`: a closure written in main-actor
    /// code checks its executor on every call, which made removing one of N subviews cost
    /// N such checks.
    func _lastIndex(ofIdentical object: AnyObject?) -> Int? {
        guard let object else { return nil }
        var index = count - 1
        while index >= 0 {
            if self[index] === object { return index }
            index -= 1
        }
        return nil
    }

    /// Removes `object` (listed once at most) if it is there.
    mutating func _removeIdentical(_ object: AnyObject) {
        if let index = _lastIndex(ofIdentical: object) { remove(at: index) }
    }

    /// Removes every occurrence of `object`.
    mutating func _removeEveryIdentical(_ object: AnyObject) {
        var index = count - 1
        while index >= 0 {
            if self[index] === object { remove(at: index) }
            index -= 1
        }
    }
}

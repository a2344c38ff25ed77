import Foundation

/// The order in which controllers became children, process-wide (PN8). Each `addChild`
/// gives the child the next number, so a parent's `children`, in the order they were added,
/// is in increasing numbers and a child is found among them by bisection instead of a
/// search through every sibling.
@MainActor
enum ChildSequence {
    /// The number given last.
    static var last = 0
    /// How many children the last removals looked at (for tests).
    static var examined = 0
}

extension UIViewController {
    /// Takes `child` out of `_children`, keeping the others' order (C8). While the children
    /// are in the order they were added (PN8), the child is found by bisection on
    /// `_childSequence`; after a container reordered them, by one pass that also checks
    /// whether they are in order again.
    func _removeChildEntry(_ child: UIViewController) {
        if _childrenInSequence, let index = _bisectChild(child) {
            _children.remove(at: index)
            _childrenInSequence = true  // removing keeps the order
            return
        }
        var inSequence = true
        var previous = Int.min
        var found: Int?
        for (index, sibling) in _children.enumerated() {
            if sibling === child, found == nil { found = index; continue }
            if sibling._childSequence <= previous { inSequence = false }
            previous = sibling._childSequence
        }
        ChildSequence.examined &+= _children.count
        if let found { _children.remove(at: found) }
        _childrenInSequence = inSequence
    }

    /// The index of `child` in `_children`, which is in increasing `_childSequence`.
    private func _bisectChild(_ child: UIViewController) -> Int? {
        let target = child._childSequence
        var low = 0, high = _children.count
        while low < high {
            let middle = (low + high) / 2
            ChildSequence.examined &+= 1
            let value = _children[middle]._childSequence
            if value == target { return _children[middle] === child ? middle : nil }
            if value < target { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

extension UIViewController {
    /// How many children `removeFromParent()` calls looked at so far (PN8), for tests.
    @_spi(Testing) public static var _childrenExaminedByRemovals: Int { ChildSequence.examined }
}

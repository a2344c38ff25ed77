import Foundation

/// The constraints installed on one view (its `constraints`), in the order they were added.
///
/// Each constraint knows its place (`NSLayoutConstraint._hostSlot`), so removing one leaves a
/// hole instead of searching the list (PL10): deactivating a constraint costs the same on a
/// view that holds thousands. Holes are squeezed out once they are half the list.
@MainActor
struct HostedConstraints {
    private var slots: [NSLayoutConstraint?] = []
    private var holes = 0

    /// The installed constraints, in installation order.
    var all: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        result.reserveCapacity(slots.count - holes)
        for case let constraint? in slots { result.append(constraint) }
        return result
    }

    mutating func append(_ constraint: NSLayoutConstraint) {
        constraint._hostSlot = slots.count
        slots.append(constraint)
    }

    mutating func remove(_ constraint: NSLayoutConstraint) {
        let slot = constraint._hostSlot
        guard slot >= 0, slot < slots.count, slots[slot] === constraint else { return }
        slots[slot] = nil
        constraint._hostSlot = -1
        holes += 1
        if holes >= 16 && holes * 2 >= slots.count { squeeze() }
    }

    /// Removes the holes, telling each constraint its new place.
    private mutating func squeeze() {
        var kept: [NSLayoutConstraint?] = []
        kept.reserveCapacity(slots.count - holes)
        for case let constraint? in slots {
            constraint._hostSlot = kept.count
            kept.append(constraint)
        }
        slots = kept
        holes = 0
    }
}

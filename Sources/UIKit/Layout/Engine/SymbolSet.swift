/// A set of non-negative `Int32`s (symbols or rows) in one open-addressing table with a
/// multiplicative hash: the solver's hot sets without `Set`'s seeded SipHash, which took a
/// tenth of the time on wide columns. Iteration order is the table's, the same on every run.
struct SymbolSet: Sequence {
    private static let empty: Int32 = -1
    private var slots: [Int32] = []
    private(set) var count = 0

    init() {}

    init(_ elements: some Sequence<Int32>) {
        for element in elements { insert(element) }
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ element: Int32) -> Int {
        Int((UInt32(bitPattern: element) &* 0x9E37_79B1) >> UInt32(32 - slots.count.trailingZeroBitCount))
    }

    func contains(_ element: Int32) -> Bool {
        guard !slots.isEmpty else { return false }
        var index = home(element)
        while true {
            let slot = slots[index]
            if slot == element { return true }
            if slot == Self.empty { return false }
            index = (index + 1) & (slots.count - 1)
        }
    }

    @discardableResult
    mutating func insert(_ element: Int32) -> Bool {
        if (count + 1) * 2 > slots.count { rehash() }
        var index = home(element)
        while true {
            let slot = slots[index]
            if slot == element { return false }
            if slot == Self.empty { break }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = element
        count += 1
        return true
    }

    /// Removes by shifting the rest of the probe run back (no tombstones, so a set that
    /// churns never fills with deleted slots).
    mutating func remove(_ element: Int32) {
        // The empty mark (-1) is never an element: looking it up would take an empty slot
        // for it and count it out.
        guard element >= 0, !slots.isEmpty else { return }
        let mask = slots.count - 1
        var hole = home(element)
        while true {
            let slot = slots[hole]
            if slot == element { break }
            if slot == Self.empty { return }
            hole = (hole + 1) & mask
        }
        var next = (hole + 1) & mask
        while slots[next] != Self.empty {
            // An element may fill the hole when its home is not cyclically in (hole, next].
            let home = home(slots[next])
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Self.empty
        count -= 1
        if count * 8 < slots.count && slots.count > 32 { rehash() }
    }

    /// The smallest element (a scan of a table kept at most eight times the count).
    func minimum() -> Int32? {
        guard count > 0 else { return nil }
        var best = Int32.max
        for slot in slots where slot >= 0 && slot < best { best = slot }
        return best
    }

    /// Empties the set; keeping the capacity costs a pass over the table.
    mutating func removeAll(keepingCapacity: Bool = false) {
        if keepingCapacity && count == 0 { return }
        if keepingCapacity {
            for index in slots.indices { slots[index] = Self.empty }
        } else {
            slots = []
        }
        count = 0
    }

    /// Resizes to between a quarter and half full.
    private mutating func rehash() {
        let old = slots
        var capacity = 8
        while capacity < (count + 1) * 4 { capacity *= 2 }
        slots = Array(repeating: Self.empty, count: capacity)
        count = 0
        for slot in old where slot >= 0 { insert(slot) }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Int32]
        fileprivate var index = 0

        mutating func next() -> Int32? {
            while index < slots.count {
                let slot = slots[index]
                index += 1
                if slot >= 0 { return slot }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }
}

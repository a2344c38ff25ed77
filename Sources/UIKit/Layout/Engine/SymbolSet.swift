/// A set of non-negative `Int32`s (symbols or rows) in one open-addressing table with a
/// multiplicative hash: the solver's hot sets without `Set`'s seeded SipHash, which took a
/// tenth of the time on wide columns. Iteration order is the table's, the same on every run.
struct SymbolSet: Sequence {
    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2
    private var slots: [Int32] = []
    private var used = 0
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
        if (used + 1) * 2 > slots.count { rehash() }
        var index = home(element)
        var reusable = -1
        while true {
            let slot = slots[index]
            if slot == element { return false }
            if slot == Self.empty { break }
            if slot == Self.deleted && reusable < 0 { reusable = index }
            index = (index + 1) & (slots.count - 1)
        }
        if reusable >= 0 {
            index = reusable
        } else {
            used += 1
        }
        slots[index] = element
        count += 1
        return true
    }

    mutating func remove(_ element: Int32) {
        guard !slots.isEmpty else { return }
        var index = home(element)
        while true {
            let slot = slots[index]
            if slot == element {
                slots[index] = Self.deleted
                count -= 1
                if count * 8 < slots.count && slots.count > 16 { rehash() }
                return
            }
            if slot == Self.empty { return }
            index = (index + 1) & (slots.count - 1)
        }
    }

    /// The smallest element (a scan of a table kept at most eight times the count).
    func minimum() -> Int32? {
        guard count > 0 else { return nil }
        var best = Int32.max
        for slot in slots where slot >= 0 && slot < best { best = slot }
        return best
    }

    mutating func removeAll() {
        slots = []
        used = 0
        count = 0
    }

    /// Resizes to between a quarter and half full, without deleted slots.
    private mutating func rehash() {
        let old = slots
        var capacity = 8
        while capacity < (count + 1) * 4 { capacity *= 2 }
        slots = Array(repeating: Self.empty, count: capacity)
        used = 0
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

/// The rows that hold one symbol (a column of the tableau's index). Most symbols sit in one to
/// four rows, so those are kept inline, without hashing or a heap allocation; a symbol used
/// more widely (a container's width, say) spills into a `SymbolSet`.
struct RowSet: Sequence {
    private var inlineCount: Int32 = 0
    private var inline: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    private var spill: SymbolSet?

    var count: Int { spill?.count ?? Int(inlineCount) }

    private subscript(slot: Int32) -> Int32 {
        get {
            switch slot {
            case 0: inline.0
            case 1: inline.1
            case 2: inline.2
            default: inline.3
            }
        }
        set {
            switch slot {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: inline.3 = newValue
            }
        }
    }

    mutating func insert(_ row: Int32) {
        if spill != nil {
            spill!.insert(row)
            return
        }
        for slot in 0..<inlineCount where self[slot] == row { return }
        if inlineCount < 4 {
            self[inlineCount] = row
            inlineCount += 1
        } else {
            spill = SymbolSet([inline.0, inline.1, inline.2, inline.3, row])
        }
    }

    mutating func remove(_ row: Int32) {
        if spill != nil {
            spill!.remove(row)
            return
        }
        for slot in 0..<inlineCount where self[slot] == row {
            inlineCount -= 1
            self[slot] = self[inlineCount]
            return
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let set: RowSet
        fileprivate var slot: Int32 = 0
        fileprivate var spilled: SymbolSet.Iterator?

        mutating func next() -> Int32? {
            if spilled != nil { return spilled!.next() }
            guard slot < set.inlineCount else { return nil }
            slot += 1
            return set[slot - 1]
        }
    }

    func makeIterator() -> Iterator { Iterator(set: self, spilled: spill?.makeIterator()) }
}

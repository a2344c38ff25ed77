/// The rows that hold one symbol (a column of the tableau's index). Most symbols sit in one to
/// four rows, so those are kept inline, without hashing or a heap allocation; a symbol used
/// more widely (a container's width, say) spills into a `SymbolSet` kept in the solver's
/// `spilledColumns`. The set itself holds no reference, so the symbol table it lives in is
/// plain data: reading a symbol's fields retains nothing.
struct RowSet {
    /// The number of inline rows (0 to 4), or `-1 - index` of the spilled set.
    fileprivate var state: Int32 = 0
    fileprivate var inline: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

    fileprivate var spillIndex: Int? { state < 0 ? Int(-1 - state) : nil }

    fileprivate subscript(slot: Int32) -> Int32 {
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

    /// The rows of a column, in the order the column holds them: a snapshot, so the rows may
    /// change while it is walked.
    struct Rows: Sequence, IteratorProtocol {
        fileprivate let set: RowSet
        fileprivate var slot: Int32 = 0
        fileprivate var spilled: SymbolSet.Iterator?

        mutating func next() -> Int32? {
            if spilled != nil { return spilled!.next() }
            guard slot < set.state else { return nil }
            slot += 1
            return set[slot - 1]
        }
    }
}

extension SimplexSolver {
    /// The number of rows that hold `symbol`.
    @inline(__always)
    func userCount(_ symbol: Int) -> Int {
        let column = symbols[symbol].column
        if let spill = column.spillIndex { return spilledColumns[spill].count }
        return Int(column.state)
    }

    /// The rows that hold `symbol` (a snapshot).
    @inline(__always)
    func users(of symbol: Int) -> RowSet.Rows {
        let column = symbols[symbol].column
        if let spill = column.spillIndex { return RowSet.Rows(set: column, spilled: spilledColumns[spill].makeIterator()) }
        return RowSet.Rows(set: column, spilled: nil)
    }

    /// Notes that `row` holds `symbol`.
    func addUser(_ row: Int32, to symbol: Int) {
        let column = symbols[symbol].column
        if let spill = column.spillIndex {
            spilledColumns[spill].insert(row)
            return
        }
        for slot in 0..<column.state where column[slot] == row { return }
        if column.state < 4 {
            symbols[symbol].column[column.state] = row
            symbols[symbol].column.state += 1
        } else {
            spilledColumns.append(SymbolSet([column.inline.0, column.inline.1, column.inline.2, column.inline.3, row]))
            symbols[symbol].column.state = -Int32(spilledColumns.count)
        }
    }

    /// Notes that `row` no longer holds `symbol`.
    func removeUser(_ row: Int32, from symbol: Int) {
        let column = symbols[symbol].column
        if let spill = column.spillIndex {
            spilledColumns[spill].remove(row)
            return
        }
        for slot in 0..<column.state where column[slot] == row {
            let last = column.state - 1
            symbols[symbol].column.state = last
            symbols[symbol].column[slot] = column[last]
            return
        }
    }
}

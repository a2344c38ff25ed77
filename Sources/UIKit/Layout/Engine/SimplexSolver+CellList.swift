import Foundation

extension SimplexSolver {
    /// A row's cells: a buffer the solver owns and frees itself (`deallocate`, `deinit`), so a
    /// row is plain data. An array per row made every read of a row retain and release its
    /// buffer and every write check that the buffer was unique.
    ///
    /// Small buffers come from the solver's ``CellArena`` (no `malloc` per row); a list that
    /// outgrows `CellArena.largest` cells moves to a buffer of its own.
    ///
    /// Copies share the buffer: a copy is for reading, and only while its row keeps its cells
    /// (the rows being read are never the ones written; see `insertRow`).
    struct CellList: RandomAccessCollection, MutableCollection {
        private var base: UnsafeMutablePointer<Cell>?
        private var length: Int32 = 0
        private var capacity: Int32 = 0

        init() {}

        var startIndex: Int { 0 }
        var endIndex: Int { Int(length) }
        var count: Int { Int(length) }
        var isEmpty: Bool { length == 0 }

        subscript(position: Int) -> Cell {
            @inline(__always) get {
                precondition(UInt(bitPattern: position) < UInt(length), "cell index out of range")
                return base.unsafelyUnwrapped[position]
            }
            @inline(__always) set {
                precondition(UInt(bitPattern: position) < UInt(length), "cell index out of range")
                base.unsafelyUnwrapped[position] = newValue
            }
        }

        @inline(__always) func index(after i: Int) -> Int { i + 1 }
        @inline(__always) func index(before i: Int) -> Int { i - 1 }

        /// Makes room for `minimum` cells, moving the cells if the buffer is too small.
        mutating func reserveCapacity(_ minimum: Int, in arena: inout CellArena) {
            guard minimum > Int(capacity) else { return }
            let wasOwn = Int(capacity) > CellArena.largest
            if minimum <= CellArena.largest {
                // The old arena space is left behind: a row that grows doubles, so what is
                // left behind is at most what the row holds.
                let buffer = arena.allocate(minimum)
                if let base { buffer.update(from: base, count: Int(length)) }
                base = buffer
            } else if wasOwn {
                guard let raw = realloc(base.map(UnsafeMutableRawPointer.init), minimum * MemoryLayout<Cell>.stride) else {
                    fatalError("out of memory for \(minimum) tableau cells")
                }
                base = raw.bindMemory(to: Cell.self, capacity: minimum)
            } else {
                guard let raw = malloc(minimum * MemoryLayout<Cell>.stride) else {
                    fatalError("out of memory for \(minimum) tableau cells")
                }
                let buffer = raw.bindMemory(to: Cell.self, capacity: minimum)
                if let base { buffer.update(from: base, count: Int(length)) }
                base = buffer
            }
            capacity = Int32(minimum)
        }

        @inline(__always)
        mutating func append(_ cell: Cell, in arena: inout CellArena) {
            if length == capacity { reserveCapacity(Swift.max(4, Int(capacity) * 2), in: &arena) }
            base.unsafelyUnwrapped[Int(length)] = cell
            length += 1
        }

        mutating func removeLast() {
            precondition(length > 0, "no cell to remove")
            length -= 1
        }

        /// Empties the list; the buffer stays for the row's next use.
        mutating func removeAll(keepingCapacity: Bool) {
            length = 0
        }

        /// Removes the cells that match, keeping the others in order (as `Array` does).
        mutating func removeAll(where shouldBeRemoved: (Cell) -> Bool) {
            var kept = 0
            for index in 0..<Int(length) {
                let cell = base.unsafelyUnwrapped[index]
                if shouldBeRemoved(cell) { continue }
                base.unsafelyUnwrapped[kept] = cell
                kept += 1
            }
            length = Int32(kept)
        }

        /// Frees a buffer of its own (arena space goes with the arena).
        mutating func deallocate() {
            if Int(capacity) > CellArena.largest { free(base) }
            base = nil
            length = 0
            capacity = 0
        }
    }

    /// Where small cell buffers come from: large blocks cut in order, freed all at once with
    /// the solver. Rows are never freed one by one (a dropped row keeps its buffer for the
    /// next), so nothing needs to come back.
    struct CellArena {
        /// The most cells a buffer from the arena holds.
        static let largest = 64
        private static let blockCells = 4096
        private var blocks: [UnsafeMutablePointer<Cell>] = []
        private var next: UnsafeMutablePointer<Cell>?
        private var remaining = 0

        mutating func allocate(_ cells: Int) -> UnsafeMutablePointer<Cell> {
            if remaining < cells {
                guard let raw = malloc(Self.blockCells * MemoryLayout<Cell>.stride) else {
                    fatalError("out of memory for \(Self.blockCells) tableau cells")
                }
                let block = raw.bindMemory(to: Cell.self, capacity: Self.blockCells)
                blocks.append(block)
                next = block
                remaining = Self.blockCells
            }
            let buffer = next.unsafelyUnwrapped
            next = buffer + cells
            remaining -= cells
            return buffer
        }

        mutating func deallocate() {
            for block in blocks { free(block) }
            blocks.removeAll()
            next = nil
            remaining = 0
        }
    }
}

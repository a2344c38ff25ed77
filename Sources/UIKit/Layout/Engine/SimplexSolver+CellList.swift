import Foundation

extension SimplexSolver {
    /// A row's cells: a buffer the solver owns and frees itself (`freeCells`, `deinit`), so a
    /// row is plain data. An array per row made every read of a row retain and release its
    /// buffer and every write check that the buffer was unique, a third of the time of adding
    /// a small constraint.
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
            @inline(__always) get { base.unsafelyUnwrapped[position] }
            @inline(__always) set { base.unsafelyUnwrapped[position] = newValue }
        }

        @inline(__always) func index(after i: Int) -> Int { i + 1 }
        @inline(__always) func index(before i: Int) -> Int { i - 1 }

        mutating func reserveCapacity(_ minimum: Int) {
            guard minimum > Int(capacity) else { return }
            let bytes = minimum * MemoryLayout<Cell>.stride
            guard let raw = realloc(base.map(UnsafeMutableRawPointer.init), bytes) else {
                fatalError("out of memory for \(minimum) tableau cells")
            }
            base = raw.bindMemory(to: Cell.self, capacity: minimum)
            capacity = Int32(minimum)
        }

        mutating func append(_ cell: Cell) {
            if length == capacity { reserveCapacity(Swift.max(4, Int(capacity) * 2)) }
            base.unsafelyUnwrapped[Int(length)] = cell
            length += 1
        }

        mutating func removeLast() {
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

        /// Frees the buffer (the row is gone for good).
        mutating func deallocate() {
            free(base)
            base = nil
            length = 0
            capacity = 0
        }
    }
}

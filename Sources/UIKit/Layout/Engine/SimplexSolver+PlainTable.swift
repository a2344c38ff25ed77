import Foundation

extension SimplexSolver {
    /// A growable table of plain values in one buffer the solver owns and frees (`deallocate`).
    /// Unlike an array it grows with `realloc`, which for a large table moves no element and
    /// touches only the new tail (the kernel remaps the pages), and its elements are read and
    /// written in place, with no uniqueness check; indexes are still checked.
    struct PlainTable<Element: BitwiseCopyable> {
        private var base: UnsafeMutablePointer<Element>?
        private(set) var count = 0
        private var capacity = 0

        init() {}

        subscript(index: Int) -> Element {
            @inline(__always) unsafeAddress {
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
                return UnsafePointer(base.unsafelyUnwrapped + index)
            }
            @inline(__always) nonmutating unsafeMutableAddress {
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
                return base.unsafelyUnwrapped + index
            }
        }

        var indices: Range<Int> { 0..<count }

        mutating func append(_ element: Element) {
            if count == capacity {
                let newCapacity = Swift.max(16, capacity * 2)
                guard let raw = realloc(base.map(UnsafeMutableRawPointer.init), newCapacity * MemoryLayout<Element>.stride) else {
                    fatalError("out of memory for \(newCapacity) solver entries")
                }
                base = raw.bindMemory(to: Element.self, capacity: newCapacity)
                capacity = newCapacity
            }
            (base.unsafelyUnwrapped + count).initialize(to: element)
            count += 1
        }

        /// Frees the buffer (the solver is going away).
        mutating func deallocate() {
            free(base)
            base = nil
            count = 0
            capacity = 0
        }
    }
}

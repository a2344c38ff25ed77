import Foundation

/// Where a reuse identifier's cells come from, and the cells kept for reuse: one per table
/// or collection view.
@MainActor
struct ReuseQueue<Cell: UIView> {
    enum Source {
        /// A registered class, made with `make`.
        case cellClass(@MainActor (String) -> Cell)
        /// A registered nib with one top-level cell.
        case nib(UINib)
        /// A storyboard prototype.
        case prototype(IBPrototype)
    }

    var sources: [String: Source] = [:]
    private var pool: [String: [Cell]] = [:]

    /// Keeps a cell that left the screen for the next dequeue of its identifier.
    mutating func enqueue(_ cell: Cell, identifier: String) {
        pool[identifier, default: []].append(cell)
    }

    /// A kept cell (the caller prepares it for reuse), else a new one from the source, else
    /// nil. A registered nib that is not exactly one cell raises UIKit's exception.
    mutating func dequeue(_ identifier: String, isCollection: Bool) -> (cell: Cell, isReused: Bool)? {
        if let cell = pool[identifier]?.popLast() { return (cell, true) }
        switch sources[identifier] {
        case nil:
            return nil
        case .cellClass(let make):
            return (make(identifier), false)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let cell = objects.first as? Cell else {
                UIKitDiagnostics.raise(.invalidCellNib(identifier: identifier, isCollection: isCollection))
            }
            return (cell, false)
        case .prototype(let prototype):
            return (prototype.instantiate() as? Cell).map { ($0, false) }
        }
    }

    /// The prototypes (for the check command).
    var prototypes: [IBPrototype] {
        sources.values.compactMap { if case .prototype(let prototype) = $0 { prototype } else { nil } }
    }
}

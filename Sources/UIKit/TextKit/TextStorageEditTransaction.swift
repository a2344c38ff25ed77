import Foundation

/// What a text storage has been told about the edits since it last processed them, and
/// where it is in its editing cycle: idle, inside `beginEditing()`/`endEditing()` (nested
/// `depth` deep), or processing (TK2–TK4).
struct TextStorageEditTransaction {
    /// Where the storage is in its cycle.
    enum Phase: Equatable {
        /// No transaction is open and nothing is being processed.
        case idle
        /// `beginEditing()` was called `depth` more times than `endEditing()`.
        case editing(depth: Int)
        /// `processEditing()` runs; edits made now join the edits being processed (TK4).
        /// `depth` counts `beginEditing()` calls made while processing.
        case processing(depth: Int)
    }

    private(set) var phase = Phase.idle
    /// The kinds of edits recorded.
    private(set) var mask: NSTextStorage.EditActions = []
    /// The range the recorded edits cover in the string as it is now.
    private(set) var range = NSRange(location: NSNotFound, length: 0)
    /// The sum of the recorded edits' changes in length.
    private(set) var delta = 0

    /// Whether edits were recorded since the last processing.
    var hasEdits: Bool { !mask.isEmpty }

    /// Whether an edit recorded now should be processed at once: outside any transaction
    /// and not while processing (TK3).
    var processesImmediately: Bool { phase == .idle }

    /// `beginEditing()`.
    mutating func begin() {
        switch phase {
        case .idle: phase = .editing(depth: 1)
        case let .editing(depth): phase = .editing(depth: depth + 1)
        case let .processing(depth): phase = .processing(depth: depth + 1)
        }
    }

    /// `endEditing()`: true when it closed the outermost transaction with edits to process.
    mutating func end() -> Bool {
        switch phase {
        case .idle:
            return false  // unbalanced: nothing was begun
        case let .editing(depth):
            phase = depth > 1 ? .editing(depth: depth - 1) : .idle
            return depth == 1 && hasEdits
        case let .processing(depth):
            phase = .processing(depth: max(0, depth - 1))
            return false
        }
    }

    /// Records an edit of `oldRange` (in the string before this edit) that changed the length
    /// by `change`: the edited range grows to cover it, in the string's new coordinates.
    mutating func record(_ actions: NSTextStorage.EditActions, range oldRange: NSRange, changeInLength change: Int) {
        let newRange = NSRange(location: oldRange.location, length: max(0, oldRange.length + change))
        if mask.isEmpty {
            range = newRange
        } else {
            var earlier = range
            let oldEnd = oldRange.location + oldRange.length
            if earlier.location >= oldEnd {
                earlier.location += change  // entirely after the edit: it moves
            } else if earlier.location + earlier.length > oldRange.location {
                // Overlapping: the union, its end moved by the change.
                let start = min(earlier.location, oldRange.location)
                let end = max(earlier.location + earlier.length, oldEnd) + change
                earlier = NSRange(location: start, length: max(0, end - start))
            }
            let start = min(earlier.location, newRange.location)
            let end = max(earlier.location + earlier.length, newRange.location + newRange.length)
            range = NSRange(location: start, length: end - start)
        }
        mask.formUnion(actions)
        delta += change
    }

    /// Starts processing (the edits stay readable until ``finishProcessing()``).
    mutating func beginProcessing() { phase = .processing(depth: 0) }

    /// Ends processing and forgets the edits.
    mutating func finishProcessing() {
        phase = .idle
        mask = []
        range = NSRange(location: NSNotFound, length: 0)
        delta = 0
    }
}

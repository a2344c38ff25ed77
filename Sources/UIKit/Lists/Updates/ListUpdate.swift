import Foundation

/// The changes of one batch update of a table or collection view, as the caller gave them
/// (LU1): deletes, reloads, reconfigures and the sources of moves name the state BEFORE the
/// batch; inserts and the destinations of moves the state AFTER it. The order of the calls
/// inside the batch does not matter: deletes are applied before inserts.
struct ListUpdate {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reconfiguredItems: [IndexPath] = []
    /// The row animation asked for each deleted or reloaded row (tables), by its index path
    /// before the batch, and for each inserted row, by its index path after it.
    var leavingRowAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRowAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    /// The row animation asked for each inserted, deleted or reloaded section (tables), by
    /// its index after (insert) or before (delete, reload) the batch.
    var insertedSectionAnimations: [Int: UITableView.RowAnimation] = [:]
    var deletedSectionAnimations: [Int: UITableView.RowAnimation] = [:]

    /// Whether the batch asks for nothing at all (an empty batch re-measures the rows, LU10).
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty && reconfiguredItems.isEmpty
    }
}

/// Where each section and element after a batch comes from: the plan both lists follow to
/// keep their cells, selection and measurements (LU7, LU9).
struct ListUpdatePlan {
    /// Per section after the batch: the section it was before, or nil for an inserted one.
    /// A reloaded section keeps its index but is `fresh`.
    struct Section {
        var oldSection: Int?
        var fresh: Bool
        /// Per element: the element it was before (section, index), or section -1 for a new
        /// one. Empty when `fresh` (every element is new).
        var sources: [(section: Int, item: Int)]
        var count: Int
    }
    var sections: [Section]
    /// The elements reloaded (named by their index path before the batch): kept in place,
    /// but measured and shown again.
    var reloaded: Set<IndexPath>

    /// The index path after the batch of each of `oldPaths` that survives it (kept or
    /// moved, not deleted, not reloaded unless `includingReloaded`, not in a deleted or
    /// reloaded section). One pass over
    /// the elements of the kept sections.
    func newIndexPaths(of oldPaths: Set<IndexPath>, includingReloaded: Bool = false) -> [IndexPath: IndexPath] {
        guard !oldPaths.isEmpty else { return [:] }
        let wantedSections = Set(oldPaths.map(\.section))
        var result: [IndexPath: IndexPath] = [:]
        for (index, section) in sections.enumerated() where !section.fresh {
            for (item, source) in section.sources.enumerated() where source.section >= 0 && wantedSections.contains(source.section) {
                let old = IndexPath(item: source.item, section: source.section)
                if oldPaths.contains(old), includingReloaded || !reloaded.contains(old) { result[old] = IndexPath(item: item, section: index) }
            }
        }
        return result
    }

    /// The old section each new one came from, if any, and whether it keeps its content.
    func keptSection(_ newSection: Int) -> Int? {
        let section = sections[newSection]
        return section.fresh ? nil : section.oldSection
    }
}

/// A checked batch's plan, or the exception UIKit raises for it.
enum ListUpdatePlanResult {
    case success(ListUpdatePlan)
    case failure(UIKitDiagnostic)
}

extension ListUpdate {
    /// Checks the batch against the counts before (`oldCounts`) and after (asked through
    /// `newSectionCount` and `newCount`), as UIKit does at the end of a batch, and says where
    /// everything goes. A batch that does not add up is UIKit's exception (LU4, LU5).
    /// Cost: linear in the number of elements of the sections the batch touches, plus the changes.
    func plan(oldCounts: [Int], newSectionCount: Int, newCounts: [Int], nouns: UIKitDiagnostic.ListNouns) -> ListUpdatePlanResult {
        let oldSectionCount = oldCounts.count
        // LU5: every index is inside the state it names.
        for section in deletedSections.sorted() where section >= oldSectionCount {
            return .failure(.sectionOutOfRangeBefore(verb: "delete", section: section, count: oldSectionCount))
        }
        for section in reloadedSections.sorted() where section >= oldSectionCount {
            return .failure(.sectionOutOfRangeBefore(verb: "reload", section: section, count: oldSectionCount))
        }
        for move in movedSections where move.from >= oldSectionCount {
            return .failure(.sectionOutOfRangeBefore(verb: "move", section: move.from, count: oldSectionCount))
        }
        for section in insertedSections.sorted() where section >= newSectionCount {
            return .failure(.sectionOutOfRangeAfter(verb: "insert", section: section, count: newSectionCount))
        }
        for move in movedSections where move.to >= newSectionCount {
            return .failure(.sectionOutOfRangeAfter(verb: "move", section: move.to, count: newSectionCount))
        }
        // LU40, LU41: combinations UIKit refuses, before the counts are checked.
        if let refused = refusal(nouns: nouns) { return .failure(refused) }
        // LU4: the section count adds up.
        let expectedSections = oldSectionCount - deletedSections.count + insertedSections.count
        guard expectedSections == newSectionCount else {
            return .failure(.invalidSectionCount(nouns, after: newSectionCount, before: oldSectionCount,
                                                 inserted: insertedSections.count, deleted: deletedSections.count))
        }
        // Sections: inserted ones and move destinations take their places; the others keep their order.
        var sectionSlots = [Int?](repeating: nil, count: newSectionCount)
        var taken = [Bool](repeating: false, count: newSectionCount)
        for section in insertedSections { taken[section] = true }
        var movedFrom = Set<Int>()
        for move in movedSections {
            sectionSlots[move.to] = move.from
            taken[move.to] = true
            movedFrom.insert(move.from)
        }
        var slot = 0
        for old in 0..<oldSectionCount where !deletedSections.contains(old) && !movedFrom.contains(old) {
            while slot < newSectionCount && taken[slot] { slot += 1 }
            guard slot < newSectionCount else { break }
            sectionSlots[slot] = old
            slot += 1
        }
        var newSectionOfOld = [Int?](repeating: nil, count: oldSectionCount)
        for (new, old) in sectionSlots.enumerated() { if let old { newSectionOfOld[old] = new } }
        func isLive(oldSection: Int) -> Bool { !deletedSections.contains(oldSection) && !reloadedSections.contains(oldSection) }

        // Element changes grouped by the section they touch (changes inside deleted, reloaded or
        // inserted sections are part of that section's change).
        var deletesBySection: [Int: Set<Int>] = [:]
        var insertsBySection: [Int: Set<Int>] = [:]
        var movesOut: [Int: Int] = [:], movesIn: [Int: Int] = [:]
        var movedFromBySection: [Int: Set<Int>] = [:]
        var moveTargets: [Int: [Int: (section: Int, item: Int)]] = [:]
        for path in deletedItems.sorted() where path.section < oldSectionCount && isLive(oldSection: path.section) {
            guard path.item < oldCounts[path.section] else {
                return .failure(.elementOutOfRangeBefore(nouns, verb: "delete", element: path.item, section: path.section,
                                                         count: oldCounts[path.section]))
            }
            deletesBySection[path.section, default: []].insert(path.item)
        }
        for path in reloadedItems.sorted() where path.section < oldSectionCount && isLive(oldSection: path.section) {
            guard path.item < oldCounts[path.section] else {
                return .failure(.elementOutOfRangeBefore(nouns, verb: "reload", element: path.item, section: path.section,
                                                         count: oldCounts[path.section]))
            }
        }
        for path in insertedItems.sorted() where path.section < newSectionCount && !insertedSections.contains(path.section) {
            guard path.item < newCounts[path.section] else {
                return .failure(.elementOutOfRangeAfter(nouns, verb: "insert", element: path.item, section: path.section,
                                                        count: newCounts[path.section]))
            }
            insertsBySection[path.section, default: []].insert(path.item)
        }
        for move in movedItems {
            guard move.from.section < oldSectionCount, move.from.item < oldCounts[move.from.section] else {
                let count = move.from.section < oldSectionCount ? oldCounts[move.from.section] : 0
                return .failure(.elementOutOfRangeBefore(nouns, verb: "move", element: move.from.item, section: move.from.section, count: count))
            }
            guard move.to.section < newSectionCount, move.to.item < newCounts[move.to.section] else {
                let count = move.to.section < newSectionCount ? newCounts[move.to.section] : 0
                return .failure(.elementOutOfRangeAfter(nouns, verb: "move", element: move.to.item, section: move.to.section, count: count))
            }
            movedFromBySection[move.from.section, default: []].insert(move.from.item)
            moveTargets[move.to.section, default: [:]][move.to.item] = (move.from.section, move.from.item)
            if newSectionOfOld[move.from.section] != move.to.section {
                movesOut[move.from.section, default: 0] += 1
                movesIn[move.to.section, default: 0] += 1
            }
        }

        var sections: [ListUpdatePlan.Section] = []
        sections.reserveCapacity(newSectionCount)
        for new in 0..<newSectionCount {
            let count = newCounts[new]
            guard let old = sectionSlots[new], !insertedSections.contains(new), !reloadedSections.contains(old) else {
                sections.append(.init(oldSection: sectionSlots[new], fresh: true, sources: [], count: count))
                continue
            }
            let deletes = deletesBySection[old] ?? []
            let inserts = insertsBySection[new] ?? []
            let movedOut = movesOut[old] ?? 0, movedIn = movesIn[new] ?? 0
            let expected = oldCounts[old] - deletes.count + inserts.count - movedOut + movedIn
            guard expected == count else {
                return .failure(.invalidElementCount(nouns, section: new, after: count, before: oldCounts[old], inserted: inserts.count,
                                                     deleted: deletes.count, movedIn: movedIn, movedOut: movedOut))
            }
            // Inserts and move destinations take their places; the remaining elements keep their order.
            var sources = [(section: Int, item: Int)](repeating: (-2, 0), count: count)
            for item in inserts { sources[item] = (-1, 0) }
            if let targets = moveTargets[new] { for (item, source) in targets { sources[item] = source } }
            let leaving = deletes.union(movedFromBySection[old] ?? [])
            var slot = 0
            for item in 0..<oldCounts[old] where !leaving.contains(item) {
                while slot < count && sources[slot].section != -2 { slot += 1 }
                guard slot < count else { break }
                sources[slot] = (old, item)
                slot += 1
            }
            sections.append(.init(oldSection: old, fresh: false, sources: sources, count: count))
        }
        return .success(ListUpdatePlan(sections: sections, reloaded: reloadedItems))
    }
}

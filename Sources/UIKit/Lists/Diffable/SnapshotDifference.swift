import Foundation

/// The batch that turns what a list shows (`old`) into a new snapshot (LU22, LU23).
///
/// Identifiers are unique, so every element is matched by one hash lookup, as in Heckel's
/// algorithm: sections and items only in `old` are deleted, only in `new` inserted, and items
/// that changed section are moved. Among the elements that stay in the same section, the
/// ones to move are those outside a longest increasing run of their new positions (taken in
/// old order), so the batch moves as few as possible.
///
/// Bound: O(S + N) hash lookups for S sections and N items of both snapshots, plus
/// O(K log K) for the increasing runs of the K elements that stay in their section (a
/// patience sort; about 14 comparisons per element at K = 10,000). No quadratic step.
enum SnapshotDifference {
    static func update<S: Hashable & Sendable, I: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) -> ListUpdate {
        var update = ListUpdate()
        let oldSections = old._sections, newSections = new._sections
        var oldSectionIndex: [S: Int] = [:], newSectionIndex: [S: Int] = [:]
        oldSectionIndex.reserveCapacity(oldSections.count)
        newSectionIndex.reserveCapacity(newSections.count)
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }

        // Sections: deletes, inserts, reloads, and the fewest moves.
        let reloadedSections = Set(new._reloadedSections)
        var keptPairs: [(old: Int, new: Int)] = []
        for (index, section) in oldSections.enumerated() {
            guard let target = newSectionIndex[section] else { update.deletedSections.insert(index); continue }
            keptPairs.append((index, target))
        }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil { update.insertedSections.insert(index) }
        let stayingSections = Set(longestIncreasingRun(keptPairs.map(\.new)).map { keptPairs[$0].old })
        for pair in keptPairs {
            let section = oldSections[pair.old]
            let moves = !stayingSections.contains(pair.old)
            if reloadedSections.contains(section) {
                if moves {  // a moved section cannot be reloaded in place: it goes and comes back
                    update.deletedSections.insert(pair.old)
                    update.insertedSections.insert(pair.new)
                } else {
                    update.reloadedSections.insert(pair.old)
                }
            } else if moves {
                update.movedSections.append((pair.old, pair.new))
            }
        }
        /// Sections whose items are compared: kept, not reloaded, not turned into delete + insert.
        func isLiveOld(_ index: Int) -> Bool { !update.deletedSections.contains(index) && !update.reloadedSections.contains(index) }
        func isLiveNew(_ index: Int) -> Bool { !update.insertedSections.contains(index) && !update.reloadedSections.contains(oldSectionIndex[newSections[index]] ?? -1) }

        // Where each old item was.
        var oldLocation: [I: (section: Int, item: Int)] = [:]
        oldLocation.reserveCapacity(old.numberOfItems)
        for (sectionIndex, section) in oldSections.enumerated() {
            for (itemIndex, item) in (old._itemsBySection[section] ?? []).enumerated() { oldLocation[item] = (sectionIndex, itemIndex) }
        }
        let reloadedItems = Set(new._reloadedItems)
        // Items in the new snapshot: inserts, cross-section moves, and same-section candidates.
        for (newPosition, section) in newSections.enumerated() where isLiveNew(newPosition) {
            let oldSection = oldSectionIndex[section]!
            var candidates: [(oldItem: Int, newItem: Int)] = []
            for (newItem, item) in (new._itemsBySection[section] ?? []).enumerated() {
                let target = IndexPath(item: newItem, section: newPosition)
                guard let source = oldLocation[item], isLiveOld(source.section) else { update.insertedItems.insert(target); continue }
                if source.section != oldSection {
                    update.movedItems.append((IndexPath(item: source.item, section: source.section), target))
                } else {
                    candidates.append((source.item, newItem))
                }
            }
            let staying = Set(longestIncreasingRun(candidates.map(\.oldItem)))
            for (position, candidate) in candidates.enumerated() where !staying.contains(position) {
                update.movedItems.append((IndexPath(item: candidate.oldItem, section: oldSection),
                                          IndexPath(item: candidate.newItem, section: newPosition)))
            }
        }
        // Items of compared old sections that leave: gone, or into a section that is new.
        for (oldPosition, section) in oldSections.enumerated() where isLiveOld(oldPosition) {
            for (oldItem, item) in (old._itemsBySection[section] ?? []).enumerated() {
                let target = new._sectionOfItem[item].flatMap { newSectionIndex[$0] }
                if target == nil || !isLiveNew(target!) { update.deletedItems.insert(IndexPath(item: oldItem, section: oldPosition)) }
            }
        }
        // Reloads and reconfigures name the items where they were (LU1). A reloaded item that
        // also moves goes and comes back (a delete and an insert): UIKit refuses a reload and
        // a move of the same index path in one batch (LU40).
        var moveIndexOfSource: [IndexPath: Int] = [:]
        if !reloadedItems.isEmpty { for (index, move) in update.movedItems.enumerated() { moveIndexOfSource[move.from] = index } }
        var reloadedMoves: [Int] = []
        for item in reloadedItems {
            guard let source = oldLocation[item], isLiveOld(source.section), new._sectionOfItem[item] != nil else { continue }
            let path = IndexPath(item: source.item, section: source.section)
            if let move = moveIndexOfSource[path] {
                reloadedMoves.append(move)
                update.deletedItems.insert(path)
                update.insertedItems.insert(update.movedItems[move].to)
            } else {
                update.reloadedItems.insert(path)
            }
        }
        for index in reloadedMoves.sorted(by: >) { update.movedItems.remove(at: index) }
        for item in new._reconfiguredItems {
            guard let source = oldLocation[item], isLiveOld(source.section), new._sectionOfItem[item] != nil else { continue }
            update.reconfiguredItems.append(IndexPath(item: source.item, section: source.section))
        }
        return update
    }

    /// The positions (in `values`) of a longest strictly increasing subsequence of `values`:
    /// patience sorting with binary search, O(K log K).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // position of the smallest tail of a run of each length
        var previous = [Int](repeating: -1, count: values.count)
        tails.reserveCapacity(values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        run.reserveCapacity(tails.count)
        var position = tails.last!
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }
}

import Foundation

/// Which rows (or items) a list has asked its prefetch data source to prepare, and the
/// direction it was scrolling then (LT10). The list gives it each new scroll position and
/// the rows just beyond the visible band; it answers which rows to prefetch and which to
/// cancel.
struct ListPrefetchState {
    /// The way the list last moved along its scrolling axis.
    enum Direction: Equatable {
        case none, forward, backward
    }

    /// The prefetching answer of one layout pass.
    struct Update: Equatable {
        var prefetch: [IndexPath] = []
        var cancel: [IndexPath] = []
    }

    /// The offset along the scrolling axis at the last pass; nil before the first.
    private(set) var lastOffset: CGFloat?
    private(set) var direction: Direction = .none
    /// Rows asked to be prefetched that have neither come on screen nor been cancelled, in
    /// the order they were asked for.
    private(set) var pending: [IndexPath] = []

    /// Settings without a stored property on the list (the public API is in the
    /// UITableView and UICollectionView prefetching extensions).
    weak var tableDataSource: (any UITableViewDataSourcePrefetching)?
    weak var collectionDataSource: (any UICollectionViewDataSourcePrefetching)?
    var isEnabled = true

    /// A layout pass at `offset` shows `visible`; `ahead(direction)` gives the rows of one
    /// screen beyond the visible band that way, nearest first. Nothing is prefetched before
    /// the list first scrolls; rows that come on screen leave `pending` without a cancel; a
    /// change of direction cancels every pending row.
    mutating func update(offset: CGFloat, visible: Set<IndexPath>, ahead: (Direction) -> [IndexPath]) -> Update {
        defer { lastOffset = offset }
        pending.removeAll { visible.contains($0) }
        guard let last = lastOffset, offset != last else { return Update() }
        let moving: Direction = offset > last ? .forward : .backward
        var update = Update()
        if moving != direction, direction != .none {
            update.cancel = pending
            pending = []
        }
        direction = moving
        let known = Set(pending)
        update.prefetch = ahead(moving).filter { !visible.contains($0) && !known.contains($0) }
        pending += update.prefetch
        return update
    }

    /// The list reloaded: nothing is pending any more, and the next pass starts afresh.
    mutating func reset() {
        pending = []
        direction = .none
        lastOffset = nil
    }
}

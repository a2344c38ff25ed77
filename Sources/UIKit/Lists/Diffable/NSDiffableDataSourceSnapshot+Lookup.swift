import Foundation
import Synchronization

/// LU42: the positions of a snapshot's sections and items, kept beside its storage so that
/// `indexOfSection`, `indexOfItem` and the data sources' `indexPath(for:)` cost a hash lookup.
///
/// Built lazily, on the first lookup after a change, in one pass over what changed: the
/// sections' positions (O(S)) when the sections changed, the items' positions within their
/// sections and the sections' item offsets (O(N)) when items changed. A change to the
/// snapshot never touches a box another copy may share: a box the snapshot holds alone is
/// emptied in place, a shared one is replaced (copy-on-write), so copies keep their own
/// positions. The box is guarded by a mutex, so the snapshot stays `Sendable` and can be
/// read from several threads at once.
final class _SnapshotLookup<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    struct Tables: Sendable {
        /// Each section's position.
        var sectionPositions: [SectionIdentifierType: Int]?
        /// Each item's position within its section.
        var itemPositions: [ItemIdentifierType: Int]?
        /// The number of items before each section (section by section).
        var sectionOffsets: [Int]?
        /// How many times each table was built (for complexity tests).
        var sectionBuilds = 0
        var itemBuilds = 0
    }

    let tables: Mutex<Tables>

    init(_ tables: Tables = Tables()) { self.tables = Mutex(tables) }

    /// A new box with what is still true after the sections (or the items) changed.
    func keeping(sections keepSections: Bool, items keepItems: Bool) -> _SnapshotLookup {
        tables.withLock { current in
            var kept = Tables()
            if keepSections { kept.sectionPositions = current.sectionPositions }
            if keepItems { kept.itemPositions = current.itemPositions }
            return _SnapshotLookup(kept)
        }
    }

    /// Forgets, in place, what a change made wrong (only when the snapshot holds the box alone).
    func forget(sections: Bool, items: Bool) {
        tables.withLock { current in
            if sections { current.sectionPositions = nil }
            if items { current.itemPositions = nil }
            current.sectionOffsets = nil
        }
    }

    /// Whether nothing is built (a change then has nothing to forget).
    var isEmpty: Bool {
        tables.withLock { $0.sectionPositions == nil && $0.itemPositions == nil && $0.sectionOffsets == nil }
    }
}

extension NSDiffableDataSourceSnapshot {
    /// LU42: the sections or the items changed: the positions built from them are forgotten.
    mutating func _invalidateLookup(sections: Bool, items: Bool) {
        guard !_lookup.isEmpty else { return }
        if isKnownUniquelyReferenced(&_lookup) {
            _lookup.forget(sections: sections, items: items)
        } else {
            _lookup = _lookup.keeping(sections: !sections, items: !items)
        }
    }

    /// A section's position: one hash lookup once the positions are built (O(S) once).
    func _sectionPosition(_ section: SectionIdentifierType) -> Int? {
        _lookup.tables.withLock { tables in
            if tables.sectionPositions == nil {
                var positions: [SectionIdentifierType: Int] = [:]
                positions.reserveCapacity(_sections.count)
                for (index, identifier) in _sections.enumerated() { positions[identifier] = index }
                tables.sectionPositions = positions
                tables.sectionBuilds += 1
            }
            return tables.sectionPositions![section]
        }
    }

    /// An item's section position and position within it: hash lookups once the positions are
    /// built (O(N) once).
    func _itemLocation(_ item: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let section = _sectionOfItem[item], let sectionPosition = _sectionPosition(section) else { return nil }
        let position: Int? = _lookup.tables.withLock { tables in
            if tables.itemPositions == nil {
                var positions: [ItemIdentifierType: Int] = [:]
                positions.reserveCapacity(_sectionOfItem.count)
                for items in _itemsBySection.values {
                    for (index, identifier) in items.enumerated() { positions[identifier] = index }
                }
                tables.itemPositions = positions
                tables.itemBuilds += 1
            }
            return tables.itemPositions![item]
        }
        return position.map { (sectionPosition, $0) }
    }

    /// The number of items before the section at `position` (O(S) once, then O(1)).
    func _itemOffset(ofSectionAt position: Int) -> Int {
        _lookup.tables.withLock { tables in
            if tables.sectionOffsets == nil {
                var offsets: [Int] = []
                offsets.reserveCapacity(_sections.count)
                var total = 0
                for section in _sections {
                    offsets.append(total)
                    total += _itemsBySection[section]?.count ?? 0
                }
                tables.sectionOffsets = offsets
            }
            return tables.sectionOffsets![position]
        }
    }

    /// How many times the section and item positions were built (complexity tests).
    var _lookupBuilds: (sections: Int, items: Int) {
        _lookup.tables.withLock { ($0.sectionBuilds, $0.itemBuilds) }
    }
}
